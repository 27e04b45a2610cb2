'use client';
// The product form's state and its save (docs/product.md, Products): the values, the chosen pictures, the
// errors of each field, the banner, and the upload's progress. A failed save keeps everything typed and chosen.
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { useForm } from '@/components/admin/kit/use-form';
import { useSaveProduct } from '@/lib/api/products';
import { notify } from '@/lib/notify';
import { TOAST_TITLES } from '@/shared/messages';
import type { AdminProduct } from '@/shared/catalog/answers';
import type { ChosenImage } from './image-picker';
import { PRODUCT_FORM_TEXTS as T } from './texts';
import {
  loadProductSchema,
  newProductValues,
  PRODUCT_FIELDS,
  type ProductField,
  type ProductValues,
  productCheckBody,
  productField,
  productFormData,
  productValues,
  stockReasonRule,
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
  const [values, setValues] = useState<ProductValues>(() => (product ? productValues(product) : newProductValues(categoryId, typeId)));
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const {
    ref: formRef,
    banner,
    errors,
    setErrors,
    busy: sending,
    saving,
    submit: send,
  } = useForm({
    fields: PRODUCT_FIELDS,
    fieldOf: productField,
    loadSchema: loadProductSchema,
    rules: stockReasonRule(values, product),
    // The form as built from the values and the pictures (the stock only when changed), not the schema's output.
    save: () => {
      setProgress(images.length > 0 ? 0 : null);
      return save
        .mutateAsync({ id: product?._id, form: productFormData(values, images, product), onProgress: images.length > 0 ? setProgress : undefined })
        .finally(() => setProgress(null));
    },
    saved: (answer) => {
      notify('success', TOAST_TITLES.success, answer.message);
      router.push(listTarget);
    },
    failed: product ? T.editErrorDefault : T.createErrorDefault,
    // Under the fields it names, and in the banner in the server's words.
    alwaysBanner: true,
  });

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || preparing) return;
    await send(productCheckBody(values));
  };

  return { formRef, values, set, chooseCategory, images, setImages, setPreparing, preparing, errors, progress, banner, submit, busy: saving };
}
