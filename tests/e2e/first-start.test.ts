// The paths a new owner or an operator takes first, taken as they take them: `npm start` with no variable at
// all, a `.env` file, a backup and a restore, a second start on a running shop, a start refused on a new
// DATA_DIR, two instances started together on an empty PostgreSQL.
//
// The first two tests use the checkout's own `./data`, `.env` and port 3000, as the README's commands do: they
// refuse to touch a checkout that already has them (skipped loudly, and failed in CI, whose clone never has).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, type TestContext } from 'vitest';
import { dataDirInUse } from '@/server/data-dir-lock';
import { mountSmallDisk } from '@test/small-disk';
import { ADMIN, freePort, spawnServer, startServer, waitForExit } from './harness';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const ENV_FILE = path.join(ROOT, '.env');
const DEFAULT_DATA_DIR = path.join(ROOT, 'data');
const NOTICE = /Super administrateur créé\s: (\S+) \/ mot de passe\s: (\S+) \(affiché une seule fois\s: notez-le\)/g;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'boutique-owner-'));
  dirs.push(dir);
  return dir;
}

/** A shell's environment with none of the shop's variables: what a new owner has. */
function bareEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (name !== 'PATH' && name !== 'HOME') delete env[name];
  return env;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });
}

/** A precondition on the checkout the test cannot meet: skipped loudly on a developer's machine, failed in CI. */
function requireClean(context: TestContext, problem: string | null) {
  if (!problem) return;
  if (process.env.CI) throw new Error(`${problem}: this test needs a clean checkout`);
  console.warn(`\n!! SKIPPED "${context.task.name}": ${problem}\n`);
  context.skip();
}

interface Command {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm <args>` in the checkout, in a process group of its own (npm, its shell and node stop together). */
function npm(args: string[]): Command {
  const child = spawn('npm', args, { cwd: ROOT, env: bareEnvironment(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  return { child, output: () => log, exited: waitForExit(child) };
}

async function waitFor(command: Command, text: string, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!command.output().includes(text)) {
    if (command.child.exitCode !== null) throw new Error(`exited with ${command.child.exitCode} before "${text}":\n${command.output()}`);
    if (Date.now() > deadline) throw new Error(`no "${text}" in time:\n${command.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGTERM to the whole group, then waits until the data directory's lock is free (the server has exited). */
async function stopNpm(command: Command, dataDir: string): Promise<void> {
  if (command.child.exitCode === null && command.child.pid) process.kill(-command.child.pid, 'SIGTERM');
  await command.exited;
  for (let i = 0; i < 200 && (await dataDirInUse(dataDir)); i++) await new Promise((resolve) => setTimeout(resolve, 100));
}

async function signIn(base: string, identifier: string, password: string): Promise<number> {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  return response.status;
}

async function productTotal(base: string): Promise<number> {
  const response = await fetch(`${base}/api/v1/produits/?limit=1`);
  const body = (await response.json()) as { pagination: { total: number } };
  return body.pagination.total;
}

describe('a new owner', () => {
  it('runs `npm start` with no variable: the address and the generated password are printed once, and they sign in', async (context) => {
    requireClean(
      context,
      existsSync(DEFAULT_DATA_DIR)
        ? `${DEFAULT_DATA_DIR} exists`
        : existsSync(ENV_FILE)
          ? `${ENV_FILE} exists`
          : (await portIsFree(3000))
            ? null
            : 'port 3000 is in use',
    );
    try {
      const first = npm(['start']);
      try {
        await waitFor(first, 'Back-office : http://localhost:3000/admin');
        const notices = [...first.output().matchAll(NOTICE)];
        expect(notices).toHaveLength(1);
        const [, email, password] = notices[0];
        expect(email).toBe('admin@boutique.local');
        expect(first.output()).toContain('Boutique prête : http://localhost:3000/');
        expect(await signIn('http://127.0.0.1:3000', email, password)).toBe(200);
        // The README's promise: the shop with its demo data.
        expect(await productTotal('http://127.0.0.1:3000')).toBe(60);
      } finally {
        await stopNpm(first, DEFAULT_DATA_DIR);
      }

      const second = npm(['start']);
      try {
        await waitFor(second, 'Back-office : http://localhost:3000/admin');
        expect(second.output()).not.toContain('mot de passe');
        expect(await productTotal('http://127.0.0.1:3000')).toBe(60);
      } finally {
        await stopNpm(second, DEFAULT_DATA_DIR);
      }
    } finally {
      rmSync(DEFAULT_DATA_DIR, { recursive: true, force: true });
    }
  });

  it('keeps its settings in `.env`: npm start, npm run backup and npm run restore all read it', async (context) => {
    requireClean(context, existsSync(ENV_FILE) ? `${ENV_FILE} exists` : null);
    const dir = tempDir();
    const port = await freePort();
    const owner = { email: 'patronne@boutique.test', password: 'Fichier-Env-2026!' };
    const writeEnv = (dataDir: string) =>
      writeFileSync(
        ENV_FILE,
        [
          '# Written by tests/e2e/first-start.test.ts',
          `PORT=${port}`,
          'HOST=127.0.0.1',
          `DATA_DIR=${dataDir}`,
          `ADMIN_EMAIL=${owner.email}`,
          `ADMIN_PASSWORD=${owner.password}`,
          'SEED_DEMO=false',
          `BACKUP_DIR=${path.join(dir, 'sauvegardes')}`,
          'BACKUP_PASSPHRASE=mangue papaye bissap',
          'LOG_LEVEL=warn',
          '',
        ].join('\n'),
      );
    const base = `http://127.0.0.1:${port}`;
    const live = path.join(dir, 'donnees');
    const restored = path.join(dir, 'restauree');
    try {
      writeEnv(live);
      const shop = npm(['start']);
      try {
        await waitFor(shop, `Boutique prête : http://localhost:${port}/`);
        expect(await signIn(base, owner.email, owner.password)).toBe(200);
        expect(await productTotal(base)).toBe(0);
        const backup = npm(['run', 'backup']);
        expect(await backup.exited, backup.output()).toBe(0);
      } finally {
        await stopNpm(shop, live);
      }
      const archives = readdirSync(path.join(dir, 'sauvegardes'));
      // Encrypted with the passphrase the file gives, which the restore then reads from it too.
      expect(archives).toEqual([expect.stringMatching(/^boutique-.+\.tar\.gz\.enc$/)]);

      writeEnv(restored);
      const restore = npm(['run', 'restore', path.join(dir, 'sauvegardes', archives[0])]);
      expect(await restore.exited, restore.output()).toBe(0);
      expect(existsSync(path.join(restored, 'pgdata', 'PG_VERSION'))).toBe(true);

      // The restored shop, started without SEED_DEMO in the environment, is the same shop: no demo catalogue.
      writeFileSync(ENV_FILE, `PORT=${port}\nHOST=127.0.0.1\nDATA_DIR=${restored}\nLOG_LEVEL=warn\n`);
      const again = npm(['start']);
      try {
        await waitFor(again, `Boutique prête : http://localhost:${port}/`);
        expect(again.output()).not.toContain('mot de passe');
        expect(await signIn(base, owner.email, owner.password)).toBe(200);
        expect(await productTotal(base)).toBe(0);
      } finally {
        await stopNpm(again, restored);
      }
    } finally {
      rmSync(ENV_FILE, { force: true });
    }
  });
});

describe('an operator', () => {
  it('starting the shop a second time on a running shop is refused before anything is rebuilt', async () => {
    const running = await startServer({ npmStart: true });
    // A `git pull` made the build stale: a start that built first would empty .next beneath the running shop.
    const source = path.join(ROOT, 'src', 'app', 'layout.tsx');
    const { atime, mtime } = statSync(source);
    const buildId = path.join(ROOT, '.next', 'BUILD_ID');
    const built = statSync(buildId).mtimeMs;
    try {
      utimesSync(source, atime, new Date(Date.now() + 60_000));
      const second = spawnServer(await freePort(), running.dataDir, {}, true);
      let output = '';
      second.stdout?.on('data', (chunk) => {
        output += chunk;
      });
      second.stderr?.on('data', (chunk) => {
        output += chunk;
      });
      expect(await waitForExit(second)).toBe(1);
      expect(output).toContain('Une autre instance de la boutique utilise déjà ce dossier de données');
      expect(output).not.toContain('Construction de la boutique');
      expect(statSync(buildId).mtimeMs).toBe(built);
      expect((await fetch(`${running.url}/api/v1/health`)).status).toBe(200);
      expect((await fetch(`${running.url}/`)).status).toBe(200);
    } finally {
      utimesSync(source, atime, mtime);
      await running.stop();
    }
  });

  async function refusedFirstStart(dataDir: string, env: Record<string, string>): Promise<string> {
    const child = spawnServer(await freePort(), dataDir, env, true);
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    expect(await waitForExit(child)).toBe(1);
    // The French message alone: no stack trace.
    expect(output).not.toMatch(/^\s+at /m);
    return output;
  }

  it('is told in French, without a stack trace, why a new DATA_DIR cannot be started: a short JWT_SECRET', async () => {
    const dataDir = path.join(tempDir(), 'neuf');
    const output = await refusedFirstStart(dataDir, { JWT_SECRET: 'trop-court' });
    expect(output).toContain('JWT_SECRET est trop court (10 octets) : il en faut au moins 32.');
  });

  it('is told in French, without a stack trace, why a new DATA_DIR cannot be started: a read-only disk', async (context) => {
    const disk = mountSmallDisk(16);
    if (!disk) {
      if (process.env.CI) throw new Error('CI runs as root and must mount a tmpfs');
      context.skip();
      return;
    }
    try {
      disk.readOnly(true);
      const output = await refusedFirstStart(disk.path, {});
      expect(output).toContain(`Le dossier de données est en lecture seule (DATA_DIR=${disk.path}) : la boutique ne peut pas démarrer.`);
    } finally {
      disk.unmount();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'starts two instances together on an empty PostgreSQL: both serve, with one super administrator',
    async () => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = `boutique_first_${process.pid}_${Date.now()}`;
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${name}`;
      try {
        // Without the demo seed, both reach the creation of the super administrator within milliseconds.
        const env = { DATABASE_URL: url.toString(), SEED_DEMO: 'false' };
        const [one, two] = await Promise.all([startServer({ env }), startServer({ env })]);
        try {
          expect(await signIn(one.url, ADMIN.email, ADMIN.password)).toBe(200);
          expect(await signIn(two.url, ADMIN.email, ADMIN.password)).toBe(200);
          const shop = new pg.Client({ connectionString: url.toString() });
          await shop.connect();
          try {
            const admins = await shop.query("SELECT email FROM admins WHERE type_utilisateur = 'SUPER_ADMIN'");
            expect(admins.rows).toEqual([{ email: ADMIN.email }]);
          } finally {
            await shop.end();
          }
        } finally {
          await Promise.all([one.stop(), two.stop()]);
        }
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );
});
