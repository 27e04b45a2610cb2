// What every write of the zones shares: one transaction (the change and its activity entry), the zones' cache and
// the pages showing them dropped once it is committed, and a name already taken answered in French.
import 'server-only';
import { type Executor, getDb } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/errors';
import { invalidateCatalogue } from '@/server/services/catalog/read-cache';
import { refused } from '@/server/services/errors';
import { ZONE_REFUSALS } from './refusals';
import { zoneWriteTags } from './cached-zones';

export async function writeZone<T>(write: (tx: Executor) => Promise<T>): Promise<T> {
  const db = getDb();
  try {
    const result = await db.transaction(write);
    invalidateCatalogue(db, zoneWriteTags());
    return result;
  } catch (error) {
    // Two zones may not share a name, case and accents aside ('Medina' = 'Médina'): the index says so.
    if (isUniqueViolation(error, 'delivery_zones_nom_key')) {
      throw refused(ZONE_REFUSALS.nameTaken);
    }
    throw error;
  }
}
