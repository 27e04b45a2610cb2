// Sign-in timing: an unknown account, an invited account without a password and a wrong password should
// answer 401 after the same work, so that the time taken does not tell whether an account exists. The tests
// prove the work (one password verification each, src/server/api/auth.test.ts); this measures the time.
//
//   node --import tsx bench/accounts/decoy-timing.ts        (BENCH_ROUNDS=20)
//
// In process, through the API app, on an in-memory PGlite. Prints the median and spread of each case, and the
// ratio of each median to the wrong password's: near 1 is the goal (the wrong password also records the
// failure). A busy machine moves the figures, which is why they are not a test.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig, setConfig } from '@/server/config';
import { openDatabase, setDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { admins, signInAttempts } from '@/server/db/schema';
import { createHttpApp } from '@/server/http/http-app';
import { hashPassword } from '@/server/services/accounts/passwords';
import { QUICK, record, started } from '../record';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (QUICK ? 5 : 20));
const start = started();
const PASSWORD = 'Bench-Decoy-2026!';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boutique-bench-decoy-'));
setConfig(
  readConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    RATE_LIMIT_LOGIN: '100000/60',
    LOG_LEVEL: 'silent',
  }),
);
const handle = await openDatabase({});
setDatabase(handle);

try {
  await migrateDatabase(handle);
  const passwordHash = await hashPassword(PASSWORD);
  await handle.db.insert(admins).values([
    { email: 'known@boutique.test', passwordHash, emailVerifie: true },
    { email: 'invited@boutique.test', passwordHash: null, emailVerifie: false },
  ]);
  const app = createHttpApp();

  const signIn = async (identifier: string): Promise<number> => {
    const started = performance.now();
    const response = await app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier, password: 'not-the-password' }),
    });
    const elapsed = performance.now() - started;
    if (response.status !== 401) throw new Error(`${identifier}: expected 401, got ${response.status}`);
    return elapsed;
  };

  const cases = { 'unknown account': 'nobody@boutique.test', 'invited, no password': 'invited@boutique.test', 'wrong password': 'known@boutique.test' };
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
  await signIn('warm-up@boutique.test');
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, identifier] of Object.entries(cases)) times[name].push(await signIn(identifier));
    // Keeps every identifier below the lock and the slow-down (docs/decisions/010-sign-in-lockout.md).
    await handle.db.delete(signInAttempts);
  }

  const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * q)];
  const reference = quantile(times['wrong password'], 0.5);
  console.log(`${ROUNDS} rounds, Node ${process.version}, ${os.cpus().length} CPU`);
  console.log('case                     p10 ms   median ms   p90 ms   median / wrong password');
  for (const [name, values] of Object.entries(times)) {
    const median = quantile(values, 0.5);
    console.log(
      `${name.padEnd(24)} ${quantile(values, 0.1).toFixed(1).padStart(6)} ${median.toFixed(1).padStart(11)} ${quantile(values, 0.9).toFixed(1).padStart(8)}   ${(median / reference).toFixed(2)}`,
    );
  }
  const medians = Object.entries(times).map(([name, values]) => {
    const median = quantile(values, 0.5);
    return { case: name, medianMs: Math.round(median * 10) / 10, ratio: Math.round((median / reference) * 100) / 100 };
  });
  record('accounts', start, { rounds: ROUNDS, cases: medians });
} finally {
  setDatabase(undefined);
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
