// The fuzzer's long run: FUZZ_COUNT (default 10,000) hostile requests over every route of the API and /uploads,
// in-process on an in-memory PGlite (PostgreSQL with BOUTIQUE_TEST_DB=postgres and TEST_DATABASE_URL), checked as in
// `npm test` (src/server/api/fuzz.test.ts runs a few hundred).
// Writes bench/fuzz/RESULTS.md; exits 1 when anything failed, printing the seed to repeat it with.
//   npm run bench:fuzz            (FUZZ_SEED=<n> repeats a run, FUZZ_COUNT=<n> sets its length,
//                                  FUZZ_CONCURRENCY=<n> sends n requests at once, FUZZ_HTTP=1 over node:http)
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { formatFailures, fuzzSeed, prepareFuzzTarget, runFuzz } from '@test/fuzz';
import { createTestBackend, usesPostgres } from '@test/harness';
import { loadavg, record, started } from '../record';

const COUNT = Number(process.env.FUZZ_COUNT ?? 10_000);
/** Requests sent at once (default 1: one after the other, a run the seed repeats exactly). */
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 1);
/** FUZZ_HTTP=1: through node:http on loopback, as server.ts serves the app, with fetch's kept-alive connections. */
const OVER_HTTP = process.env.FUZZ_HTTP === '1';
const RESULTS = path.join(import.meta.dirname, 'RESULTS.md');
/** Raised from 5–10 per window, so that most sign-in and reset requests reach their checks; the rest get 429. */
const RATE_LIMITS = {
  RATE_LIMIT_LOGIN: '200/60',
  RATE_LIMIT_PASSWORD_RESET: '200/900',
  RATE_LIMIT_VERIFICATION: '200/900',
  RATE_LIMIT_NEW_PASSWORD: '200/900',
};

const table = (counts: Record<string, number>, heading: string) =>
  [`| ${heading} | requests |`, '|---|---:|', ...Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)).map(([key, n]) => `| ${key} | ${n.toLocaleString('en')} |`)].join('\n');

async function main() {
  const seed = fuzzSeed();
  const start = started();
  const loadBefore = start.loadBefore;
  const backend = await createTestBackend({ env: RATE_LIMITS });
  let report: Awaited<ReturnType<typeof runFuzz>>;
  try {
    const target = await prepareFuzzTarget(backend);
    const server = OVER_HTTP ? createServer(getRequestListener(backend.app.fetch)) : undefined;
    if (server) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = server ? `http://127.0.0.1:${(server.address() as AddressInfo).port}` : '';
    report = await runFuzz(backend, target, {
      fetch: server ? (url, init) => fetch(base + url, init) : undefined,
      seed,
      count: COUNT,
      concurrency: CONCURRENCY,
      onProgress: (done) => {
        if (done % 1000 < CONCURRENCY) console.log(`${done} / ${COUNT}`);
      },
    });
    server?.close();
  } finally {
    await backend.close();
  }
  const loadAfter = loadavg();
  const seconds = report.durationMs / 1000;
  const { before, after, expected } = report.stored;
  const markdown = `# Fuzzing the API and /uploads

Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:fuzz\` (\`bench/fuzz/run.ts\`, the fuzzer of
\`tests/support/fuzz.ts\`), ${OVER_HTTP ? 'through node:http on loopback (fetch, kept-alive connections)' : 'in-process through `app.request()`'} on ${usesPostgres() ? 'PostgreSQL' : 'an in-memory PGlite'}, ${os.cpus().length} cores
(${os.cpus()[0]?.model.trim()}), Node ${process.version}, shared with other work: load average (1, 5, 15 min)
${loadBefore} before, ${loadAfter} after. Rate limits raised to 200 requests per window (sign-in, reset and
verification requests, new passwords), so that most such requests reach their checks before the 429s.

- Seed **${report.seed}** (\`FUZZ_SEED=${report.seed} npm run bench:fuzz\` repeats this run)
- **${report.requests.toLocaleString('en')} requests**, ${CONCURRENCY === 1 ? 'one at a time' : `${CONCURRENCY} at a time`}, in ${seconds.toFixed(1)} s (${Math.round(report.requests / seconds)} per second), over ${report.routes.length} routes
- **${report.failures.length} failures** (5xx, a request that threw, not the envelope, English in a message, a refusal without a known code, something stored that no acknowledged write explains)
- Stored after the run: ${after.categories} categories (${before.categories} before, ${expected.categories} explained), ${after.products} products (${before.products}, ${expected.products} explained), ${after.admins} administrators (${before.admins}, ${expected.admins} explained), ${after.orders} orders (${before.orders}, ${expected.orders} explained), ${after.zones} delivery zones (${before.zones}, ${expected.zones} explained), ${after.pictures} pictures, the picture folder holding exactly their files

## Statuses

${table(Object.fromEntries(Object.entries(report.statuses).map(([status, n]) => [status, n])), 'status')}

## Codes of the refusals

${table(report.codes, 'code')}

## Credentials sent

${table(report.tokens, 'token')}

## Bodies sent (\`none\`: the reads, and writes sent without a body)

${table(report.bodies, 'body')}

## Routes

${report.routes.map((route) => `\`${route}\``).join(', ')}
${report.failures.length > 0 ? `\n## Failures\n\n\`\`\`\n${formatFailures(report, 50)}\n\`\`\`\n` : ''}`;
  writeFileSync(RESULTS, markdown);
  record('fuzz', start, {
    seed: report.seed,
    requests: report.requests,
    seconds,
    routes: report.routes.length,
    failures: report.failures.length,
    statuses: report.statuses,
  });
  console.log(markdown);
  if (report.failures.length > 0) {
    console.error(formatFailures(report));
    process.exit(1);
  }
}

await main();
