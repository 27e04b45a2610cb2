// The steps every change of an order shares: its row locked for the change, its columns set (with `updatedAt`), and
// the change recorded twice — in the order's history (who, when, from which status to which) and in the activity log, which names the order by
// its reference and never its customer (docs/SECURITY.md, "Customers' personal data").
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '@/server/db/client';
import { orderEvents, orders } from '@/server/db/schema';
import { type ActivityAction, type Actor, logActivity } from '@/server/services/activity/log-activity';
import { refused } from '@/server/services/errors';
import { ORDER_REFUSALS } from './refusals';
import type { OrderEventType, OrderStatus } from '@/shared/orders/schemas';
import { actorName } from './order-dto';

/** The order's row, locked until the transaction ends: two administrators acting on it take turns. */
export async function lockOrder({ tx, id }: { tx: Executor; id: string }) {
  const [order] = await tx
    .select({
      id: orders.id,
      reference: orders.reference,
      statut: orders.statut,
      stockPris: orders.stockPris,
      zoneId: orders.zoneId,
      zoneNom: orders.zoneNom,
      zoneDelai: orders.zoneDelai,
      fraisLivraison: orders.fraisLivraison,
      sousTotal: orders.sousTotal,
      payee: orders.payee,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  if (!order) throw refused(ORDER_REFUSALS.notFound);
  return order;
}

export interface OrderChange {
  tx: Executor;
  actor: Actor | null;
  /** Who the history names when no administrator acted and the shopper did not either (a payment provider: 'Wave'). */
  by?: string;
  order: { id: string; reference: string };
  type: OrderEventType;
  de?: OrderStatus | null;
  vers?: OrderStatus | null;
  details?: Record<string, unknown>;
  action: ActivityAction;
  title: string;
  /** The order's columns the change sets; `updatedAt` is set with them. */
  set: PgUpdateSetSource<typeof orders>;
}

export async function recordOrderChange({ tx, actor, by, order, type, de = null, vers = null, details, action, title, set }: OrderChange): Promise<void> {
  await tx
    .update(orders)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({
    orderId: order.id,
    type,
    de,
    vers,
    actorId: actor?.id ?? null,
    actorName: actorName(actor) ?? by ?? null,
    details: details ?? null,
  });
  await logActivity({ actor, action, entityType: 'order', entityId: order.id, title, subtitle: order.reference, executor: tx });
}
