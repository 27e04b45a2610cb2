// PUT /commandes/{id}/client: the customer's name and phone, typed by an administrator from the WhatsApp
// conversation, in any status; a field left out keeps its value. Personal data: the history says which fields changed, never their values
// (docs/SECURITY.md, "Customers' personal data").
import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import type { Actor } from '@/server/services/activity/log-activity';
import { ORDER_ACTIVITY_TITLES } from '@/shared/orders/messages';
import type { OrderCustomerInput } from '@/shared/orders/schemas';
import type { OrderDetail } from '@/shared/orders/answers';
import { findOrder } from './get-order';
import { lockOrder, recordOrderChange } from './order-events';

export async function updateOrderCustomer({ actor, id, input }: { actor: Actor; id: string; input: OrderCustomerInput }): Promise<OrderDetail> {
  return getDb().transaction(async (tx) => {
    const order = await lockOrder({ tx, id });
    const [before] = await tx.select({ nom: orders.clientNom, telephone: orders.clientTelephone }).from(orders).where(eq(orders.id, id));
    // A field left out keeps its value.
    const after = { nom: input.nom === undefined ? before.nom : input.nom, telephone: input.telephone === undefined ? before.telephone : input.telephone };
    const champs = (['nom', 'telephone'] as const).filter((field) => before[field] !== after[field]);
    await recordOrderChange({
      tx,
      actor,
      order,
      type: 'client',
      details: { champs },
      action: 'order.customer',
      title: ORDER_ACTIVITY_TITLES.customerChanged,
      set: { clientNom: after.nom, clientTelephone: after.telephone },
    });
    return (await findOrder({ id, executor: tx })) as OrderDetail;
  });
}
