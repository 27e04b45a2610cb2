// PUT /commandes/{id}/livraison: the zone (any zone of the shop, or none), a fee set by hand — a zone 'frais à
// confirmer' gets its fee here once quoted — and the landmark, until the order leaves ('nouvelle', 'confirmee').
// The zone's name and delay are copied as they are now; the fee and the total follow, by the orders' pricing
// (src/shared/orders/pricing.ts): a fee chosen here is the administrator's, without the free-delivery threshold.
import 'server-only';
import { getDb } from '@/server/db/client';
import type { Actor } from '@/server/services/activity/log-activity';
import { refused } from '@/server/services/errors';
import { ORDER_REFUSALS } from './refusals';
import { findZone } from '@/server/services/zones/get-zone';
import { ORDER_ACTIVITY_TITLES, } from '@/shared/orders/messages';
import { DELIVERY_EDITABLE_STATUSES, type OrderDeliveryInput } from '@/shared/orders/schemas';
import type { OrderDetail } from '@/shared/orders/answers';
import { deliveryFee, orderTotal } from '@/shared/orders/pricing';
import { findOrder } from './get-order';
import { lockOrder, recordOrderChange } from './order-events';
import { withinTotalMax } from './price-lines';

export async function updateOrderDelivery({ actor, id, input }: { actor: Actor; id: string; input: OrderDeliveryInput }): Promise<OrderDetail> {
  return getDb().transaction(async (tx) => {
    const order = await lockOrder({ tx, id });
    if (!DELIVERY_EDITABLE_STATUSES.includes(order.statut)) {
      throw refused(ORDER_REFUSALS.deliveryLocked, { details: { statut: order.statut } });
    }
    const zone = input.zoneId ? await findZone({ id: input.zoneId, executor: tx }) : null;
    if (input.zoneId && !zone) throw refused(ORDER_REFUSALS.zoneUnknown);
    const fraisLivraison = deliveryFee({
      subtotal: order.sousTotal,
      zone: input.fraisLivraison !== null ? { frais: input.fraisLivraison } : zone,
      freeFrom: null,
    });
    const { total } = withinTotalMax({ total: orderTotal(order.sousTotal, fraisLivraison) }, 'fraisLivraison');
    await recordOrderChange({
      tx,
      actor,
      order,
      type: 'livraison_modifiee',
      details: {
        zoneAvant: order.zoneNom,
        zone: zone?.nom ?? null,
        fraisAvant: order.fraisLivraison,
        frais: fraisLivraison,
      },
      action: 'order.delivery',
      title: ORDER_ACTIVITY_TITLES.deliveryChanged,
      set: {
        zoneId: zone?._id ?? null,
        zoneNom: zone?.nom ?? null,
        zoneDelai: zone?.delai ?? null,
        fraisLivraison,
        total,
        pointDeRepere: input.pointDeRepere,
      },
    });
    return (await findOrder({ id, executor: tx })) as OrderDetail;
  });
}
