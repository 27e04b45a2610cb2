// The changes of status (docs/decisions/019-order-statuses-and-references.md): nouvelle → confirmee →
// en_livraison → livree, or annulee with a reason from any of the first three. The order's row is locked, its
// status checked against the action, the stock taken or given back in the same transaction (decision 020), the
// change recorded; the catalogue's cache drops the products whose stock moved once it is committed.
import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import type { ActivityAction, Actor } from '@/server/services/activity/log-activity';
import { invalidateCatalogue } from '@/server/services/catalog/read-cache';
import { DomainError } from '@/server/services/errors';
import { ORDER_ACTION_VERBS, ORDER_ACTIVITY_TITLES, ORDER_MESSAGES } from '@/shared/orders/messages';
import { ORDER_STATUS_LABELS, ORDER_TRANSITIONS, type OrderAction, type OrderEventType, canApply } from '@/shared/orders/schemas';
import type { OrderDetail } from '@/shared/orders/answers';
import { findOrder } from './get-order';
import { lockOrder, recordOrderChange } from './order-events';
import { returnOrderStock, takeOrderStock } from './order-stock';

const RECORDS: Record<OrderAction, { type: OrderEventType; action: ActivityAction; title: string; stamp: 'confirmeeLe' | 'expedieeLe' | 'livreeLe' | 'annuleeLe' }> = {
  confirmer: { type: 'confirmation', action: 'order.confirm', title: ORDER_ACTIVITY_TITLES.confirmed, stamp: 'confirmeeLe' },
  expedier: { type: 'expedition', action: 'order.ship', title: ORDER_ACTIVITY_TITLES.shipped, stamp: 'expedieeLe' },
  livrer: { type: 'livraison', action: 'order.deliver', title: ORDER_ACTIVITY_TITLES.delivered, stamp: 'livreeLe' },
  annuler: { type: 'annulation', action: 'order.cancel', title: ORDER_ACTIVITY_TITLES.cancelled, stamp: 'annuleeLe' },
};

export async function changeOrderStatus({
  actor,
  id,
  action,
  motif = null,
}: {
  actor: Actor;
  id: string;
  action: OrderAction;
  /** The reason of a cancellation. */
  motif?: string | null;
}): Promise<OrderDetail> {
  const db = getDb();
  const { to } = ORDER_TRANSITIONS[action];
  const record = RECORDS[action];
  const { order, tags } = await db.transaction(async (tx) => {
    const order = await lockOrder({ tx, id });
    if (!canApply(action, order.statut)) {
      throw new DomainError('order_status_conflict', ORDER_MESSAGES.statusForbids(ORDER_ACTION_VERBS[action], ORDER_STATUS_LABELS[order.statut].one), {
        details: { statut: order.statut },
      });
    }
    let tags: string[] = [];
    let stockPris = order.stockPris;
    if (action === 'confirmer') {
      tags = await takeOrderStock({ tx, orderId: id, actor });
      stockPris = true;
    } else if (action === 'annuler' && order.stockPris) {
      tags = await returnOrderStock({ tx, orderId: id, actor });
      stockPris = false;
    }
    await recordOrderChange({
      tx,
      actor,
      order,
      type: record.type,
      de: order.statut,
      vers: to,
      details: action === 'annuler' ? { motif, stockRendu: order.stockPris } : undefined,
      action: record.action,
      title: record.title,
      set: {
        statut: to,
        stockPris,
        ...(action === 'annuler' ? { motifAnnulation: motif } : {}),
        [record.stamp]: sql`now()`,
      },
    });
    return { order: (await findOrder({ id, executor: tx })) as OrderDetail, tags };
  });
  if (tags.length > 0) invalidateCatalogue(db, tags);
  return order;
}
