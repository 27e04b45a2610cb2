// The delivery zones every shop starts with (docs/product.md, "Delivery zones"): Dakar's main quartiers, the
// towns nearby, and a last zone for everywhere else whose fee is quoted in the conversation. Written once, at
// the first start that finds no marker, whether or not the demo catalogue is seeded; a shop that later deletes
// them all does not get them back (the marker stays).
import 'server-only';
import { count, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { appMeta, deliveryZones } from '@/server/db/schema';
import { logActivity } from '@/server/services/activity/log-activity';
import { invalidateCatalogue } from '@/server/services/catalog/read-cache';
import { ORDER_ACTIVITY_TITLES } from '@/shared/orders/messages';
import { zoneWriteTags } from './cached-zones';

export const ZONES_SEEDED_MARKER = 'delivery_zones_seeded';

/**
 * The name of the last zone, whose fee and delay are quoted on WhatsApp: its fee (null) says so wherever it shows,
 * not its name (migration 0016 renamed it in the shops that had it as 'Autre quartier ou région — frais à confirmer').
 */
export const OTHER_ZONE_NAME = 'Autre quartier ou région';

interface SeedZone {
  nom: string;
  /** FCFA; null: to be confirmed. */
  frais: number | null;
  delai: string | null;
}

/** Fees around the 2 000 FCFA the shop announces for Dakar, more for the suburbs and the towns beyond. */
export const SEED_ZONES: readonly SeedZone[] = [
  { nom: 'Plateau', frais: 1500, delai: '24h' },
  { nom: 'Médina', frais: 1500, delai: '24h' },
  { nom: 'Fann', frais: 1500, delai: '24h' },
  { nom: 'Point E', frais: 1500, delai: '24h' },
  { nom: 'Mermoz', frais: 2000, delai: '24h' },
  { nom: 'Sacré-Cœur', frais: 2000, delai: '24h' },
  { nom: 'Liberté', frais: 2000, delai: '24h' },
  { nom: 'HLM', frais: 2000, delai: '24h' },
  { nom: 'Grand Yoff', frais: 2000, delai: '24h' },
  { nom: 'Ouakam', frais: 2000, delai: '24h' },
  { nom: 'Almadies', frais: 2500, delai: '24h' },
  { nom: 'Ngor', frais: 2500, delai: '24h' },
  { nom: 'Yoff', frais: 2500, delai: '24h' },
  { nom: 'Parcelles Assainies', frais: 2500, delai: '24h' },
  { nom: 'Pikine', frais: 3000, delai: '24h' },
  { nom: 'Guédiawaye', frais: 3000, delai: '24h' },
  { nom: 'Keur Massar', frais: 3500, delai: '48h' },
  { nom: 'Rufisque', frais: 4000, delai: '48h' },
  { nom: 'Diamniadio', frais: 5000, delai: '48h' },
  { nom: OTHER_ZONE_NAME, frais: null, delai: null },
];

/**
 * Seeds the zones when this shop never had them: no marker yet and no zone. Takes `db` under the start-up's lock
 * (src/server/bootstrap.ts), so that two instances starting together on one PostgreSQL seed once.
 */
export async function ensureDeliveryZones({ db }: { db: Db }): Promise<{ seeded: boolean; zones: number }> {
  const [marker] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, ZONES_SEEDED_MARKER)).limit(1);
  if (marker) return { seeded: false, zones: 0 };
  const seeded = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: ZONES_SEEDED_MARKER, value: { at: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return false;
    // Zones made before this marker existed (by hand, or by another version) are the shop's own: kept as they are.
    const [{ zones }] = await tx.select({ zones: count() }).from(deliveryZones);
    if (zones > 0) return false;
    await tx.insert(deliveryZones).values(SEED_ZONES.map((zone, index) => ({ ...zone, position: (index + 1) * 10 })));
    await logActivity({
      actor: null,
      action: 'zone.seed',
      entityType: 'zone',
      title: ORDER_ACTIVITY_TITLES.zonesSeeded,
      subtitle: `${SEED_ZONES.length} zones`,
      executor: tx,
    });
    return true;
  });
  if (seeded) invalidateCatalogue(db, zoneWriteTags());
  return { seeded, zones: seeded ? SEED_ZONES.length : 0 };
}
