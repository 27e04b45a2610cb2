// The product form's values (docs/product.md, Products): what the fields hold, how a stored product fills
// them, the API's own rules checked before sending, and the form sent (docs/api.md, POST /produits).
import { type FormErrors, formFields } from '@/lib/api/field-errors';
import { readInteger } from '@/lib/product-rules';
import { productDescription } from '@/shared/catalog/product-display';
import { PRODUCT_STATUS_MESSAGES } from '@/shared/catalog/product-status';
import type { AdminProduct } from '@/shared/catalog/answers';
import type { ChosenImage } from './image-picker';
import { changedStocks, sendsVariants, type VariantField, type VariantValues, variantFieldOf, variantPayload } from './variant-values';

export interface ProductValues {
  typeProduit: string;
  sousTypeProduit: string;
  nom: string;
  description: string;
  prix: string;
  pourcentPromotion: string;
  aLaUne: boolean;
  enRupture: boolean;
  stock: string;
  /** Beyond the specification (docs/product.md, "Drafts, thresholds and expiry dates"). */
  brouillon: boolean;
  seuilStockBas: string;
  datePeremption: string;
  visibleSiPerime: boolean;
  /** Left out of the catalogue feeds for Meta and Google (docs/decisions/031-catalogue-feeds.md). */
  excluCatalogues: boolean;
  /** Optional, shown on the product's page (docs/product.md, "Brand and origin"). */
  marque: string;
  origine: string;
  /** Why the stock changes; asked only when an existing product's stock does. */
  motifStock: string;
}

export type ProductField =
  | 'typeProduit'
  | 'sousTypeProduit'
  | 'nom'
  | 'description'
  | 'marque'
  | 'origine'
  | 'prix'
  | 'pourcentPromotion'
  | 'stock'
  | 'motifStock'
  | 'seuilStockBas'
  | 'datePeremption'
  | 'images'
  | VariantField;
export type ProductErrors = FormErrors<ProductField>;

/** The fields in the order they are met, for the focus. */
export const PRODUCT_FIELDS: readonly ProductField[] = [
  'typeProduit',
  'sousTypeProduit',
  'nom',
  'description',
  'marque',
  'origine',
  'prix',
  'pourcentPromotion',
  'stock',
  'motifStock',
  'seuilStockBas',
  'datePeremption',
  'images',
];

const ownField = formFields(PRODUCT_FIELDS, { 'images[]': 'images' });

/**
 * The messages of the schema and of the API, under the form's fields (a picture's refusal comes as 'images[]'; a
 * variant's as 'variantes.3.prix', beside that row's price).
 */
export const productField = (name: string): ProductField | null => ownField(name) ?? variantFieldOf(name);

/** A new product: the category and the sub-type given by the path, if any. */
export function newProductValues(categoryId?: string, typeId?: string): ProductValues {
  return {
    typeProduit: categoryId ?? '',
    sousTypeProduit: typeId ?? '',
    nom: '',
    description: '',
    prix: '',
    pourcentPromotion: '0',
    aLaUne: false,
    enRupture: false,
    stock: '',
    brouillon: false,
    seuilStockBas: '',
    datePeremption: '',
    visibleSiPerime: false,
    excluCatalogues: false,
    marque: '',
    origine: '',
    motifStock: '',
  };
}

export function productValues(product: AdminProduct): ProductValues {
  return {
    typeProduit: product.typeProduit?._id ?? '',
    sousTypeProduit: product.sousTypeProduit?._id ?? '',
    nom: product.nom,
    description: productDescription(product.description) ?? '',
    prix: String(product.prix),
    pourcentPromotion: String(product.pourcentPromotion),
    aLaUne: product.aLaUne,
    enRupture: product.enRupture,
    stock: product.stock === null ? '' : String(product.stock),
    brouillon: product.brouillon ?? false,
    seuilStockBas: product.seuilStockBas == null ? '' : String(product.seuilStockBas),
    datePeremption: product.datePeremption ?? '',
    visibleSiPerime: product.visibleSiPerime ?? false,
    excluCatalogues: product.excluCatalogues ?? false,
    marque: product.marque ?? '',
    origine: product.origine ?? '',
    motifStock: '',
  };
}

/** Whether the stock typed differs from the product's: the change needs a reason, and only then is it sent. */
export function stockChanged(values: ProductValues, product: AdminProduct | null): boolean {
  if (!product) return false;
  return values.stock.trim() !== (product.stock === null ? '' : String(product.stock));
}

/**
 * What the API's schema checks before sending: the values, a product without sub-type as such; with variants, its
 * options and variants, and no price or stock of its own (the cheapest variant's price fills it, as on the server).
 */
export function productCheckBody(values: ProductValues, variants?: VariantValues, product: AdminProduct | null = null) {
  const body = { ...values, sousTypeProduit: values.sousTypeProduit || null };
  if (!variants || !sendsVariants(variants, product)) return body;
  const payload = variantPayload(variants);
  return payload.options.length > 0 ? { ...body, prix: '', stock: '', ...payload } : { ...body, ...payload };
}

/**
 * The API's own rules and messages (`productSchema`), fetched on the first submit, so that the form loads without
 * zod; an absent price filled with the cheapest variant's first (`readVariantFields`), as the server does.
 */
export const loadProductSchema = () =>
  import('@/shared/catalog/schemas').then((schemas) => ({
    safeParse: (body: unknown) => schemas.productSchema.safeParse(schemas.readVariantFields(body as Record<string, unknown>)),
  }));

/** Whether the submission changes a stock (the product's, or a variant's): the change needs its reason. */
export function anyStockChanged(values: ProductValues, product: AdminProduct | null, variants?: VariantValues): boolean {
  if (variants && sendsVariants(variants, product) && variants.options.length > 0) return changedStocks(variants, product).length > 0;
  return stockChanged(values, product) && values.stock.trim() !== '';
}

/** The server's rule the schema does not hold, said before sending: a changed stock needs its reason. */
export function stockReasonRule(values: ProductValues, product: AdminProduct | null, variants?: VariantValues) {
  return (_body: unknown, messages: Readonly<Record<string, string>>): Record<string, string> =>
    anyStockChanged(values, product, variants) && !values.motifStock.trim() && !messages.stock
      ? { ...messages, motifStock: PRODUCT_STATUS_MESSAGES.stockReasonRequired }
      : { ...messages };
}

/**
 * What POST and PUT /produits receive; the pictures in the order shown, the first being the main one. With variants,
 * `options` and `variantes` as JSON text, and no price or stock of the product's own: they are its variants'.
 */
export function productFormData(
  values: ProductValues,
  images: readonly ChosenImage[],
  product: AdminProduct | null = null,
  variants?: VariantValues,
): FormData {
  const form = new FormData();
  form.set('nom', values.nom.trim());
  form.set('description', values.description.trim());
  form.set('marque', values.marque.trim());
  form.set('origine', values.origine.trim());
  const payload = variants !== undefined && sendsVariants(variants, product) ? variantPayload(variants) : null;
  if (payload) {
    form.set('options', JSON.stringify(payload.options));
    form.set('variantes', JSON.stringify(payload.variantes));
  }
  if (payload && payload.options.length > 0) {
    // The server fills the price with the cheapest variant's; a changed variant's stock carries the one reason.
    form.set('prix', '');
    if (variants && changedStocks(variants, product).length > 0) form.set('motifStock', values.motifStock.trim());
  } else {
    form.set('prix', String(readInteger(values.prix)));
    form.set('pourcentPromotion', String(readInteger(values.pourcentPromotion)));
    // An existing product's stock is sent only when it was changed here: otherwise the server keeps the stock as it
    // is now, which an order's confirmation may have changed since the form was opened.
    if (!product || stockChanged(values, product)) {
      form.set('stock', values.stock.trim());
      if (product) form.set('motifStock', values.motifStock.trim());
    }
  }
  form.set('aLaUne', String(values.aLaUne));
  form.set('enRupture', String(values.enRupture));
  commonFields(form, values, images);
  return form;
}

function commonFields(form: FormData, values: ProductValues, images: readonly ChosenImage[]) {
  form.set('brouillon', String(values.brouillon));
  form.set('seuilStockBas', values.seuilStockBas.trim());
  form.set('datePeremption', values.datePeremption.trim());
  form.set('visibleSiPerime', String(values.visibleSiPerime));
  form.set('excluCatalogues', String(values.excluCatalogues));
  form.set('typeProduit', values.typeProduit);
  form.set('sousTypeProduit', values.sousTypeProduit || 'none');
  for (const image of images) form.append('images', image.file, image.file.name);
}
