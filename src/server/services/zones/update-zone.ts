// PUT /zones/{id}: a field left out keeps its value. Orders already recorded keep the zone's name, delay and fee
// they were given (copies); the zones' cache and the pages showing them are dropped once committed.
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { deliveryZones } from '@/server/db/schema';
import { type Actor, logActivity } from '@/server/services/activity/log-activity';
import { refused } from '@/server/services/errors';
import { ZONE_REFUSALS } from './refusals';
import { ORDER_ACTIVITY_TITLES, } from '@/shared/orders/messages';
import type { ZoneUpdateInput } from '@/shared/orders/schemas';
import type { DeliveryZone } from '@/shared/orders/answers';
import { writeZone } from './write-zone';
import { toZoneDto, zoneColumns } from './zone-dto';

export function updateZone({ actor, id, input }: { actor: Actor; id: string; input: ZoneUpdateInput }): Promise<DeliveryZone> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  return writeZone(async (tx) => {
    const [row] = await tx
      .update(deliveryZones)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(deliveryZones.id, id))
      .returning(zoneColumns(deliveryZones));
    if (!row) throw refused(ZONE_REFUSALS.notFound);
    await logActivity({
      actor,
      action: 'zone.update',
      entityType: 'zone',
      entityId: id,
      title: ORDER_ACTIVITY_TITLES.zoneUpdated,
      subtitle: row.nom,
      details: { champs: Object.keys(changes) },
      executor: tx,
    });
    return toZoneDto(row);
  });
}
