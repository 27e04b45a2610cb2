// A manual change of a product's stock (docs/product.md, "Stock history"; docs/decisions/022-drafts-and-alerts.md):
// it needs a reason, and is recorded in `stock_movements` beside the orders' changes, in the transaction of the
// product's update.
import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { products, stockMovements } from '@/server/db/schema';
import type { Actor } from '@/server/services/activity/log-activity';
import { refused } from '@/server/services/errors';
import { PRODUCT_REFUSALS } from './refusals';

/**
 * Whether setting `next` over `current` is a change that needs a reason: a tracked stock set to another number
 * (tracking started counts, from 0). Stopping the tracking (`next` null) records nothing: there is no number after.
 */
export function isStockChange(current: number | null, next: number | null | undefined): next is number {
  return next !== undefined && next !== null && next !== current;
}

/** Refuses, before anything is stored, a stock change without a reason (400 on `motifStock`). */
export function requireStockReason({ current, next, reason }: { current: number | null; next: number | null | undefined; reason: string | null }): void {
  if (isStockChange(current, next) && !reason) throw refused(PRODUCT_REFUSALS.stockReasonRequired);
}

/**
 * Locks the product's row and returns its stock as it is now, for the movement's "before" to be the stock the update
 * replaces even when an order's confirmation changed it meanwhile. Null when the product is gone.
 */
export async function lockStock({ tx, id }: { tx: Executor; id: string }): Promise<{ stock: number | null } | null> {
  const [row] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, id)).for('update');
  return row ?? null;
}

/** Records the change from `avant` to `apres` (`motif` 'manuel', the reason in `commentaire`). */
export async function recordStockChange({
  tx,
  actor,
  productId,
  avant,
  apres,
  reason,
}: {
  tx: Executor;
  actor: Actor;
  productId: string;
  avant: number | null;
  apres: number;
  reason: string;
}): Promise<void> {
  const before = avant ?? 0;
  await tx.insert(stockMovements).values({ productId, delta: apres - before, avant: before, apres, motif: 'manuel', commentaire: reason, actorId: actor.id });
}
