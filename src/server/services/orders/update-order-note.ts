// PUT /commandes/{id}/note: the administrators' internal note, in any status; never shown to the customer.
import 'server-only';
import { getDb } from '@/server/db/client';
import type { Actor } from '@/server/services/activity/log-activity';
import { ORDER_ACTIVITY_TITLES } from '@/shared/orders/messages';
import type { OrderNoteInput } from '@/shared/orders/schemas';
import type { OrderDetail } from '@/shared/orders/answers';
import { findOrder } from './get-order';
import { lockOrder, recordOrderChange } from './order-events';

export async function updateOrderNote({ actor, id, input }: { actor: Actor; id: string; input: OrderNoteInput }): Promise<OrderDetail> {
  return getDb().transaction(async (tx) => {
    const order = await lockOrder({ tx, id });
    await recordOrderChange({
      tx,
      actor,
      order,
      type: 'note',
      action: 'order.note',
      title: ORDER_ACTIVITY_TITLES.noteChanged,
      set: { noteInterne: input.noteInterne },
    });
    return (await findOrder({ id, executor: tx })) as OrderDetail;
  });
}
