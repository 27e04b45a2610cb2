'use client';
// A category's sub-types (docs/product.md, Back office): one coloured card per type leading to its products,
// its menu (edit the category, delete the type), and the redirections: a category without sub-types shows its
// products, and so does one whose last type was just deleted. A type is deleted by saving the category with the
// remaining types (docs/api.md, PUT /types/{id}), which keeps each remaining type's id and products.
import { ChevronRight, Eye, Layers, MoreVertical, Pencil, Plus, Tag, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { LoadGate } from '@/components/admin/kit/load-gate';
import { PageHeader } from '@/components/admin/kit/page-header';
import { useDelayedNavigation } from '@/components/admin/kit/use-delayed-navigation';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/lazy-dialog';
import { ActionMenu } from '@/components/ui/action-menu';
import { EmptyState } from '@/components/ui/states';
import { adminRoutes } from '@/lib/admin-routes';
import { errorText } from '@/lib/api/answer';
import { useCategory, useSaveCategory } from '@/lib/api/categories';
import { cn } from '@/lib/cn';
import { readableId } from '@/lib/load-state';
import { notify } from '@/lib/notify';
import { TIMINGS } from '@/shared/constants';
import { TOAST_TITLES } from '@/shared/messages';
import type { Ref } from '@/shared/catalog/answers';
import { paletteOf } from './palettes';
import { CATEGORY_TEXTS as T } from './texts';

function TypeCard({ categoryId, type, onDelete }: { categoryId: string; type: Ref; onDelete: () => void }) {
  const router = useRouter();
  const palette = paletteOf(type._id);
  const href = adminRoutes.subTypeProducts(categoryId, type._id);
  return (
    <article
      data-testid="type-card"
      className={cn(
        'group relative flex items-center gap-3 rounded-xl border p-4 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md',
        'has-[[data-open]:focus-visible]:ring-2 has-[[data-open]:focus-visible]:ring-brand-600',
        palette.surface,
      )}
    >
      <div className={cn('flex h-11 w-11 shrink-0 items-center justify-center rounded-lg', palette.icon)}>
        <Tag className="h-5 w-5" aria-hidden />
      </div>
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold text-gray-900 dark:text-gray-50">
          <Link href={href} data-open className="block truncate outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']">
            {type.nom}
          </Link>
        </h2>
        <p className="mt-0.5 flex items-center gap-1 text-sm text-gray-600 dark:text-gray-400">
          {T.openType}
          <ChevronRight className="h-3.5 w-3.5 transition-transform group-hover:translate-x-0.5" aria-hidden />
        </p>
      </div>
      <ActionMenu
        label={T.typeActions(type.nom)}
        className={buttonClass('ghost', 'icon', 'relative z-10 hover:bg-white/70 dark:hover:bg-gray-900/60')}
        actions={[
          { label: T.edit, icon: <Pencil className="h-4 w-4" aria-hidden />, onSelect: () => router.push(adminRoutes.editCategory(categoryId)) },
          { label: T.delete, icon: <Trash2 className="h-4 w-4" aria-hidden />, danger: true, onSelect: onDelete },
        ]}
      >
        <MoreVertical className="h-4 w-4" aria-hidden />
      </ActionMenu>
    </article>
  );
}

export function CategoryTypes({ categoryId }: { categoryId: string }) {
  const router = useRouter();
  const category = useCategory(readableId(categoryId));
  const save = useSaveCategory();
  const later = useDelayedNavigation();
  const [pendingDelete, setPendingDelete] = useState<Ref | null>(null);
  // Only the first answer decides whether this screen is skipped: after the last type is deleted, the empty
  // screen stays while the toast announces the redirection.
  const decided = useRef(false);
  const productsHref = adminRoutes.categoryProducts(categoryId);
  const editHref = adminRoutes.editCategory(categoryId);
  const leaving = later.target === adminRoutes.categories;

  useEffect(() => {
    if (decided.current || !category.data) return;
    decided.current = true;
    if (category.data.sousTypes.length === 0) router.replace(productsHref);
  }, [category.data, router, productsHref]);

  const data = category.data;
  const types = data?.sousTypes ?? [];
  const isLast = types.length === 1;

  const confirmDelete = () => {
    const type = pendingDelete;
    if (!type || !data) return;
    const remaining = types.filter((t) => t._id !== type._id).map((t) => ({ _id: t._id, nom: t.nom }));
    save.mutate(
      { id: data._id, body: { nom: data.nom, sousTypes: remaining } },
      {
        onSuccess: () => {
          notify('success', TOAST_TITLES.success, T.typeDeleted(type.nom));
          if (remaining.length === 0) {
            notify('success', T.redirectTitle, T.redirectText);
            later.go(productsHref, TIMINGS.lastTypeRedirectMs);
          }
        },
        onError: (error) => notify('error', TOAST_TITLES.deleteError, errorText(error, T.typeDeleteErrorDefault)),
        onSettled: () => setPendingDelete(null),
      },
    );
  };

  return (
    <div className={cn('space-y-6 transition-opacity duration-300', leaving && 'opacity-60')}>
      <PageHeader
        title={
          <span className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="min-w-0 truncate">{data?.nom ?? '\u00a0'}</span>
            {data && (
              <span className="whitespace-nowrap text-base font-medium text-gray-500 dark:text-gray-400" data-testid="subtype-count">
                {T.subTypes(types.length)}
              </span>
            )}
          </span>
        }
        subtitle={data?.accroche && <p className="truncate">{data.accroche}</p>}
        back={{ label: T.backToCategories, onClick: () => later.go(adminRoutes.categories, TIMINGS.backNavigationMs) }}
        backStyle="icon"
        actions={
          <>
            <Link href={productsHref} className={buttonClass('secondary')}>
              <Eye className="h-4 w-4" aria-hidden />
              {T.allProducts}
            </Link>
            <Link href={editHref} className={buttonClass('primary')}>
              <Plus className="h-4 w-4" aria-hidden />
              {T.newType}
            </Link>
          </>
        }
      />

      <LoadGate
        read={category}
        id={categoryId}
        notFound="category_not_found"
        texts={{ loading: T.subTypesLoading, invalid: T.invalidId, missing: T.notFound, errorDefault: T.subTypesLoadErrorDefault }}
        back={{ href: adminRoutes.categories, label: T.backToCategories }}
      >
        {(loaded) =>
          loaded.sousTypes.length === 0 ? (
            <EmptyState
              icon={<Layers className="h-10 w-10" aria-hidden />}
              title={T.noSubTypes}
              message={T.noSubTypesText}
              action={
                <Link href={editHref} className={buttonClass('primary')}>
                  <Plus className="h-4 w-4" aria-hidden />
                  {T.createType}
                </Link>
              }
            />
          ) : (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {loaded.sousTypes.map((type) => (
                <TypeCard key={type._id} categoryId={categoryId} type={type} onDelete={() => setPendingDelete(type)} />
              ))}
            </div>
          )
        }
      </LoadGate>

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(next) => !next && setPendingDelete(null)}
        title={T.deleteTypeTitle}
        confirmLabel={T.deleteTypeConfirm}
        busyLabel={T.deleteBusy}
        busy={save.isPending}
        onConfirm={confirmDelete}
        description={
          pendingDelete && (
            <>
              <p>
                Le type <strong className="text-gray-900 dark:text-gray-100">{`«\u00a0${pendingDelete.nom}\u00a0»`}</strong> sera retiré de la catégorie. Ses produits
                y resteront, sans type : pensez à les réorganiser.
              </p>
              {isLast && <p className="font-medium text-amber-700 dark:text-amber-400">C'est le dernier type de cette catégorie : vous serez redirigé vers ses produits.</p>}
            </>
          )
        }
      />
    </div>
  );
}
