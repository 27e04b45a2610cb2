// Zod schemas shared by the forms and the API: each rule and its French message is written once
// (docs/product.md lists the rules). Every module that parses input does it through this one.
import { z } from 'zod';
import { fr } from 'zod/locales';
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
} from './constants';
import { UUID_PATTERN } from './ids';
import { localDigits } from './phone';
import { isValidEmail, isValidPhoneDigits, parseIntegerOrZero } from './validators';
import { API_MESSAGES, CATALOGUE_MESSAGES as C, VALIDATION as V } from './messages';
import type { ProductQuery } from './types';
import { ALERT_KINDS, type AlertKind } from './alerts';
import { isCalendarDay, PRODUCT_STATUS_LIMITS, PRODUCT_STATUS_MESSAGES as S, PRODUCT_STATUSES, type ProductStatus } from './product-status';

// The messages zod writes itself (a wrong type, an unexpected shape) are French too, on the server and in the
// browser alike: both load this module before they parse anything.
z.config(fr());
// zod's French names every type but null ("chaîne de caractères attendu, null reçu"): a null where a value is
// expected is said in words. A field's own message, when it has one, still comes first.
z.config({ customError: (issue) => (issue.code === 'invalid_type' && issue.input === null ? V.emptyValue : undefined) });

// ── The rules' messages ───────────────────────────────────────────────────
// A rule with a message of its own is added through the helpers below (`.apply(min, 1, message)` is
// `.min(1, message)`), which also record the message on the schema they return: the API's OpenAPI document
// lists them among its 400 answers (docs/api.md, "The OpenAPI document"). Parsing never reads the record.

/** A message a schema's rules were written with; `path` files an object's rule under one of its fields. */
export interface RuleMessage {
  message: string;
  path: readonly string[];
}

/** Each schema's rule messages, those of the schema it was made from first (zod's registries inherit them). */
export const RULE_MESSAGES = z.registry<{ messages: readonly RuleMessage[] }>();

function told<S extends z.ZodType>(schema: S, message: string, path: readonly string[] = []): S {
  const earlier = RULE_MESSAGES.get(schema)?.messages ?? [];
  RULE_MESSAGES.add(schema, { messages: [...earlier, { message, path }] });
  return schema;
}

/** `z.string({ error: message })`: `message` for a missing or non-text value. */
const requiredString = (message: string) => told(z.string({ error: message }), message);

/** `z.enum(values, { error: message })`. */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  told(z.enum(values, { error: message }), message);

/** A text or a list: what `.min()` and `.max()` apply to. */
type Sized<S> = z.ZodType & { min(length: number, message: string): S; max(length: number, message: string): S };

/** A text trimmed before its checks (`.trim()` is an overwrite): blank is as short as empty. */
const trimmed = (schema: z.ZodType) =>
  schema instanceof z.ZodString && (schema._zod.def.checks ?? []).some((check) => check._zod.def.check === 'overwrite');

/** `.min(length, message)`; on a trimmed text, the document also says that blank does not count. */
function min<S extends Sized<S>>(schema: S, length: number, message: string): S {
  const limited = schema.min(length, message);
  return told(length > 0 && trimmed(limited) ? (limited.meta({ pattern: '\\S' }) as S) : limited, message);
}

/** `.max(length, message)`. */
function max<S extends Sized<S>>(schema: S, length: number, message: string): S {
  return told(schema.max(length, message), message);
}

// The tests of `rule` and `ruleOn` name their value's type: `.apply()` cannot lend it to them.

/**
 * What a rule amounts to in JSON Schema (`{ minimum: 1 }`, `{ format: 'email' }`), where it can be said: the
 * API's OpenAPI document then carries the rule the server applies (docs/api.md, "The OpenAPI document").
 */
export type JsonRule = Record<string, unknown>;

/** `.refine(test, message)`, and the JSON Schema keywords it amounts to, if any. */
function rule<S extends z.ZodType>(schema: S, test: (value: z.output<S>) => boolean, message: string, json?: JsonRule): S {
  const refined = schema.refine(test, message) as S;
  return told(json ? (refined.meta(json) as S) : refined, message);
}

/** An object's `.refine(test, { message, path: [field] })`: its message filed under that field. */
function ruleOn<S extends z.ZodType>(schema: S, field: string, test: (value: z.output<S>) => boolean, message: string): S {
  return told(schema.refine(test, { message, path: [field] }) as S, message, [field]);
}

/** PostgreSQL cannot store U+0000 in a text: refused here, in French, rather than by the database with a 500. */
const hasNoNul = (value: string) => !value.includes('\u0000');

/**
 * A text field. Every text the API stores or searches is built from this, so that none reaches the database
 * with a character it would refuse. `required` is the message of a missing or non-text value.
 */
const text = (required?: string) => (required ? requiredString(required) : z.string()).apply(rule, hasNoNul, V.invalidCharacter);

/** A plain address (./validators.ts): the document's `email` format, which the server reads more narrowly. */
const EMAIL: JsonRule = { format: 'email' };

const emailField = (required: string, invalid: string) =>
  text(required)
    .trim()
    .apply(min, 1, required)
    .apply(rule, isValidEmail, invalid, EMAIL)
    .transform((v) => v.toLowerCase());

// ── Accounts ──────────────────────────────────────────────────────────────

// Passwords are only ever hashed, never stored or compared in SQL: any character may be part of one.
export const loginSchema = z.object({
  identifier: text(V.fillAllFields).trim().apply(min, 1, V.fillAllFields),
  password: requiredString(V.fillAllFields).apply(min, 1, V.fillAllFields),
});

export const emailRequestSchema = z.object({
  email: emailField(V.emailRequired, V.emailInvalid),
});

/** Resend verification: an e-mail, or a full phone number (country code joined to the number). */
export const resendVerificationSchema = z.object({
  email: text(V.emailRequired)
    .trim()
    .apply(min, 1, V.emailRequired)
    .apply(rule, (v: string) => isValidEmail(v) || (v.startsWith('+') && isValidPhoneDigits(v.slice(1))), V.emailInvalid, {
      anyOf: [EMAIL, { pattern: `^\\+\\d{${LIMITS.phoneDigitsMin},${LIMITS.phoneDigitsMax}}$` }],
    }),
});

export const inviteSchema = z.object({
  email: emailField(V.inviteEmailRequired, V.emailInvalid),
});

/** Counted in code points, so that an emoji is one character, as the person typing it sees it. */
const withinPasswordMax = (password: string) => [...password].length <= LIMITS.passwordMax;

export const resetPasswordSchema = z.object({
  token: text(V.resetTokenMissing).trim().apply(min, 1, V.resetTokenMissing),
  newPassword: requiredString(V.fillAllFields)
    .apply(min, 1, V.fillAllFields)
    .apply(min, LIMITS.resetPasswordMin, V.resetPasswordMin)
    .apply(rule, withinPasswordMax, V.resetPasswordMax),
});

/** A new password, typed twice; a change also gives the current one. */
interface NewPassword {
  currentPassword?: string;
  newPassword: string;
  confirmPassword: string;
}

/** The reset form also asks for a confirmation, checked on the client. */
export const resetPasswordFormSchema = z
  .object({
    token: text(V.resetTokenMissing).trim().apply(min, 1, V.resetTokenMissing),
    newPassword: z.string().apply(min, 1, V.fillAllFields),
    confirmPassword: z.string().apply(min, 1, V.fillAllFields),
  })
  .apply(ruleOn, 'confirmPassword', (v: NewPassword) => v.newPassword === v.confirmPassword, V.passwordsDiffer)
  .apply(ruleOn, 'newPassword', (v: NewPassword) => v.newPassword.length >= LIMITS.resetPasswordMin, V.resetPasswordMin)
  .apply(ruleOn, 'newPassword', (v: NewPassword) => withinPasswordMax(v.newPassword), V.resetPasswordMax);

export const changePasswordSchema = z
  .object({
    currentPassword: requiredString(V.currentPasswordRequired).apply(min, 1, V.currentPasswordRequired),
    newPassword: requiredString(V.newPasswordRequired)
      .apply(min, 1, V.newPasswordRequired)
      .apply(min, LIMITS.profilePasswordMin, V.newPasswordMin)
      .apply(rule, withinPasswordMax, V.newPasswordMax),
    confirmPassword: requiredString(V.newPasswordsDiffer),
  })
  .apply(ruleOn, 'confirmPassword', (v: NewPassword) => v.newPassword === v.confirmPassword, V.newPasswordsDiffer)
  .apply(ruleOn, 'newPassword', (v: NewPassword) => v.newPassword !== v.currentPassword, V.newPasswordSameAsOld);

const optionalText = text()
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

export const profileUpdateSchema = z.object({
  nom: text(V.profileNamesRequired).trim().apply(min, 1, V.profileNamesRequired),
  prenom: text(V.profileNamesRequired).trim().apply(min, 1, V.profileNamesRequired),
  nomComplet: optionalText,
  email: text()
    .trim()
    .apply(min, 1, V.profileEmailRequired)
    .apply(rule, isValidEmail, V.profileEmailInvalid, EMAIL)
    .transform((v) => v.toLowerCase())
    .optional(),
  /** Phone with its country prefix, e.g. +221771234567; empty clears it. */
  numero: text()
    .trim()
    .optional()
    .nullable()
    // The document says Senegal's numbers, with or without +221; the rule also takes other countries'.
    .apply(rule, (v?: string | null) => !v || isValidPhoneDigits(v.startsWith('+') ? localDigits(v) : v), V.profilePhoneInvalid, {
      pattern: '^(?:(?:\\+221)?[37]\\d{8})?$',
    }),
  dateNaissance: text()
    .trim()
    .optional()
    .nullable()
    .apply(rule, (v?: string | null) => !v || isCalendarDate(v.slice(0, 10)), V.profileDateInvalid, { anyOf: [{ format: 'date' }, { const: '' }] })
    // Absent keeps the stored date; null or empty clears it.
    .transform((v) => (v === undefined ? undefined : v ? v.slice(0, 10) : null)),
  /** Needed only when the e-mail or the phone changes (docs/product.md, Profile); checked by the server. */
  currentPassword: z.string().optional(),
});

/** `YYYY-MM-DD` naming a day that exists (2026-02-31 does not): the database would refuse it otherwise. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const toggleStatusSchema = z.object({
  action: oneOf(['block', 'unblock'], V.toggleActionInvalid),
});

export const refreshTokenSchema = z.object({
  refreshToken: text(V.refreshTokenRequired).trim().apply(min, 1, V.refreshTokenRequired),
});

// ── Catalogue ─────────────────────────────────────────────────────────────

export const subTypeInputSchema = z.object({
  _id: text().optional(),
  nom: text(V.subTypeEmpty).trim().apply(min, 1, V.subTypeEmpty).apply(max, LIMITS.subTypeNameMax, V.subTypeMax),
});

const categoryFields = {
  nom: text(V.categoryNameRequired)
    .trim()
    .apply(min, 1, V.categoryNameRequired)
    .apply(max, LIMITS.categoryNameMax, V.categoryNameMax),
  /** Absent means "unchanged" on update; blank clears it. */
  accroche: text()
    .trim()
    .optional()
    .nullable()
    .transform((v) => (v === undefined ? undefined : v || null)),
  description: text()
    .trim()
    .apply(max, LIMITS.categoryDescriptionMax, V.categoryDescriptionMax)
    .optional()
    .nullable()
    .transform((v) => (v === undefined ? undefined : v || null)),
  sousTypes: z.array(subTypeInputSchema).apply(max, LIMITS.subTypesMax, V.subTypesLimit),
};

function refuseDuplicateTypes(value: { sousTypes?: { nom: string }[] }, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  (value.sousTypes ?? []).forEach((type, index) => {
    const key = type.nom.trim().toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', message: V.subTypeDuplicate, path: ['sousTypes', index, 'nom'] });
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

/** Product fields as sent by the form (multipart strings) or as JSON. */
export const productSchema = z.object({
  nom: text(V.productNameRequired)
    .trim()
    .apply(min, 1, V.productNameRequired)
    .apply(max, LIMITS.productNameMax, V.productNameMax),
  description: text()
    .trim()
    .apply(max, LIMITS.productDescriptionMax, V.productDescriptionMax)
    .optional()
    .nullable()
    .transform((v) => v || null),
  // optional(): an absent field parses as 0 like any invalid value, and gets the French message.
  prix: z
    .unknown()
    .meta(formInteger(1, LIMITS.priceMax))
    .optional()
    .transform(parseIntegerOrZero)
    .apply(rule, (v: number) => v > 0, V.productPricePositive)
    .apply(rule, (v: number) => v <= LIMITS.priceMax, V.productPriceMax),
  pourcentPromotion: z
    .unknown()
    .meta(formInteger(LIMITS.promotionMin, LIMITS.promotionMax))
    .optional()
    .transform(parseIntegerOrZero)
    .apply(rule, (v: number) => v >= LIMITS.promotionMin && v <= LIMITS.promotionMax, V.productPromotionRange),
  aLaUne: booleanField,
  enRupture: booleanField,
  stock: z
    .unknown()
    .meta(formInteger(0, LIMITS.stockMax, true))
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') return null;
      const n = typeof v === 'number' ? v : Number(String(v).trim());
      if (!Number.isInteger(n) || n < 0) {
        ctx.addIssue({ code: 'custom', message: V.productStockInvalid });
        return z.NEVER;
      }
      if (n > LIMITS.stockMax) {
        ctx.addIssue({ code: 'custom', message: V.productStockMax });
        return z.NEVER;
      }
      return n;
    }),
  typeProduit: text(V.productCategoryRequired).trim().apply(min, 1, V.productCategoryRequired),
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
  /** Why the stock changes: required by the server when an update changes it (docs/product.md). */
  motifStock: text()
    .trim()
    .apply(max, PRODUCT_STATUS_LIMITS.stockReasonMax, S.stockReasonMax)
    .optional()
    .nullable()
    .transform((v) => v || null),
  // `prix` is read as 0 when it is absent, which its rule refuses: the document says it is required.
}).meta({ required: ['nom', 'prix', 'typeProduit'] });

/** A query-string value: absent and blank both mean "not given". */
const queryValue = text()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** Digits for a whole number from `least` to `most`: the document says `integer`, which a query carries as its digits. */
const queryInteger = (message: string, least: number, most = Number.MAX_SAFE_INTEGER) =>
  queryValue.apply(rule, (v?: string) => v === undefined || (/^\d+$/.test(v) && Number(v) >= least && Number(v) <= most), message, {
    type: 'integer',
    minimum: least,
    ...(most < Number.MAX_SAFE_INTEGER ? { maximum: most } : {}),
  });

/**
 * One of `values` (white space around it aside). Blank is refused like any other value outside them: unlike a
 * search or a number, a choice has no blank meaning.
 */
const queryChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  text()
    .optional()
    .apply(rule, (v?: string) => v === undefined || (values as readonly string[]).includes(v.trim()), message, { enum: [...values] })
    .transform((v) => v?.trim() as T[number] | undefined);

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
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** Flattens zod issues into `{ field: message }`, the first message of each field (docs/api.md). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * The helpers above, for the schemas written in other shared modules (src/shared/orders.ts): each rule they add
 * records its message as the ones here do, so that the OpenAPI document lists it (docs/api.md, "The OpenAPI
 * document").
 */
export const schemaHelpers = { text, requiredString, oneOf, min, max, rule, ruleOn, queryValue, queryInteger, queryChoice, hasNoNul } as const;
