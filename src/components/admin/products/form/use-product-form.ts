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
import { type VariantValues, variantFields, variantValues } from './variant-values';

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
  const [variants, setVariantValues] = useState<VariantValues>(() => variantValues(product));
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
    // The variants' fields follow the price's on screen; the focus goes to the first with a message.
    fields: [...PRODUCT_FIELDS.slice(0, PRODUCT_FIELDS.indexOf('stock')), ...variantFields(variants), ...PRODUCT_FIELDS.slice(PRODUCT_FIELDS.indexOf('stock'))],
    fieldOf: productField,
    loadSchema: loadProductSchema,
    rules: stockReasonRule(values, product, variants),
    // The form as built from the values and the pictures (the stock only when changed), not the schema's output.
    save: () => {
      setProgress(images.length > 0 ? 0 : null);
      return save
        .mutateAsync({ id: product?._id, form: productFormData(values, images, product, variants), onProgress: images.length > 0 ? setProgress : undefined })
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

  /** The options and variants changed: their messages go, as a field's does once changed. */
  const setVariants = (next: (current: VariantValues) => VariantValues, fields: readonly ProductField[] = []) => {
    setVariantValues(next);
    if (fields.length > 0) {
      setErrors((current) => (fields.some((field) => current[field]) ? { ...current, ...Object.fromEntries(fields.map((field) => [field, undefined])) } : current));
    }
  };

  /** Another category brings its first sub-type, and clears both fields' messages. */
  const chooseCategory = (id: string, firstSubTypeId: string | undefined) => {
    setValues((current) => ({ ...current, typeProduit: id, sousTypeProduit: firstSubTypeId ?? '' }));
    setErrors((current) => ({ ...current, typeProduit: undefined, sousTypeProduit: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || preparing) return;
    await send(productCheckBody(values, variants, product));
  };

  return { formRef, values, set, variants, setVariants, chooseCategory, images, setImages, setPreparing, preparing, errors, progress, banner, submit, busy: saving };
}
