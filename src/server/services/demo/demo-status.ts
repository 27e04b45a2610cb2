// Whether the demo data is still there, and how much of it the removal would take (./demo-rows.ts): the settings'
// section 'Données de démonstration' and the dashboard's 'Mise en ligne' read it. Nothing is locked: a read.
import 'server-only';
import { type Executor, getDb } from '@/server/db/client';
import type { DemoStatus } from '@/shared/demo/answers';
import { countsOf, findDemoRows, hasRows, readDemoMarker } from './demo-rows';

/** What the removal would remove now; nothing once it was done, or for a shop never seeded. */
export async function demoDataStatus(db: Executor = getDb()): Promise<DemoStatus> {
  const marker = await readDemoMarker({ tx: db });
  if (!marker || marker.removedAt) return { presente: false, categories: 0, produits: 0, commandes: 0 };
  const rows = await findDemoRows({ tx: db });
  return { presente: hasRows(rows), ...countsOf(rows) };
}

/** Whether the demo seed's categories, products or orders are still there, untouched: 'Mise en ligne' checks it. */
export async function isDemoDataPresent(db: Executor = getDb()): Promise<boolean> {
  return (await demoDataStatus(db)).presente;
}
