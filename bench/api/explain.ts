// Prints the plans and timings of the listing queries on a generated catalogue (PGlite or BENCH_DATABASE_URL).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { listProducts } from '@/server/services/catalog/list-products';
import { LocalDiskStorage } from '@/server/storage/storage';
import { productQuerySchema } from '@/shared/schemas';
import { generateCatalogue } from './catalogue';

const dir = mkdtempSync(path.join(os.tmpdir(), 'boutique-explain-'));
const handle = await openDatabase({ dataDir: path.join(dir, 'pgdata') });
await migrateDatabase(handle);
const { categoryId } = await generateCatalogue(handle.db, new LocalDiskStorage(path.join(dir, 'uploads')), 10_000);
const queries = [{}, { search: 'protien' }, { search: 'whey' }, { type: categoryId, minPrice: '10000', maxPrice: '60000', sortBy: 'prix', page: '2' }];
for (const raw of queries) {
  const q = productQuerySchema.parse(raw);
  for (let i = 0; i < 3; i += 1) await listProducts(q, handle.db);
  const started = performance.now();
  const runs = 10;
  let total = 0;
  for (let i = 0; i < runs; i += 1) total = (await listProducts(q, handle.db)).pagination.total;
  console.log(JSON.stringify(raw), `total ${total}`, `${((performance.now() - started) / runs).toFixed(2)} ms per listing`);
}
const show = async (label: string, query: ReturnType<typeof sql>) => {
  const result = await handle.db.execute(sql`explain analyze ${query}`);
  console.log(`--- ${label}\n${(result as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n')}`);
};
if (process.env.EXPLAIN) {
  await show('count all', sql`select count(*) from products`);
  await show('search count', sql`select count(*) from products where search_text %> 'protien' or search_text like '%protien%'`);
}
await handle.close();
rmSync(dir, { recursive: true, force: true });
