// Where an order's time goes on PGlite, beside the orders bench (./run.ts): orders recorded one after another (no
// concurrency) of three shapes — two lines, three lines, three lines of which one is a variant's — then confirmed,
// each shape twice (the first pass warms the process; read the second), with the time of each statement PGlite ran
// and the process's CPU time per order (PGlite runs in the process; on a shared machine its CPU time moves less with
// the load than the wall time does); then the recording statement and a variant's and a product's stock update
// explained with their triggers' times.
//
//   node --import tsx bench/orders/profile.ts   (PROFILE_ORDERS=300 orders per shape and pass, PROFILE_CONCURRENCY=1)
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { readConfig, setConfig } from '@/server/config';
import { type DatabaseHandle, setDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { orders, } from '@/server/db/schema';
import { createHttpApp } from '@/server/http/http-app';
import { closeRateLimiters } from '@/server/rate-limit/rate-limiters';
import { ensureDeliveryZones } from '@/server/services/zones/seed-zones';
import { LocalDiskStorage, setStorage } from '@/server/storage/storage';
import { generateCatalogue } from '../api/catalogue';
import { openBenchDatabase } from '../loopback';
import { orderingShop } from './shop';
import { loadavg, runMain } from '../record';

const ORDERS = Number(process.env.PROFILE_ORDERS ?? 300);
/** Orders recorded at once (each shape's recording; the confirmations stay one after another). */
const CONCURRENCY = Number(process.env.PROFILE_CONCURRENCY ?? 1);

/** Time spent in PGlite's queries, by the statement's first words. */
const spent = new Map<string, { calls: number; ms: number }>();
let captured: { query: string; params: unknown[] } | null = null;

function timed<T extends { query: PGlite['query'] }>(target: T): T {
  const original = target.query.bind(target);
  // biome-ignore lint/suspicious/noExplicitAny: PGlite's query is overloaded.
  (target as any).query = async (query: string, params?: unknown[], options?: unknown) => {
    const started = performance.now();
    try {
      return await original(query, params, options as never);
    } finally {
      const key = query.replace(/\s+/g, ' ').trim().slice(0, 70);
      const entry = spent.get(key) ?? { calls: 0, ms: 0 };
      entry.calls += 1;
      entry.ms += performance.now() - started;
      spent.set(key, entry);
      if (query.includes('with wanted')) captured = { query, params: params ?? [] };
    }
  };
  return target;
}

function watch(client: PGlite) {
  timed(client);
  const transaction = client.transaction.bind(client);
  // biome-ignore lint/suspicious/noExplicitAny: the transaction's callback takes PGlite's Transaction.
  (client as any).transaction = (callback: (tx: any) => Promise<unknown>) => transaction((tx) => callback(timed(tx)));
}

function report(title: string, count: number, wall: number, cpu: NodeJS.CpuUsage) {
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(`\n${title}: ${count} in ${wall.toFixed(0)} ms, ${(wall / count).toFixed(2)} ms each, cpu ${(cpuMs / count).toFixed(2)} ms each (load ${loadavg()})`);
  const rows = [...spent.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12);
  for (const [key, { calls, ms }] of rows) console.log(`  ${(ms / count).toFixed(3).padStart(8)} ms/op  ${String(calls).padStart(6)} calls  ${key}`);
  spent.clear();
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boutique-profile-orders-'));
  setConfig(
    readConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn', SEED_DEMO: 'false', RATE_LIMIT_ORDER: '100000000/60' }),
  );
  const storage = new LocalDiskStorage(path.join(dataDir, 'uploads'));
  setStorage(storage);
  let handle: DatabaseHandle | undefined;
  try {
    ({ handle } = await openBenchDatabase('pglite', dataDir));
    setDatabase(handle);
    await migrateDatabase(handle);
    const db = handle.db;
    const client = (db as unknown as { $client: PGlite }).$client;
    await generateCatalogue(db, storage, 500);
    await ensureDeliveryZones({ db });
    const app = createHttpApp();
    const { orderable, tracked, variant, plateau, token } = await orderingShop(db, 10_000_000);
    watch(client);

    const shapes = {
      'two lines (the shape before variants)': [
        { produitId: orderable[0].id, quantite: 2 },
        { produitId: tracked.id, quantite: 1 },
      ],
      'three lines, no variant': [
        { produitId: orderable[0].id, quantite: 2 },
        { produitId: tracked.id, quantite: 1 },
        { produitId: orderable[3].id, quantite: 1 },
      ],
      "three lines, one a variant's (the bench's)": [
        { produitId: orderable[0].id, quantite: 2 },
        { produitId: tracked.id, quantite: 1 },
        { produitId: orderable[2].id, varianteId: variant.id, quantite: 1 },
      ],
    };
    let lastKey = '';
    const post = (lignes: unknown) => {
      lastKey = randomUUID();
      return app.fetch(
        new Request('http://localhost/api/v1/commandes', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ lignes, zoneId: plateau?.id, pointDeRepere: 'En face de la pharmacie', idempotencyKey: lastKey }),
        }),
      );
    };
    for (const [shape, lignes] of [...Object.entries(shapes), ...Object.entries(shapes)]) {
      for (let i = 0; i < 20; i += 1) {
        const warm = await post(lignes);
        if (warm.status !== 201) throw new Error(`warm-up answered ${warm.status}: ${await warm.text()}`);
      }
      await db.execute(sql`update orders set statut = 'annulee' where statut = 'nouvelle'`);
      spent.clear();
      let started = performance.now();
      let cpu = process.cpuUsage();
      let left = ORDERS;
      const recorder = async () => {
        while (left > 0) {
          left -= 1;
          await (await post(lignes)).arrayBuffer();
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, recorder));
      report(`Recorded, ${shape}`, ORDERS, performance.now() - started, process.cpuUsage(cpu));
      const waiting = await db.select({ id: orders.id }).from(orders).where(eq(orders.statut, 'nouvelle'));
      spent.clear();
      started = performance.now();
      cpu = process.cpuUsage();
      for (const { id } of waiting) {
        const answer = await app.fetch(new Request(`http://localhost/api/v1/commandes/${id}/confirmer`, { method: 'POST', headers: { authorization: `Bearer ${token}` } }));
        if (answer.status !== 200) throw new Error(`confirmation answered ${answer.status}`);
        await answer.arrayBuffer();
      }
      report(`Confirmed, ${shape}`, waiting.length, performance.now() - started, process.cpuUsage(cpu));
    }

    // The last recording statement again, explained (and rolled back).
    if (captured) {
      const { query, params } = captured as { query: string; params: unknown[] };
      await client.transaction(async (tx) => {
        const fresh = randomUUID();
        const plan = await tx.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, timing) ${query}`,
          params.map((param) => (param === lastKey ? fresh : param)),
        );
        console.log('\nThe recording statement (a variant line):');
        for (const row of plan.rows) {
          const line = row['QUERY PLAN'];
          if (/Trigger|Execution Time|Planning Time|Insert on|CTE /.test(line)) console.log(`  ${line.trim()}`);
        }
        await tx.rollback();
      }).catch((error) => console.log(String(error)));
    }
    await client.transaction(async (tx) => {
      const plan = await tx.query<{ 'QUERY PLAN': string }>(`explain (analyze, timing) update product_variants set stock = stock - 1 where id = $1`, [variant.id]);
      console.log("\nA variant's stock taken:");
      for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
      const product = await tx.query<{ 'QUERY PLAN': string }>(`explain (analyze, timing) update products set stock = stock - 1 where id = $1`, [tracked.id]);
      console.log("\nA product's stock taken:");
      for (const row of product.rows) console.log(`  ${row['QUERY PLAN']}`);
      await tx.rollback();
    }).catch((error) => console.log(String(error)));
  } finally {
    await closeRateLimiters();
    await handle?.close();
    setDatabase(undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main);
