// The shop under a steady mixed load for ten minutes (bench/README.md, "Soak"): 50 keep-alive connections going
// through storefront pages, API reads and searches, and about 2 % of administrator price updates, while this process
// creates and deletes a product with a picture every few seconds. Checks: no error, the p99 of each minute about
// the same, memory flat (RSS of the server's process tree every 10 s, and its slope by least squares over the last
// eight minutes). After `next build`:
//   npm run bench:soak            (SOAK_SECONDS=600, SOAK_CONNECTIONS=50, SOAK_CREATE_EVERY_MS=5000, SOAK_TIMEOUT_MS=30000,
//                                  SOAK_PRICE_UPDATE_EVERY_MS, SOAK_WRITES_UNTIL_S)
//
// The load is bench/pages/load.ts's generator, in one-minute slices (a child process each), with a mix of requests.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ADMIN, apiSignIn, type RunningServer, startServer } from '../../tests/e2e/harness';
import { type LoadResult, loadInChild, type MixedRequest } from '../pages/load';
import { quiet, serverMemory } from '../proc';
import { MEMORY_TARGET_MIB, QUICK, record, runMain, started } from '../record';

const SECONDS = Number(process.env.SOAK_SECONDS ?? (QUICK ? 60 : 600));
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50);
const SLICE_SECONDS = Math.min(60, SECONDS);
const CREATE_EVERY_MS = Number(process.env.SOAK_CREATE_EVERY_MS ?? 5_000);
/**
 * Price updates at a fixed pace (one every this many ms) instead of 2 % of the mix: a share of the requests makes
 * the write rate follow the throughput (24 a second at 1,200 req/s), a pace keeps it at what administrators do.
 */
const PRICE_UPDATE_EVERY_MS = process.env.SOAK_PRICE_UPDATE_EVERY_MS ? Number(process.env.SOAK_PRICE_UPDATE_EVERY_MS) : null;
/**
 * The writes stop after this many seconds when set, the reads going on: memory that comes back down then was the
 * writes' working memory, memory that stays was kept (bench/README.md, "Soak").
 */
const WRITES_UNTIL_S = process.env.SOAK_WRITES_UNTIL_S ? Number(process.env.SOAK_WRITES_UNTIL_S) : null;
const SAMPLE_EVERY_MS = 10_000;
/** An answer slower than this counts as an error (a timeout) and its connection is replaced, as a visitor gives up. */
const TIMEOUT_MS = Number(process.env.SOAK_TIMEOUT_MS ?? 30_000);
/** The slope is fitted over this last part of the run: the first minutes fill caches and the young heap. */
const SLOPE_WINDOW_S = Math.min(480, Math.round(SECONDS * 0.8));
export const SOAK_TARGET = { errors: 0, rssMiB: MEMORY_TARGET_MIB, slopeMiBPerMinute: 1, p99Spread: 2, p99Ms: 200 };

interface Product {
  _id: string;
  nom: string;
  description: string | null;
  prix: number;
  pourcentPromotion: number;
  aLaUne: boolean;
  enRupture: boolean;
  stock: number | null;
  typeProduit: { _id: string };
  sousTypeProduit: { _id: string } | null;
}

interface Sample {
  atSeconds: number;
  rssMiB: number;
}

interface Slice {
  minute: number;
  result: LoadResult;
}

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`${response.status}: ${text.slice(0, 200)}`);
  }
}

/** Least-squares slope of y over x. */
export function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((sum, p) => sum + p.x, 0) / n;
  const my = points.reduce((sum, p) => sum + p.y, 0) / n;
  const sxy = points.reduce((sum, p) => sum + (p.x - mx) * (p.y - my), 0);
  const sxx = points.reduce((sum, p) => sum + (p.x - mx) ** 2, 0);
  return sxx === 0 ? 0 : sxy / sxx;
}

/** The product's fields as the back office sends them, with another price. */
const priceUpdate = (edited: Product, prix: number): string =>
  JSON.stringify({
    nom: edited.nom,
    description: edited.description ?? '',
    prix,
    pourcentPromotion: edited.pourcentPromotion,
    aLaUne: edited.aLaUne,
    enRupture: edited.enRupture,
    typeProduit: edited.typeProduit._id,
    sousTypeProduit: edited.sousTypeProduit?._id ?? null,
  });

/** The mix: pages 40 %, API reads 30 %, searches 28 %, price updates 2 % (two prices in turn; none at a fixed pace). */
function mix(products: Product[], categoryId: string, token: string): MixedRequest[] {
  const api = { Accept: 'application/json' };
  const edited = products[0];
  const write = (prix: number): MixedRequest => ({
    label: 'PUT /api/v1/produits/{id} (price)',
    method: 'PUT',
    path: `/api/v1/produits/${edited._id}`,
    headers: { ...api, 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: priceUpdate(edited, prix),
  });
  const product = (index: number) => products[index % products.length]._id;
  return [
    { label: '/', path: '/', weight: 10 },
    { label: '/pro', path: '/pro', weight: 8 },
    { label: '/pro?categorie=…', path: `/pro?categorie=${categoryId}`, weight: 6 },
    { label: '/produits/… (3 products)', path: `/produits/${product(1)}`, weight: 4 },
    { label: '/produits/… (3 products)', path: `/produits/${product(2)}`, weight: 3 },
    { label: '/produits/… (3 products)', path: `/produits/${product(3)}`, weight: 3 },
    { label: '/faq', path: '/faq', weight: 6 },
    { label: 'GET /api/v1/produits/', path: '/api/v1/produits/', headers: api, weight: 10 },
    { label: 'GET /api/v1/produits/{id}', path: `/api/v1/produits/${product(4)}`, headers: api, weight: 8 },
    { label: 'GET /api/v1/types', path: '/api/v1/types', headers: api, weight: 6 },
    { label: 'GET /api/v1/produits/?type=…&sortBy=prix', path: `/api/v1/produits/?type=${categoryId}&sortBy=prix`, headers: api, weight: 6 },
    { label: 'GET /api/v1/produits/?search=…', path: '/api/v1/produits/?search=whey', headers: api, weight: 10 },
    { label: 'GET /api/v1/produits/?search=…', path: '/api/v1/produits/?search=protien', headers: api, weight: 9 },
    { label: 'GET /api/v1/produits/?search=…', path: '/api/v1/produits/?search=creatine%20optimum', headers: api, weight: 9 },
    ...(PRICE_UPDATE_EVERY_MS === null ? [{ ...write(edited.prix + 100), weight: 1 }, { ...write(edited.prix), weight: 1 }] : []),
  ];
}

async function main() {
  const start = started();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boutique-soak-'));
  let server: RunningServer | undefined;
  try {
    // As the shop runs from its second start on (bench/README.md, "Storefront pages": the first draws the demo pictures).
    await (await startServer({ dataDir })).stop();
    server = await startServer({ dataDir });
    const running = server;
    // Stopped early (Ctrl-C): the server goes with this process.
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => running.stop().finally(() => process.exit(130)));
    const base = server.url;
    const pid = server.process.pid as number;
    const categories = (await json<{ data: { _id: string }[] }>(await fetch(`${base}/api/v1/types`))).data;
    const products = (await json<{ data: Product[] }>(await fetch(`${base}/api/v1/produits/?limit=8`))).data;
    if (!categories[0] || products.length < 5) throw new Error('the demo data has too few categories or products');
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .jpeg({ quality: 85 })
      .toBuffer();

    const samples: Sample[] = [];
    const began = performance.now();
    const sample = () => samples.push({ atSeconds: Math.round((performance.now() - began) / 1000), rssMiB: serverMemory(pid).rss / 2 ** 20 });
    sample();
    const sampler = setInterval(sample, SAMPLE_EVERY_MS);

    // Administrator writes beside the load: a product created (one picture) then deleted, every CREATE_EVERY_MS.
    const writes = { created: 0, deleted: 0, failed: [] as string[], createMs: [] as number[] };
    let token = (await apiSignIn(base, ADMIN.email, ADMIN.password)).accessToken;
    let writing = true;
    const stillWriting = () => writing && (WRITES_UNTIL_S === null || performance.now() - began < WRITES_UNTIL_S * 1000);
    const writer = (async () => {
      while (stillWriting()) {
        const next = performance.now() + CREATE_EVERY_MS;
        try {
          const form = new FormData();
          form.set('nom', `Produit d'essai ${writes.created + 1}`);
          form.set('prix', '12500');
          form.set('typeProduit', categories[0]._id);
          form.append('images', new Blob([picture], { type: 'image/jpeg' }), 'essai.jpg');
          const sent = performance.now();
          const created = await fetch(`${base}/api/v1/produits`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
          const body = await json<{ data: { _id: string } }>(created);
          if (created.status !== 201) throw new Error(`creation answered ${created.status}`);
          writes.createMs.push(performance.now() - sent);
          writes.created += 1;
          const deleted = await fetch(`${base}/api/v1/produits/${body.data._id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
          await deleted.arrayBuffer();
          if (deleted.status !== 200) throw new Error(`deletion answered ${deleted.status}`);
          writes.deleted += 1;
        } catch (error) {
          writes.failed.push(`${Math.round((performance.now() - began) / 1000)} s: ${(error as Error).message}`);
        }
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
      }
    })();

    // Price updates at a fixed pace, when asked for instead of a share of the mix.
    let priceUpdates = 0;
    const pricer = (async () => {
      if (PRICE_UPDATE_EVERY_MS === null) return;
      const edited = products[0];
      while (stillWriting()) {
        const next = performance.now() + PRICE_UPDATE_EVERY_MS;
        try {
          const updated = await fetch(`${base}/api/v1/produits/${edited._id}`, {
            method: 'PUT',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
            body: priceUpdate(edited, edited.prix + (priceUpdates % 2) * 100),
          });
          await updated.arrayBuffer();
          if (updated.status !== 200) throw new Error(`price update answered ${updated.status}`);
          priceUpdates += 1;
        } catch (error) {
          writes.failed.push(`${Math.round((performance.now() - began) / 1000)} s: ${(error as Error).message}`);
        }
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
      }
    })();

    const slices: Slice[] = [];
    console.log(`soak: ${SECONDS} s, ${CONNECTIONS} connections, server pid ${pid}, load ${start.loadBefore}`);
    for (let minute = 1; (minute - 1) * SLICE_SECONDS < SECONDS; minute += 1) {
      const seconds = Math.min(SLICE_SECONDS, SECONDS - (minute - 1) * SLICE_SECONDS);
      // A fresh access token for every slice (they live 15 minutes): one sign-in a minute, under the sign-in's rate limit.
      token = (await apiSignIn(base, ADMIN.email, ADMIN.password)).accessToken;
      const result = await loadInChild({ url: base, requests: mix(products, categories[0]._id, token), connections: CONNECTIONS, durationMs: seconds * 1000, timeoutMs: TIMEOUT_MS });
      slices.push({ minute, result });
      const last = samples[samples.length - 1];
      console.log(
        `minute ${minute}: ${result.requestsPerSecond} req/s, p50 ${result.p50} p99 ${result.p99} max ${result.max} ms,` +
          ` errors ${result.errors}/${result.timeouts}/${result.non2xx}, RSS ${last.rssMiB.toFixed(0)} MiB, load ${os.loadavg()[0].toFixed(2)}`,
      );
    }
    writing = false;
    await Promise.all([writer, pricer]);
    clearInterval(sampler);
    sample();
    // The load over: what the server keeps once it has collected (the shop's "after the load" memory).
    await quiet();
    const afterQuietMiB = Math.round(serverMemory(pid).rss / 2 ** 20);

    const total = performance.now() - began;
    const windowStart = total / 1000 - SLOPE_WINDOW_S;
    const fitted = samples.filter((s) => s.atSeconds >= windowStart).map((s) => ({ x: s.atSeconds / 60, y: s.rssMiB }));
    const p99s = slices.map((s) => s.result.p99);
    const errors = slices.reduce((sum, s) => sum + s.result.errors + s.result.timeouts + s.result.non2xx, 0) + writes.failed.length;
    const sortedCreate = [...writes.createMs].sort((a, b) => a - b);
    const byLabel: Record<string, { requests: number; non2xx: number; worstP99: number }> = {};
    for (const s of slices) {
      for (const [label, counts] of Object.entries(s.result.byLabel ?? {})) {
        byLabel[label] ??= { requests: 0, non2xx: 0, worstP99: 0 };
        byLabel[label].requests += counts.requests;
        byLabel[label].non2xx += counts.non2xx;
        byLabel[label].worstP99 = Math.max(byLabel[label].worstP99, counts.p99);
      }
    }
    const figures = {
      seconds: SECONDS,
      connections: CONNECTIONS,
      timeoutMs: TIMEOUT_MS,
      createEveryMs: CREATE_EVERY_MS,
      requests: slices.reduce((sum, s) => sum + s.result.requests, 0),
      errors,
      minutes: slices.map((s) => ({
        minute: s.minute,
        requestsPerSecond: s.result.requestsPerSecond,
        p50: s.result.p50,
        p99: s.result.p99,
        max: s.result.max,
        errors: s.result.errors,
        timeouts: s.result.timeouts,
        non2xx: s.result.non2xx,
        statuses: s.result.statuses,
        generatorCpuPercent: s.result.cpuPercent,
      })),
      byLabel,
      p99: { min: Math.min(...p99s), max: Math.max(...p99s), spread: Math.round((Math.max(...p99s) / Math.max(0.01, Math.min(...p99s))) * 100) / 100 },
      memory: {
        samples: samples.map((s) => ({ atSeconds: s.atSeconds, rssMiB: Math.round(s.rssMiB) })),
        firstMiB: Math.round(samples[0].rssMiB),
        lastMiB: Math.round(samples[samples.length - 1].rssMiB),
        maxMiB: Math.round(Math.max(...samples.map((s) => s.rssMiB))),
        afterQuietMiB,
        peakOfProcessMiB: Math.round(serverMemory(pid).peak / 2 ** 20),
        slopeWindowSeconds: SLOPE_WINDOW_S,
        slopeMiBPerMinute: Math.round(slope(fitted) * 100) / 100,
      },
      writes: {
        untilSeconds: WRITES_UNTIL_S,
        priceUpdates: PRICE_UPDATE_EVERY_MS === null ? (Object.entries(byLabel).find(([label]) => label.startsWith('PUT'))?.[1].requests ?? 0) : priceUpdates,
        priceUpdateEveryMs: PRICE_UPDATE_EVERY_MS,
        created: writes.created,
        deleted: writes.deleted,
        failed: writes.failed,
        createP50Ms: Math.round(sortedCreate[Math.floor(sortedCreate.length / 2)] ?? 0),
        createMaxMs: Math.round(sortedCreate[sortedCreate.length - 1] ?? 0),
      },
      target: SOAK_TARGET,
    };
    const file = record('soak', start, figures);
    console.log(
      `\n${figures.requests} requests, ${errors} errors; p99 per minute ${figures.p99.min}–${figures.p99.max} ms;` +
        ` RSS ${figures.memory.firstMiB} → ${figures.memory.lastMiB} MiB (max ${figures.memory.maxMiB}),` +
        ` slope ${figures.memory.slopeMiBPerMinute} MiB/min over the last ${SLOPE_WINDOW_S} s, ${afterQuietMiB} MiB once quiet; written to ${file}`,
    );
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main);
