// POST /zones: a new delivery zone, logged; the zones' cache and the pages showing them are dropped once committed.
import 'server-only';
import { deliveryZones } from '@/server/db/schema';
import { type Actor, logActivity } from '@/server/services/activity/log-activity';
import { ORDER_ACTIVITY_TITLES } from '@/shared/order-messages';
import type { DeliveryZone, ZoneInput } from '@/shared/orders';
import { writeZone } from './write-zone';
import { toZoneDto, zoneColumns } from './zone-dto';

export function createZone({ actor, input }: { actor: Actor; input: ZoneInput }): Promise<DeliveryZone> {
  return writeZone(async (tx) => {
    const [row] = await tx.insert(deliveryZones).values(input).returning(zoneColumns(deliveryZones));
    await logActivity({
      actor,
      action: 'zone.create',
      entityType: 'zone',
      entityId: row.id,
      title: ORDER_ACTIVITY_TITLES.zoneCreated,
      subtitle: row.nom,
      executor: tx,
    });
    return toZoneDto(row);
  });
}
