// Migration 0016: the last zone a shop starts with loses ' — frais à confirmer' from its name, which its fee
// (null) says wherever it shows (docs/product.md, "Delivery zones"); a zone the owner renamed, gave a fee, or an
// existing 'Autre quartier ou région' are left as they are.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '@test/harness';
import { migrationsBefore } from '@test/migrations';
import { migrateDatabase } from './migrate';

const OLD_NAME = 'Autre quartier ou région — frais à confirmer';

async function zonesAfterUpgrade(zones: { nom: string; frais: number | null }[]): Promise<Record<string, number | null>> {
  const { handle, drop } = await openTestDatabase();
  try {
    await migrateDatabase(handle, migrationsBefore('0016_other_zone_name'));
    for (const zone of zones) await handle.db.execute(sql`insert into delivery_zones (nom, frais) values (${zone.nom}, ${zone.frais})`);
    await migrateDatabase(handle);
    const { rows } = (await handle.db.execute(sql`select nom, frais from delivery_zones order by nom`)) as unknown as {
      rows: { nom: string; frais: number | null }[];
    };
    return Object.fromEntries(rows.map((row) => [row.nom, row.frais]));
  } finally {
    await handle.close();
    await drop();
  }
}

describe("upgrading the zone 'Autre quartier ou région — frais à confirmer'", () => {
  it('renames it, its fee still to confirm, and leaves the other zones', async () => {
    expect(await zonesAfterUpgrade([{ nom: OLD_NAME, frais: null }, { nom: 'Plateau', frais: 1500 }])).toEqual({
      'Autre quartier ou région': null,
      Plateau: 1500,
    });
  }, 120_000);

  it('keeps its name once the owner gave it a fee, or when the new name is taken', async () => {
    expect(await zonesAfterUpgrade([{ nom: OLD_NAME, frais: 3000 }])).toEqual({ [OLD_NAME]: 3000 });
    expect(await zonesAfterUpgrade([{ nom: OLD_NAME, frais: null }, { nom: 'autre quartier ou region', frais: null }])).toEqual({
      [OLD_NAME]: null,
      'autre quartier ou region': null,
    });
    // Three databases, each migrated twice: not a timed test.
  }, 120_000);
});
