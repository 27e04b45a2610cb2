// GET /commandes/{id}: the whole order — lines, delivery, customer, payment, notes, history and its latest Wave link. Four queries
// whatever its size.
import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';
import { type Executor, getDb } from '@/server/db/client';
import { orderEvents, orderLines, orders, paymentSessions } from '@/server/db/schema';
import { refused } from '@/server/services/errors';
import { ORDER_REFUSALS } from './refusals';
import type { OrderDetail } from '@/shared/orders/answers';
import { detailColumns, lineColumns, toOrderDetail } from './order-dto';

export async function findOrder({ id, executor = getDb() }: { id: string; executor?: Executor }): Promise<OrderDetail | null> {
  const [row] = await executor.select(detailColumns(orders)).from(orders).where(eq(orders.id, id)).limit(1);
  if (!row) return null;
  const lines = await executor
    .select(lineColumns(orderLines))
    .from(orderLines)
    .where(eq(orderLines.orderId, id))
    .orderBy(asc(orderLines.position));
  const events = await executor
    .select({
      id: orderEvents.id,
      type: orderEvents.type,
      de: orderEvents.de,
      vers: orderEvents.vers,
      actorName: orderEvents.actorName,
      details: orderEvents.details,
      createdAt: orderEvents.createdAt,
    })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, id))
    .orderBy(asc(orderEvents.id));
  const [waveLink] = await executor
    .select({
      etat: paymentSessions.etat,
      montant: paymentSessions.montant,
      lien: paymentSessions.lien,
      expireLe: paymentSessions.expireLe,
      transactionId: paymentSessions.transactionId,
      derniereErreur: paymentSessions.derniereErreur,
      createdAt: paymentSessions.createdAt,
    })
    .from(paymentSessions)
    .where(eq(paymentSessions.orderId, id))
    .orderBy(desc(paymentSessions.createdAt))
    .limit(1);
  return toOrderDetail(row, lines, events, waveLink ?? null);
}

export async function getOrder(id: string): Promise<OrderDetail> {
  const order = await findOrder({ id });
  if (!order) throw refused(ORDER_REFUSALS.notFound);
  return order;
}
