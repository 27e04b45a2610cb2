// PUT /commandes/{id}/paiement: 'Payée' (method Wave, Orange Money or espèces, and the transaction's reference),
// or undone, in any status: a payment is followed apart from the delivery (docs/decisions/019).
import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import type { Actor } from '@/server/services/activity/log-activity';
import { ORDER_ACTIVITY_TITLES } from '@/shared/orders/messages';
import type { OrderPaymentInput } from '@/shared/orders/schemas';
import type { OrderDetail } from '@/shared/orders/answers';
import { findOrder } from './get-order';
import { lockOrder, recordOrderChange } from './order-events';

export async function updateOrderPayment({ actor, id, input }: { actor: Actor; id: string; input: OrderPaymentInput }): Promise<OrderDetail> {
  return getDb().transaction(async (tx) => {
    const order = await lockOrder({ tx, id });
    await recordOrderChange({
      tx,
      actor,
      order,
      type: 'paiement',
      details: { payee: input.payee, methode: input.methode, reference: input.reference },
      action: 'order.payment',
      title: input.payee ? ORDER_ACTIVITY_TITLES.paid : ORDER_ACTIVITY_TITLES.unpaid,
      set: {
        payee: input.payee,
        paiementMethode: input.methode,
        paiementReference: input.reference,
        // Marked by hand: 'Déclaré', even over a payment Wave had confirmed.
        paiementVerifie: false,
        // The moment it was first marked paid is kept when only the method or the reference is corrected.
        payeeLe: input.payee ? (order.payee ? sql`${orders.payeeLe}` : sql`now()`) : null,
      },
    });
    return (await findOrder({ id, executor: tx })) as OrderDetail;
  });
}
