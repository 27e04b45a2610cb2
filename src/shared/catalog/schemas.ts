// The catalogue's request schemas (docs/api.md, "Categories"; docs/api.md, "Products"): categories, products and
// the listings' queries, shared by the back office's forms, the storefront and the API. Written with the helpers of
// ../schemas.ts, so that each rule's message is listed in the OpenAPI document.
import { z } from 'zod';
import { ALERT_KINDS, type AlertKind } from '../alerts/rules';
import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  DEFAULT_TOP_PRODUCTS_LIMIT,
  DEFAULT_TOP_PRODUCTS_ORDER,
  LIMITS,
  MAX_PAGE_SIZE,
  SORT_OPTIONS,
  TOP_PRODUCTS_ORDERS,
  type TopProductsOrder,
} from '../constants';
import { UUID_PATTERN } from '../ids';
import { API_MESSAGES } from '../messages';
import { CATALOGUE_VALIDATION } from './messages';
import { combinationKey, type ProductOption, sameValue, VARIANT_LIMITS } from './variants';
import { VARIANT_MESSAGES as VM } from './messages';
import { schemaHelpers, type JsonRule } from '../schemas';
import type { ProductQuery } from '../types';
import { parseIntegerOrZero } from '../validators';
import { CATALOGUE_MESSAGES as C } from './messages';
import { isCalendarDay, PRODUCT_STATUS_LIMITS, PRODUCT_STATUS_MESSAGES as S, PRODUCT_STATUSES, type ProductStatus } from './product-status';

const { text, min, max, rule, ruleOn, queryValue, queryInteger, queryChoice } = schemaHelpers;

export const subTypeInputSchema = z.object({
  _id: text().optional(),
  nom: text(CATALOGUE_VALIDATION.subTypeEmpty).trim().apply(min, 1, CATALOGUE_VALIDATION.subTypeEmpty).apply(max, LIMITS.subTypeNameMax, CATALOGUE_VALIDATION.subTypeMax),
});

const categoryFields = {
  nom: text(CATALOGUE_VALIDATION.categoryNameRequired)
    .trim()
    .apply(min, 1, CATALOGUE_VALIDATION.categoryNameRequired)
    .apply(max, LIMITS.categoryNameMax, CATALOGUE_VALIDATION.categoryNameMax),
  /** Absent means "unchanged" on update; blank clears it. */
  accroche: text()
    .trim()
    .optional()
    .nullable()
    .transform((v) => (v === undefined ? undefined : v || null)),
  description: text()
    .trim()
    .apply(max, LIMITS.categoryDescriptionMax, CATALOGUE_VALIDATION.categoryDescriptionMax)
    .optional()
    .nullable()
    .transform((v) => (v === undefined ? undefined : v || null)),
  sousTypes: z.array(subTypeInputSchema).apply(max, LIMITS.subTypesMax, CATALOGUE_VALIDATION.subTypesLimit),
};

function refuseDuplicateTypes(value: { sousTypes?: { nom: string }[] }, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  (value.sousTypes ?? []).forEach((type, index) => {
    const key = type.nom.trim().toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', message: CATALOGUE_VALIDATION.subTypeDuplicate, path: ['sousTypes', index, 'nom'] });
    seen.add(key);
  });
}

export const categorySchema = z
  .object({ ...categoryFields, sousTypes: categoryFields.sousTypes.default([]) })
  .superRefine(refuseDuplicateTypes);

/**
 * PUT /types/{id}: the edit screen sends nom and sousTypes only; a field left out keeps its value.
 * Sub-types carry `_id` when they already exist.
 */
export const categoryUpdateSchema = z
  .object({ ...categoryFields, sousTypes: categoryFields.sousTypes.optional() })
  .superRefine(refuseDuplicateTypes);

const booleanField = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

/** A switch whose absence means "as it is" (undefined), not "no". */
const keptBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === true || v === 'true' || v === '1' || v === 'on'));

/**
 * A whole number from `least` to `most` as a product's form sends it: a JSON integer, or its digits as text (the
 * multipart form's strings), in the document. Digits are said up to the last power of ten below `most`.
 */
const formInteger = (least: number, most: number, blank = false): JsonRule => ({
  anyOf: [
    { type: 'integer', minimum: least, maximum: most },
    { type: 'string', pattern: `^\\s*${least > 0 ? '0*[1-9]' : '\\d'}\\d{0,${String(most).length - 2}}\\s*$` },
    ...(blank ? [{ type: 'null' }, { type: 'string', pattern: '^\\s*$' }] : []),
  ],
});

/** An optional short text: absent keeps the stored value, blank or null clears it. */
const keptText = (most: number, message: string) =>
  text()
    .trim()
    .apply(max, most, message)
    .optional()
    .nullable()
    .transform((v) => (v === undefined ? undefined : v || null));

/** A price: a whole number above 0 and within the limit. optional(): absent parses as 0 and gets the French message. */
const priceField = () =>
  z
    .unknown()
    .meta(formInteger(1, LIMITS.priceMax))
    .optional()
    .transform(parseIntegerOrZero)
    .apply(rule, (v: number) => v > 0, CATALOGUE_VALIDATION.productPricePositive)
    .apply(rule, (v: number) => v <= LIMITS.priceMax, CATALOGUE_VALIDATION.productPriceMax);

const promotionField = () =>
  z
    .unknown()
    .meta(formInteger(LIMITS.promotionMin, LIMITS.promotionMax))
    .optional()
    .transform(parseIntegerOrZero)
    .apply(rule, (v: number) => v >= LIMITS.promotionMin && v <= LIMITS.promotionMax, CATALOGUE_VALIDATION.productPromotionRange);

/** A stock: blank, null or absent is not tracked (null). */
const stockField = () =>
  z
    .unknown()
    .meta(formInteger(0, LIMITS.stockMax, true))
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') return null;
      const n = typeof v === 'number' ? v : Number(String(v).trim());
      if (!Number.isInteger(n) || n < 0) {
        ctx.addIssue({ code: 'custom', message: CATALOGUE_VALIDATION.productStockInvalid });
        return z.NEVER;
      }
      if (n > LIMITS.stockMax) {
        ctx.addIssue({ code: 'custom', message: CATALOGUE_VALIDATION.productStockMax });
        return z.NEVER;
      }
      return n;
    });

// ── Variants (docs/decisions/030-product-variants.md) ──────────────────────

const optionValue = text(VM.valueRequired).trim().apply(min, 1, VM.valueRequired).apply(max, VARIANT_LIMITS.valueMax, VM.valueMax);

export const productOptionInputSchema = z
  .object({
    nom: text(VM.optionNameRequired).trim().apply(min, 1, VM.optionNameRequired).apply(max, VARIANT_LIMITS.optionNameMax, VM.optionNameMax),
    valeurs: z
      .array(optionValue, { error: VM.optionValuesRequired })
      .apply(min, 1, VM.optionValuesRequired)
      .apply(max, VARIANT_LIMITS.valuesMax, VM.valuesMax),
  })
  .superRefine((option, ctx) => {
    option.valeurs.forEach((value, index) => {
      if (option.valeurs.findIndex((other) => sameValue(other, value)) < index) {
        ctx.addIssue({ code: 'custom', message: VM.valueDuplicate, path: ['valeurs', index] });
      }
    });
  });

export const variantInputSchema = z.object({
  /** Its id when it exists: its stock history follows it. Without one, it is found by its values, or created. */
  _id: text()
    .trim()
    .apply(rule, (v: string) => v === '' || UUID_PATTERN.test(v), VM.idInvalid, { format: 'uuid' })
    .optional()
    .nullable()
    .transform((v) => (v ? v.toLowerCase() : null)),
  valeurs: z.array(optionValue, { error: VM.combinationInvalid }),
  prix: priceField(),
  pourcentPromotion: promotionField(),
  stock: stockField(),
  reference: keptText(VARIANT_LIMITS.referenceMax, VM.referenceMax).transform((v) => v ?? null),
  imageIndex: z
    .unknown()
    .meta({
      anyOf: [
        { type: 'integer', minimum: 0, maximum: LIMITS.productImagesMax - 1 },
        { type: 'string', pattern: `^\\s*[0-${LIMITS.productImagesMax - 1}]\\s*$` },
        { type: 'null' },
      ],
    })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') return null;
      const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim()) : Number.NaN;
      if (!Number.isInteger(n) || n < 0 || n >= LIMITS.productImagesMax) {
        ctx.addIssue({ code: 'custom', message: VM.imageInvalid });
        return z.NEVER;
      }
      return n;
    }),
  /** Absent: on sale. */
  enVente: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])])
    .optional()
    .transform((v) => v === undefined || v === true || v === 'true' || v === '1' || v === 'on'),
  // `prix` is read as 0 when it is absent, which its rule refuses: the document says it is required.
}).meta({ required: ['valeurs', 'prix'] });
export type VariantInput = z.infer<typeof variantInputSchema>;

// A multipart form sends each list as its JSON text: `readVariantFields` reads it before the schema does.
const optionsField = z
  .array(productOptionInputSchema, { error: VM.unreadable })
  .apply(max, VARIANT_LIMITS.optionsMax, VM.optionsMax)
  .optional();

const variantsField = z
  .array(variantInputSchema, { error: VM.unreadable })
  .apply(max, VARIANT_LIMITS.variantsMax, VM.variantsMax)
  .optional();

/** The rules between the options and the variants: one valid combination per variant, each once, some when there are options. */
function checkVariants(value: { options?: ProductOption[]; variantes?: VariantInput[] }, ctx: z.RefinementCtx) {
  const options = value.options;
  const variants = value.variantes;
  if (options === undefined && variants === undefined) return;
  (options ?? []).forEach((option, index) => {
    if ((options ?? []).findIndex((other) => sameValue(other.nom, option.nom)) < index) {
      ctx.addIssue({ code: 'custom', message: VM.optionNameDuplicate, path: ['options', index, 'nom'] });
    }
  });
  if ((options?.length ?? 0) === 0) {
    if ((variants?.length ?? 0) > 0) ctx.addIssue({ code: 'custom', message: VM.variantsWithoutOptions, path: ['variantes'] });
    return;
  }
  if (!variants || variants.length === 0) {
    ctx.addIssue({ code: 'custom', message: VM.variantsRequired, path: ['variantes'] });
    return;
  }
  const seen = new Set<string>();
  variants.forEach((variant, index) => {
    const valid =
      variant.valeurs.length === (options ?? []).length &&
      variant.valeurs.every((v, i) => (options ?? [])[i].valeurs.some((allowed) => sameValue(allowed, v)));
    if (!valid) {
      ctx.addIssue({ code: 'custom', message: VM.combinationInvalid, path: ['variantes', index, 'valeurs'] });
      return;
    }
    const key = combinationKey(variant.valeurs);
    if (seen.has(key)) ctx.addIssue({ code: 'custom', message: VM.combinationDuplicate, path: ['variantes', index, 'valeurs'] });
    seen.add(key);
  });
}

/** A list as JSON has it, or its JSON text as a form sends it; unreadable text is left for the schema to refuse. */
function listOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * The variants' fields of a product form as the schema reads them (docs/api.md, "Variants"): `options` and
 * `variantes` sent as JSON text (a multipart or URL-encoded form) are read as lists, and a product with variants that
 * leaves out its own price is given its cheapest variant's.
 */
export function readVariantFields(fields: Record<string, unknown>): Record<string, unknown> {
  const read = { ...fields };
  if ('options' in read) read.options = listOf(read.options);
  if ('variantes' in read) read.variantes = listOf(read.variantes);
  const blank = read.prix === undefined || read.prix === null || (typeof read.prix === 'string' && read.prix.trim() === '');
  if (!blank || !Array.isArray(read.variantes)) return read;
  const prices = read.variantes.map((variant) => parseIntegerOrZero((variant as { prix?: unknown } | null)?.prix)).filter((price) => price > 0);
  return prices.length > 0 ? { ...read, prix: Math.min(...prices) } : read;
}

/** Product fields as sent by the form (multipart strings) or as JSON. */
export const productSchema = z.object({
  nom: text(CATALOGUE_VALIDATION.productNameRequired)
    .trim()
    .apply(min, 1, CATALOGUE_VALIDATION.productNameRequired)
    .apply(max, LIMITS.productNameMax, CATALOGUE_VALIDATION.productNameMax),
  description: text()
    .trim()
    .apply(max, LIMITS.productDescriptionMax, CATALOGUE_VALIDATION.productDescriptionMax)
    .optional()
    .nullable()
    .transform((v) => v || null),
  prix: priceField(),
  pourcentPromotion: promotionField(),
  aLaUne: booleanField,
  enRupture: booleanField,
  stock: stockField(),
  typeProduit: text(CATALOGUE_VALIDATION.productCategoryRequired).trim().apply(min, 1, CATALOGUE_VALIDATION.productCategoryRequired),
  sousTypeProduit: text()
    .trim()
    .optional()
    .nullable()
    .transform((v) => (v && v !== 'null' && v !== 'none' ? v : null)),
  // Beyond the specification (docs/product.md, "Drafts, thresholds and expiry dates"): absent, each keeps its value
  // on an update and takes its default on a creation, so that the specification's form works as it is.
  brouillon: keptBoolean,
  seuilStockBas: z
    .unknown()
    .meta(formInteger(0, LIMITS.stockMax, true))
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
      const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim()) : Number.NaN;
      if (!Number.isInteger(n) || n < 0) {
        ctx.addIssue({ code: 'custom', message: S.thresholdInvalid });
        return z.NEVER;
      }
      if (n > LIMITS.stockMax) {
        ctx.addIssue({ code: 'custom', message: S.thresholdMax });
        return z.NEVER;
      }
      return n;
    }),
  datePeremption: text()
    .trim()
    .optional()
    .nullable()
    .apply(rule, (v?: string | null) => !v || isCalendarDay(v), S.expiryInvalid)
    .apply(
      rule,
      (v?: string | null) =>
        !v || !isCalendarDay(v) || (Number(v.slice(0, 4)) >= PRODUCT_STATUS_LIMITS.expiryYearMin && Number(v.slice(0, 4)) <= PRODUCT_STATUS_LIMITS.expiryYearMax),
      S.expiryOutOfRange,
    )
    // Absent keeps the stored date; blank or null clears it.
    .transform((v) => (v === undefined ? undefined : v || null)),
  visibleSiPerime: keptBoolean,
  // Left out of the catalogue feeds for Meta and Google (docs/decisions/031-catalogue-feeds.md); absent keeps it.
  excluCatalogues: keptBoolean,
  // Beyond the specification too (docs/product.md, "Brand and origin"): absent keeps the stored value; blank clears it.
  marque: keptText(LIMITS.productBrandMax, CATALOGUE_VALIDATION.productBrandMax),
  origine: keptText(LIMITS.productOriginMax, CATALOGUE_VALIDATION.productOriginMax),
  /** Why the stock changes: required by the server when an update changes it (docs/product.md). */
  motifStock: text()
    .trim()
    .apply(max, PRODUCT_STATUS_LIMITS.stockReasonMax, S.stockReasonMax)
    .optional()
    .nullable()
    .transform((v) => v || null),
  // Beyond the specification (docs/product.md, "Variants"): absent keeps them on an update; empty lists remove them.
  options: optionsField,
  variantes: variantsField,
  // `prix` is read as 0 when it is absent, which its rule refuses: the document says it is required.
})
  .superRefine(checkVariants)
  .meta({ required: ['nom', 'prix', 'typeProduit'] });

/** A price bound of the listing: malformed and too large are told apart. */
const queryPrice = (invalid: string, tooHigh: string) =>
  queryInteger(invalid, 0)
    .apply(rule, (v?: string) => v === undefined || !/^\d+$/.test(v) || Number(v) <= LIMITS.priceMax, tooHigh, { maximum: LIMITS.priceMax })
    .transform((v) => (v ? Number(v) : null));

const queryId = queryValue
  .apply(rule, (v?: string) => v === undefined || UUID_PATTERN.test(v), API_MESSAGES.invalidId, { format: 'uuid' })
  .transform((v) => (v ? v.toLowerCase() : null));

/**
 * GET /produits/ query (docs/api.md). Out-of-range or malformed values are refused with 400 rather than
 * silently replaced: a wrong link should say so, not show another page than the one asked for.
 */
export const productQuerySchema = z
  .object({
    page: queryInteger(C.pageInvalid, 1).transform((v) => (v ? Number(v) : DEFAULT_PAGE)),
    limit: queryInteger(C.limitInvalid, 1, MAX_PAGE_SIZE).transform((v) => (v ? Number(v) : DEFAULT_PAGE_SIZE)),
    // The catalogue's own parameter keeps decision 007's rule: blank is absent (the document lists it as '').
    sortBy: queryValue
      .apply(rule, (v?: string) => v === undefined || (SORT_OPTIONS as readonly string[]).includes(v), C.sortInvalid, { enum: [...SORT_OPTIONS, ''] })
      .transform((v) => (v ?? DEFAULT_SORT) as ProductQuery['sortBy']),
    minPrice: queryPrice(C.minPriceInvalid, C.minPriceTooHigh),
    maxPrice: queryPrice(C.maxPriceInvalid, C.maxPriceTooHigh),
    search: queryValue
      .apply(rule, (v?: string) => v === undefined || v.length <= LIMITS.searchMax, C.searchTooLong)
      .transform((v) => v ?? null),
    type: queryId,
    subtype: queryId,
  })
  .apply(
    ruleOn,
    'minPrice',
    (q: ProductQuery) => q.minPrice === null || q.maxPrice === null || q.minPrice <= q.maxPrice,
    C.priceRangeInvalid,
  ) satisfies z.ZodType<ProductQuery, Record<string, string | undefined>>;

/** GET /produits?statut=&alerte= (administrators only): a draft's status and an alert, beside the listing's query. */
export const adminProductQuerySchema = z.object({
  statut: queryChoice(PRODUCT_STATUSES, S.statusInvalid).transform((v): ProductStatus | null => v ?? null),
  alerte: queryChoice(ALERT_KINDS, S.alertInvalid).transform((v): AlertKind | null => v ?? null),
});

/** `limit` of the small lists (best products, dashboard top products): 1 to MAX_PAGE_SIZE. */
const listLimit = (fallback: number) =>
  queryInteger(C.limitInvalid, 1, MAX_PAGE_SIZE).transform((v) => (v ? Number(v) : fallback));

/** A query string holding only `limit` (best products, recent activity), its error reported under `limit`. */
export const limitQuerySchema = (fallback: number) => z.object({ limit: listLimit(fallback) });

/** GET /dashboard/top-products: `by` and `limit`. */
export const topProductsQuerySchema = z.object({
  by: queryChoice(TOP_PRODUCTS_ORDERS, C.topProductsOrderInvalid).transform((v): TopProductsOrder => v ?? DEFAULT_TOP_PRODUCTS_ORDER),
  limit: listLimit(DEFAULT_TOP_PRODUCTS_LIMIT),
});

export type ProductInput = z.infer<typeof productSchema>;
export type CategoryInput = z.infer<typeof categorySchema>;
export type CategoryUpdateInput = z.infer<typeof categoryUpdateSchema>;
