// API benchmark (issue 4): 10,000 products; requests per second and p50 / p99 latency at 32 connections for
// the first page, a search and a filtered, sorted page, on PGlite and on PostgreSQL, next to a bare
// node:http server answering the same bytes (the ceiling).
//
//   node --import tsx bench/api/run.ts            (BENCH_DURATION=10 seconds per run, BENCH_PRODUCTS=10000,
//                                                   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres,
//                                                   BENCH_ONLY=pglite|postgres)
//
// The load generator (autocannon) runs in a child process, so that it does not share the server's event loop;
// both stay on loopback. Each run is bounded in time (BENCH_DURATION) or in count (BENCH_MAX_REQUESTS), and
// killed if it overruns either.
import { execFile } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { readConfig, setConfig } from '@/server/config';
import { type DatabaseHandle, setDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { createHttpApp } from '@/server/http/http-app';
import { listProducts } from '@/server/services/catalog/list-products';
import { setReadCacheEnabled } from '@/server/services/catalog/read-cache';
import { LocalDiskStorage, setStorage } from '@/server/storage/storage';
import { countQueries } from '@test/query-counter';
import { productQuerySchema } from '@/shared/catalog/schemas';
import { generateCatalogue } from './catalogue';
import { close, listen, openBenchDatabase } from '../loopback';
import { QUICK, record, runMain, started } from '../record';

const DURATION = Number(process.env.BENCH_DURATION ?? (QUICK ? 2 : 10));
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? (QUICK ? 1_000 : 10_000));
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS ?? 0);
const CONNECTIONS = 32;
const ONLY = process.env.BENCH_ONLY;
/** `info` writes the production's JSON log line per request (to stdout: redirect it); `warn` leaves it out. */
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface Measure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

interface ScenarioResult {
  database: string;
  scenario: string;
  path: string;
  queries: number;
  bytes: number;
  uncached: Measure;
  cached: Measure;
  ceiling: Measure;
}

function load(url: string): Promise<Measure> {
  // Bounded in time (-d) and, when BENCH_MAX_REQUESTS is set, in count (-a, which autocannon lets override
  // -d); a hard stop well after both in any case.
  const bound = MAX_REQUESTS > 0 ? ['-a', String(MAX_REQUESTS)] : ['-d', String(DURATION)];
  const args = [AUTOCANNON, '-c', String(CONNECTIONS), ...bound, '-t', '10', '-j', url];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { timeout: (DURATION + 60) * 1000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      const result = JSON.parse(stdout);
      resolve({
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
        total: result.requests.total,
      });
    });
  });
}

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<ScenarioResult[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `boutique-bench-${kind}-`));
  setConfig(readConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'bench', LOG_LEVEL: LOG_LEVEL, SEED_DEMO: 'false' }));
  const storage = new LocalDiskStorage(path.join(dataDir, 'uploads'));
  setStorage(storage);
  let handle: DatabaseHandle | undefined;
  let drop = async () => {};
  const server = createServer(getRequestListener(createHttpApp().fetch));
  try {
    ({ handle, drop } = await openBenchDatabase(kind, dataDir));
    setDatabase(handle);
    await migrateDatabase(handle);
    const started = Date.now();
    const { categoryId } = await generateCatalogue(handle.db, storage, PRODUCTS);
    console.log(`[${kind}] ${PRODUCTS} products generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const base = await listen(server);

    const scenarios = [
      { scenario: 'first page', path: '/api/v1/produits/' },
      { scenario: 'search', path: '/api/v1/produits/?search=protien' },
      {
        scenario: 'filtered, sorted',
        path: `/api/v1/produits/?type=${categoryId}&minPrice=10000&maxPrice=60000&sortBy=prix&page=2`,
      },
    ];
    const results: ScenarioResult[] = [];
    for (const { scenario, path: target } of scenarios) {
      const query = productQuerySchema.parse(Object.fromEntries(new URL(target, base).searchParams));
      const { queries } = await countQueries(handle.db, () => listProducts(query));
      const response = await fetch(new URL(target, base));
      const bytes = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) throw new Error(`${target} answered ${response.status}`);

      // The ceiling first: a bare node:http server answering the same bytes with the same content type.
      const bare = createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': bytes.length });
        res.end(bytes);
      });
      const bareBase = await listen(bare);
      const ceiling = await load(`${bareBase}${target}`);
      await close(bare);

      const cached = await load(new URL(target, base).toString());
      setReadCacheEnabled(false);
      for (let i = 0; i < 5; i += 1) await (await fetch(new URL(target, base))).arrayBuffer(); // warm-up
      const uncached = await load(new URL(target, base).toString());
      // Requests still queued in the database when the load stops would steal the next run's CPU.
      await (await fetch(new URL(target, base))).arrayBuffer();
      setReadCacheEnabled(true);

      const result = { database: kind, scenario, path: target, queries, bytes: bytes.length, uncached, cached, ceiling };
      results.push(result);
      const pct = (m: Measure) => `${Math.round((m.requestsPerSecond / ceiling.requestsPerSecond) * 100)}%`;
      console.log(
        `[${kind}] ${scenario.padEnd(16)} ${queries} queries, ${bytes.length} B | uncached ${uncached.requestsPerSecond} req/s p50 ${uncached.p50} ms p99 ${uncached.p99} ms (${pct(uncached)})` +
          ` | cached ${cached.requestsPerSecond} req/s p50 ${cached.p50} ms p99 ${cached.p99} ms (${pct(cached)})` +
          ` | ceiling ${ceiling.requestsPerSecond} req/s p99 ${ceiling.p99} ms` +
          (uncached.errors + uncached.non2xx + cached.errors + cached.non2xx > 0 ? ' | ERRORS' : ''),
      );
    }
    return results;
  } finally {
    setReadCacheEnabled(true);
    if (server.listening) await close(server);
    await handle?.close();
    setDatabase(undefined);
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const start = started();
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
  console.log(`machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}`);
  console.log(`${PRODUCTS} products, ${CONNECTIONS} connections, ${DURATION} s per run`);
  const results: ScenarioResult[] = [];
  for (const kind of ['pglite', 'postgres'] as const) {
    if (ONLY && ONLY !== kind) continue;
    results.push(...(await benchDatabase(kind)));
  }
  const outDir = path.join(import.meta.dirname, '..', 'results');
  mkdirSync(outDir, { recursive: true });
  // A quick pass (QUICK=1) only checks the wiring: it leaves the last full run's file alone.
  const file = path.join(outDir, QUICK ? 'quick/api-latest.json' : 'api-latest.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), machine, products: PRODUCTS, connections: CONNECTIONS, duration: DURATION, results }, null, 2)}\n`,
  );
  record('api', start, { products: PRODUCTS, connections: CONNECTIONS, durationSeconds: DURATION, results });
  console.log(`results written to ${path.relative(process.cwd(), file)}`);
}

runMain(main);
