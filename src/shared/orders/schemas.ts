// The request bodies' schemas of orders and delivery zones, shared by the forms and the API (docs/api.md, "Orders"
// and "Delivery zones"), and, re-exported, the zod-free rules of ./rules.ts. Safe in the browser: nothing here
// reaches the server's modules; a screen that needs only the rules imports ./rules.ts (no zod).
import { z } from 'zod';
import { DEFAULT_PAGE } from '../constants';
import { UUID_PATTERN } from '../ids';
import { ORDER_LIMITS } from './limits';
import { ORDER_VALIDATION as V } from './messages';
import { normaliseCustomerPhone, ORDER_TABS, type OrderTab, PAYMENT_METHODS, type PaymentMethod } from './rules';
import { schemaHelpers } from '../schemas';

export * from './rules';

const { text, oneOf, min, max, rule, ruleOn, queryValue, queryInteger } = schemaHelpers;

// ── Request bodies ──────────────────────────────────────────────────────────

const uuid = (message: string) =>
  text(message)
    .trim()
    .apply(rule, (v: string) => UUID_PATTERN.test(v), message, { format: 'uuid' })
    .transform((v) => v.toLowerCase());

/** Optional text: absent, null and blank all mean none (null). */
const optionalText = (most: number, message: string) =>
  text()
    .trim()
    .apply(max, most, message)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** A whole number sent as a JSON number (never a string: these bodies are JSON). */
const wholeNumber = (message: string) =>
  z.number({ error: message }).apply(rule, (v: number) => Number.isSafeInteger(v), message, { type: 'integer' });

export const orderLineInputSchema = z.object({
  produitId: uuid(V.productIdInvalid),
  /** The variant ordered: required for a product with variants (docs/product.md, "Variants"), absent otherwise. */
  varianteId: uuid(V.variantIdInvalid)
    .optional()
    .nullable()
    .transform((v) => v ?? null),
  quantite: wholeNumber(V.quantityInvalid)
    .apply(rule, (v: number) => v >= 1, V.quantityInvalid, { minimum: 1 })
    .apply(rule, (v: number) => v <= ORDER_LIMITS.quantityMax, V.quantityMax, { maximum: ORDER_LIMITS.quantityMax }),
});
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

/** Names a line among the others: its product and its variant (two variants of one product are two lines). */
export const orderLineKey = (line: Pick<OrderLineInput, 'produitId' | 'varianteId'>) => `${line.produitId}:${line.varianteId ?? ''}`;

/**
 * The same product and variant twice is refused on the second line (the cart never sends it: it adds up
 * quantities); the same product in two variants is two lines.
 */
function refuseDuplicateLines(value: { lignes: OrderLineInput[] }, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  value.lignes.forEach((line, index) => {
    const key = orderLineKey(line);
    if (seen.has(key)) {
      ctx.addIssue({ code: 'custom', message: line.varianteId ? V.variantLineDuplicate : V.lineDuplicate, path: ['lignes', index, line.varianteId ? 'varianteId' : 'produitId'] });
    }
    seen.add(key);
  });
}

const lines = z
  .array(orderLineInputSchema, { error: V.linesRequired })
  .apply(min, 1, V.linesRequired)
  .apply(max, ORDER_LIMITS.linesMax, V.linesMax);

const zoneId = uuid(V.zoneIdInvalid).optional().nullable().transform((v) => v ?? null);
const landmark = optionalText(ORDER_LIMITS.landmarkMax, V.landmarkMax);
const note = optionalText(ORDER_LIMITS.noteMax, V.noteMax);
const IDEMPOTENCY_KEY = new RegExp(`^[A-Za-z0-9_-]{${ORDER_LIMITS.idempotencyKeyMin},${ORDER_LIMITS.idempotencyKeyMax}}$`);
const idempotencyKey = text(V.idempotencyKeyRequired)
  .trim()
  .apply(min, 1, V.idempotencyKeyRequired)
  .apply(rule, (v: string) => IDEMPOTENCY_KEY.test(v), V.idempotencyKeyInvalid, { pattern: IDEMPOTENCY_KEY.source });

/**
 * POST /commandes: what the shopper's cart sends when 'Commander via WhatsApp' is pressed. Prices are never sent:
 * the server reads them. The same `idempotencyKey` again gives back the same order.
 */
export const publicOrderSchema = z
  .object({ lignes: lines, zoneId, pointDeRepere: landmark, note, idempotencyKey })
  .superRefine(refuseDuplicateLines);
export type PublicOrderInput = z.infer<typeof publicOrderSchema>;

/** A customer's phone: left out keeps it, null or blank clears it. */
const customerPhone = text()
  .trim()
  .optional()
  .nullable()
  // The document says Senegal's numbers, with or without +221; the rule also takes other countries' (docs/product.md).
  .apply(rule, (v?: string | null) => !v || normaliseCustomerPhone(v) !== null, V.customerPhoneInvalid, { pattern: '^(?:(?:\\+221)?[37]\\d{8})?$' })
  .transform((v) => (v === undefined ? undefined : v ? normaliseCustomerPhone(v) : null));
/** A customer's name: left out keeps it, null or blank clears it. */
const customerName = text()
  .trim()
  .apply(max, ORDER_LIMITS.customerNameMax, V.customerNameMax)
  .optional()
  .nullable()
  .transform((v) => (v === undefined ? undefined : v || null));

/** The delivery fee an administrator sets by hand (a zone 'frais à confirmer'): null takes the zone's own. */
const deliveryFee = wholeNumber(V.deliveryFeeInvalid)
  .apply(rule, (v: number) => v >= 0, V.deliveryFeeInvalid, { minimum: 0 })
  .apply(rule, (v: number) => v <= ORDER_LIMITS.deliveryFeeMax, V.deliveryFeeMax, { maximum: ORDER_LIMITS.deliveryFeeMax })
  .optional()
  .nullable()
  .transform((v) => v ?? null);

/**
 * PUT /commandes/{id}/client: the customer's name and phone, typed from the WhatsApp conversation. A field left out
 * keeps its value; null or blank clears it.
 */
export const orderCustomerSchema = z.object({ nom: customerName, telephone: customerPhone });
export type OrderCustomerInput = z.infer<typeof orderCustomerSchema>;

/** POST /commandes/admin ('Nouvelle commande'): an order taken by phone, with its customer when known. */
export const adminOrderSchema = z
  .object({
    lignes: lines,
    zoneId,
    fraisLivraison: deliveryFee,
    pointDeRepere: landmark,
    note,
    client: orderCustomerSchema.optional().transform((v) => v ?? { nom: null, telephone: null }),
    idempotencyKey: idempotencyKey.optional(),
  })
  .superRefine(refuseDuplicateLines);
export type AdminOrderInput = z.infer<typeof adminOrderSchema>;

/** PUT /commandes/{id}/lignes: every line the order keeps, while it is 'nouvelle'. */
export const orderLinesSchema = z.object({ lignes: lines }).superRefine(refuseDuplicateLines);
export type OrderLinesInput = z.infer<typeof orderLinesSchema>;

/** PUT /commandes/{id}/livraison: the zone (null: none), a fee set by hand, the landmark; until it is shipped. */
export const orderDeliverySchema = z.object({ zoneId, fraisLivraison: deliveryFee, pointDeRepere: landmark });
export type OrderDeliveryInput = z.infer<typeof orderDeliverySchema>;

/** POST /commandes/{id}/confirmer, /expedier and /livrer take no body (an empty one, or `{}`). */
export const orderStatusActionSchema = z.object({});

/** POST /commandes/{id}/annuler. */
export const orderCancelSchema = z.object({
  motif: text(V.cancelReasonRequired)
    .trim()
    .apply(min, 1, V.cancelReasonRequired)
    .apply(max, ORDER_LIMITS.cancelReasonMax, V.cancelReasonMax),
});
export type OrderCancelInput = z.infer<typeof orderCancelSchema>;

interface PaymentFields {
  payee: boolean;
  methode: PaymentMethod | null;
}

/** PUT /commandes/{id}/paiement: 'Payée' is `{ payee: true, methode, reference }`; `payee: false` undoes it. */
export const orderPaymentSchema = z
  .object({
    payee: z.boolean({ error: V.paymentPaidRequired }),
    methode: oneOf(PAYMENT_METHODS, V.paymentMethodInvalid)
      .optional()
      .nullable()
      .transform((v) => v ?? null),
    reference: optionalText(ORDER_LIMITS.paymentReferenceMax, V.paymentReferenceMax),
  })
  .apply(ruleOn, 'methode', (v: PaymentFields) => !v.payee || v.methode !== null, V.paymentMethodRequired);
export type OrderPaymentInput = z.infer<typeof orderPaymentSchema>;

/** PUT /commandes/{id}/note: the administrators' internal note (blank clears it). */
export const orderNoteSchema = z.object({ noteInterne: optionalText(ORDER_LIMITS.internalNoteMax, V.internalNoteMax) });
export type OrderNoteInput = z.infer<typeof orderNoteSchema>;

// ── Delivery zones ──────────────────────────────────────────────────────────

const zoneName = text(V.zoneNameRequired).trim().apply(min, 1, V.zoneNameRequired).apply(max, ORDER_LIMITS.zoneNameMax, V.zoneNameMax);
/** null: 'frais à confirmer' (the fee is quoted in the conversation). */
const zoneFee = wholeNumber(V.zoneFeeInvalid)
  .apply(rule, (v: number) => v >= 0, V.zoneFeeInvalid, { minimum: 0 })
  .apply(rule, (v: number) => v <= ORDER_LIMITS.deliveryFeeMax, V.zoneFeeMax, { maximum: ORDER_LIMITS.deliveryFeeMax })
  .nullable();
const zoneDelay = optionalText(ORDER_LIMITS.zoneDelayMax, V.zoneDelayMax);
const zoneActive = z.boolean({ error: V.zoneActiveInvalid });
const zonePosition = wholeNumber(V.zonePositionInvalid).apply(
  rule,
  (v: number) => v >= 0 && v <= ORDER_LIMITS.zonePositionMax,
  V.zonePositionInvalid,
  { minimum: 0, maximum: ORDER_LIMITS.zonePositionMax },
);

/** POST /zones. `frais` absent or null: 'frais à confirmer'. */
export const zoneSchema = z.object({
  nom: zoneName,
  frais: zoneFee.optional().transform((v) => v ?? null),
  delai: zoneDelay,
  actif: zoneActive.optional().transform((v) => v ?? true),
  /** Absent: after the last zone (the service reads where that is). */
  position: zonePosition.optional(),
});
export type ZoneInput = z.infer<typeof zoneSchema>;

/** PUT /zones/{id}: a field left out keeps its value. */
export const zoneUpdateSchema = z.object({
  nom: zoneName.optional(),
  frais: zoneFee.optional(),
  delai: text()
    .trim()
    .apply(max, ORDER_LIMITS.zoneDelayMax, V.zoneDelayMax)
    .optional()
    .nullable()
    .transform((v) => (v === undefined ? undefined : v || null)),
  actif: zoneActive.optional(),
  position: zonePosition.optional(),
});
export type ZoneUpdateInput = z.infer<typeof zoneUpdateSchema>;

/** The same zone twice is refused where it comes again (the screen never sends it: it moves one zone at a time). */
function refuseDuplicateZones(value: { ids: string[] }, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  value.ids.forEach((id, index) => {
    if (seen.has(id)) ctx.addIssue({ code: 'custom', message: V.zoneOrderDuplicate, path: ['ids', index] });
    seen.add(id);
  });
}

/** PUT /zones/ordre: every zone's id, once, in the new display order (the positions become 10, 20, 30…). */
export const zoneOrderSchema = z
  .object({
    ids: z
      .array(uuid(V.zoneIdInvalid), { error: V.zoneOrderRequired })
      .apply(min, 1, V.zoneOrderRequired)
      .apply(max, ORDER_LIMITS.zoneOrderMax, V.zoneOrderMax),
  })
  .superRefine(refuseDuplicateZones);
export type ZoneOrderInput = z.infer<typeof zoneOrderSchema>;

// ── The inbox's query ───────────────────────────────────────────────────────

/** `YYYY-MM-DD` naming a day that exists. */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** One schema per parameter, so that each is documented on its own. */
const queryDay = () =>
  queryValue.apply(rule, (v?: string) => v === undefined || isCalendarDay(v), V.dateInvalid, { format: 'date' }).transform((v) => v ?? null);

interface DayRange {
  from: string | null;
  to: string | null;
}

/**
 * GET /commandes and GET /commandes/export.csv: a tab (`status`), a search of the reference, the customer's name
 * or phone, a range of days (`from`, `to`, both included, Dakar time), and a page. Refused like the product list's
 * query (docs/decisions/007-lenient-catalogue-urls-strict-api.md).
 */
export const orderListQuerySchema = z
  .object({
    // Blank is every order, as the inbox's 'Toutes' (docs/api.md): the document lists it as ''.
    status: queryValue
      .apply(rule, (v?: string) => v === undefined || (ORDER_TABS as readonly string[]).includes(v), V.statusInvalid, { enum: [...ORDER_TABS, ''] })
      .transform((v) => (v ?? null) as OrderTab | null),
    search: queryValue.apply(rule, (v?: string) => v === undefined || v.length <= ORDER_LIMITS.searchMax, V.searchTooLong).transform((v) => v ?? null),
    from: queryDay(),
    to: queryDay(),
    page: queryInteger(V.pageInvalid, 1).transform((v) => (v ? Number(v) : DEFAULT_PAGE)),
    limit: queryInteger(V.limitInvalid, 1, ORDER_LIMITS.pageSizeMax).transform((v) => (v ? Number(v) : ORDER_LIMITS.defaultPageSize)),
  })
  .apply(ruleOn, 'from', (q: DayRange) => q.from === null || q.to === null || q.from <= q.to, V.dateRangeInvalid);
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
