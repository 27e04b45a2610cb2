'use client';
// The product delete flow (docs/product.md, Differences from the original specification): a pending product, the confirmation worded for the
// screen, the call, then the success toast and the caller's follow-up, or the error toast. The pending
// product is cleared either way.
import { ConfirmDialog } from '@/components/ui/lazy-dialog';
import { errorText } from '@/lib/api/answer';
import { useDeleteProduct } from '@/lib/api/products';
import { notify } from '@/lib/notify';
import { CATALOGUE_MESSAGES } from '@/shared/catalog/messages';
import { TOAST_TITLES } from '@/shared/messages';
import type { Product } from '@/shared/catalog/answers';
import { DELETE_SCOPE_TEXT, PRODUCT_TEXTS } from './texts';

export type DeleteScope = keyof typeof DELETE_SCOPE_TEXT;

interface DeleteProductDialogProps {
  product: Pick<Product, '_id' | 'nom'> | null;
  scope: DeleteScope;
  onClose: () => void;
  onDeleted?: () => void;
}

export function DeleteProductDialog({ product, scope, onClose, onDeleted }: DeleteProductDialogProps) {
  const remove = useDeleteProduct();
  const confirm = () => {
    if (!product) return;
    remove.mutate(product._id, {
      onSuccess: () => {
        notify('success', PRODUCT_TEXTS.deletedTitle, CATALOGUE_MESSAGES.productDeleted);
        onDeleted?.();
      },
      onError: (error) => notify('error', TOAST_TITLES.deleteError, errorText(error, PRODUCT_TEXTS.deleteErrorDefault)),
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDialog
      open={product !== null}
      onOpenChange={(open) => !open && onClose()}
      title={PRODUCT_TEXTS.deleteTitle}
      description={
        <>
          <p>{PRODUCT_TEXTS.deleteQuestion}</p>
          {product && <p className="font-medium text-gray-900 dark:text-gray-100">« {product.nom} »</p>}
          <p>
            {DELETE_SCOPE_TEXT[scope]} {PRODUCT_TEXTS.irreversible}
          </p>
        </>
      }
      confirmLabel={PRODUCT_TEXTS.deleteConfirm}
      busyLabel={PRODUCT_TEXTS.deleteBusy}
      busy={remove.isPending}
      onConfirm={confirm}
    />
  );
}
