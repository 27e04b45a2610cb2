// GET /zones/{id}: one delivery zone, active or not (the back office).
import 'server-only';
import { eq } from 'drizzle-orm';
import { type Executor, getDb } from '@/server/db/client';
import { deliveryZones } from '@/server/db/schema';
import { refused } from '@/server/services/errors';
import { ZONE_REFUSALS } from './refusals';
import type { DeliveryZone } from '@/shared/orders/answers';
import { toZoneDto, zoneColumns } from './zone-dto';

export async function findZone({ id, executor = getDb() }: { id: string; executor?: Executor }): Promise<DeliveryZone | null> {
  const [row] = await executor.select(zoneColumns(deliveryZones)).from(deliveryZones).where(eq(deliveryZones.id, id)).limit(1);
  return row ? toZoneDto(row) : null;
}

export async function getZone(id: string): Promise<DeliveryZone> {
  const zone = await findZone({ id });
  if (!zone) throw refused(ZONE_REFUSALS.notFound);
  return zone;
}
