'use client';
// The product form's state and its save (docs/product.md, Products): the values, the chosen pictures, the
// errors of each field, the banner, and the upload's progress. A failed save keeps everything typed and chosen.
import { useRouter } from 'next/navigation';
import { type FormEvent, useRef, useState } from 'react';
import { useFormBanner } from '@/components/admin/kit/form-banner';
import { focusFirstError } from '@/components/admin/kit/form-focus';
import { errorText } from '@/lib/api/answer';
import { apiFormErrors, hasFormErrors } from '@/lib/api/field-errors';
import { useSaveProduct } from '@/lib/api/products';
import { notify } from '@/lib/notify';
import { TOAST_TITLES } from '@/shared/messages';
import type { AdminProduct } from '@/shared/types';
import type { ChosenImage } from './image-picker';
import { PRODUCT_FORM_TEXTS as T } from './texts';
import {
  newProductValues,
  PRODUCT_FIELDS,
  type ProductErrors,
  type ProductField,
  type ProductValues,
  productField,
  productFormData,
  productFormErrors,
  productValues,
} from './values';

interface ProductFormState {
  /** The product being edited; null for a creation. */
  product: AdminProduct | null;
  categoryId?: string;
  typeId?: string;
  /** Where a saved product's form goes. */
  listTarget: string;
}

export function useProductForm({ product, categoryId, typeId, listTarget }: ProductFormState) {
  const router = useRouter();
  const save = useSaveProduct();
  const formRef = useRef<HTMLFormElement>(null);
  const banner = useFormBanner();
  const [values, setValues] = useState<ProductValues>(() => (product ? productValues(product) : newProductValues(categoryId, typeId)));
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [errors, setErrors] = useState<ProductErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const checking = useRef(false);

  const set = <K extends keyof ProductValues>(name: K, value: ProductValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A switch has no message; a field's message goes as soon as it is changed.
    const field = name as string as ProductField;
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  /** Another category brings its first sub-type, and clears both fields' messages. */
  const chooseCategory = (id: string, firstSubTypeId: string | undefined) => {
    setValues((current) => ({ ...current, typeProduit: id, sousTypeProduit: firstSubTypeId ?? '' }));
    setErrors((current) => ({ ...current, typeProduit: undefined, sousTypeProduit: undefined }));
  };

  const showErrors = (found: ProductErrors) => {
    setErrors(found);
    focusFirstError(formRef.current, found, PRODUCT_FIELDS);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || preparing || checking.current) return;
    checking.current = true;
    const found = await productFormErrors(values, product).finally(() => {
      checking.current = false;
    });
    if (hasFormErrors(found)) {
      showErrors(found);
      return;
    }
    setErrors({});
    banner.clear();
    setProgress(images.length > 0 ? 0 : null);
    save.mutate(
      { id: product?._id, form: productFormData(values, images, product), onProgress: images.length > 0 ? setProgress : undefined },
      {
        onSuccess: (answer) => {
          notify('success', TOAST_TITLES.success, answer.message);
          router.push(listTarget);
        },
        onError: (error) => {
          showErrors(apiFormErrors(error, productField));
          banner.show('error', errorText(error, product ? T.editErrorDefault : T.createErrorDefault));
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  return { formRef, values, set, chooseCategory, images, setImages, setPreparing, preparing, errors, progress, banner, submit, busy: save.isPending };
}
