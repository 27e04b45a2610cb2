// The customers' request schemas, shared by the screens and the API (docs/api.md, "Customers"), and, re-exported,
// the zod-free rules of ./rules.ts.
import { z } from 'zod';
import { DEFAULT_PAGE } from '../constants';
import { schemaHelpers } from '../schemas';
import { normaliseCustomerPhone } from '../orders/rules';
import { CUSTOMER_LIMITS, CUSTOMER_SORTS, type CustomerSort, DEFAULT_CUSTOMER_SORT } from './limits';
import { CUSTOMER_VALIDATION as V } from './messages';
import { cleanTag, normaliseTags } from './rules';

export * from './limits';
export * from './rules';

const { text, min, max, rule, queryValue, queryInteger } = schemaHelpers;

export const customerListQuerySchema = z.object({
  q: queryValue.apply(rule, (v?: string) => v === undefined || v.length <= CUSTOMER_LIMITS.searchMax, V.searchTooLong).transform((v) => v ?? null),
  tri: queryValue
    .apply(rule, (v?: string) => v === undefined || (CUSTOMER_SORTS as readonly string[]).includes(v), V.sortInvalid, { enum: [...CUSTOMER_SORTS] })
    .transform((v) => (v ?? DEFAULT_CUSTOMER_SORT) as CustomerSort),
  page: queryInteger(V.pageInvalid, 1).transform((v) => (v ? Number(v) : DEFAULT_PAGE)),
  limit: queryInteger(V.limitInvalid, 1, CUSTOMER_LIMITS.pageSizeMax).transform((v) => (v ? Number(v) : CUSTOMER_LIMITS.defaultPageSize)),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** The returning-customer hint: a phone as typed on an order, normalised as the orders store it. */
export const customerPhoneQuerySchema = z.object({
  telephone: text(V.phoneRequired)
    .trim()
    .apply(min, 1, V.phoneRequired)
    // The document says Senegal's numbers, with or without +221; the rule also takes other countries', as the orders do.
    .apply(rule, (v: string) => normaliseCustomerPhone(v) !== null, V.phoneInvalid, { pattern: '^(?:\\+221)?[37]\\d{8}$' })
    .transform((v) => normaliseCustomerPhone(v) as string),
});

const tag = text(V.tagsInvalid).apply(rule, (v: string) => cleanTag(v).length <= CUSTOMER_LIMITS.tagMax, V.tagMax, { maxLength: CUSTOMER_LIMITS.tagMax });

/**
 * PATCH /clients/{id}: the note and the tags, each left out keeps its value (both left out change nothing). The
 * note: blank or null clears it. The tags: the whole list, trimmed and deduplicated (case and accents aside) before
 * its length is checked.
 */
export const customerUpdateSchema = z.object({
    note: text(V.noteInvalid)
      .trim()
      .apply(max, CUSTOMER_LIMITS.noteMax, V.noteMax)
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v ? v : null)),
    tags: z
      .array(tag, { error: V.tagsInvalid })
      .transform((v) => normaliseTags(v))
      .apply(rule, (v: string[]) => v.length <= CUSTOMER_LIMITS.tagsMax, V.tagsMax, { maxItems: CUSTOMER_LIMITS.tagsMax })
      .optional(),
});
export type CustomerUpdateInput = z.input<typeof customerUpdateSchema>;
export type CustomerUpdate = z.output<typeof customerUpdateSchema>;
