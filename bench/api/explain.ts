// Prints the time of each listing alone on a generated catalogue, on PGlite or, with BENCH_ONLY=postgres, on a
// database of its own created on BENCH_DATABASE_URL and dropped afterwards. EXPLAIN=1 adds the plans of the
// two queries of a search.
//
//   node --import tsx bench/api/explain.ts        (BENCH_PRODUCTS=10000, BENCH_ONLY=pglite|postgres)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, setDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { listProducts } from '@/server/services/catalog/list-products';
import { LocalDiskStorage } from '@/server/storage/storage';
import { productQuerySchema } from '@/shared/catalog/schemas';
import { generateCatalogue } from './catalogue';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const kind = process.env.BENCH_ONLY === 'postgres' ? 'postgres' : 'pglite';

const dir = mkdtempSync(path.join(os.tmpdir(), 'boutique-explain-'));
const name = `boutique_explain_${randomBytes(4).toString('hex')}`;
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};
let url: string | null = null;
if (kind === 'postgres') {
  await admin(`CREATE DATABASE ${name}`);
  const target = new URL(POSTGRES_URL);
  target.pathname = `/${name}`;
  url = target.toString();
}
const handle = await openDatabase(url ? { url } : { dataDir: path.join(dir, 'pgdata') });
// The services read the process-wide database.
setDatabase(handle);
try {
  await migrateDatabase(handle);
  const { categoryId } = await generateCatalogue(handle.db, new LocalDiskStorage(path.join(dir, 'uploads')), PRODUCTS);
  console.log(`${kind}, ${PRODUCTS} products`);
  const queries = [
    {},
    { search: 'protien' },
    { search: 'proteine' },
    { search: 'whey' },
    { search: 'lactoserum' },
    { search: 'lactosreum' },
    { search: 'creatine optimum' },
    { type: categoryId, minPrice: '10000', maxPrice: '60000', sortBy: 'prix', page: '2' },
  ];
  for (const raw of queries) {
    const q = productQuerySchema.parse(raw);
    for (let i = 0; i < 3; i += 1) await listProducts(q);
    const runs = 10;
    let total = 0;
    const started = performance.now();
    for (let i = 0; i < runs; i += 1) total = (await listProducts(q)).pagination.total;
    console.log(JSON.stringify(raw), `total ${total}`, `${((performance.now() - started) / runs).toFixed(2)} ms per listing`);
  }
  if (process.env.EXPLAIN) {
    // Each statement of a search listing, as sent, under EXPLAIN ANALYZE.
    const statements: { sql: string; params: unknown[] }[] = [];
    const client = (handle.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const original = client.query;
    client.query = function (this: unknown, ...args: unknown[]) {
      const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
      if (typeof first === 'string') statements.push({ sql: first, params: second ?? [] });
      else statements.push({ sql: first.text, params: second ?? first.values ?? [] });
      return original.apply(this, args);
    };
    await listProducts(productQuerySchema.parse({ search: process.env.EXPLAIN_SEARCH ?? 'protien' }));
    client.query = original;
    for (const statement of statements) {
      const result = (await client.query.call(client, `explain analyze ${statement.sql}`, statement.params)) as {
        rows: Record<string, string>[];
      };
      console.log(`---\n${result.rows.map((r) => Object.values(r)[0]).join('\n')}`);
    }
  }
} finally {
  await handle.close();
  if (kind === 'postgres') await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  rmSync(dir, { recursive: true, force: true });
}
