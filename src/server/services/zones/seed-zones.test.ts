// The delivery zones on the real start-up path (PGlite on disk): every shop gets them at its first start, demo
// catalogue or not, and never again once it has had them.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startBackend } from '@/server/bootstrap';
import { readConfig } from '@/server/config';
import { deliveryZones } from '@/server/db/schema';
import { OTHER_ZONE_NAME, SEED_ZONES } from './seed-zones';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the delivery zones at start-up', () => {
  it('are seeded at the first start of a shop without the demo catalogue, and not again once deleted', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boutique-zones-'));
    dirs.push(dataDir);
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', ADMIN_PASSWORD: 'MotDePasse-Solide-1' };
    const first = await startBackend(readConfig(env));
    try {
      const zones = await first.database.db.select().from(deliveryZones);
      expect(zones).toHaveLength(SEED_ZONES.length);
      expect(zones.map((zone) => zone.nom)).toContain(OTHER_ZONE_NAME);
      await first.database.db.delete(deliveryZones);
    } finally {
      await first.close();
    }
    const later = await startBackend(readConfig(env));
    try {
      expect(await later.database.db.select().from(deliveryZones)).toEqual([]);
    } finally {
      await later.close();
    }
    // Two starts of a shop on disk, each applying every migration: not a timed test.
  }, 120_000);
});
