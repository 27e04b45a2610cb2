// Stock follows the orders (docs/decisions/020-stock-taken-on-confirmation.md): a confirmation takes each line's
// quantity from its product's tracked stock, or its variant's for a line of a variant (the database's trigger then
// brings the product's own stock up to date), in the confirmation's transaction, by a conditional update that never
// goes below zero; a cancelled confirmed order gives back exactly what its confirmation took. Every change is a
// row of stock_movements. The callers invalidate the returned tags once committed, as product writes do.
import 'server-only';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { orderLines, products, productVariants, stockMovements } from '@/server/db/schema';
import type { Actor } from '@/server/services/activity/log-activity';
import { productWriteTags } from '@/server/services/catalog/cache-tags';
import { DomainError } from '@/server/services/errors';
import { ORDER_MESSAGES } from '@/shared/orders/messages';
import { lineName } from '@/shared/catalog/variants';

export type StockReason = 'confirmation' | 'annulation';

interface Change {
  /** A product's id, or a variant's when `variant`. */
  id: string;
  delta: number;
}

type Tags = string[];

/** A stock that moved, as the updates below return it: its product's, or its variant's (`variant_id`, named `variante`). */
interface Moved {
  product_id: string;
  variant_id: string | null;
  variante: string | null;
  /** After the change. */
  stock: number;
  delta: number;
  category_id: string;
  a_la_une: boolean;
}

const changeValues = (changes: Change[]) =>
  sql.join(
    changes.map((change) => sql`(${change.id}::uuid, ${change.delta}::integer)`),
    sql`, `,
  );

const movedRows = (result: unknown) => (result as { rows: Moved[] }).rows;

/** Applies the changes to products (a delta per product, only to tracked stocks), and returns what moved. */
async function applyProductChanges(tx: Executor, changes: Change[]): Promise<Moved[]> {
  if (changes.length === 0) return [];
  // The condition `stock + delta >= 0` is the guard: a stock never goes below zero, whatever ran meanwhile.
  return movedRows(
    await tx.execute(sql`
      update products set stock = products.stock + change.delta
      from (values ${changeValues(changes)}) as change (product_id, delta)
      where products.id = change.product_id and products.stock is not null and products.stock + change.delta >= 0
      returning products.id as product_id, null::uuid as variant_id, null::text as variante, products.stock, change.delta,
        products.category_id, products.a_la_une`),
  );
}

/** The same for variants: their stock changes (the trigger follows on their products), with their names. */
async function applyVariantChanges(tx: Executor, changes: Change[]): Promise<Moved[]> {
  if (changes.length === 0) return [];
  return movedRows(
    await tx.execute(sql`
      update product_variants set stock = product_variants.stock + change.delta
      from (values ${changeValues(changes)}) as change (variant_id, delta), products
      where product_variants.id = change.variant_id and products.id = product_variants.product_id
        and product_variants.stock is not null and product_variants.stock + change.delta >= 0
      returning product_variants.product_id, product_variants.id as variant_id, product_variants.nom as variante, product_variants.stock,
        change.delta, products.category_id, products.a_la_une`),
  );
}

/**
 * Records the stocks that moved, a product's and a variant's alike, as rows of stock_movements (in one insert), and
 * returns the cache tags of their products.
 */
async function recordMovements({ tx, moved, reason, orderId, actor }: { tx: Executor; moved: Moved[]; reason: StockReason; orderId: string; actor: Actor | null }): Promise<Tags> {
  if (moved.length === 0) return [];
  await tx.insert(stockMovements).values(
    moved.map((row) => ({
      productId: row.product_id,
      variantId: row.variant_id,
      variante: row.variante,
      delta: row.delta,
      avant: row.stock - row.delta,
      apres: row.stock,
      motif: reason,
      orderId,
      actorId: actor?.id ?? null,
    })),
  );
  return [...new Set(moved.flatMap((row) => productWriteTags(row.product_id, [{ categoryId: row.category_id, aLaUne: row.a_la_une }])))];
}

function refuse(nom: string, stock: number | null, enRupture: boolean, quantity: number, details: Record<string, unknown>): void {
  const left = stock ?? 0;
  if (enRupture || (stock !== null && stock < quantity)) {
    const message = enRupture && stock === null ? ORDER_MESSAGES.productUnavailable(nom) : ORDER_MESSAGES.stockShort(nom, left);
    throw new DomainError('insufficient_stock', message, { details: { ...details, nom, stock: left } });
  }
}

/**
 * Takes the order's quantities from stock. The products are locked in the order of their ids (two confirmations
 * sharing products never wait on each other in a circle) — the products of its variants' lines too, whose rows the
 * trigger updates — then its variants in the order of theirs, then checked: a product or variant with fewer units
 * than its line, or flagged out of stock, refuses the whole confirmation, naming it and what is left. An untracked
 * stock, or a product or variant deleted since the order, takes nothing.
 */
export async function takeOrderStock({ tx, orderId, actor }: { tx: Executor; orderId: string; actor: Actor | null }): Promise<string[]> {
  const lines = await tx
    .select({ productId: orderLines.productId, variantId: orderLines.variantId, variante: orderLines.variante, quantite: orderLines.quantite })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.productId)));
  const wanted = new Map<string, number>();
  const wantedVariants = new Map<string, number>();
  const locked = new Set<string>();
  for (const line of lines) {
    if (!line.productId) continue;
    locked.add(line.productId);
    if (line.variantId) wantedVariants.set(line.variantId, (wantedVariants.get(line.variantId) ?? 0) + line.quantite);
    // A line whose variant was deleted since (its name kept, its id gone) takes nothing, neither from the product.
    else if (line.variante === null) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantite);
  }
  if (locked.size === 0) return [];
  const stock = await tx
    .select({ id: products.id, nom: products.nom, stock: products.stock, enRupture: products.enRupture })
    .from(products)
    .where(inArray(products.id, [...locked]))
    .orderBy(asc(products.id))
    .for('update');
  const variantStock =
    wantedVariants.size === 0
      ? []
      : await tx
          .select({ id: productVariants.id, productId: productVariants.productId, nom: productVariants.nom, stock: productVariants.stock })
          .from(productVariants)
          .where(inArray(productVariants.id, [...wantedVariants.keys()]))
          .orderBy(asc(productVariants.id))
          .for('update');
  const productNames = new Map(stock.map((product) => [product.id, product.nom]));
  for (const product of stock) {
    if (wanted.has(product.id)) refuse(product.nom, product.stock, product.enRupture, wanted.get(product.id) ?? 0, { produitId: product.id });
  }
  for (const variant of variantStock) {
    const nom = lineName(productNames.get(variant.productId) ?? '', variant.nom);
    refuse(nom, variant.stock, false, wantedVariants.get(variant.id) ?? 0, { produitId: variant.productId, varianteId: variant.id });
  }
  const changes = stock.filter((product) => product.stock !== null && wanted.has(product.id)).map((product) => ({ id: product.id, delta: -(wanted.get(product.id) ?? 0) }));
  const variantChanges = variantStock.filter((variant) => variant.stock !== null).map((variant) => ({ id: variant.id, delta: -(wantedVariants.get(variant.id) ?? 0) }));
  const applied = await applyProductChanges(tx, changes);
  const appliedVariants = await applyVariantChanges(tx, variantChanges);
  // Every tracked product and variant was locked and checked above: the guarded updates cannot have skipped one.
  if (applied.length !== changes.length || appliedVariants.length !== variantChanges.length) throw new Error('stock changed under a lock');
  return recordMovements({ tx, moved: [...applied, ...appliedVariants], reason: 'confirmation', orderId, actor });
}

/** Gives back what the order's confirmation took (its movements say how much), to the products and variants still tracked. */
export async function returnOrderStock({ tx, orderId, actor }: { tx: Executor; orderId: string; actor: Actor | null }): Promise<string[]> {
  const taken = await tx
    .select({ productId: stockMovements.productId, delta: sql<number>`sum(${stockMovements.delta})::integer` })
    .from(stockMovements)
    .where(and(eq(stockMovements.orderId, orderId), isNotNull(stockMovements.productId), isNull(stockMovements.variante)))
    .groupBy(stockMovements.productId)
    .orderBy(asc(stockMovements.productId));
  const takenVariants = await tx
    .select({ variantId: stockMovements.variantId, delta: sql<number>`sum(${stockMovements.delta})::integer` })
    .from(stockMovements)
    .where(and(eq(stockMovements.orderId, orderId), isNotNull(stockMovements.variantId)))
    .groupBy(stockMovements.variantId)
    .orderBy(asc(stockMovements.variantId));
  const changes = taken.filter((row) => row.productId && row.delta < 0).map((row) => ({ id: row.productId as string, delta: -row.delta }));
  const variantChanges = takenVariants.filter((row) => row.variantId && row.delta < 0).map((row) => ({ id: row.variantId as string, delta: -row.delta }));
  const productsBack = await applyProductChanges(tx, changes);
  const variantsBack = await applyVariantChanges(tx, variantChanges);
  return recordMovements({ tx, moved: [...productsBack, ...variantsBack], reason: 'annulation', orderId, actor });
}
