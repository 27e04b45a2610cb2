// POST /commandes/{id}/livrer: 'en_livraison' → 'livree' ('Livrée'). The stock stays taken.
import 'server-only';
import type { Actor } from '@/server/services/activity/log-activity';
import type { OrderDetail } from '@/shared/orders/answers';
import { changeOrderStatus } from './order-transition';

export async function deliverOrder({ actor, id }: { actor: Actor; id: string }): Promise<OrderDetail> {
  return changeOrderStatus({ actor, id, action: 'livrer' });
}
