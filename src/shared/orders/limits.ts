// The limits of the orders and of the delivery zones (docs/product.md, "Orders"; docs/product.md, "Delivery zones"), apart from
// src/shared/orders/schemas.ts so that the messages that state them (./messages.ts) can read them too.
import { LIMITS, MAX_PAGE_SIZE } from '../constants';

export const ORDER_LIMITS = {
  /** Different products one order holds: the cart's own maximum. */
  linesMax: LIMITS.cartLinesMax,
  /** Units of one product in one order. */
  quantityMax: 1_000,
  /** Characters of the shopper's 'Point de repère'. */
  landmarkMax: 200,
  /** Characters of the shopper's note. */
  noteMax: 500,
  /** Characters of the administrators' internal note. */
  internalNoteMax: 2_000,
  cancelReasonMax: 500,
  customerNameMax: 120,
  paymentReferenceMax: 100,
  /**
   * The idempotency key names one press of 'Commander via WhatsApp' (a UUID, say): long enough that nobody guesses
   * another shopper's.
   */
  idempotencyKeyMin: 16,
  idempotencyKeyMax: 100,
  /** Bytes of a request body to the order and zone calls. */
  bodyMaxBytes: 16 * 1024,
  /** An order still 'nouvelle' after this long is shown 'Sans suite' (computed, never stored). */
  staleAfterHours: 72,
  /** Characters of the inbox's search. */
  searchMax: 100,
  pageSizeMax: MAX_PAGE_SIZE,
  defaultPageSize: 20,
  /**
   * An order's total, FCFA: its amounts are 32-bit integers in the database (at most 2 147 483 647), and no order
   * of the shop comes near this.
   */
  orderTotalMax: 1_000_000_000,
  /** Delivery fee of a zone or an order, FCFA. */
  deliveryFeeMax: 1_000_000,
  zoneNameMax: 100,
  zoneDelayMax: 50,
  zonePositionMax: 10_000,
  /** Zones one new order (PUT /zones/ordre) may list: numbered 10, 20, 30…, the last stays within the position's maximum. */
  zoneOrderMax: 1_000,
  /** The gap between two zones' positions: a zone added later can go between two others without renumbering. */
  zonePositionStep: 10,
  /** Orders one CSV export holds at most, newest first (a narrower filter gives the older ones). */
  exportMax: 50_000,
  /** The dashboard's figures and chart cover this many days, today included (Dakar time). */
  dashboardDays: 30,
} as const;
