// POST /commandes/{id}/expedier: 'confirmee' → 'en_livraison' ('En livraison').
import 'server-only';
import type { Actor } from '@/server/services/activity/log-activity';
import type { OrderDetail } from '@/shared/orders/answers';
import { changeOrderStatus } from './order-transition';

export async function shipOrder({ actor, id }: { actor: Actor; id: string }): Promise<OrderDetail> {
  return changeOrderStatus({ actor, id, action: 'expedier' });
}
