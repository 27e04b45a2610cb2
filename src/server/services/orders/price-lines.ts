// An order's lines priced from the database, never from what the client sent (docs/product.md, "Orders"): each
// product's name and the price it is sold at now (src/shared/orders/pricing.ts), its availability and its stock
// checked. The rules of one line are `priceLine`, which the shopper's order applies to the products its statement
// locked (./create-order.ts) and a change of lines to one read of the products (`priceLines`).
import 'server-only';
import { inArray } from 'drizzle-orm';
import { type Executor, getDb } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { DomainError, invalidField } from '@/server/services/errors';
import { ORDER_MESSAGES } from '@/shared/orders/messages';
import { ORDER_LIMITS, type OrderLineInput } from '@/shared/orders/schemas';
import { type OrderAmounts, priceOrder, salePrice } from '@/shared/orders/pricing';

/** A line as it is recorded: the product's name and the unit price paid are copies. */
export interface PricedLine {
  productId: string | null;
  nom: string;
  prixUnitaire: number;
  quantite: number;
}

/** A line the order already holds (an edit keeps its name and price: the price agreed with the customer). */
export type KeptLine = PricedLine & { productId: string };

/** Amounts whose total passes ORDER_LIMITS.orderTotalMax are refused, on the lines or on the fee that made them pass. */
export function withinTotalMax<T extends Pick<OrderAmounts, 'total'>>(amounts: T, field: 'lignes' | 'fraisLivraison' = 'lignes'): T {
  if (amounts.total > ORDER_LIMITS.orderTotalMax) throw invalidField(field, ORDER_MESSAGES.totalTooHigh);
  return amounts;
}

/**
 * The stored amounts of an order whose delivery fee is settled (null: to be confirmed, counted 0 in the total), by
 * the orders' pricing; a total past ORDER_LIMITS.orderTotalMax is refused on the lines.
 */
export function orderAmounts(lines: readonly Pick<PricedLine, 'prixUnitaire' | 'quantite'>[], fraisLivraison: number | null) {
  const { sousTotal, total, nbArticles, nbLignes } = withinTotalMax(priceOrder({ lines, zone: { frais: fraisLivraison }, freeFrom: null, minimum: null }));
  return { sousTotal, total, nbArticles, nbLignes };
}

function shortage(index: number, product: { id: string; nom: string; stock: number | null }, message: string): DomainError {
  return new DomainError('insufficient_stock', message, {
    fields: { [`lignes.${index}.quantite`]: message },
    details: { produitId: product.id, nom: product.nom, stock: product.stock ?? 0 },
  });
}

/** A product as an order reads it: its name, its base price and price after promotion, its stock and flag. */
export interface ProductState {
  id: string;
  nom: string;
  prix: number;
  prixApresPromotion: number;
  stock: number | null;
  enRupture: boolean;
}

/**
 * One line priced, or refused: an unknown product is a 400 on the line; a product unavailable, or with fewer units
 * than asked, a 409 naming it and what is left. A line kept from the order (`before`) keeps its name and price, and
 * is checked against the stock only when its quantity grows.
 */
export function priceLine({
  index,
  line,
  product,
  before,
}: {
  index: number;
  line: OrderLineInput;
  product: ProductState | undefined;
  before?: KeptLine;
}): PricedLine {
  if (!product) {
    if (before && line.quantite <= before.quantite) return { ...before, quantite: line.quantite };
    throw invalidField(`lignes.${index}.produitId`, ORDER_MESSAGES.productUnknown);
  }
  const grows = !before || line.quantite > before.quantite;
  if (grows && (product.enRupture || product.stock === 0)) throw shortage(index, product, ORDER_MESSAGES.productUnavailable(product.nom));
  if (grows && product.stock !== null && line.quantite > product.stock) {
    throw shortage(index, product, ORDER_MESSAGES.stockShort(product.nom, product.stock));
  }
  return before
    ? { productId: product.id, nom: before.nom, prixUnitaire: before.prixUnitaire, quantite: line.quantite }
    : { productId: product.id, nom: product.nom, prixUnitaire: salePrice(product), quantite: line.quantite };
}

/** The lines priced in their order, from one read of their products (`priceLine` for each). */
export async function priceLines({
  lines,
  kept = new Map(),
  executor = getDb(),
}: {
  lines: readonly OrderLineInput[];
  kept?: ReadonlyMap<string, KeptLine>;
  executor?: Executor;
}): Promise<PricedLine[]> {
  const ids = lines.map((line) => line.produitId);
  const rows = await executor
    .select({
      id: products.id,
      nom: products.nom,
      prix: products.prix,
      prixApresPromotion: products.prixApresPromotion,
      stock: products.stock,
      enRupture: products.enRupture,
    })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return lines.map((line, index) => priceLine({ index, line, product: byId.get(line.produitId), before: kept.get(line.produitId) }));
}
