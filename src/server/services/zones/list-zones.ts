// The delivery zones in their display order: the active ones for the shoppers, all of them for the back office.
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { deliveryZones } from '@/server/db/schema';
import type { DeliveryZone } from '@/shared/orders/answers';
import { toZoneDto, zoneColumns } from './zone-dto';

export async function listZones(scope: 'active' | 'all'): Promise<DeliveryZone[]> {
  const rows = await getDb()
    .select(zoneColumns(deliveryZones))
    .from(deliveryZones)
    .where(scope === 'active' ? eq(deliveryZones.actif, true) : undefined)
    .orderBy(asc(deliveryZones.position), asc(deliveryZones.nomNormalise));
  return rows.map(toZoneDto);
}
