// Test harness for API tests: a fresh database per test file (in-memory PGlite, or a database of its own on
// the PostgreSQL named by TEST_DATABASE_URL, dropped afterwards), a temporary DATA_DIR, and helpers to call
// the API through app.request() as a given administrator.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { settleBackgroundTasks } from '@/server/background';
import { type Config, readConfig, setConfig } from '@/server/config';
import { type DatabaseHandle, type Db, openDatabase, setDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { admins, sessions } from '@/server/db/schema';
import { seedDemoCatalogue } from '@/server/db/seed';
import { createHttpApp } from '@/server/http/http-app';
import { outboxDir, setMailer } from '@/server/mail/mailer';
import { closeRateLimiters } from '@/server/rate-limit/rate-limiters';
import { signAccessToken } from '@/server/services/accounts/access-tokens';
import { hashPassword } from '@/server/services/accounts/passwords';
import { setSmsSender } from '@/server/sms/sms';
import { createStorage, setStorage } from '@/server/storage/storage';
import type { Role } from '@/shared/constants';
import { STEP_UP } from '@/shared/auth/step-up';
import type { Pagination } from '@/shared/answers';

export interface TestAdmin {
  id: string;
  email: string;
  password: string;
  role: Role;
  /**
   * A valid access token of a live session, opened now (a fresh sign-in, which counts as a step-up for its first
   * minutes) unless `signedInMinutesAgo` says otherwise.
   */
  token: string;
  sessionId: string;
}

export interface TestBackend {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  dataDir: string;
  app: ReturnType<typeof createHttpApp>;
  /** Calls the API (path relative to /api/v1) and parses the JSON envelope. */
  call(method: string, apiPath: string, options?: CallOptions): Promise<CallResult>;
  createAdmin(options?: Partial<Pick<TestAdmin, 'email' | 'password' | 'role'>> & AdminFlags): Promise<TestAdmin>;
  /** Signs in through POST /auth/login and returns the tokens; throws when refused. */
  signIn(identifier: string, password: string): Promise<{ accessToken: string; refreshToken: string }>;
  /**
   * The header of a step-up (POST /auth/step-up with the password), which inviting, blocking and unblocking an
   * administrator ask for (docs/decisions/026-step-up.md): `headers: await t().stepUp(boss)`. Throws when refused.
   */
  stepUp(admin: Pick<TestAdmin, 'token' | 'password'>, headers?: Record<string, string>): Promise<Record<string, string>>;
  /** Waits for the work requests left running after answering (e-mails, SMS). */
  settle(): Promise<void>;
  /** What the outbox holds (oldest first), once background work has finished: `.eml` e-mails or `.sms.txt` texts. */
  outbox(kind: 'mail' | 'sms'): Promise<OutboxItem[]>;
  close(): Promise<void>;
}

export interface OutboxItem {
  file: string;
  content: string;
}

interface AdminFlags {
  verified?: boolean;
  locked?: boolean;
  nom?: string;
  prenom?: string;
  numero?: string | null;
  /** How long ago the session's sign-in was (`sessions.created_at`): past STEP_UP.minutes, guarded calls ask for a step-up. */
  signedInMinutesAgo?: number;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: test assertions read arbitrary envelopes
  body: { success: boolean; status: number; code?: string; message: string; data: any; pagination?: Pagination };
}

export const usesPostgres = () => process.env.BOUTIQUE_TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;

/** An empty database of the test's own (PGlite, or PostgreSQL when the project says so), not yet migrated. */
/** A database of its own on the PostgreSQL server of adminUrl, dropped by drop() (connections and all). */
export async function createScratchDatabase(adminUrl: string, prefix = 'boutique_test'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (!usesPostgres()) {
    return { handle: await openDatabase({}), drop: async () => {} };
  }
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string);
  return { handle: await openDatabase({ url: scratch.url }), drop: scratch.drop };
}

export async function createTestBackend(options: { seed?: boolean; env?: Record<string, string> } = {}): Promise<TestBackend> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boutique-test-'));
  const config = readConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://boutique.test',
    SEED_DEMO: 'false',
    ...options.env,
  });
  setConfig(config);
  // Mail and SMS adapters are chosen again from this backend's configuration (SMTP_URL, SMS_API_URL).
  setMailer(undefined);
  setSmsSender(undefined);
  // Local disk under the test's DATA_DIR, or the S3-compatible server named by S3_* in options.env.
  const storage = createStorage(config);
  setStorage(storage);
  const { handle, drop } = await openTestDatabase();
  setDatabase(handle);
  await migrateDatabase(handle);
  if (options.seed) await seedDemoCatalogue(handle.db, storage);
  const app = createHttpApp();
  let adminCount = 0;

  const backend: TestBackend = {
    config,
    database: handle,
    db: handle.db,
    dataDir,
    app,
    async call(method, apiPath, callOptions = {}) {
      const headers: Record<string, string> = { ...callOptions.headers };
      if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
      let body = callOptions.body;
      if (callOptions.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(callOptions.json);
      }
      const response = await app.request(`/api/v1${apiPath}`, { method, headers, body });
      const text = await response.text();
      let parsed: CallResult['body'];
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new Error(`Non-JSON answer (${response.status}) for ${method} ${apiPath}: ${text.slice(0, 200)}`);
      }
      return { status: response.status, headers: response.headers, body: parsed };
    },
    async createAdmin(adminOptions = {}) {
      adminCount += 1;
      const role = adminOptions.role ?? 'admin';
      const email = adminOptions.email ?? `admin${adminCount}-${randomBytes(3).toString('hex')}@boutique.test`;
      const password = adminOptions.password ?? 'MotDePasse-Solide-1';
      const [row] = await handle.db
        .insert(admins)
        .values({
          email,
          nom: adminOptions.nom ?? `Nom${adminCount}`,
          prenom: adminOptions.prenom ?? `Prénom${adminCount}`,
          numero: adminOptions.numero ?? null,
          typeUtilisateur: role,
          passwordHash: await hashPassword(password),
          emailVerifie: adminOptions.verified ?? true,
          compteVerrouille: adminOptions.locked ?? false,
        })
        .returning({ id: admins.id });
      const ago = adminOptions.signedInMinutesAgo;
      const signedInAt = ago === undefined ? {} : { createdAt: new Date(Date.now() - ago * 60_000) };
      const [session] = await handle.db.insert(sessions).values({ adminId: row.id, ...signedInAt }).returning({ id: sessions.id });
      const token = await signAccessToken({ adminId: row.id, sessionId: session.id, role });
      return { id: row.id, email, password, role, token, sessionId: session.id };
    },
    async signIn(identifier, password) {
      const { status, body } = await backend.call('POST', '/auth/login', { json: { identifier, password } });
      if (status !== 200) throw new Error(`sign-in refused (${status}): ${body.message}`);
      return { accessToken: body.data.accessToken, refreshToken: body.data.refreshToken };
    },
    async stepUp(admin, headers = {}) {
      const { status, body } = await backend.call('POST', '/auth/step-up', { token: admin.token, json: { currentPassword: admin.password }, headers });
      if (status !== 200) throw new Error(`step-up refused (${status}): ${body.message}`);
      return { ...headers, [STEP_UP.header]: body.data.stepUpToken };
    },
    async settle() {
      await settleBackgroundTasks();
    },
    async outbox(kind) {
      await settleBackgroundTasks();
      const dir = outboxDir(dataDir);
      const suffix = kind === 'mail' ? '.eml' : '.sms.txt';
      let names: string[];
      try {
        names = readdirSync(dir);
      } catch {
        return [];
      }
      return names
        .filter((name) => name.endsWith(suffix))
        .sort()
        .map((name) => ({ file: name, content: readFileSync(path.join(dir, name), 'utf8') }));
    },
    async close() {
      await settleBackgroundTasks();
      await closeRateLimiters();
      setMailer(undefined);
      setSmsSender(undefined);
      await handle.close();
      setDatabase(undefined);
      setStorage(undefined);
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return backend;
}

/** Opens a backend before the file's tests and closes it after: `const t = useTestBackend();` then `t().call(...)`. */
export function useTestBackend(options: Parameters<typeof createTestBackend>[0] = {}): () => TestBackend {
  let backend: TestBackend | undefined;
  beforeAll(async () => {
    backend = await createTestBackend(options);
  });
  afterAll(async () => {
    await backend?.close();
  });
  return () => {
    if (!backend) throw new Error('test backend not ready');
    return backend;
  };
}
