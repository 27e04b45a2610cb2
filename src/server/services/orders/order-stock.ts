// Stock follows the orders (docs/decisions/020-stock-taken-on-confirmation.md): a confirmation takes each line's
// quantity from its product's tracked stock, in the confirmation's transaction, by a conditional update that never
// goes below zero; a cancelled confirmed order gives back exactly what its confirmation took. Every change is a
// row of stock_movements. The callers invalidate the returned tags once committed, as product writes do.
import 'server-only';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { orderLines, products, stockMovements } from '@/server/db/schema';
import type { Actor } from '@/server/services/activity/log-activity';
import { productWriteTags } from '@/server/services/catalog/cache-tags';
import { DomainError } from '@/server/services/errors';
import { ORDER_MESSAGES } from '@/shared/orders/messages';

export type StockReason = 'confirmation' | 'annulation';

interface Change {
  productId: string;
  delta: number;
}

/** Applies the changes (a delta per product, only to tracked stocks), records them, and returns the cache tags. */
async function applyChanges({ tx, changes, reason, orderId, actor }: { tx: Executor; changes: Change[]; reason: StockReason; orderId: string; actor: Actor | null }) {
  if (changes.length === 0) return { rows: [], tags: [] };
  const values = sql.join(
    changes.map((change) => sql`(${change.productId}::uuid, ${change.delta}::integer)`),
    sql`, `,
  );
  // The condition `stock + delta >= 0` is the guard: a stock never goes below zero, whatever ran meanwhile.
  const result = await tx.execute(sql`
    update products set stock = products.stock + change.delta
    from (values ${values}) as change (product_id, delta)
    where products.id = change.product_id and products.stock is not null and products.stock + change.delta >= 0
    returning products.id, products.stock, products.category_id, products.a_la_une, change.delta`);
  const rows = (result as unknown as { rows: { id: string; stock: number; category_id: string; a_la_une: boolean; delta: number }[] }).rows;
  if (rows.length > 0) {
    await tx.insert(stockMovements).values(
      rows.map((row) => ({
        productId: row.id,
        delta: row.delta,
        avant: row.stock - row.delta,
        apres: row.stock,
        motif: reason,
        orderId,
        actorId: actor?.id ?? null,
      })),
    );
  }
  return { rows, tags: [...new Set(rows.flatMap((row) => productWriteTags(row.id, [{ categoryId: row.category_id, aLaUne: row.a_la_une }])))] };
}

/**
 * Takes the order's quantities from stock. The products are locked in the order of their ids (two confirmations
 * sharing products never wait on each other in a circle), then checked: a product with fewer units than its line,
 * or flagged out of stock, refuses the whole confirmation, naming it and what is left. An untracked stock, or a
 * product deleted since the order, takes nothing.
 */
export async function takeOrderStock({ tx, orderId, actor }: { tx: Executor; orderId: string; actor: Actor | null }): Promise<string[]> {
  const lines = await tx
    .select({ productId: orderLines.productId, quantite: orderLines.quantite })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.productId)));
  const wanted = new Map<string, number>();
  for (const line of lines) if (line.productId) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantite);
  if (wanted.size === 0) return [];
  const stock = await tx
    .select({ id: products.id, nom: products.nom, stock: products.stock, enRupture: products.enRupture })
    .from(products)
    .where(inArray(products.id, [...wanted.keys()]))
    .orderBy(asc(products.id))
    .for('update');
  for (const product of stock) {
    const quantity = wanted.get(product.id) ?? 0;
    const left = product.stock ?? 0;
    if (product.enRupture || (product.stock !== null && product.stock < quantity)) {
      const message = product.enRupture && product.stock === null ? ORDER_MESSAGES.productUnavailable(product.nom) : ORDER_MESSAGES.stockShort(product.nom, left);
      throw new DomainError('insufficient_stock', message, { details: { produitId: product.id, nom: product.nom, stock: left } });
    }
  }
  const changes = stock.filter((product) => product.stock !== null).map((product) => ({ productId: product.id, delta: -(wanted.get(product.id) ?? 0) }));
  const applied = await applyChanges({ tx, changes, reason: 'confirmation', orderId, actor });
  // Every tracked product was locked and checked above: the guarded update cannot have skipped one.
  if (applied.rows.length !== changes.length) throw new Error('stock changed under a lock');
  return applied.tags;
}

/** Gives back what the order's confirmation took (its movements say how much), to the products still tracked. */
export async function returnOrderStock({ tx, orderId, actor }: { tx: Executor; orderId: string; actor: Actor | null }): Promise<string[]> {
  const taken = await tx
    .select({ productId: stockMovements.productId, delta: sql<number>`sum(${stockMovements.delta})::integer` })
    .from(stockMovements)
    .where(and(eq(stockMovements.orderId, orderId), isNotNull(stockMovements.productId)))
    .groupBy(stockMovements.productId)
    .orderBy(asc(stockMovements.productId));
  const changes = taken.filter((row) => row.productId && row.delta < 0).map((row) => ({ productId: row.productId as string, delta: -row.delta }));
  return (await applyChanges({ tx, changes, reason: 'annulation', orderId, actor })).tags;
}
