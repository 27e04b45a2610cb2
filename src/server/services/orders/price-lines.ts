// An order's lines priced from the database, never from what the client sent (docs/product.md, "Orders"): each
// product's name and the price it is sold at now (src/shared/orders/pricing.ts), its availability and its stock
// checked; for a product with variants, the line's variant's (docs/product.md, "Variants"), whose name joins the
// product's on the line ('Whey Gold Standard — Chocolat, 5 lb'). The rules of one line are `priceLine`, which the shopper's order applies to the products its statement
// locked (./create-order.ts) and a change of lines to one read of the products (`priceLines`).
import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import { type Executor, getDb } from '@/server/db/client';
import { products, productVariants } from '@/server/db/schema';
import { DomainError, invalidField } from '@/server/services/errors';
import { ORDER_MESSAGES } from '@/shared/orders/messages';
import { ORDER_LIMITS, type OrderLineInput, orderLineKey } from '@/shared/orders/schemas';
import { lineName } from '@/shared/catalog/variants';
import { type OrderAmounts, priceOrder, salePrice } from '@/shared/orders/pricing';

/** A line as it is recorded: the product's (and variant's) name, the variant's reference and the unit price paid are copies. */
export interface PricedLine {
  productId: string | null;
  variantId: string | null;
  nom: string;
  variante: string | null;
  reference: string | null;
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

function shortage(index: number, product: { id: string; nom: string; stock: number | null }, message: string, variantId?: string): DomainError {
  return new DomainError('insufficient_stock', message, {
    fields: { [`lignes.${index}.quantite`]: message },
    details: { produitId: product.id, ...(variantId ? { varianteId: variantId } : {}), nom: product.nom, stock: product.stock ?? 0 },
  });
}

/**
 * A product as an order reads it: its name, its base price and price after promotion, its stock and flag, and
 * whether it has variants (then a line orders one of them, never the product itself).
 */
export interface ProductState {
  id: string;
  nom: string;
  prix: number;
  prixApresPromotion: number;
  stock: number | null;
  enRupture: boolean;
  aVariantes: boolean;
}

/** A variant as an order reads it: its product, name, reference, prices, stock and whether it is on sale. */
export interface VariantState {
  id: string;
  productId: string;
  nom: string;
  reference: string | null;
  prix: number;
  prixApresPromotion: number;
  stock: number | null;
  enVente: boolean;
}

/**
 * The variant a line names, checked against its product: required for a product with variants, refused for one
 * without, and refused when unknown, of another product or no longer on sale (a 400 on the line's `varianteId`).
 */
function lineVariant(index: number, line: OrderLineInput, product: ProductState, variant: VariantState | undefined): VariantState | null {
  const field = `lignes.${index}.varianteId`;
  if (!product.aVariantes) {
    if (line.varianteId) throw invalidField(field, ORDER_MESSAGES.variantOfPlainProduct);
    return null;
  }
  if (!line.varianteId) throw invalidField(field, ORDER_MESSAGES.variantRequired);
  if (!variant) throw invalidField(field, ORDER_MESSAGES.variantUnknown);
  if (variant.productId !== product.id) throw invalidField(field, ORDER_MESSAGES.variantNotOfProduct);
  if (!variant.enVente) throw invalidField(field, ORDER_MESSAGES.variantUnknown);
  return variant;
}

/**
 * One line priced, or refused: an unknown product is a 400 on the line, as is a missing, unknown or withdrawn variant;
 * a product or variant unavailable, or with fewer units than asked, a 409 naming it and what is left. A line kept
 * from the order (`before`) keeps its name and price, and is checked against the stock only when its quantity grows.
 */
export function priceLine({
  index,
  line,
  product,
  variant,
  before,
}: {
  index: number;
  line: OrderLineInput;
  product: ProductState | undefined;
  variant?: VariantState;
  before?: KeptLine;
}): PricedLine {
  // A kept line whose quantity does not grow stays as ordered, whatever its product or variant became.
  if (before && line.quantite <= before.quantite) return { ...before, quantite: line.quantite };
  if (!product) throw invalidField(`lignes.${index}.produitId`, ORDER_MESSAGES.productUnknown);
  const chosen = lineVariant(index, line, product, variant);
  // What the line takes: the variant's stock and prices, or the product's.
  const sold = chosen ? { id: product.id, nom: lineName(product.nom, chosen.nom), stock: chosen.stock, enRupture: false } : product;
  if (sold.enRupture || sold.stock === 0) throw shortage(index, sold, ORDER_MESSAGES.productUnavailable(sold.nom), chosen?.id);
  if (sold.stock !== null && line.quantite > sold.stock) {
    throw shortage(index, sold, ORDER_MESSAGES.stockShort(sold.nom, sold.stock), chosen?.id);
  }
  if (before) return { ...before, quantite: line.quantite };
  return {
    productId: product.id,
    variantId: chosen?.id ?? null,
    nom: sold.nom,
    variante: chosen?.nom ?? null,
    reference: chosen?.reference ?? null,
    prixUnitaire: salePrice(chosen ?? product),
    quantite: line.quantite,
  };
}

/** The lines priced in their order, from one read of their products and variants (`priceLine` for each). */
export async function priceLines({
  lines,
  kept = new Map(),
  executor = getDb(),
}: {
  lines: readonly OrderLineInput[];
  /** The lines the order holds, by `orderLineKey`. */
  kept?: ReadonlyMap<string, KeptLine>;
  executor?: Executor;
}): Promise<PricedLine[]> {
  const ids = lines.map((line) => line.produitId);
  const variantIds = lines.flatMap((line) => (line.varianteId ? [line.varianteId] : []));
  const rows = await executor
    .select({
      id: products.id,
      nom: products.nom,
      prix: products.prix,
      prixApresPromotion: products.prixApresPromotion,
      stock: products.stock,
      enRupture: products.enRupture,
      // Written out: in a one-table select, drizzle names the product's id without its table.
      aVariantes: sql<boolean>`exists (select 1 from product_variants where product_variants.product_id = products.id)`,
    })
    .from(products)
    .where(inArray(products.id, ids));
  const variants =
    variantIds.length === 0
      ? []
      : await executor
          .select({
            id: productVariants.id,
            productId: productVariants.productId,
            nom: productVariants.nom,
            reference: productVariants.reference,
            prix: productVariants.prix,
            prixApresPromotion: productVariants.prixApresPromotion,
            stock: productVariants.stock,
            enVente: productVariants.enVente,
          })
          .from(productVariants)
          .where(inArray(productVariants.id, variantIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const variantById = new Map(variants.map((row) => [row.id, row]));
  return lines.map((line, index) =>
    priceLine({
      index,
      line,
      product: byId.get(line.produitId),
      variant: line.varianteId ? variantById.get(line.varianteId) : undefined,
      before: kept.get(orderLineKey(line)),
    }),
  );
}
