// Migration 0017: products get a brand and an origin; the demo catalogue's products, created before the demo was
// seeded (app_meta 'demo_catalogue_seeded'), keep the 'États-Unis' the storefront said of them; a product the owner
// added since, and the products of a shop never seeded, get none (docs/product.md, "Brand and origin").
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '@test/harness';
import { migrationsBefore } from '@test/migrations';
import { migrateDatabase } from './migrate';

async function originsAfterUpgrade(seededAt: string | null): Promise<Record<string, string | null>> {
  const { handle, drop } = await openTestDatabase();
  try {
    await migrateDatabase(handle, migrationsBefore('0017_shop_identity'));
    const db = handle.db;
    if (seededAt) await db.execute(sql`insert into app_meta (key, value) values ('demo_catalogue_seeded', ${JSON.stringify({ at: seededAt })}::jsonb)`);
    const [{ id: category }] = ((await db.execute(sql`insert into categories (nom) values ('Compléments') returning id`)) as unknown as { rows: { id: string }[] }).rows;
    const add = (nom: string, at: string) => db.execute(sql`insert into products (nom, prix, category_id, created_at, updated_at) values (${nom}, 1000, ${category}, ${at}, ${at})`);
    await add('Whey de la démo', '2026-10-01T08:00:00Z');
    await add('Oméga 3 de la démo', '2026-11-01T07:59:59Z');
    await add('Poudre de baobab', '2026-11-02T10:00:00Z');
    await migrateDatabase(handle);
    const { rows } = (await db.execute(sql`select nom, origine, marque from products order by nom`)) as unknown as { rows: { nom: string; origine: string | null; marque: string | null }[] };
    expect(rows.every((row) => row.marque === null)).toBe(true);
    return Object.fromEntries(rows.map((row) => [row.nom, row.origine]));
  } finally {
    await handle.close();
    await drop();
  }
}

describe('upgrading the products to a brand and an origin', () => {
  it("keeps 'États-Unis' for the demo's products only", async () => {
    expect(await originsAfterUpgrade('2026-11-01T08:00:00.000Z')).toEqual({
      'Oméga 3 de la démo': 'États-Unis',
      'Poudre de baobab': null,
      'Whey de la démo': 'États-Unis',
    });
  }, 120_000);

  it('says no origin in a shop that was never seeded', async () => {
    expect(await originsAfterUpgrade(null)).toEqual({ 'Oméga 3 de la démo': null, 'Poudre de baobab': null, 'Whey de la démo': null });
  }, 120_000);
});
