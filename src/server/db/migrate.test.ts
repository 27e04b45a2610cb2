// A shop that already holds a catalogue must come through later migrations with its data searchable:
// the search dictionary and the classification text are backfilled, not only kept up by triggers.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { listProducts } from '@/server/services/catalog/list-products';
import { openTestDatabase, usesPostgres } from '@test/harness';
import { productQuerySchema } from '@/shared/catalog/schemas';
import { setDatabase } from './client';
import { MIGRATIONS_FOLDER, migrateDatabase } from './migrate';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A copy of the migrations folder that stops after the first `count` migrations. */
function firstMigrations(count: number): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'boutique-migrations-'));
  folders.push(folder);
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe('upgrading a database that already has a catalogue', () => {
  it('makes the existing products searchable, typos included', async () => {
    // PGlite, or a database of its own on the PostgreSQL server when the project runs there.
    const { handle, drop } = await openTestDatabase();
    setDatabase(handle);
    try {
      expect(handle.kind).toBe(usesPostgres() ? 'postgres' : 'pglite');
      await migrateDatabase(handle, firstMigrations(2));
      // Rows written by the first release, before search had its own tables and columns.
      await handle.db.execute(sql`
        with c as (insert into categories (nom) values ('Protéines') returning id),
             s as (insert into sub_types (category_id, nom) select id, 'Lactosérum' from c returning id, category_id)
        insert into products (nom, description, prix, category_id, sub_type_id)
        select 'Whey Protéine Gold Standard', 'Isolat de lactosérum, 24 g de protéines par dose.', 52000, category_id, id from s`);

      await migrateDatabase(handle);

      const search = async (term: string) => (await listProducts(productQuerySchema.parse({ search: term }))).products.map((p) => p.nom);
      expect(await search('protien')).toEqual(['Whey Protéine Gold Standard']);
      expect(await search('lactoserum')).toEqual(['Whey Protéine Gold Standard']);
      expect(await search('isollat')).toEqual(['Whey Protéine Gold Standard']);
      expect(await search('caséine')).toEqual([]);
    } finally {
      setDatabase(undefined);
      await handle.close();
      await drop();
    }
  });
});
