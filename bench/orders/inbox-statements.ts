// The inbox's first page read in process, without HTTP or concurrency, two ways on the same PGlite database of
// 20,000 orders (bench/README.md, "Orders"): as it is read now (the page and the kept counts in one statement,
// `listOrders`) and as it was (the counts, then the page: two statements). The two alternate, call after call, so
// that a busy machine slows both alike. One statement less is what PGlite, which serves one at a time, saves on
// every inbox opened; at 32 connections each request waits for the others' statements too.
//
//   node --import tsx bench/orders/inbox-statements.ts   (BENCH_INBOX_ORDERS=20000, BENCH_CALLS=400)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { readConfig, setConfig } from '@/server/config';
import { setDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { deliveryZones, orders, products } from '@/server/db/schema';
import { countOrders, listOrders } from '@/server/services/orders/list-orders';
import { listCondition } from '@/server/services/orders/order-filters';
import { summaryColumns } from '@/server/services/orders/order-dto';
import { ensureDeliveryZones } from '@/server/services/zones/seed-zones';
import { LocalDiskStorage, setStorage } from '@/server/storage/storage';
import { orderListQuerySchema } from '@/shared/orders/schemas';
import { generateCatalogue } from '../api/catalogue';
import { openBenchDatabase } from '../loopback';
import { loadavg, runMain } from '../record';
import { generateOrders } from './generate';

const COUNT = Number(process.env.BENCH_INBOX_ORDERS ?? 20_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 400);

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function main() {
  const loadBefore = loadavg();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boutique-bench-inbox-'));
  setConfig(readConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn', SEED_DEMO: 'false' }));
  const storage = new LocalDiskStorage(path.join(dataDir, 'uploads'));
  setStorage(storage);
  const { handle, drop } = await openBenchDatabase('pglite', dataDir);
  try {
    setDatabase(handle);
    await migrateDatabase(handle);
    const db = handle.db;
    await generateCatalogue(db, storage, 200);
    await ensureDeliveryZones({ db });
    const orderable = await db.select({ id: products.id, nom: products.nom, prix: products.prixApresPromotion }).from(products).where(and(isNull(products.stock), eq(products.enRupture, false))).limit(20);
    const zones = await db.select({ id: deliveryZones.id, nom: deliveryZones.nom, frais: deliveryZones.frais, delai: deliveryZones.delai }).from(deliveryZones);
    await generateOrders({ db, count: COUNT, products: orderable, zones });
    // GET /commandes as the bench asks it: every status, no search, no days, 20 a page.
    const query = orderListQuerySchema.parse({});
    const ways = {
      'one statement (now)': () => listOrders(query),
      'two statements (before)': async () => {
        const now = new Date();
        await countOrders({ query, now });
        return db.select(summaryColumns(orders)).from(orders).where(listCondition(query, now)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(20);
      },
    };
    const times: Record<string, number[]> = Object.fromEntries(Object.keys(ways).map((name) => [name, []]));
    for (let i = 0; i < 50; i += 1) for (const read of Object.values(ways)) await read();
    for (let i = 0; i < CALLS; i += 1) {
      for (const [name, read] of Object.entries(ways)) {
        const began = performance.now();
        await read();
        times[name].push(performance.now() - began);
      }
    }
    console.log(`PGlite, ${COUNT} orders, the inbox's first page read ${CALLS} times each way, alternating (load ${loadBefore} before, ${loadavg()} after):`);
    for (const [name, list] of Object.entries(times)) {
      const sorted = [...list].sort((a, b) => a - b);
      console.log(`  ${name.padEnd(24)} median ${quantile(sorted, 0.5).toFixed(2)} ms, p90 ${quantile(sorted, 0.9).toFixed(2)} ms, p99 ${quantile(sorted, 0.99).toFixed(2)} ms`);
    }
  } finally {
    await handle.close();
    setDatabase(undefined);
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main);
