// Recording the order when 'Commander via WhatsApp' is pressed (docs/product.md, "Cart"; docs/api.md, "POST
// /commandes"): the cart's lines (product and quantity, never a price), the chosen zone and landmark, and an
// idempotency key that stays the same for as long as the cart does, so that pressing twice never makes two orders.
// The server prices the lines and answers the order; the WhatsApp message then starts with its reference and states
// its totals. Loaded by the cart only when the button is about to be pressed: none of this is in the page's first
// load, and nothing here imports zod (src/shared/orders/schemas.ts is imported for its types only).
import { LANDMARK_LABEL } from '@/shared/orders/cart-texts';
import { productUrl } from '@/shared/catalog/shop-paths';
import { API_BASE_PATH } from '@/shared/constants';
import { ORDER_LIMITS } from '@/shared/orders/limits';
import { orderMessageHeader } from '@/shared/orders/rules';
import { orderPageLine } from '@/shared/orders/order-page';
import type { PublicOrder } from '@/shared/orders/answers';
import { maxQuantity } from '@/shared/catalog/product-display';
import { whatsappLink } from '@/shared/shop/whatsapp-link';
import { type CartLine, lineKey } from './cart';
import { itemText, ORDER_CLOSING, ORDER_GREETING } from './whatsapp-order';

/** A line of the request: the product, its variant when it has variants, and the quantity. */
export interface OrderRequestLine {
  produitId: string;
  varianteId?: string;
  quantite: number;
}

/** The body of POST /commandes without its key: what the key stands for. */
export interface OrderRequest {
  lignes: OrderRequestLine[];
  zoneId?: string;
  pointDeRepere?: string;
}

/**
 * A cart line's quantity as an order may take it: the cart's own cap (the stock, or 99 when it is not tracked),
 * then the order's. The same rule as `orderQuantityCap` of src/shared/orders/schemas.ts, which the tests compare.
 */
export const quantityCap = (product: CartLine['product']) => Math.min(maxQuantity(product), ORDER_LIMITS.quantityMax);

/** The orderable lines as the server takes them: one line per product and variant, each within its cap. */
export function orderRequest(lines: readonly CartLine[], zoneId: string | null, landmark: string): OrderRequest {
  const byLine = new Map<string, OrderRequestLine>();
  for (const line of lines) {
    const cap = quantityCap(line.product);
    const key = lineKey(line);
    const existing = byLine.get(key);
    const quantite = Math.min((existing?.quantite ?? 0) + line.quantity, cap);
    if (quantite >= 1) {
      byLine.set(key, { produitId: line.product._id, ...(line.selectedVariant ? { varianteId: line.selectedVariant } : {}), quantite });
    }
  }
  const pointDeRepere = landmark.trim().slice(0, ORDER_LIMITS.landmarkMax);
  return {
    lignes: [...byLine.values()],
    ...(zoneId ? { zoneId } : {}),
    ...(pointDeRepere ? { pointDeRepere } : {}),
  };
}

// ── The idempotency key ─────────────────────────────────────────────────────

/** Where the key of the last press is kept, with what it was made for. */
export const ORDER_KEY_STORAGE = 'cartOrderKey';
/**
 * A key stands for one cart for a day at most: pressing again within it (a double tap, a retry, the shopper back
 * from WhatsApp) gives the same order; the same cart ordered again days later — the cart is never emptied — is a
 * new order.
 */
export const ORDER_KEY_LIFETIME_MS = 24 * 3_600_000;

export interface OrderKey {
  key: string;
  /** The request the key was made for (`JSON.stringify` of an OrderRequest). */
  request: string;
  /** When it was made (ms since the epoch). */
  at: number;
}

/** 32 hexadecimal digits from the browser's random source (which, unlike randomUUID, plain http also has). */
export function newOrderKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const isOrderKey = (value: unknown): value is OrderKey =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as OrderKey).key === 'string' &&
  (value as OrderKey).key.length >= ORDER_LIMITS.idempotencyKeyMin &&
  typeof (value as OrderKey).request === 'string' &&
  typeof (value as OrderKey).at === 'number';

/** The key stored for this very request, while it is young enough; a new one otherwise (the cart changed). */
export function keyFor(stored: unknown, request: string, now: number, make: () => string = newOrderKey): OrderKey {
  if (isOrderKey(stored) && stored.request === request && now >= stored.at && now - stored.at < ORDER_KEY_LIFETIME_MS) return stored;
  return { key: make(), request, at: now };
}

function storedKey(): unknown {
  try {
    return JSON.parse(localStorage.getItem(ORDER_KEY_STORAGE) ?? 'null');
  } catch {
    return null;
  }
}

function storeKey(key: OrderKey): void {
  try {
    localStorage.setItem(ORDER_KEY_STORAGE, JSON.stringify(key));
  } catch {
    // Storage full or refused: this press still records its order; another press may record another one.
  }
}

// ── The answer and the message ──────────────────────────────────────────────

/** The server did not record the order: a refusal (a product sold out since, a zone withdrawn…) or a bad answer. */
export class OrderNotRecorded extends Error {
  constructor(readonly status: number) {
    super(`order not recorded (${status})`);
  }
}

const isAmount = (value: unknown): value is number => Number.isSafeInteger(value);

function isPublicOrder(value: unknown): value is PublicOrder {
  if (typeof value !== 'object' || value === null) return false;
  const order = value as PublicOrder;
  return (
    typeof order.reference === 'string' &&
    order.reference !== '' &&
    Array.isArray(order.lignes) &&
    order.lignes.length > 0 &&
    order.lignes.every((line) => typeof line?.nom === 'string' && isAmount(line.quantite) && isAmount(line.prixUnitaire) && isAmount(line.total)) &&
    isAmount(order.sousTotal) &&
    isAmount(order.total) &&
    (order.fraisLivraison === null || isAmount(order.fraisLivraison)) &&
    (order.zone === null || typeof order.zone?.nom === 'string')
  );
}

/** POST /commandes: the order recorded now (201), or the one this key recorded before (200). */
export async function postOrder(body: OrderRequest & { idempotencyKey: string }, signal: AbortSignal, send: typeof fetch = fetch): Promise<PublicOrder> {
  const response = await send(`${API_BASE_PATH}/commandes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  const answer = (await response.json().catch(() => null)) as { data?: unknown } | null;
  if ((response.status !== 201 && response.status !== 200) || !isPublicOrder(answer?.data)) throw new OrderNotRecorded(response.status);
  return answer.data;
}

/**
 * The recorded order's message: its reference and totals, then its lines as the server priced them, and last the
 * link of the order's page (docs/product.md, "The order's page"), which the shopper keeps in their chat.
 */
export function recordedOrderMessage(order: PublicOrder, publicUrl: string, landmark: string): string {
  const payment = order.paiement ?? [];
  return [
    orderMessageHeader(order),
    '',
    ORDER_GREETING,
    '',
    order.lignes
      .map((line, index) =>
        itemText(index, line.nom, line.quantite, line.prixUnitaire, line.total, line.produitId && productUrl(publicUrl, line.produitId)),
      )
      .join('\n\n'),
    ...(landmark ? ['', `${LANDMARK_LABEL} : ${landmark}`] : []),
    ...(payment.length ? ['', ...payment] : []),
    '',
    ORDER_CLOSING,
    ...(typeof order.lienSuivi === 'string' && order.lienSuivi ? ['', orderPageLine(order.lienSuivi)] : []),
  ].join('\n');
}

export interface PressedOrder {
  lines: readonly CartLine[];
  zoneId: string | null;
  landmark: string;
  whatsappNumber: string;
  publicUrl: string;
  /** How long the shopper waits for the answer: the request is given up after it (the cart has moved on by then). */
  waitMs: number;
}

/** Records the order (or finds the one this cart recorded) and gives the wa.me address of its message. */
export async function recordOrder(pressed: PressedOrder, send: typeof fetch = fetch): Promise<string> {
  const request = orderRequest(pressed.lines, pressed.zoneId, pressed.landmark);
  const key = keyFor(storedKey(), JSON.stringify(request), Date.now());
  storeKey(key);
  const waited = new AbortController();
  const timer = setTimeout(() => waited.abort(), pressed.waitMs);
  try {
    const order = await postOrder({ ...request, idempotencyKey: key.key }, waited.signal, send);
    return whatsappLink(pressed.whatsappNumber, recordedOrderMessage(order, pressed.publicUrl, request.pointDeRepere ?? ''));
  } finally {
    clearTimeout(timer);
  }
}
