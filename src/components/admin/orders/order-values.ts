// What the order forms hold and send (docs/api.md, "Orders"): lines as typed, their totals, the bodies checked with
// the API's own schemas of src/shared/orders/schemas.ts before sending — fetched on the first submit, so that the screens
// load without zod (docs/back-office-kit.md, "Forms") — and the messages of a refusal under the fields.
import type { OrderLine } from '@/shared/orders/answers';
import { salePrice, subtotalOf } from '@/shared/orders/pricing';
import type { Product } from '@/shared/catalog/answers';

/** A line as the form holds it: the quantity as typed, the product's stock when the form knows it. */
export interface LineDraft {
  /** null once the product was deleted from the catalogue: such a line can only be removed. */
  produitId: string | null;
  nom: string;
  prixUnitaire: number;
  quantite: string;
  /** The product's stock when it was picked (null: not tracked); undefined for a line recorded before. */
  stock?: number | null;
}

export function lineDrafts(lines: readonly OrderLine[]): LineDraft[] {
  return lines.map((line) => ({ produitId: line.produitId, nom: line.nom, prixUnitaire: line.prixUnitaire, quantite: String(line.quantite) }));
}

/** A product picked for a new line: one unit at the price it is sold at, as the server will price it. */
export function productLine(product: Pick<Product, '_id' | 'nom' | 'prix' | 'prixApresPromotion' | 'stock'>): LineDraft {
  return { produitId: product._id, nom: product.nom, prixUnitaire: salePrice(product), quantite: '1', stock: product.stock };
}

/** A typed quantity as sent: a whole number, or NaN for anything else (the schema then says what is wrong). */
export function quantityOf(text: string): number {
  return /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/** The lines as the API takes them. A line of a deleted product is sent without an id, and refused as such. */
export function linesBody(lines: readonly LineDraft[]): { produitId: string; quantite: number }[] {
  return lines.map((line) => ({ produitId: line.produitId ?? '', quantite: quantityOf(line.quantite) }));
}

/** The lines' subtotal as the orders' pricing makes it, counting a quantity not yet readable as 0. */
export function draftSubtotal(lines: readonly LineDraft[]): number {
  return subtotalOf(
    lines.map((line) => {
      const quantity = quantityOf(line.quantite);
      return { prixUnitaire: line.prixUnitaire, quantite: Number.isFinite(quantity) ? quantity : 0 };
    }),
  );
}

/** The line holds more than the stock the form knows of: said beside it, since confirming would be refused. */
export function overStock(line: LineDraft): boolean {
  const quantity = quantityOf(line.quantite);
  return typeof line.stock === 'number' && Number.isFinite(quantity) && quantity > line.stock;
}

/** The messages about the lines: one for the whole list ('lignes'), one per line by its index. */
export interface LineErrors {
  list?: string;
  lines: Record<number, string>;
}

/** `lignes`, `lignes.2.quantite`, `lignes.2.produitId`: the first message of each line, and the list's own. */
export function lineErrors(messages: Readonly<Record<string, string>>): LineErrors {
  const errors: LineErrors = { lines: {} };
  for (const [name, message] of Object.entries(messages)) {
    if (name === 'lignes') errors.list ??= message;
    const index = /^lignes\.(\d+)\./.exec(name)?.[1];
    if (index !== undefined && errors.lines[Number(index)] === undefined) errors.lines[Number(index)] = message;
  }
  return errors;
}

export const hasLineErrors = (errors: LineErrors) => Boolean(errors.list) || Object.keys(errors.lines).length > 0;

type OrderSchemas = typeof import('@/shared/orders/schemas');
export type OrderSchemaName =
  | 'adminOrderSchema'
  | 'orderLinesSchema'
  | 'orderDeliverySchema'
  | 'orderCustomerSchema'
  | 'orderPaymentSchema'
  | 'orderNoteSchema'
  | 'orderCancelSchema';

export type CheckedValue<K extends OrderSchemaName> = ReturnType<OrderSchemas[K]['parse']>;

/** The API's own schema of an order's body, fetched when the form is first sent (the kit's `useForm`'s `loadSchema`). */
export function orderSchema<K extends OrderSchemaName>(name: K): () => Promise<OrderSchemas[K]> {
  return () => import('@/shared/orders/schemas').then((orders) => orders[name]);
}

/** A fee as typed: digits only; empty for none (the zone's own). */
export function feeOf(text: string): number | null {
  const trimmed = text.replace(/\s/g, '');
  if (!trimmed) return null;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A new order's key: one per form, so that a second press after a lost answer gives back the same order. */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;
}
