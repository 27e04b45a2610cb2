// The process as an operator runs it: health, one process per data directory, graceful stop, crash safety.
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { admins, categories, productImages, products } from '@/server/db/schema';
import { SEED_CATEGORIES, SEED_PRODUCTS } from '@/server/db/seed-data';
import { ADMIN, freePort, spawnServer, startServer, waitForExit } from './harness';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
function tempDataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'boutique-proc-'));
  dirs.push(dir);
  return dir;
}

async function readBack(dataDir: string) {
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'pgdata') });
  try {
    const count = async (table: typeof products | typeof categories | typeof productImages) =>
      (await handle.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
    const superAdmins = await handle.db
      .select({ email: admins.email, role: admins.typeUtilisateur, verified: admins.emailVerifie })
      .from(admins);
    return { products: await count(products), categories: await count(categories), images: await count(productImages), superAdmins };
  } finally {
    await handle.close();
  }
}

/** scripts/first-start.ts's last log line. */
const FIRST_START_DONE = 'data directory prepared';

describe('the server process', () => {
  it('serves health and the home page, seeds the demo catalogue and the super administrator, stops cleanly on SIGTERM', async () => {
    const dataDir = tempDataDir();
    // Served over https by a proxy in front of it.
    const server = await startServer({ dataDir, env: { PUBLIC_URL: 'https://boutique.example' } });
    const health = await fetch(`${server.url}/api/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ success: true, status: 200, message: 'Service opérationnel', data: { database: 'ok' } });
    const home = await fetch(server.url);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');
    // The page names no software or version.
    expect(home.headers.get('x-powered-by')).toBeNull();
    expect(home.headers.get('server')).toBeNull();
    for (const response of [home, health]) expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(server.output()).toContain('Boutique prête');
    // What is left before going live, one line each, as the dashboard's 'Mise en ligne' (docs/product.md, "Going live").
    await expect.poll(() => server.output()).toContain('Mise en ligne : 7 points à régler.');
    expect(server.output()).toContain('  [fait] La boutique a son adresse https.');
    expect(server.output()).toContain('  [à faire] Remplacez le numéro WhatsApp de démonstration (+221 77 000 00 00) par celui de la boutique.');
    // No mail server configured in production: said at start.
    expect(server.output()).toContain('SMTP_URL is not set: e-mails (account verification, invitations, password resets) are written to the outbox');
    expect((await fetch(`${server.url}/uploads/%E0%A4%A.webp`)).status).toBe(404);

    // A second process on the same data directory exits at once, with a clear message.
    const second = spawnServer(await freePort(), dataDir);
    let secondOutput = '';
    second.stderr?.on('data', (chunk) => {
      secondOutput += chunk;
    });
    expect(await waitForExit(second)).not.toBe(0);
    expect(secondOutput).toContain('Une autre instance de la boutique utilise déjà ce dossier de données');

    expect(await server.stop()).toBe(0);
    expect(existsSync(path.join(dataDir, 'boutique.lock'))).toBe(false);

    // Everything the server made in its data directory (database, signing key, pictures) is its user's alone.
    const entries = [dataDir, ...readdirSync(dataDir, { recursive: true }).map((entry) => path.join(dataDir, String(entry)))];
    expect(entries.some((entry) => entry.includes(`${path.sep}uploads${path.sep}`))).toBe(true);
    expect(entries.some((entry) => entry.includes(`${path.sep}pgdata${path.sep}`))).toBe(true);
    const open = entries.filter((entry) => (lstatSync(entry).mode & 0o077) !== 0);
    expect(open).toEqual([]);

    const stored = await readBack(dataDir);
    expect(stored.products).toBe(SEED_PRODUCTS.length);
    expect(stored.categories).toBe(SEED_CATEGORIES.length);
    expect(stored.superAdmins).toEqual([{ email: ADMIN.email, role: 'SUPER_ADMIN', verified: true }]);
  });

  it('as `npm start`, prepares a new data directory in a process of its own, then serves the demo catalogue', async () => {
    const dataDir = tempDataDir();
    const first = await startServer({ dataDir, npmStart: true, env: { LOG_LEVEL: 'info' } });
    expect(first.output()).toContain(FIRST_START_DONE);
    const listed = await (await fetch(`${first.url}/api/v1/produits?limit=1`)).json();
    expect(listed.pagination.total).toBe(SEED_PRODUCTS.length);
    expect(await first.stop()).toBe(0);

    // Once prepared, the directory is opened by the server alone, compiled: no compiler's process left beside it,
    // and the bundle it runs is the one used last (docs/decisions/029-compiled-server.md).
    const since = Date.now() - 1_000;
    const again = await startServer({ dataDir, npmStart: true, env: { LOG_LEVEL: 'info' } });
    expect(again.output()).not.toContain(FIRST_START_DONE);
    expect((await fetch(`${again.url}/api/v1/health`)).status).toBe(200);
    expect(childrenOf(again.process.pid as number)).toEqual([]);
    const bundles = path.join(ROOT_DIR, 'node_modules', '.cache', 'boutique-server');
    const latest = Math.max(...readdirSync(bundles).map((entry) => statSync(path.join(bundles, entry)).mtimeMs));
    expect(latest).toBeGreaterThanOrEqual(since);
    expect(await again.stop()).toBe(0);
    expect((await readBack(dataDir)).products).toBe(SEED_PRODUCTS.length);
  });

  const ROOT_DIR = path.resolve(import.meta.dirname, '..', '..');

/** The processes whose parent is `pid`, from /proc. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

// How long the server waits, quiet, before it collects (5 s) is src/server/idle-collector.test.ts's, on a clock
  // of its own; here, the order of things on the running server.
  it('as `npm start`, collects the garbage of a burst once, after its last answer', async () => {
    const server = await startServer({ npmStart: true, env: { LOG_LEVEL: 'debug' } });
    try {
      for (let i = 0; i < 40; i += 1) await (await fetch(`${server.url}/${i % 2 ? 'pro' : ''}`)).arrayBuffer();
      const burstEnd = Date.now();
      const collections = () =>
        server
          .output()
          .split('\n')
          .filter((line) => line.includes('"quiet: garbage collected"'))
          .map((line) => JSON.parse(line) as { time: string; ms: number; heapUsedMiB: number });
      const afterBurst = () => collections().filter((c) => Date.parse(c.time) > burstEnd);
      while (afterBurst().length === 0) await new Promise((resolve) => setTimeout(resolve, 200));
      // Then nobody asks anything for a while (the server looks every second): nothing more to give back.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const [collection, ...more] = afterBurst();
      expect(more).toEqual([]);
      expect(collection.heapUsedMiB).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  });

  it('refuses to start with a JWT_SECRET shorter than 32 bytes, saying why', async () => {
    const child = spawnServer(await freePort(), tempDataDir(), { JWT_SECRET: 'trop-court' });
    let output = '';
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    expect(await waitForExit(child)).toBe(1);
    expect(output).toContain('JWT_SECRET est trop court (10 octets) : il en faut au moins 32.');
  });

  it('restarts cleanly after SIGKILL in the middle of seeding and seeds exactly once', async () => {
    const dataDir = tempDataDir();
    const first = spawnServer(await freePort(), dataDir);
    const seedDir = path.join(dataDir, 'uploads', 'seed');
    // Kill it while it is drawing the demo pictures, before the catalogue rows are committed.
    while (!(existsSync(seedDir) && readdirSync(seedDir).length >= 20)) {
      if (first.exitCode !== null) throw new Error('seeding never started');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    first.kill('SIGKILL');
    await waitForExit(first);
    expect(existsSync(path.join(dataDir, 'boutique.lock'))).toBe(true);

    const second = await startServer({ dataDir });
    expect((await fetch(`${second.url}/api/v1/health`)).status).toBe(200);
    expect(await second.stop()).toBe(0);

    const stored = await readBack(dataDir);
    expect(stored.products).toBe(SEED_PRODUCTS.length);
    expect(stored.images).toBe(SEED_PRODUCTS.length);
    expect(stored.categories).toBe(SEED_CATEGORIES.length);
  });
});
