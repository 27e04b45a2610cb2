// Product creation under storefront load: how long an administrator waits for "Produit créé" while 50
// connections read the shop.
//
//   npm run build && node --import tsx bench/writes/under-load.ts
//
// Starts the built server (server.ts, production mode) on a free loopback port with a temporary DATA_DIR and
// the demo catalogue, then, for BENCH_DURATION seconds (default 60):
// - a child process runs autocannon with BENCH_CONNECTIONS connections (default 50) cycling through the home
//   page, /pro, a product page, the API's first page, a product, a category listing and two searches;
// - this process creates a product with BENCH_IMAGES photos (default 5, 2000×1500 JPEGs drawn with sharp)
//   every BENCH_WRITE_INTERVAL_MS (default 1500), without waiting for the previous one (at most 8 in flight),
//   and records each creation's latency.
// BENCH_URL measures a server already running instead (BENCH_ADMIN_EMAIL / BENCH_ADMIN_PASSWORD sign in);
// BENCH_CONNECTIONS=0 measures the writes alone; BENCH_SERVER_OUTPUT=1 shows the server's standard error.
// Everything stays on loopback; the load and the writes stop by themselves at the end of the duration.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { QUICK, record, started } from '../record';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? (QUICK ? 10 : 60));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WRITE_INTERVAL_MS = Number(process.env.BENCH_WRITE_INTERVAL_MS ?? 1500);
const IMAGES = Number(process.env.BENCH_IMAGES ?? 5);
const MAX_IN_FLIGHT = 8;
/** The back office gives up after this long: a creation slower than that is a failure the user sees. */
const CLIENT_TIMEOUT_MS = 10_000;
const ADMIN = {
  email: process.env.BENCH_ADMIN_EMAIL ?? 'bench@boutique.test',
  password: process.env.BENCH_ADMIN_PASSWORD ?? 'Bench-Admin-2026!',
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boutique-bench-writes-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
    if (process.env.BENCH_SERVER_OUTPUT) process.stderr.write(chunk);
  });
  const deadline = Date.now() + 180_000;
  while (!output.includes('Boutique prête')) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url: `http://127.0.0.1:${port}`, child, dataDir };
}

/** A photo-like picture: smooth colour fields with grain, so that it compresses like a real photo (about 1 MB). */
async function photo(seed: number): Promise<Buffer> {
  const width = 2000;
  const height = 1500;
  const raw = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  const noise = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return (state >> 16) % 24;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width + noise();
      raw[i + 1] = (y * 255) / height + noise();
      raw[i + 2] = ((x + y + seed * 97) % 512) / 2 + noise();
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

async function json(response: Response) {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${response.status}: ${text.slice(0, 200)}`);
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function runLoad(url: string, paths: string[]): { done: Promise<Record<string, unknown>>; child?: ChildProcess } {
  if (CONNECTIONS === 0) return { done: Promise.resolve({}) };
  let child: ChildProcess | undefined;
  const done = new Promise<Record<string, unknown>>((resolve, reject) => {
    child = execFile(
      process.execPath,
      [path.join(import.meta.dirname, 'mixed-load.mjs'), url, String(CONNECTIONS), String(DURATION_S), JSON.stringify(paths)],
      { timeout: (DURATION_S + 60) * 1000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))),
    );
  });
  return { done, child: child as unknown as ChildProcess };
}

async function main() {
  const own = process.env.BENCH_URL ? null : await startServer();
  const url = process.env.BENCH_URL ?? (own as { url: string }).url;
  try {
    const login = await json(
      await fetch(`${url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: ADMIN.email, password: ADMIN.password }),
      }),
    );
    const token: string = login.data.accessToken;
    const categories = (await json(await fetch(`${url}/api/v1/types/`))).data;
    const category = categories.find((entry: { sousTypes: unknown[] }) => entry.sousTypes.length > 0) ?? categories[0];
    const first = (await json(await fetch(`${url}/api/v1/produits/`))).data[0];
    const photos = await Promise.all(Array.from({ length: IMAGES }, (_, i) => photo(i + 1)));
    console.log(`photos: ${IMAGES} × ${(photos.reduce((sum, bytes) => sum + bytes.length, 0) / IMAGES / 1024).toFixed(0)} KB`);

    const paths = [
      '/',
      '/pro',
      `/produits/${first._id}`,
      '/api/v1/produits/',
      `/api/v1/produits/${first._id}`,
      `/api/v1/produits/?type=${category._id}&sortBy=prix&page=1`,
      '/api/v1/produits/?search=proteine',
      '/api/v1/produits/?search=vitamine%20c',
    ];
    const start = started();
    const loadBefore = readFileSync('/proc/loadavg', 'utf8').trim();
    const load = runLoad(url, paths);
    // autocannon's own start-up before the first write.
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const latencies: number[] = [];
    const failures: string[] = [];
    const inFlight = new Set<Promise<void>>();
    const end = Date.now() + (DURATION_S - 2) * 1000;
    let sequence = 0;
    while (Date.now() < end) {
      if (inFlight.size < MAX_IN_FLIGHT) {
        sequence += 1;
        const form = new FormData();
        form.set('nom', `Produit du banc ${sequence} ${Date.now()}`);
        form.set('description', 'Créé par le banc d’écriture sous charge.');
        form.set('prix', '15000');
        form.set('typeProduit', category._id);
        if (category.sousTypes[0]) form.set('sousTypeProduit', category.sousTypes[0]._id);
        form.set('stock', '5');
        for (const [i, bytes] of photos.entries()) form.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `photo-${i + 1}.jpg`);
        const started = performance.now();
        const write = fetch(`${url}/api/v1/produits/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
          signal: AbortSignal.timeout(60_000),
        })
          .then(async (response) => {
            const elapsed = performance.now() - started;
            await response.arrayBuffer();
            if (response.status !== 201) failures.push(`HTTP ${response.status}`);
            else latencies.push(elapsed);
          })
          .catch((error: unknown) => {
            failures.push(String(error));
          })
          .finally(() => inFlight.delete(write));
        inFlight.add(write);
      }
      await new Promise((resolve) => setTimeout(resolve, WRITE_INTERVAL_MS));
    }
    await Promise.all(inFlight);
    const loadDuring = readFileSync('/proc/loadavg', 'utf8').trim();
    const reads = await load.done;

    const sorted = [...latencies].sort((a, b) => a - b);
    const ms = (value: number) => Math.round(value);
    const figures = {
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      writeIntervalMs: WRITE_INTERVAL_MS,
      images: IMAGES,
      writes: {
        created: latencies.length,
        failed: failures.length,
        failures: [...new Set(failures)],
        p50: ms(percentile(sorted, 50)),
        p90: ms(percentile(sorted, 90)),
        max: ms(sorted.at(-1) ?? Number.NaN),
        overClientTimeout: sorted.filter((value) => value > CLIENT_TIMEOUT_MS).length,
        all: sorted.map(ms),
      },
      reads,
      loadavg: { before: loadBefore, after: loadDuring },
      cpus: os.cpus().length,
    };
    console.log(JSON.stringify(figures, null, 2));
    record('writes', start, figures);
  } finally {
    if (own) {
      own.child.kill('SIGTERM');
      await new Promise((resolve) => own.child.once('exit', resolve));
      rmSync(own.dataDir, { recursive: true, force: true });
    }
  }
}

await main();
