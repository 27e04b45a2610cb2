// POST /commandes/{id}/confirmer: 'nouvelle' → 'confirmee', its quantities taken from stock in the same transaction,
// refused with the product and what is left when stock is short (docs/decisions/020-stock-taken-on-confirmation.md).
import 'server-only';
import type { Actor } from '@/server/services/activity/log-activity';
import type { OrderDetail } from '@/shared/orders/answers';
import { changeOrderStatus } from './order-transition';

export async function confirmOrder({ actor, id }: { actor: Actor; id: string }): Promise<OrderDetail> {
  return changeOrderStatus({ actor, id, action: 'confirmer' });
}
