// Every benchmark of bench/, one after another, and bench/RESULTS.md: the machine, its load before and after each
// bench, and each figure next to its target and, where the bench has one, its reference measured in the same run
// (bench/README.md, "All benches"). Each bench writes its figures to bench/results/<name>.json (bench/record.ts);
// this script runs them and reads those files. After `next build`:
//   npm run bench                              every bench, full length (about 40 minutes, the soak 10 of them)
//   npm run bench -- --only pages,soak         some of them
//   QUICK=1 npm run bench                      short runs, to check the wiring: bench/results/quick/RESULTS.md
//   npm run bench -- --report                  no run: RESULTS.md again from the figures already written
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadavg, machine, MEMORY_TARGET_LABEL, MEMORY_TARGET_MIB, PEAK_MEMORY_TARGET_LABEL, PEAK_MEMORY_TARGET_MIB, QUICK, type Recorded, RESULTS_DIR, resultFile } from './record';

const ROOT = path.resolve(import.meta.dirname, '..');

interface Bench {
  name: string;
  file: string;
  what: string;
  /** Environment of a QUICK pass, besides QUICK=1 (each bench shortens itself; these shorten further). */
  quick?: Record<string, string>;
}

const BENCHES: Bench[] = [
  { name: 'api', file: 'bench/api/run.ts', what: 'API listings, PGlite and PostgreSQL, cached and not' },
  { name: 'pages', file: 'bench/pages/run.ts', what: 'storefront pages under load, memory, first visit' },
  { name: 'cache', file: 'bench/cache/run.ts', what: 'page cache: fbclid links, 8 KB query strings, pages under a write a second' },
  { name: 'lighthouse', file: 'bench/lighthouse/run.ts', what: 'Lighthouse and first-load JavaScript of the storefront' },
  { name: 'admin', file: 'bench/admin/run.ts', what: 'first-load JavaScript of the back office, Lighthouse on its sign-in' },
  { name: 'writes', file: 'bench/writes/under-load.ts', what: 'product creations with five pictures under a read load' },
  { name: 'accounts', file: 'bench/accounts/decoy-timing.ts', what: 'sign-in timing of unknown, invited and known accounts' },
  { name: 'startup', file: 'bench/startup/run.ts', what: 'spawn to first 200, existing data and empty DATA_DIR' },
  { name: 'memory', file: 'bench/memory/run.ts', what: '`npm start` and its process tree, idle and under the pages, as an operator sees it' },
  { name: 'upload', file: 'bench/upload/run.ts', what: 'one product with 5 × 5 MB pictures' },
  { name: 'orders', file: 'bench/orders/run.ts', what: 'orders recorded at 32 connections, the inbox and the dashboard over 20,000 orders' },
  { name: 'soak', file: 'bench/soak/run.ts', what: 'ten minutes of mixed load: errors, p99 per minute, memory slope' },
  { name: 'fuzz', file: 'bench/fuzz/run.ts', what: 'hostile requests over every route', quick: { FUZZ_COUNT: '500' } },
];

interface RunLog {
  name: string;
  exitCode: number | null;
  seconds: number;
  loadBefore: string;
  loadAfter: string;
  date: string;
}

const runLogFile = (quick: boolean) => path.join(RESULTS_DIR, ...(quick ? ['quick'] : []), 'runs.json');

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

function run(bench: Bench): RunLog {
  const loadBefore = loadavg();
  const date = new Date().toISOString();
  const began = performance.now();
  console.log(`\n=== ${bench.name}: ${bench.what} (load ${loadBefore}) ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', bench.file], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...(QUICK ? { QUICK: '1', ...bench.quick } : {}) },
  });
  const log = { name: bench.name, exitCode: result.status, seconds: Math.round((performance.now() - began) / 1000), loadBefore, loadAfter: loadavg(), date };
  console.log(`=== ${bench.name}: exit ${log.exitCode} in ${log.seconds} s (load ${log.loadAfter}) ===`);
  return log;
}

// ---- The report ----------------------------------------------------------------------------------------------

interface Row {
  measure: string;
  figure: string;
  target: string;
  /** The same figure for the bench's reference in the same run, and the ratio. */
  reference?: string;
  ok?: boolean;
}

const n = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => (value < 10 ? value.toFixed(1) : n(value));
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const pct = (value: number) => `${value.toFixed(1)} %`;
const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;
const span = (seconds: number) => (seconds >= 60 && seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`);
const verdict = (ok?: boolean) => (ok === undefined ? '' : ok ? 'met' : '**missed**');

// biome-ignore lint/suspicious/noExplicitAny: each bench's figures have their own shape, read here field by field.
type Figures = any;

const RENDER: Record<string, (f: Figures) => Row[]> = {
  api: (f) =>
    f.results.map((r: Figures) => {
      const share = (r.cached.requestsPerSecond / Math.max(1, r.ceiling.requestsPerSecond)) * 100;
      return {
        measure: `${r.database}, ${r.scenario}: cached req/s, p99`,
        figure: `${n(r.cached.requestsPerSecond)} req/s, p99 ${r.cached.p99} ms (uncached ${n(r.uncached.requestsPerSecond)}, p99 ${n(r.uncached.p99)} ms)`,
        target: 'p99 ≤ 50 ms, ≥ 30 % of the bare server',
        reference: `bare ${n(r.ceiling.requestsPerSecond)} req/s: ${pct(share)}`,
        ok: r.cached.p99 <= 50 && share >= 30 && r.cached.errors + r.cached.non2xx === 0,
      };
    }),
  pages: (f) => [
    ...f.pages.map((p: Figures) => {
      const errors = p.page.errors + p.page.timeouts + p.page.non2xx;
      return {
        measure: `\`${p.path.replace(/[0-9a-f-]{36}/, '…')}\`: req/s, p99, errors`,
        figure: `${n(p.page.requestsPerSecond)} req/s, p99 ${ms(p.page.p99)} ms, ${errors} errors`,
        target: '≥ 1,000 req/s, p99 ≤ 200 ms, 0 errors, ≥ 30 % of bare',
        reference: `bare ${n(p.bare.requestsPerSecond)} req/s: ${pct(p.share)}`,
        ok: p.page.requestsPerSecond >= 1_000 && p.page.p99 <= 200 && errors === 0 && p.share >= 30,
      };
    }),
    {
      measure: f.memory.settled ? `server RSS idle / after the loads and ${f.memory.quietSeconds} s without a request` : 'server RSS idle / after the loads',
      figure: `${mib(f.memory.idle.rss)} / ${mib((f.memory.settled ?? f.memory.after).rss)} (right after the loads ${mib(f.memory.after.rss)}, peak of the process ${mib(f.memory.after.peak)})`,
      target: MEMORY_TARGET_LABEL,
      ok: Math.max(f.memory.idle.rss, (f.memory.settled ?? f.memory.after).rss) <= MEMORY_TARGET_MIB * 2 ** 20,
    },
    ...(f.memory.peakTree === undefined
      ? []
      : [{ measure: "server process tree's highest RSS during the loads", figure: mib(f.memory.peakTree), target: PEAK_MEMORY_TARGET_LABEL, ok: f.memory.peakTree <= PEAK_MEMORY_TARGET_MIB * 2 ** 20 }]),
    ...(f.firstVisits ?? [])
      .filter((v: Figures) => v.path === '/')
      .map((v: Figures) => ({ measure: 'first visit to `/` (Chromium), transferred', figure: kib(v.bytes), target: '≤ 200 KiB', ok: v.bytes <= 200 * 1024 })),
  ],
  cache: (f) => {
    const errors = (r: Figures) => r.errors + r.timeouts + r.non2xx;
    const { plain, unique, share } = f.fbclid;
    const flood = f.flood;
    const writes = f.writes;
    return [
      {
        measure: `\`/produits/…\` with a new \`fbclid\` on every request: req/s, p99, errors`,
        figure: `${n(unique.requestsPerSecond)} req/s, p99 ${ms(unique.p99)} ms, ${errors(unique)} errors`,
        target: `≥ ${f.target.fbclidShare * 100} % of the page without it, no error`,
        reference: `without it ${n(plain.requestsPerSecond)} req/s: ${pct(share * 100)}`,
        ok: share >= f.target.fbclidShare && errors(unique) === 0,
      },
      {
        measure: `${flood.seconds} s of random ${flood.queryBytes / 1024} KB query strings on \`/robots.txt\` and \`/\`: RSS of the process tree ${flood.quietSeconds} s after, errors`,
        figure: `${mib(flood.memory.settled.rss)}, ${errors(flood.result)} errors (${n(flood.result.requestsPerSecond)} req/s; before ${mib(flood.memory.idle.rss)}, highest ${mib(flood.memory.peakTree)}, right after ${mib(flood.memory.after.rss)})`,
        target: `${MEMORY_TARGET_LABEL}, no error`,
        ok: flood.memory.settled.rss <= f.target.floodRssMiB * 2 ** 20 && errors(flood.result) === 0,
      },
      {
        measure: `pages, ${writes.connections} connections, a price change every ${n(writes.everyMs)} ms: p99, errors`,
        figure: `p99 ${ms(writes.result.p99)} ms (p50 ${ms(writes.result.p50)}), ${n(writes.result.requestsPerSecond)} req/s, ${errors(writes.result)} errors; ${writes.done} changes, ${writes.failed.length} failed`,
        target: `p99 ≤ ${f.target.writesP99Ms} ms, no error`,
        reference: `without writes ${n(writes.reference.requestsPerSecond)} req/s, p99 ${ms(writes.reference.p99)} ms`,
        ok: writes.result.p99 <= f.target.writesP99Ms && errors(writes.result) === 0 && writes.failed.length === 0,
      },
      {
        measure: 'each price change shown on its product page, from the write sent: p50, highest',
        figure: `${n(writes.freshMs.p50)} ms, ${n(writes.freshMs.max)} ms`,
        target: `≤ ${n(f.target.freshMs)} ms (decision 012)`,
        ok: writes.freshMs.max <= f.target.freshMs,
      },
    ];
  },
  lighthouse: (f) => [
    ...f.routes.map((r: Figures) => ({
      measure: `Lighthouse \`${r.route.replace(/[0-9a-f-]{36}/, '{id}')}\`: performance / accessibility / best practices / SEO`,
      figure: `${r.scores.performance} (runs ${r.performanceRuns.join(', ')}) / ${r.scores.accessibility} / ${r.scores['best-practices']} / ${r.scores.seo}`,
      target: '≥ 95 / 100 / 100 / 100',
      ok: r.scores.performance >= 95 && r.scores.accessibility === 100 && r.scores['best-practices'] === 100 && r.scores.seo === 100,
    })),
    ...f.routes
      .filter((r: Figures) => r.route === '/')
      .map((r: Figures) => ({ measure: 'Lighthouse `/`: total byte weight', figure: `${n(r.transferredBytes / 1000)} KB`, target: '≤ 200 KB', ok: r.transferredBytes <= 200_000 })),
    firstLoadRow('storefront', f.firstLoad.weights, f.firstLoad.budget),
  ],
  admin: (f) => [
    firstLoadRow('back office', f.firstLoad.weights, f.firstLoad.budget),
    {
      measure: '`/admin/login` in Lighthouse: time to interactive (median)',
      figure: `${(f.login.median.interactiveMs / 1000).toFixed(2)} s (performance ${f.login.median.performance}, accessibility ${f.login.median.accessibility})`,
      target: `≤ ${f.login.targetInteractiveMs / 1000} s`,
      ok: f.login.median.interactiveMs <= f.login.targetInteractiveMs,
    },
  ],
  writes: (f) => [
    {
      measure: `creations with ${f.images} pictures every ${f.writeIntervalMs} ms under ${f.connections} reading connections: p50 / p90 / max`,
      figure: `${n(f.writes.p50)} / ${n(f.writes.p90)} / ${n(f.writes.max)} ms; ${f.writes.created} created, ${f.writes.failed} failed, ${f.writes.overClientTimeout} over 10 s`,
      target: 'none over 10 s, none failed',
      ok: f.writes.failed === 0 && f.writes.overClientTimeout === 0,
    },
    ...(f.reads?.requests !== undefined || f.reads?.requestsPerSecond !== undefined
      ? [{ measure: 'reads meanwhile', figure: `${n(f.reads.requestsPerSecond ?? 0)} req/s, p99 ${n(f.reads.p99 ?? 0)} ms`, target: '' }]
      : []),
  ],
  accounts: (f) =>
    f.cases.map((c: Figures) => ({
      measure: `sign-in refused, ${c.case}: median`,
      figure: `${ms(c.medianMs)} ms`,
      target: 'about the wrong password’s (0.75–1.25)',
      reference: `wrong password: × ${c.ratio.toFixed(2)}`,
      ok: c.ratio >= 0.75 && c.ratio <= 1.25,
    })),
  memory: (f) => [
    {
      measure: '`npm start`, the whole process tree: RSS idle / 15 s after the loads',
      figure: `${f.idleMB} MB / ${f.quietAfterMB} MB (a second after the loads ${f.secondAfterMB} MB)`,
      target: `≤ ${f.targets.idleMB} MB`,
      ok: Math.max(f.idleMB, f.quietAfterMB) <= f.targets.idleMB,
    },
    {
      measure: `\`npm start\`, the whole process tree: highest RSS while five pages are loaded cold (gzip, ${f.connections} connections, read every ${f.sampleEveryMs} ms)`,
      figure: `${f.loadPeakMB} MB (pages ${n(Math.min(...f.pages.map((p: Figures) => p.requestsPerSecond)))}–${n(Math.max(...f.pages.map((p: Figures) => p.requestsPerSecond)))} req/s, p99 ≤ ${ms(Math.max(...f.pages.map((p: Figures) => p.p99)))} ms)`,
      target: `≤ ${f.targets.peakMB} MB`,
      ok: f.loadPeakMB <= f.targets.peakMB,
    },
  ],
  startup: (f) =>
    (['existing', 'empty'] as const).flatMap((kind) => {
      const limit = kind === 'existing' ? f.target.existingMs : f.target.emptyMs;
      const label = kind === 'existing' ? 'existing data' : 'empty DATA_DIR (migrations, demo data)';
      return [
        {
          measure: `start-up, ${label}: first 200 on \`/api/v1/health\` / on \`/\` (median of ${f.runs})`,
          figure: `${(f[kind].healthMs / 1000).toFixed(2)} s / ${(f[kind].homeMs / 1000).toFixed(2)} s`,
          target: `≤ ${limit / 1000} s`,
          reference: f.bareMs ? `bare node:http: ${f.bareMs} ms (× ${(f[kind].homeMs / f.bareMs).toFixed(0)})` : undefined,
          ok: Math.max(f[kind].healthMs, f[kind].homeMs) <= limit,
        },
      ];
    }),
  upload: (f) => [
    {
      measure: `one product, ${f.pictures.length} pictures, ${(f.uploadBytes / 2 ** 20).toFixed(1)} MiB: time to the 201 (median of ${f.runs})`,
      figure: `${(f.answerMs / 1000).toFixed(2)} s`,
      target: `≤ ${f.target.answerMs / 1000} s`,
      reference: f.referenceMs ? `the pictures' own work in the bench process: ${(f.referenceMs / 1000).toFixed(2)} s (× ${(f.answerMs / f.referenceMs).toFixed(1)})` : undefined,
      ok: f.answerMs <= f.target.answerMs,
    },
    { measure: 'until the five thumbnails answer', figure: `${(f.thumbnailsMs / 1000).toFixed(2)} s`, target: `≤ ${f.target.thumbnailsMs / 1000} s`, ok: f.thumbnailsMs <= f.target.thumbnailsMs },
    {
      measure: 'server RSS: idle, peak during the uploads',
      figure: `${f.idleRssMiB} MiB, ${f.peakRssMiB} MiB`,
      target: `peak ${MEMORY_TARGET_LABEL}`,
      ok: f.peakRssMiB <= MEMORY_TARGET_MIB,
    },
  ],
  orders: (f) => [
    ...f.results.map((r: Figures) => {
      const c = r.recording;
      const whole = c.orders === f.orders && c.distinctReferences === f.orders && c.missing === 0 && c.non2xx + c.errors === 0;
      return {
        measure: `${r.database}, ${n(f.orders)} orders recorded at ${f.connections} connections: orders/s, p99, references`,
        figure: `${n(c.requestsPerSecond)} orders/s, p99 ${ms(c.p99)} ms, ${n(c.distinctReferences)} distinct references, ${c.missing} missing`,
        target: `≥ ${f.targets.ordersPerSecond} orders/s, p99 ≤ ${f.targets.orderP99} ms, every reference once`,
        ok: c.requestsPerSecond >= f.targets.ordersPerSecond && c.p99 <= f.targets.orderP99 && whole,
      };
    }),
    ...f.results.flatMap((r: Figures) =>
      r.reads.map((read: Figures) => ({
        measure: `${r.database}, ${read.scenario} over ${n(f.inboxOrders)} orders, ${read.connections} connections: req/s, p99`,
        figure: `${n(read.measure.requestsPerSecond)} req/s, p99 ${ms(read.measure.p99)} ms`,
        // What a back office of a few administrators asks: its p99 at 4 connections (bench/README.md, "Orders").
        target: read.connections <= 4 ? `p99 ≤ ${f.targets.readP99} ms` : 'figure only (32 connections)',
        ok: read.connections <= 4 ? read.measure.p99 <= f.targets.readP99 && read.measure.non2xx + read.measure.errors === 0 : undefined,
      })),
    ),
  ],
  fuzz: (f) => [
    {
      measure: `hostile requests over ${f.routes} routes (seed ${f.seed}): 5xx, throws, English, unexplained stored rows or files`,
      figure: `${n(f.requests)} requests in ${f.seconds.toFixed(1)} s, ${f.failures} failures`,
      target: '≥ 10,000 requests, 0 failures',
      ok: f.requests >= 10_000 && f.failures === 0,
    },
  ],
  soak: (f) => [
    {
      measure: `${span(f.seconds)}, ${f.connections} connections: requests, errors (socket / timeouts over ${f.timeoutMs / 1000} s / non-2xx, failed creations)`,
      figure: `${n(f.requests)} (${n(f.requests / f.seconds)} req/s), ${f.errors} errors`,
      target: '0 errors',
      ok: f.errors === 0,
    },
    {
      measure: 'p99 per minute, lowest – highest',
      figure: `${ms(f.p99.min)} – ${ms(f.p99.max)} ms (× ${f.p99.spread})`,
      target: `stable: highest ≤ ${f.target.p99Spread} × lowest`,
      ok: f.p99.spread <= f.target.p99Spread,
    },
    {
      measure: 'p99 of the worst minute',
      figure: `${ms(f.p99.max)} ms`,
      target: `≤ ${f.target.p99Ms ?? 200} ms (the pages' target)`,
      ok: f.p99.max <= (f.target.p99Ms ?? 200),
    },
    {
      measure: `server RSS every 10 s: first, last, highest; slope over the last ${span(f.memory.slopeWindowSeconds)}`,
      figure: `${f.memory.firstMiB}, ${f.memory.lastMiB}, ${f.memory.maxMiB} MiB; ${f.memory.slopeMiBPerMinute} MiB/min`,
      target: `${MEMORY_TARGET_LABEL}, slope ≤ ${f.target.slopeMiBPerMinute} MiB/min`,
      ok: f.memory.maxMiB <= MEMORY_TARGET_MIB && f.memory.slopeMiBPerMinute <= f.target.slopeMiBPerMinute,
    },
    {
      measure: 'administrator writes',
      figure: `${n(f.writes.priceUpdates)} price updates (${f.writes.priceUpdateEveryMs ? `one every ${n(f.writes.priceUpdateEveryMs)} ms` : '2 % of the requests'}), ${f.writes.created} products created and ${f.writes.deleted} deleted (creation p50 ${n(f.writes.createP50Ms)} ms)`,
      target: 'none failed',
      ok: f.writes.failed.length === 0,
    },
  ],
};

function firstLoadRow(side: string, weights: Figures[], budget: { totalBytes: number; routeBytes: number | null }): Row {
  const heaviest = weights.reduce((a: Figures, b: Figures) => (b.gzipBytes > a.gzipBytes ? b : a));
  const over = weights.filter((w: Figures) => w.gzipBytes > budget.totalBytes || (budget.routeBytes !== null && w.ownGzipBytes > budget.routeBytes));
  return {
    measure: `first-load JavaScript of the ${side} (${weights.length} routes, gzip): heaviest`,
    figure: `${kib(heaviest.gzipBytes)} (\`${heaviest.route.replace(/[0-9a-f-]{36}/g, '{id}')}\`); ${over.length} over budget${over.length ? `: ${over.map((w: Figures) => `\`${w.route.replace(/[0-9a-f-]{36}/g, '{id}')}\``).join(', ')}` : ''}`,
    target: `≤ ${budget.totalBytes / 1024} KiB per route${budget.routeBytes !== null ? `, ≤ ${budget.routeBytes / 1024} KiB of its own` : ''}`,
    ok: over.length === 0,
  };
}

function report(quick: boolean): string {
  const runs = readJson<Record<string, RunLog>>(runLogFile(quick)) ?? {};
  const m = machine();
  const lines = [
    quick ? '# Benchmarks: quick pass (QUICK=1, short runs to check the wiring; not figures to quote)' : '# Benchmarks: all results',
    '',
    `Written ${new Date().toISOString()} by \`npm run bench\` (bench/run.ts) from bench/results/${quick ? 'quick/' : ''}*.json; how each bench works and`,
    `where its targets come from: [bench/README.md](${quick ? '../../README.md' : 'README.md'}).`,
    '',
    `Machine: ${m.cores} cores (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}, ${m.platform}. **The machine is shared**: other`,
    "people's builds, tests and benchmarks ran during these runs, so the load average (`/proc/loadavg`: 1, 5, 15 minutes,",
    'then running / existing threads) is given for each bench, before and after. Figures measured at a load far above the',
    'two cores say more about the machine than about the shop.',
    '',
    '| bench | what | run | load before | load after | exit |',
    '|---|---|---|---|---|---|',
  ];
  const sections: string[] = [];
  for (const bench of BENCHES) {
    const own = readJson<Recorded<Figures>>(resultFile(bench.name, quick));
    // Without a full run yet, the quick pass's figures, marked.
    const fallback = !own && !quick ? readJson<Recorded<Figures>>(resultFile(bench.name, true)) : null;
    const entry = own ?? fallback;
    const log = fallback ? undefined : runs[bench.name];
    if (!entry && !log) {
      lines.push(`| ${bench.name} | ${bench.what} | not run | | | |`);
      continue;
    }
    const when = entry ? `${entry.date.slice(0, 16).replace('T', ' ')} UTC${entry.quick ? ' (quick)' : ''}` : log?.date.slice(0, 16).replace('T', ' ');
    lines.push(
      `| ${bench.name} | ${bench.what} | ${when}${log ? `, ${log.seconds} s` : ''} | ${entry?.loadBefore ?? log?.loadBefore ?? ''} | ${entry?.loadAfter ?? log?.loadAfter ?? ''} | ${log?.exitCode ?? ''} |`,
    );
    const render = RENDER[bench.name];
    let rows: Row[];
    if (entry && render) {
      try {
        rows = render(entry.figures);
      } catch (error) {
        rows = [{ measure: 'figures', figure: `unreadable: ${(error as Error).message}`, target: '' }];
      }
    } else if (log) {
      rows = [{ measure: 'exit code (no figures file)', figure: String(log.exitCode), target: '0', ok: log.exitCode === 0 }];
    } else continue;
    sections.push(
      `## ${bench.name}${fallback ? ' — quick pass only, no full run yet' : ''}`,
      '',
      '| measure | figure | target | reference in the same run | |',
      '|---|---|---|---|---|',
      ...rows.map((r) => `| ${r.measure} | ${r.figure} | ${r.target} | ${r.reference ?? ''} | ${verdict(r.ok)} |`),
      '',
    );
  }
  return [...lines, '', ...sections].join('\n');
}

function main() {
  const args = process.argv.slice(2);
  const onlyAt = args.indexOf('--only');
  const only = onlyAt >= 0 ? (args[onlyAt + 1] ?? '').split(',').filter(Boolean) : (args.find((a) => a.startsWith('--only='))?.slice(7).split(',') ?? null);
  const unknown = only?.filter((name) => !BENCHES.some((b) => b.name === name)) ?? [];
  if (unknown.length) throw new Error(`unknown bench: ${unknown.join(', ')} (known: ${BENCHES.map((b) => b.name).join(', ')})`);
  if (!args.includes('--report')) {
    const logFile = runLogFile(QUICK);
    mkdirSync(path.dirname(logFile), { recursive: true });
    for (const bench of BENCHES) {
      if (only && !only.includes(bench.name)) continue;
      const log = run(bench);
      const logs = readJson<Record<string, RunLog>>(logFile) ?? {};
      logs[bench.name] = log;
      writeFileSync(logFile, `${JSON.stringify(logs, null, 2)}\n`);
    }
  }
  const file = QUICK ? path.join(RESULTS_DIR, 'quick', 'RESULTS.md') : path.join(import.meta.dirname, 'RESULTS.md');
  const text = report(QUICK);
  writeFileSync(file, text);
  console.log(`\n${text}\nwritten to ${path.relative(ROOT, file)}`);
}

main();
