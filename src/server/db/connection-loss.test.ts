// The shop's PostgreSQL connections cut under it (pg_terminate_backend, as a failover or an operator would):
// reads are asked again on a new connection and answer as if nothing happened; a write whose connection was
// cut answers a French 503, never repeated; the shop answers again at once, without a restart. PostgreSQL
// only: an embedded database has no connection to lose.
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, setDatabase } from '@/server/db/client';
import { sessions } from '@/server/db/schema';
import { setReadCacheEnabled } from '@/server/services/catalog/read-cache';
import { type TestBackend, useTestBackend, usesPostgres } from '@test/harness';

const READ_CUT = 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.';
const WRITE_CUT =
  "La connexion à la base de données a été interrompue : la modification n'a peut-être pas été enregistrée. Vérifiez-la avant de réessayer.";

describe.skipIf(!usesPostgres())('PostgreSQL connections cut under load', () => {
  const t = useTestBackend({ seed: true });
  /** A connection of the test's own to the shop's database: it holds locks and cuts the shop's connections. */
  let operator: pg.Client;
  let database: string;

  beforeAll(async () => {
    const result = (await t().db.execute(sql`SELECT current_database() AS name`)) as unknown as pg.QueryResult<{ name: string }>;
    database = result.rows[0].name;
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${database}`;
    operator = new pg.Client({ connectionString: url.toString() });
    await operator.connect();
    // Every read reaches the database.
    setReadCacheEnabled(false);
  });
  afterEach(async () => {
    await operator.query('ROLLBACK');
  });
  afterAll(async () => {
    setReadCacheEnabled(true);
    await operator?.end();
  });

  /** Connections already ended: PostgreSQL may list them a moment longer. */
  const ended = new Set<number>();

  /** Ends every connection the shop has to its database; returns how many. */
  async function cutConnections(): Promise<number> {
    // In the select list, not the WHERE clause: PostgreSQL may test a WHERE clause's conditions in any order.
    const { rows } = await operator.query<{ pid: number; ended: boolean }>(
      'SELECT pid, pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    const cut = rows.filter((row) => row.ended && !ended.has(row.pid));
    for (const row of cut) ended.add(row.pid);
    return cut.length;
  }

  /** Resolves once `count` of the shop's statements wait for a lock the operator holds. */
  async function waitingForLock(count: number): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      if (attempt === 1_000) throw new Error(`fewer than ${count} statements waiting for the lock`);
      const { rows } = await operator.query<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'",
        [database],
      );
      if (rows.filter((row) => !ended.has(row.pid)).length >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const get = (backend: TestBackend, path: string) => backend.call('GET', path);

  it('asks a read cut off in the middle again on a new connection: the shopper gets the catalogue', async () => {
    const { body: listing } = await get(t(), '/produits?limit=3');
    const product = listing.data[0];
    await operator.query('BEGIN');
    await operator.query('LOCK TABLE products IN ACCESS EXCLUSIVE MODE');
    const reads = [
      get(t(), '/produits?limit=5'),
      get(t(), '/produits?search=proteine'),
      get(t(), `/produits/${product._id}`),
      get(t(), '/produits/best?limit=4'),
      get(t(), '/produits?sortBy=prix&limit=7'),
    ];
    // Some reads wait for the table, the others for those: cutting then interrupts at least one in the middle.
    await waitingForLock(1);
    expect(await cutConnections()).toBeGreaterThanOrEqual(1);
    await operator.query('COMMIT');

    const answers = await Promise.all(reads);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0].body.data).toHaveLength(5);
    expect(answers[1].body.data.length).toBeGreaterThan(0);
    expect(answers[2].body.data).toMatchObject({ _id: product._id, nom: product.nom });
  });

  it('answers a French 503, never a 500, while PostgreSQL cannot be reached at all', async () => {
    const admin = await t().createAdmin();
    // Nothing listens on port 1: every connection is refused.
    const unreachable = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/boutique' });
    setDatabase(unreachable);
    try {
      const read = await get(t(), '/produits?limit=2');
      expect(read.status).toBe(503);
      expect(read.headers.get('retry-after')).toBe('5');
      expect(read.body).toEqual({ success: false, status: 503, code: 'database_unavailable', message: READ_CUT, data: null });
      const write = await t().call('POST', '/types', { token: admin.token, json: { nom: 'Thés du Fouta' } });
      expect(write.status).toBe(503);
      expect(write.body.message).toBe(WRITE_CUT);
    } finally {
      setDatabase(t().database);
      await unreachable.close();
    }
    expect((await get(t(), '/produits?limit=2')).status).toBe(200);
  });

  it('answers a French 503 to a write inside a transaction cut off in the middle, and stores nothing', async () => {
    const admin = await t().createAdmin();
    await operator.query('BEGIN');
    await operator.query('LOCK TABLE categories IN ACCESS EXCLUSIVE MODE');
    const write = t().call('POST', '/types', { token: admin.token, json: { nom: 'Épices du Sahel' } });
    await waitingForLock(1);
    await cutConnections();
    await operator.query('COMMIT');

    const answer = await write;
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ success: false, status: 503, code: 'database_write_interrupted', message: WRITE_CUT, data: null });
    const { body } = await get(t(), '/types');
    expect(body.data.map((category: { nom: string }) => category.nom)).not.toContain('Épices du Sahel');
  });

  it('never repeats a write outside a transaction whose connection was cut: it answers 503', async () => {
    const admin = await t().createAdmin();
    const { refreshToken } = await t().signIn(admin.email, admin.password);
    const [session] = await t().db.select().from(sessions).where(eq(sessions.adminId, admin.id)).orderBy(sessions.createdAt);
    // Reads of the session go through; its ending (one UPDATE, no transaction) waits for the row.
    await operator.query('BEGIN');
    await operator.query('SELECT id FROM sessions WHERE admin_id = $1 FOR UPDATE', [admin.id]);
    const write = t().call('POST', '/auth/logout', { json: { refreshToken } });
    await waitingForLock(1);
    await cutConnections();
    await operator.query('COMMIT');

    const answer = await write;
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe(WRITE_CUT);
    // Statement aborted with its connection: the session is still live, and signing out again works.
    const [after] = await t().db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(after.revokedAt).toBeNull();
    expect((await t().call('POST', '/auth/logout', { json: { refreshToken } })).status).toBe(200);
  });

  it('loses no read while its connections are cut again and again, and answers within 5 s of the last cut', async () => {
    const words = ['proteine', 'vitamine', 'creme', 'curcuma', 'omega', 'collagene', 'magnesium', 'whey', 'the', 'miel'];
    let stop = false;
    const failures: string[] = [];
    let served = 0;
    const worker = async (n: number) => {
      for (let i = 0; !stop; i += 1) {
        const word = words[(n + i) % words.length];
        const path = i % 3 === 0 ? `/produits?search=${word}&page=${(i % 4) + 1}` : i % 3 === 1 ? `/produits?limit=${(i % 20) + 1}` : '/types';
        const answer = await get(t(), path);
        if (answer.status === 200) served += 1;
        else failures.push(`${path}: ${answer.status} ${answer.body.message}`);
      }
    };
    const workers = Array.from({ length: 8 }, (_, n) => worker(n));
    let cut = 0;
    for (let round = 0; round < 6; round += 1) {
      // Let the load reach the database again between two cuts.
      const before = served;
      while (served < before + 20 && failures.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      cut += await cutConnections();
    }
    const lastCut = Date.now();
    const health = await get(t(), '/health');
    const recovered = Date.now() - lastCut;
    stop = true;
    await Promise.all(workers);

    expect(cut).toBeGreaterThanOrEqual(6);
    expect(failures).toEqual([]);
    expect(health.status).toBe(200);
    expect(recovered).toBeLessThan(5_000);
  });
});
