// PUT /zones/ordre: the zones' display order in one call (docs/api.md, "Delivery zones"). A move on the back
// office's list renumbers every zone 10, 20, 30… in one transaction and one activity entry, and drops the zones'
// cache once. The ids must be exactly the shop's zones: a list made before another administrator added or deleted
// one is refused whole, and nothing moves.
import 'server-only';
import { asc, sql } from 'drizzle-orm';
import { deliveryZones } from '@/server/db/schema';
import { type Actor, logActivity } from '@/server/services/activity/log-activity';
import { refused } from '@/server/services/errors';
import { ZONE_REFUSALS } from './refusals';
import { ORDER_LIMITS } from '@/shared/orders/limits';
import { ORDER_ACTIVITY_TITLES, } from '@/shared/orders/messages';
import type { ZoneOrderInput } from '@/shared/orders/schemas';
import type { DeliveryZone } from '@/shared/orders/answers';
import { writeZone } from './write-zone';
import { toZoneDto, zoneColumns } from './zone-dto';

export function reorderZones({ actor, input }: { actor: Actor; input: ZoneOrderInput }): Promise<DeliveryZone[]> {
  const { ids } = input;
  return writeZone(async (tx) => {
    // Locked, so that two moves made at once are taken one after the other, each on the list the other left.
    const current = await tx.select({ id: deliveryZones.id }).from(deliveryZones).for('update');
    const known = new Set(current.map((zone) => zone.id));
    if (ids.length !== known.size || ids.some((id) => !known.has(id))) throw refused(ZONE_REFUSALS.orderStale);
    const step = ORDER_LIMITS.zonePositionStep;
    const moved = await tx.execute(sql`
      update ${deliveryZones} as z set position = o.rang * ${step}, updated_at = now()
      from unnest(string_to_array(${ids.join(',')}, ',')::uuid[]) with ordinality as o(id, rang)
      where z.id = o.id and z.position <> o.rang * ${step}
      returning z.id`);
    await logActivity({
      actor,
      action: 'zone.reorder',
      entityType: 'zone',
      title: ORDER_ACTIVITY_TITLES.zonesReordered,
      subtitle: `${ids.length} zones`,
      details: { deplacees: (moved as unknown as { rows: unknown[] }).rows.length },
      executor: tx,
    });
    const rows = await tx.select(zoneColumns(deliveryZones)).from(deliveryZones).orderBy(asc(deliveryZones.position), asc(deliveryZones.nomNormalise));
    return rows.map(toZoneDto);
  });
}
