// POST /commandes/{id}/annuler: any status before 'livree' → 'annulee', with its reason; a confirmed order gives
// its stock back in the same transaction (docs/decisions/020-stock-taken-on-confirmation.md). Nothing is deleted.
import 'server-only';
import type { Actor } from '@/server/services/activity/log-activity';
import type { OrderCancelInput } from '@/shared/orders/schemas';
import type { OrderDetail } from '@/shared/orders/answers';
import { changeOrderStatus } from './order-transition';

export async function cancelOrder({ actor, id, input }: { actor: Actor; id: string; input: OrderCancelInput }): Promise<OrderDetail> {
  return changeOrderStatus({ actor, id, action: 'annuler', motif: input.motif });
}
