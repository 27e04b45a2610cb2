// An unexpected database error is logged without the values of its statement or of the rows PostgreSQL quotes
// (docs/SECURITY.md, "Customers' personal data"): a customer's phone never reaches the log, while what a diagnosis
// needs (the SQLSTATE, the table, the constraint, the statement with its placeholders) does.
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { admins } from '@/server/db/schema';
import { getLogger, loggerOptions, setLogger } from '@/server/logger';
import { useTestBackend } from '@test/harness';
import { createApi } from './app';

const backend = useTestBackend();
const PHONE = '+221770009931';

let lines: string[] = [];
let previous: ReturnType<typeof getLogger>;

beforeEach(() => {
  previous = getLogger();
  lines = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  setLogger(pino(loggerOptions('info'), sink));
});

afterEach(() => setLogger(previous));

/** The API with one more route that fails as `fail` does, and the one error line it logs. */
async function loggedFailure(fail: () => Promise<unknown>) {
  lines = [];
  const app = createApi();
  app.get('/__database-error', async (c) => c.json(await fail()));
  const response = await app.request('/api/v1/__database-error');
  expect(response.status).toBe(500);
  const errors = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'unhandled error');
  expect(errors).toHaveLength(1);
  return { text: lines.join(''), err: errors[0].err };
}

describe('the log of an unexpected database error', () => {
  it('keeps the code, table, constraint and statement, and not the phone in its values or in the row PostgreSQL quotes', async () => {
    const first = await backend().createAdmin();
    const second = await backend().createAdmin();
    await backend().db.update(admins).set({ numero: PHONE }).where(eq(admins.id, first.id));
    const { text, err } = await loggedFailure(() => backend().db.update(admins).set({ numero: PHONE }).where(eq(admins.id, second.id)));
    expect(text).not.toContain(PHONE);
    expect(text).not.toContain(PHONE.slice(4));
    expect(err.query).toMatch(/^update "admins" set "numero" = \$1 where "admins"\."id" = \$2$/);
    expect(err.paramCount).toBe(2);
    expect(err.message).toBe(`Failed query: ${err.query}`);
    const driver = err.cause;
    expect(driver).toMatchObject({ code: '23505', table: 'admins', constraint: 'admins_numero_key' });
    expect(driver.message).toContain('admins_numero_key');
    expect(driver).not.toHaveProperty('detail');
    expect(err.stack).toMatch(/\n\s+at /);
  });

  it('masks a value PostgreSQL quotes in its message, and keeps the names it quotes', async () => {
    const { text, err } = await loggedFailure(() => backend().db.execute(sql`select ${PHONE}::integer as n`));
    expect(text).not.toContain(PHONE);
    expect(err.cause).toMatchObject({ code: '22003', message: 'value "[masqué]" is out of range for type integer' });
    const missing = await loggedFailure(() => backend().db.execute(sql`select * from "commandes_inconnues" where client = ${PHONE}`));
    expect(missing.text).not.toContain(PHONE);
    expect(missing.err.cause.message).toBe('relation "commandes_inconnues" does not exist');
  });
});
