// POST /zones: a new delivery zone, logged; the zones' cache and the pages showing them are dropped once committed.
import 'server-only';
import { getDb } from '@/server/db/client';
import { deliveryZones } from '@/server/db/schema';
import { type Actor, logActivity } from '@/server/services/activity/log-activity';
import { invalidateCatalogue } from '@/server/services/catalog/read-cache';
import { ORDER_ACTIVITY_TITLES } from '@/shared/order-messages';
import type { DeliveryZone, ZoneInput } from '@/shared/orders';
import { zoneWriteTags } from './cached-zones';
import { toZoneDto, zoneColumns } from './zone-dto';
import { translateZoneConflict } from './zone-conflicts';

export async function createZone({ actor, input }: { actor: Actor; input: ZoneInput }): Promise<DeliveryZone> {
  const db = getDb();
  try {
    const zone = await db.transaction(async (tx) => {
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
    invalidateCatalogue(db, zoneWriteTags());
    return zone;
  } catch (error) {
    throw translateZoneConflict(error);
  }
}
