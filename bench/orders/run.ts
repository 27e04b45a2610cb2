// Orders benchmark (docs/product.md, "Orders"; bench/README.md, "Orders"): on PGlite (on disk) and on PostgreSQL,
//   1. 10,000 shoppers' orders (POST /api/v1/commandes, three lines — one of a product's variant — and a zone, each
//      with its own idempotency key) at 32 connections, while three administrators confirm them as they come (POST
//      /commandes/{id}/confirmer, which takes the tracked line's stock and the variant's) — orders per second, p50 /
//      p99, confirmations and their errors — then every reference checked: 10,000 distinct, numbered 1 to 10,000
//      without a gap, the month's counter at 10,000, and the tracked product's and variant's stocks down by exactly
//      what the confirmations took;
//   2. over 20,000 orders of 120 days (customers, statuses, payments, lines): the inbox's first page, a search by
//      phone and the dashboard's figures, as an administrator, each at 32 connections and at 4 (a few administrators
//      at once) — req/s, p50 / p99.
//
//   node --import tsx bench/orders/run.ts   (BENCH_DURATION=10 seconds per read run, BENCH_ORDERS=10000,
//                                             BENCH_INBOX_ORDERS=20000, BENCH_ONLY=pglite|postgres,
//                                             BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres)
//
// Writes bench/results/orders.json and bench/orders/RESULTS.md, with the machine's load before and after.
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import { readConfig, setConfig } from '@/server/config';
import { type DatabaseHandle, setDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { orders, products, productVariants, } from '@/server/db/schema';
import { createHttpApp } from '@/server/http/http-app';
import { closeRateLimiters } from '@/server/rate-limit/rate-limiters';
import { ensureDeliveryZones } from '@/server/services/zones/seed-zones';
import { LocalDiskStorage, setStorage } from '@/server/storage/storage';
import { generateCatalogue } from '../api/catalogue';
import { generateOrders } from './generate';
import { orderingShop } from './shop';
import { close, listen, openBenchDatabase } from '../loopback';
import { QUICK, loadavg, machine, record, runMain, started } from '../record';

const DURATION = Number(process.env.BENCH_DURATION ?? (QUICK ? 2 : 10));
const ORDERS = Number(process.env.BENCH_ORDERS ?? (QUICK ? 1_000 : 10_000));
const INBOX_ORDERS = Number(process.env.BENCH_INBOX_ORDERS ?? (QUICK ? 2_000 : 20_000));
const CONNECTIONS = 32;
const FEW_CONNECTIONS = 4;
const ONLY = process.env.BENCH_ONLY;
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

const TARGETS = { ordersPerSecond: 200, orderP99: 200, readP99: 50 };
/** The administrators confirming orders while they are recorded. */
const CONFIRMERS = 3;
/** The tracked product's stock: more than any run orders. */
const TRACKED_STOCK = 10_000_000;

interface Measure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
  seconds: number;
}

interface LoadOptions {
  url: string;
  connections: number;
  /** Bounded by a count of requests, else by DURATION. */
  amount?: number;
  method?: string;
  body?: string;
  headers?: Record<string, string>;
  /** `[<id>]` in the body becomes a new id on every request (autocannon's -I): each order its own key. */
  idReplacement?: boolean;
}

function load(options: LoadOptions): Promise<Measure> {
  const bound = options.amount ? ['-a', String(options.amount)] : ['-d', String(DURATION)];
  const args = [AUTOCANNON, '-c', String(options.connections), ...bound, '-t', '20', '-j'];
  if (options.method) args.push('-m', options.method);
  if (options.body) args.push('-b', options.body);
  if (options.idReplacement) args.push('-I');
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`);
  args.push(options.url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { timeout: 15 * 60_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      const result = JSON.parse(stdout);
      resolve({
        requestsPerSecond: Math.round(result.requests.total / (result.duration || 1)),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
        total: result.requests.total,
        seconds: Math.round(result.duration * 10) / 10,
      });
    });
  });
}

/** What the administrators confirming beside the recording did. */
interface Confirming {
  confirmed: number;
  /** Answers other than 200, and refused connections. */
  errors: number;
  /** The tracked product's stock matches the confirmations exactly. */
  stockExact: boolean;
}

interface DatabaseResult {
  database: string;
  recording: Measure & { orders: number; distinctReferences: number; firstNumber: number; lastNumber: number; counter: number; missing: number; confirming: Confirming };
  reads: { scenario: string; path: string; connections: number; measure: Measure }[];
}

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<DatabaseResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `boutique-bench-orders-${kind}-`));
  setConfig(
    readConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn', SEED_DEMO: 'false', RATE_LIMIT_ORDER: '100000000/60' }),
  );
  const storage = new LocalDiskStorage(path.join(dataDir, 'uploads'));
  setStorage(storage);
  let handle: DatabaseHandle | undefined;
  let drop = async () => {};
  const server = createServer(getRequestListener(createHttpApp().fetch));
  // As server.ts keeps them: a client's idle connection outlives the catalogue's generation between two loads.
  server.keepAliveTimeout = 65_000;
  try {
    ({ handle, drop } = await openBenchDatabase(kind, dataDir));
    setDatabase(handle);
    await migrateDatabase(handle);
    const db = handle.db;
    await generateCatalogue(db, storage, 500);
    await ensureDeliveryZones({ db });
    const base = await listen(server);

    // 1. Recording orders: a product whose stock is not tracked, and one whose stock is (too large to run out), that
    // the confirmations take from.
    const { orderable, tracked, variant, zones, plateau, token } = await orderingShop(db, TRACKED_STOCK);
    const body = JSON.stringify({
      lignes: [
        { produitId: orderable[0].id, quantite: 2 },
        { produitId: tracked.id, quantite: 1 },
        { produitId: orderable[2].id, varianteId: variant.id, quantite: 1 },
      ],
      zoneId: plateau?.id,
      pointDeRepere: 'En face de la pharmacie',
      idempotencyKey: '[<id>]',
    });
    // A few orders first, so that the run measures the shop warm (the first compiles its statements).
    for (let i = 0; i < 20; i += 1) {
      const warm = await fetch(`${base}/api/v1/commandes`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body.replace('[<id>]', randomUUID()) });
      if (warm.status !== 201) throw new Error(`warm-up order answered ${warm.status}: ${await warm.text()}`);
    }
    await db.execute(sql`truncate orders, order_lines, order_events, order_counters, stock_movements`);
    await db.update(products).set({ stock: TRACKED_STOCK }).where(eq(products.id, tracked.id));
    await db.update(productVariants).set({ stock: TRACKED_STOCK }).where(eq(productVariants.id, variant.id));
    let stillRecording = true;
    const confirming: Confirming = { confirmed: 0, errors: 0, stockExact: false };
    // An administrator takes the oldest new orders and confirms them one by one, until the recording ends.
    const administrator = async (turn: number) => {
      while (stillRecording) {
        const waiting = await db
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.statut, 'nouvelle'))
          .orderBy(orders.createdAt)
          .limit(CONFIRMERS * 10);
        const mine = waiting.filter((_, index) => index % CONFIRMERS === turn);
        if (mine.length === 0) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          continue;
        }
        for (const { id } of mine) {
          const answer = await fetch(`${base}/api/v1/commandes/${id}/confirmer`, { method: 'POST', headers: { authorization: `Bearer ${token}` } }).catch(() => null);
          const status = answer?.status ?? 0;
          await answer?.arrayBuffer();
          // 409: another administrator confirmed it first — what two people pressing at once see.
          if (status === 200) confirming.confirmed += 1;
          else if (status !== 409) confirming.errors += 1;
        }
      }
    };
    const administrators = Array.from({ length: CONFIRMERS }, (_, turn) => administrator(turn));
    const recorded = await load({
      url: `${base}/api/v1/commandes`,
      connections: CONNECTIONS,
      amount: ORDERS,
      method: 'POST',
      body,
      idReplacement: true,
      headers: { 'content-type': 'application/json' },
    }).finally(() => {
      stillRecording = false;
    });
    await Promise.all(administrators);
    const [{ stock }] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, tracked.id));
    const [{ stock: variantStock }] = await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variant.id));
    confirming.stockExact = stock === TRACKED_STOCK - confirming.confirmed && variantStock === TRACKED_STOCK - confirming.confirmed;
    const [check] = (
      (await db.execute(sql`
        select count(*)::integer as orders, count(distinct reference)::integer as distinct_references,
          min(split_part(reference, '-', 3)::integer) as first_number, max(split_part(reference, '-', 3)::integer) as last_number,
          (select max(dernier) from order_counters) as counter,
          (select count(*)::integer from generate_series(1, (select max(dernier) from order_counters)) as n
            where not exists (select 1 from orders where split_part(reference, '-', 3)::integer = n)) as missing
        from orders`)) as unknown as { rows: { orders: number; distinct_references: number; first_number: number; last_number: number; counter: number; missing: number }[] }
    ).rows;
    const recording = {
      ...recorded,
      orders: Number(check.orders),
      distinctReferences: Number(check.distinct_references),
      firstNumber: Number(check.first_number),
      lastNumber: Number(check.last_number),
      counter: Number(check.counter),
      missing: Number(check.missing),
      confirming,
    };
    console.log(
      `[${kind}] ${ORDERS} orders at ${CONNECTIONS} connections: ${recorded.requestsPerSecond} orders/s, p50 ${recorded.p50} ms, p99 ${recorded.p99} ms, ` +
        `${recorded.non2xx} non-2xx, ${recorded.errors} errors | stored ${recording.orders}, ${recording.distinctReferences} distinct references, ` +
        `numbers ${recording.firstNumber}–${recording.lastNumber}, counter ${recording.counter}, ${recording.missing} missing | ` +
        `${confirming.confirmed} confirmed beside, ${confirming.errors} errors, stock ${confirming.stockExact ? 'exact' : 'WRONG'}`,
    );

    // 2. The inbox and the dashboard over INBOX_ORDERS orders.
    await db.execute(sql`truncate orders, order_lines, order_events, order_counters, stock_movements`);
    const generatedAt = Date.now();
    await generateOrders({ db, count: INBOX_ORDERS, products: orderable, zones });
    console.log(`[${kind}] ${INBOX_ORDERS} orders generated in ${((Date.now() - generatedAt) / 1000).toFixed(1)} s`);
    // A customer's number typed as administrators type it: the local digits, spaced.
    const [{ phone }] = await db
      .select({ phone: orders.clientTelephone })
      .from(orders)
      .where(sql`${orders.clientTelephone} is not null`)
      .orderBy(orders.createdAt)
      .limit(1);
    const digits = (phone as string).slice(4);
    const search = `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`;
    const scenarios = [
      { scenario: "inbox's first page", path: '/api/v1/commandes' },
      { scenario: 'search by phone', path: `/api/v1/commandes?search=${encodeURIComponent(search)}` },
      { scenario: "dashboard's figures", path: '/api/v1/dashboard/commandes' },
    ];
    const reads: DatabaseResult['reads'] = [];
    for (const { scenario, path: target } of scenarios) {
      const probe = await fetch(`${base}${target}`, { headers: { authorization: `Bearer ${token}` } });
      const answer = (await probe.json()) as { data: unknown[]; pagination?: { total: number } };
      if (probe.status !== 200) throw new Error(`${target} answered ${probe.status}`);
      for (let i = 0; i < 10; i += 1) await (await fetch(`${base}${target}`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
      for (const connections of [CONNECTIONS, FEW_CONNECTIONS]) {
        const measure = await load({ url: `${base}${target}`, connections, headers: { authorization: `Bearer ${token}` } });
        reads.push({ scenario, path: target, connections, measure });
        console.log(
          `[${kind}] ${scenario.padEnd(20)} ${String(connections).padStart(2)} connections: ${measure.requestsPerSecond} req/s, p50 ${measure.p50} ms, p99 ${measure.p99} ms` +
            `${measure.non2xx + measure.errors > 0 ? ' ERRORS' : ''}${answer.pagination ? ` (${answer.pagination.total} matches)` : ''}`,
        );
      }
    }
    return { database: kind, recording, reads };
  } finally {
    if (server.listening) await close(server);
    await closeRateLimiters();
    await handle?.close();
    setDatabase(undefined);
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');

function markdown(results: DatabaseResult[], start: { date: string; loadBefore: string }, loadAfter: string): string {
  const box = machine();
  const lines = [
    '# Orders',
    '',
    `Measured ${start.date.slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:orders\` (\`bench/orders/run.ts\`)${QUICK ? ', quick pass' : ''}, on ${box.cores} cores`,
    `(${box.cpuModel}), ${box.memoryGiB} GiB, Node ${box.node}; the machine is shared with other work: load average (1, 5, 15 min,`,
    `running/threads) **${start.loadBefore}** before, **${loadAfter}** after. The server and the load generator (autocannon, in a`,
    'child process) share the machine, on loopback; the rate limit of the orders is raised for the run.',
    '',
    `## Recording orders — ${ORDERS.toLocaleString('en')} orders at ${CONNECTIONS} connections`,
    '',
    `Each \`POST /api/v1/commandes\` carries three lines (one of a tracked stock, one of a variant whose stock is tracked), a zone and a landmark, and its own idempotency key;`,
    `${CONFIRMERS} administrators confirm the new orders meanwhile, each confirmation taking the tracked line's stock and the variant's. Targets: ≥ ${TARGETS.ordersPerSecond} orders/s,`,
    `p99 ≤ ${TARGETS.orderP99} ms, every reference present once, no confirmation failed, the stock down by exactly what they took.`,
    '',
    '| database | orders/s | p50 | p99 | non-2xx / errors | stored | distinct references | numbers | missing | confirmed beside / errors | stock | verdict |',
    '|---|---:|---:|---:|---:|---:|---:|---|---:|---:|---|---|',
    ...results.map(({ database, recording: r }) => {
      const c = r.confirming;
      const ok =
        r.requestsPerSecond >= TARGETS.ordersPerSecond && r.p99 <= TARGETS.orderP99 && r.orders === ORDERS && r.distinctReferences === ORDERS && r.missing === 0 && r.non2xx + r.errors === 0 && c.errors === 0 && c.stockExact;
      return `| ${database} | ${r.requestsPerSecond} | ${r.p50} ms | ${r.p99} ms | ${r.non2xx} / ${r.errors} | ${r.orders} | ${r.distinctReferences} | ${r.firstNumber}–${r.lastNumber} (counter ${r.counter}) | ${r.missing} | ${c.confirmed} / ${c.errors} | ${c.stockExact ? 'exact' : '**wrong**'} | ${verdict(ok)} |`;
    }),
    '',
    `## The inbox and the dashboard — ${INBOX_ORDERS.toLocaleString('en')} orders over 120 days`,
    '',
    `As an administrator (the token's session is read on every call), ${DURATION} s per run, at ${CONNECTIONS} connections and at ${FEW_CONNECTIONS}`,
    `(a few administrators at once). Target: p99 ≤ ${TARGETS.readP99} ms.`,
    '',
    '| database | request | connections | req/s | p50 | p99 | verdict |',
    '|---|---|---:|---:|---:|---:|---|',
    ...results.flatMap(({ database, reads }) =>
      reads.map(
        ({ scenario, connections, measure }) =>
          `| ${database} | ${scenario} | ${connections} | ${measure.requestsPerSecond} | ${measure.p50} ms | ${measure.p99} ms | ${verdict(measure.p99 <= TARGETS.readP99 && measure.non2xx + measure.errors === 0)} |`,
      ),
    ),
    '',
    '## Reading the figures',
    '',
    '- An order costs one statement: it reads the products and, when every line can be ordered, takes the reference',
    "  from the month's counter and writes the order, its lines, its first event and the activity log's entry (the",
    "  orders' trigger adds one to its status's count and to its day). A page of the inbox costs three: the session's read, the",
    "  tabs' counts (five rows kept by that trigger, and the new orders of the last 72 hours) and 20 orders read",
    "  backwards on the index of dates; a search adds the trigram index of `recherche`; the dashboard's figures read",
    "  30 rows of `order_days` (decision 019).",
    '- PGlite runs one statement at a time, in the server\'s own thread: at 32 connections every request waits for',
    '  the 31 others, so its p99 is about 32 times what one request costs the database, whatever the query. The rows',
    '  at 4 connections are what a few administrators at once see. PostgreSQL serves several at once (a pool of 10).',
    '- The machine is shared: with a load average above its 2 cores, the server and autocannon wait for a core',
    '  in turn, which shows first in the p99s. Read each figure with the load above.',
    '',
  ];
  return lines.join('\n');
}

async function main() {
  const start = started();
  const results: DatabaseResult[] = [];
  for (const kind of ['pglite', 'postgres'] as const) {
    if (ONLY && ONLY !== kind) continue;
    results.push(await benchDatabase(kind));
  }
  const loadAfter = loadavg();
  record('orders', start, { orders: ORDERS, inboxOrders: INBOX_ORDERS, connections: CONNECTIONS, durationSeconds: DURATION, targets: TARGETS, results });
  const report = markdown(results, start, loadAfter);
  if (!QUICK) writeFileSync(path.join(import.meta.dirname, 'RESULTS.md'), `${report}\n`);
  console.log(report);
}

runMain(main);
