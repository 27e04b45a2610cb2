// Start-up refusals and the data directory's permissions, on the real start-up path (PGlite on disk).
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startBackend, startupRefusal } from './bootstrap';
import { products } from './db/schema';
import { readConfig } from './config';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'boutique-start-'));
  dirs.push(dir);
  return dir;
}
const mode = (target: string) => statSync(target).mode & 0o777;

describe('start-up', () => {
  it('refuses a JWT_SECRET shorter than 32 bytes, in French and English, before touching DATA_DIR', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const config = readConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'secret-de-31-octets-seulement!!', SEED_DEMO: 'false' });
    await expect(startBackend(config)).rejects.toThrow(
      'JWT_SECRET est trop court (31 octets) : il en faut au moins 32. Générez-en un (par exemple : openssl rand -base64 48) ' +
        'ou retirez JWT_SECRET pour que la boutique en crée un dans DATA_DIR. / JWT_SECRET is too short (31 bytes): at least 32 are required.',
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it("refuses an ADMIN_URL that is no http(s) origin, or names PUBLIC_URL's host, in French, before touching DATA_DIR", async () => {
    const refusals: [string, string][] = [
      ['ftp://admin.example.sn', "ADMIN_URL (« ftp://admin.example.sn ») n'est pas l'adresse d'un site en http ou https"],
      ['admin.example.sn', "ADMIN_URL (« admin.example.sn ») n'est pas l'adresse d'un site en http ou https"],
      ['https://admin.example.sn/back-office', "ADMIN_URL (« https://admin.example.sn/back-office ») n'est pas l'adresse d'un site en http ou https"],
      ['https://boutique.example.sn', 'ADMIN_URL (« https://boutique.example.sn ») doit désigner un autre hôte que PUBLIC_URL'],
      ['http://BOUTIQUE.example.sn', 'ADMIN_URL (« http://BOUTIQUE.example.sn ») doit désigner un autre hôte que PUBLIC_URL'],
    ];
    for (const [adminUrl, message] of refusals) {
      const dataDir = path.join(tempDir(), 'data');
      const config = readConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'https://boutique.example.sn', ADMIN_URL: adminUrl, SEED_DEMO: 'false' });
      const refused = await startBackend(config).then(
        async (backend) => {
          await backend.close();
          return null;
        },
        (error: unknown) => error,
      );
      expect(refused, adminUrl).toBeInstanceOf(Error);
      expect(startupRefusal(refused), adminUrl).toContain(message);
      expect(existsSync(dataDir), adminUrl).toBe(false);
    }
  });

  it('starts with an ADMIN_URL of its own host, its trailing slash dropped', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const config = readConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'https://boutique.example.sn', ADMIN_URL: 'https://admin.example.sn/', SEED_DEMO: 'false' });
    const backend = await startBackend(config);
    expect(backend.config.adminUrl).toBe('https://admin.example.sn');
    await backend.close();
  });

  it('closes to group and others a DATA_DIR made by an earlier version with the default modes', async () => {
    const dataDir = tempDir();
    chmodSync(dataDir, 0o755);
    mkdirSync(path.join(dataDir, 'outbox'), { mode: 0o755 });
    writeFileSync(path.join(dataDir, 'outbox', 'ancien.eml'), 'lien', { mode: 0o644 });
    writeFileSync(path.join(dataDir, 'jwt-secret'), `${'s'.repeat(64)}\n`, { mode: 0o644 });
    const backend = await startBackend(readConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', ADMIN_PASSWORD: 'MotDePasse-Solide-1' }));
    try {
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(path.join(dataDir, 'outbox'))).toBe(0o700);
      expect(mode(path.join(dataDir, 'jwt-secret'))).toBe(0o600);
    } finally {
      await backend.close();
    }
    // The database files too, those PGlite unpacks with its own modes included.
    const entries = readdirSync(path.join(dataDir, 'pgdata'), { recursive: true }).map((entry) => path.join(dataDir, 'pgdata', String(entry)));
    expect(entries.length).toBeGreaterThan(100);
    expect(entries.filter((entry) => (statSync(entry).mode & 0o077) !== 0)).toEqual([]);
  });

  it('never seeds the demo catalogue into a shop first started with SEED_DEMO=false, even while it has no category', async () => {
    const dataDir = tempDir();
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'test', DATA_DIR: dataDir, ADMIN_PASSWORD: 'MotDePasse-Solide-1' };
    const first = await startBackend(readConfig({ ...env, SEED_DEMO: 'false' }));
    await first.close();
    // A later start without the variable (SEED_DEMO's default is true), as after a restore.
    const later = await startBackend(readConfig(env));
    try {
      const [row] = await later.database.db.select({ n: sql<number>`count(*)::int` }).from(products);
      expect(row.n).toBe(0);
    } finally {
      await later.close();
    }
  });

  it('accepts a JWT_SECRET of 32 bytes', async () => {
    const dataDir = tempDir();
    const backend = await startBackend(
      readConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), SEED_DEMO: 'false', ADMIN_PASSWORD: 'MotDePasse-Solide-1' }),
    );
    await backend.close();
  });
});
