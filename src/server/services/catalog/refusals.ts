// The catalogue's refusals, declared once: the services throw them, the API's routes list them as their failures
// (docs/api.md, "Errors and statuses").
import { refusal } from '@/server/services/errors';
import { CATALOGUE_MESSAGES } from '@/shared/catalog/messages';
import { PRODUCT_STATUS_MESSAGES } from '@/shared/catalog/product-status';
import { API_MESSAGES, SERVER_MESSAGES } from '@/shared/messages';
import { CATALOGUE_VALIDATION } from '@/shared/catalog/messages';
import { VARIANT_MESSAGES } from '@/shared/catalog/messages';

export const CATEGORY_REFUSALS = {
  notFound: refusal('category_not_found', CATALOGUE_MESSAGES.categoryNotFound),
  nameTaken: refusal('category_name_taken', CATALOGUE_MESSAGES.categoryNameTaken, { field: 'nom' }),
  /** Thrown with the count of the products it holds, when it is known. */
  notEmpty: refusal('category_not_empty', CATALOGUE_VALIDATION.categoryHasProducts, { data: { nbProduits: 3 } }),
} as const;

export const PRODUCT_REFUSALS = {
  notFound: refusal('product_not_found', CATALOGUE_MESSAGES.productNotFound),
  categoryUnknown: refusal('validation_failed', CATALOGUE_MESSAGES.productCategoryUnknown, { field: 'typeProduit' }),
  subTypeMismatch: refusal('validation_failed', CATALOGUE_MESSAGES.productSubTypeMismatch, { field: 'sousTypeProduit' }),
  stockReasonRequired: refusal('validation_failed', PRODUCT_STATUS_MESSAGES.stockReasonRequired, { field: 'motifStock' }),
  /** A variant's picture beyond the product's pictures. */
  variantImageInvalid: refusal('validation_failed', VARIANT_MESSAGES.imageInvalid, { field: 'variantes' }),
  cartIdsMissing: refusal('validation_failed', CATALOGUE_MESSAGES.cartIdsMissing, { field: 'ids' }),
  cartIdsTooMany: refusal('validation_failed', CATALOGUE_MESSAGES.cartIdsTooMany, { field: 'ids' }),
  cartIdInvalid: refusal('validation_failed', API_MESSAGES.invalidId, { field: 'ids' }),
  /** The pictures could not be written: nothing was. */
  storageFull: refusal('storage_full', SERVER_MESSAGES.storageFull),
} as const;
