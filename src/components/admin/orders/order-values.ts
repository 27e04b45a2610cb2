// What the order forms hold and send (docs/api.md, "Orders"): lines as typed, their totals, the bodies checked with
// the API's own schemas of src/shared/orders/schemas.ts before sending — fetched on the first submit, so that the screens
// load without zod (docs/back-office-kit.md, "Forms") — and the messages of a refusal under the fields.
import type { OrderLine } from '@/shared/orders/answers';
import { salePrice, subtotalOf } from '@/shared/orders/pricing';
import { isAvailableVariant, lineName } from '@/shared/catalog/variants';
import type { Product, ProductVariant } from '@/shared/catalog/answers';

/** A variant the form offers for a new line of a product with variants: one on sale. */
export type VariantChoice = Pick<ProductVariant, '_id' | 'nom' | 'prix' | 'prixApresPromotion' | 'stock' | 'enRupture'>;

/** A line as the form holds it: the quantity as typed, the product's (or variant's) stock when the form knows it. */
export interface LineDraft {
  /** null once the product was deleted from the catalogue: such a line can only be removed. */
  produitId: string | null;
  /** The variant of a line of a product with variants (null otherwise, or once the variant was deleted). */
  varianteId?: string | null;
  nom: string;
  prixUnitaire: number;
  quantite: string;
  /** The product's stock when it was picked (null: not tracked); undefined for a line recorded before. */
  stock?: number | null;
  /** A new line of a product with variants: its name without the variant's, and its variants on sale to choose from. */
  produitNom?: string;
  variantes?: VariantChoice[];
}

export function lineDrafts(lines: readonly OrderLine[]): LineDraft[] {
  return lines.map((line) => ({
    produitId: line.produitId,
    ...(line.varianteId ? { varianteId: line.varianteId } : {}),
    nom: line.nom,
    prixUnitaire: line.prixUnitaire,
    quantite: String(line.quantite),
  }));
}

/** The key of a line among the others: its product and variant (two variants of one product are two lines). */
export const draftKey = (line: Pick<LineDraft, 'produitId' | 'varianteId'>) => `${line.produitId}:${line.varianteId ?? ''}`;

/** A new line's variant chosen: its name, price and stock are the variant's. */
export function withVariant(line: LineDraft, variant: VariantChoice): LineDraft {
  return {
    ...line,
    varianteId: variant._id,
    nom: lineName(line.produitNom ?? line.nom, variant.nom),
    prixUnitaire: salePrice(variant),
    stock: variant.stock,
  };
}

type PickedProduct = Pick<Product, '_id' | 'nom' | 'prix' | 'prixApresPromotion' | 'stock'> & {
  variantes?: (VariantChoice & { enVente?: boolean })[];
};

/**
 * A product picked for a new line: one unit at the price it is sold at, as the server will price it. For a product
 * with variants, its first available variant on sale that the order does not hold yet (`taken`: the lines' keys),
 * the others offered beside it.
 */
export function productLine(product: PickedProduct, taken: ReadonlySet<string> = new Set()): LineDraft {
  const line: LineDraft = { produitId: product._id, nom: product.nom, prixUnitaire: salePrice(product), quantite: '1', stock: product.stock };
  if (!product.variantes) return line;
  const choices = product.variantes
    .filter((variant) => variant.enVente !== false)
    .map(({ _id, nom, prix, prixApresPromotion, stock, enRupture }) => ({ _id, nom, prix, prixApresPromotion, stock, enRupture }));
  const free = choices.filter((variant) => !taken.has(draftKey({ produitId: product._id, varianteId: variant._id })));
  const first = free.find(isAvailableVariant) ?? free[0] ?? choices[0];
  const withChoices = { ...line, produitNom: product.nom, variantes: choices, varianteId: null };
  return first ? withVariant(withChoices, first) : withChoices;
}

/** A typed quantity as sent: a whole number, or NaN for anything else (the schema then says what is wrong). */
export function quantityOf(text: string): number {
  return /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/**
 * The lines as the API takes them, a variant's with its id. A line of a deleted product is sent without an id, and
 * refused as such.
 */
export function linesBody(lines: readonly LineDraft[]): { produitId: string; varianteId?: string; quantite: number }[] {
  return lines.map((line) => ({
    produitId: line.produitId ?? '',
    ...(line.varianteId ? { varianteId: line.varianteId } : {}),
    quantite: quantityOf(line.quantite),
  }));
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
