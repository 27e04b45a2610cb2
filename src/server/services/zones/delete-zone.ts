// DELETE /zones/{id}: orders delivered to it keep its name, delay and fee (copies) and lose only the link.
import 'server-only';
import { eq } from 'drizzle-orm';
import { deliveryZones } from '@/server/db/schema';
import { type Actor, logActivity } from '@/server/services/activity/log-activity';
import { refused } from '@/server/services/errors';
import { ZONE_REFUSALS } from './refusals';
import { ORDER_ACTIVITY_TITLES, } from '@/shared/orders/messages';
import { writeZone } from './write-zone';

export function deleteZone({ actor, id }: { actor: Actor; id: string }): Promise<void> {
  return writeZone(async (tx) => {
    const [deleted] = await tx.delete(deliveryZones).where(eq(deliveryZones.id, id)).returning({ nom: deliveryZones.nom });
    if (!deleted) throw refused(ZONE_REFUSALS.notFound);
    await logActivity({
      actor,
      action: 'zone.delete',
      entityType: 'zone',
      entityId: id,
      title: ORDER_ACTIVITY_TITLES.zoneDeleted,
      subtitle: deleted.nom,
      executor: tx,
    });
  });
}
