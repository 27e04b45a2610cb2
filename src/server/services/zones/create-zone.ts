// POST /zones: a new delivery zone, logged; the zones' cache and the pages showing them are dropped once committed.
// Without a position it goes after the last zone, as the back office's form puts it (docs/api.md, "Delivery zones").
import 'server-only';
import { sql } from 'drizzle-orm';
import { deliveryZones } from '@/server/db/schema';
import { type Actor, logActivity } from '@/server/services/activity/log-activity';
import { ORDER_LIMITS } from '@/shared/orders/limits';
import { ORDER_ACTIVITY_TITLES } from '@/shared/orders/messages';
import type { ZoneInput } from '@/shared/orders/schemas';
import type { DeliveryZone } from '@/shared/orders/answers';
import { writeZone } from './write-zone';
import { toZoneDto, zoneColumns } from './zone-dto';

/** One step after the highest position, within the position's maximum; read in the insert's own statement. */
const afterTheLast = sql<number>`(select least(coalesce(max(${deliveryZones.position}), 0) + ${ORDER_LIMITS.zonePositionStep}, ${ORDER_LIMITS.zonePositionMax}) from ${deliveryZones})`;

export function createZone({ actor, input }: { actor: Actor; input: ZoneInput }): Promise<DeliveryZone> {
  return writeZone(async (tx) => {
    const [row] = await tx
      .insert(deliveryZones)
      .values({ ...input, position: input.position ?? afterTheLast })
      .returning(zoneColumns(deliveryZones));
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
