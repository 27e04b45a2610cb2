// Storefront pages under a burst (bench/README.md, "Storefront pages"): requests per second, p50 / p99 latency and
// errors at 32 connections for the home page, the catalogue, a category, a product page and the FAQ, each next to
// a bare node:http server answering the same bytes (status, headers, compressed body) in the same run, with the
// server's memory before, during (the process tree's highest RSS) and after, and each page's HTML weight. Writes
// bench/pages/RESULTS.md. After `next build`:
//   npm run bench:pages            (BENCH_DURATION=10 seconds per run)
//
// The load comes from bench/pages/load.ts in a child process, as a browser asks (Accept: text/html,
// Accept-Encoding: gzip, br). Its own CPU is recorded with every run, so that a run shows whether the generator
// or the server was the limit.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, request as httpRequest, type OutgoingHttpHeaders, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { hasChromium, launchBrowser, type RunningServer, startServer } from '../../tests/e2e/harness';
import { cpuSeconds, samplePeak, serverMemory } from '../proc';
import { PEAK_MEMORY_TARGET_LABEL, PEAK_MEMORY_TARGET_MIB, QUICK, record, runMain, started } from '../record';
import { BROWSER_HEADERS, type LoadResult, loadInChild } from './load';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? (QUICK ? 2 : 10));
const CONNECTIONS = 32;
/** How long the server is left without a request after the loads before its memory is read again. */
const QUIET_MS = 15_000;
const TARGET = { requestsPerSecond: 1_000, p99: 200, share: 30, firstVisitBytes: 200 * 1024 };

interface Captured {
  status: number;
  /** As received, name and value alternating, less the framing and per-connection ones. */
  rawHeaders: string[];
  headers: IncomingHttpHeaders;
  body: Buffer;
  chunked: boolean;
}

interface PageResult {
  name: string;
  path: string;
  status: number;
  encoding: string;
  htmlBytes: number;
  /** Of the HTML, the inline scripts: the page's React Server Components payload that Next.js streams with it. */
  inlineScriptBytes: number;
  servedBytes: number;
  brotliBytes: number;
  bare: LoadResult & { serverCpuPercent: number };
  page: LoadResult & { serverCpuPercent: number };
}

interface FirstVisit {
  path: string;
  requests: number;
  bytes: number;
  byType: Record<string, { requests: number; bytes: number }>;
}

/** One GET with the browser's headers, the body kept as sent (compressed, not decoded). */
function capture(url: string, headers: Record<string, string>): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const skip = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);
        const rawHeaders: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          if (!skip.has(res.rawHeaders[i].toLowerCase())) rawHeaders.push(res.rawHeaders[i], res.rawHeaders[i + 1]);
        }
        resolve({
          status: res.statusCode ?? 0,
          rawHeaders,
          headers: res.headers,
          body: Buffer.concat(chunks),
          chunked: (res.headers['transfer-encoding'] ?? '').includes('chunked'),
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * A node:http server answering the captured answer: same status, headers and body bytes, framed the same way
 * (chunked when the page was, Content-Length otherwise). Node adds Date and Connection as the page's server does.
 */
function bareServer(answer: Captured): Server {
  const headers: OutgoingHttpHeaders | string[] = answer.chunked
    ? answer.rawHeaders
    : [...answer.rawHeaders, 'Content-Length', String(answer.body.length)];
  return createServer((_req, res) => {
    res.writeHead(answer.status, headers);
    if (answer.chunked) {
      res.write(answer.body);
      res.end();
    } else res.end(answer.body);
  });
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    });
  });
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

async function loadMeasuringCpu(url: string, cpu: () => number): Promise<LoadResult & { serverCpuPercent: number }> {
  const before = cpu();
  const started = performance.now();
  const result = await loadInChild({ url, connections: CONNECTIONS, durationMs: DURATION_S * 1000 });
  const seconds = (performance.now() - started) / 1000;
  // The child's start-up (about half a second) is counted in the time, so the figure is a little low.
  return { ...result, serverCpuPercent: Math.round(((cpu() - before) / seconds) * 100) };
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Waits until the server answers the page again: renders still queued from a load would steal the next run's CPU. */
async function settle(url: string) {
  await (await fetch(url, { headers: BROWSER_HEADERS })).arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}

/** A first visit with an empty cache, in Chromium on a phone-sized screen: every response's transferred bytes. */
async function firstVisits(base: string, paths: string[]): Promise<FirstVisit[]> {
  const browser = await launchBrowser();
  try {
    const visits: FirstVisit[] = [];
    for (const target of paths) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, userAgent: BROWSER_HEADERS['User-Agent'] });
      const page = await context.newPage();
      const sizes: Promise<{ type: string; bytes: number }>[] = [];
      page.on('requestfinished', (request) => {
        sizes.push(request.sizes().then((s) => ({ type: request.resourceType(), bytes: s.responseBodySize + s.responseHeadersSize })));
      });
      await page.goto(base + target, { waitUntil: 'networkidle' });
      const byType: FirstVisit['byType'] = {};
      let bytes = 0;
      for (const { type, bytes: size } of await Promise.all(sizes)) {
        byType[type] ??= { requests: 0, bytes: 0 };
        byType[type].requests += 1;
        byType[type].bytes += size;
        bytes += size;
      }
      visits.push({ path: target, requests: sizes.length, bytes, byType });
      await context.close();
    }
    return visits;
  } finally {
    await browser.close();
  }
}

const n = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => (value < 10 ? value.toFixed(1) : n(value));
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
const errorsOf = (r: LoadResult) => r.errors + r.timeouts + r.non2xx;
const shareOf = (result: PageResult) => (result.page.requestsPerSecond / Math.max(1, result.bare.requestsPerSecond)) * 100;

/** Turbopack names its server chunks after their sources (`[root-of-the-server]__…`), webpack by number. */
function bundler(): string {
  const chunks = path.join(ROOT, '.next', 'server', 'chunks');
  return existsSync(chunks) && readdirSync(chunks).some((file) => file.includes('[')) ? 'Turbopack' : 'webpack';
}

function report(context: {
  date: string;
  loadBefore: number;
  loadAfter: number;
  idle: ReturnType<typeof serverMemory>;
  after: ReturnType<typeof serverMemory>;
  settled: ReturnType<typeof serverMemory>;
  /** The tree's highest RSS, read every half second from the first load to the last. */
  peakTree: number;
  results: PageResult[];
  visits: FirstVisit[] | null;
}): string {
  const cpu = os.cpus();
  const lines = [
    '# Storefront pages under load',
    '',
    `Written by \`npm run bench:pages\` (bench/pages/run.ts); see [bench/README.md](../README.md), "Storefront pages".`,
    '',
    `- Date: ${context.date}`,
    `- Machine: ${cpu.length} cores (${cpu[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    `- 1-minute load average: ${context.loadBefore.toFixed(2)} before, ${context.loadAfter.toFixed(2)} after`,
    `- Build: \`next build\` with ${bundler()}`,
    `- ${CONNECTIONS} connections, ${DURATION_S} s per run, keep-alive, \`Accept: text/html…\`, \`Accept-Encoding: gzip, br\``,
    '- "bare": a node:http server in the bench process answering the page\'s captured status, headers and body bytes;' +
      ' "page": the production server started as `npm start` starts it on a new data directory (PGlite, demo data)',
    '',
    '## Summary',
    '',
    `| page | page req/s (≥ ${n(TARGET.requestsPerSecond)}) | p99 ms (≤ ${TARGET.p99}) | errors (0) | bare req/s | share (≥ ${TARGET.share} %) |`,
    '|---|---:|---:|---:|---:|---:|',
    ...context.results.map(
      (r) =>
        `| \`${r.path}\` | ${n(r.page.requestsPerSecond)} | ${ms(r.page.p99)} | ${errorsOf(r.page)} | ${n(r.bare.requestsPerSecond)} | ${shareOf(r).toFixed(1)} % |`,
    ),
    '',
  ];
  for (const r of context.results) {
    const row = (label: string, bare: string, page: string, target: string, ok?: boolean) =>
      `| ${label} | ${bare} | ${page} | ${target} | ${ok === undefined ? '' : verdict(ok)} |`;
    lines.push(
      `## ${r.name}: \`${r.path}\``,
      '',
      `Answer: ${r.status}, HTML ${kib(r.htmlBytes)} raw (${kib(r.inlineScriptBytes)} of inline scripts), ${kib(r.servedBytes)} as served (${r.encoding}); brotli (quality 11) would be ${kib(r.brotliBytes)}.`,
      '',
      '| measure | bare | page | target | |',
      '|---|---:|---:|---|---|',
      row('requests per second', n(r.bare.requestsPerSecond), n(r.page.requestsPerSecond), `≥ ${n(TARGET.requestsPerSecond)}`, r.page.requestsPerSecond >= TARGET.requestsPerSecond),
      row('p50 ms', ms(r.bare.p50), ms(r.page.p50), ''),
      row('p99 ms', ms(r.bare.p99), ms(r.page.p99), `≤ ${TARGET.p99}`, r.page.p99 <= TARGET.p99),
      row('max ms', ms(r.bare.max), ms(r.page.max), ''),
      row('requests answered', n(r.bare.requests), n(r.page.requests), ''),
      row('errors (socket / timeouts / non-2xx)', `${r.bare.errors} / ${r.bare.timeouts} / ${r.bare.non2xx}`, `${r.page.errors} / ${r.page.timeouts} / ${r.page.non2xx}`, '0', errorsOf(r.page) === 0),
      row('share of bare', '', `${shareOf(r).toFixed(1)} %`, `≥ ${TARGET.share} %`, shareOf(r) >= TARGET.share),
      row('server CPU (% of one core)', `${r.bare.serverCpuPercent} %`, `${r.page.serverCpuPercent} %`, ''),
      row('load generator CPU / event loop busy', `${r.bare.cpuPercent} % / ${r.bare.eventLoopUtilization}`, `${r.page.cpuPercent} % / ${r.page.eventLoopUtilization}`, ''),
      '',
    );
  }
  lines.push(
    '## Memory of the server process',
    '',
    '| | RSS (VmRSS, process and children) | peak of the process (VmHWM) |',
    '|---|---:|---:|',
    `| idle: pages warmed, then ${QUIET_MS / 1000} s without a request, before the loads | ${mib(context.idle.rss)} | ${mib(context.idle.peak)} |`,
    `| right after all the loads | ${mib(context.after.rss)} | ${mib(context.after.peak)} |`,
    `| after all the loads, then ${QUIET_MS / 1000} s without a request | ${mib(context.settled.rss)} | ${mib(context.settled.peak)} |`,
    '',
    `Highest RSS of the process tree during the loads (read every half second): ${mib(context.peakTree)}, target ${PEAK_MEMORY_TARGET_LABEL}: ${verdict(context.peakTree <= PEAK_MEMORY_TARGET_MIB * 2 ** 20)}.`,
    '',
    '## HTML weight',
    '',
    '| page | raw | of which inline scripts (the RSC payload) | as served | encoding | brotli q11 |',
    '|---|---:|---:|---:|---|---:|',
    ...context.results.map(
      (r) => `| \`${r.path}\` | ${kib(r.htmlBytes)} | ${kib(r.inlineScriptBytes)} | ${kib(r.servedBytes)} | ${r.encoding} | ${kib(r.brotliBytes)} |`,
    ),
    '',
  );
  if (context.visits) {
    lines.push(
      `## First visit (Chromium, empty cache, 375×812, until the network is idle; target for \`/\`: ≤ ${TARGET.firstVisitBytes / 1024} KiB transferred in all)`,
      '',
      '| page | requests | transferred | document | scripts | styles | fonts | images | other |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...context.visits.map((v) => {
        const of = (...types: string[]) => kib(types.reduce((sum, t) => sum + (v.byType[t]?.bytes ?? 0), 0));
        const known = ['document', 'script', 'stylesheet', 'font', 'image'];
        const other = Object.keys(v.byType).filter((t) => !known.includes(t));
        const flag = v.path === '/' ? ` (${verdict(v.bytes <= TARGET.firstVisitBytes)})` : '';
        return `| \`${v.path}\` | ${v.requests} | ${kib(v.bytes)}${flag} | ${of('document')} | ${of('script')} | ${of('stylesheet')} | ${of('font')} | ${of('image')} | ${of(...other)} |`;
      }),
    );
    const others = new Map<string, number>();
    for (const v of context.visits) {
      for (const [type, { requests }] of Object.entries(v.byType)) {
        if (!['document', 'script', 'stylesheet', 'font', 'image'].includes(type)) others.set(type, (others.get(type) ?? 0) + requests);
      }
    }
    lines.push(
      '',
      `"Other", requests by Chromium's resource type, all pages: ${[...others].map(([t, c]) => `${t} ${c}`).join(', ') || 'none'}` +
        ' ("fetch" is Next.js prefetching the links in view: how many depends on when the network goes idle).',
      '',
    );
  } else lines.push('First visits not measured: no Chromium (CHROME_PATH).', '');
  return lines.join('\n');
}

async function main() {
  if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) throw new Error('no build: run `npx next build` first');
  const start = started();
  const loadBefore = os.loadavg()[0];
  const date = start.date;
  let server: RunningServer | undefined;
  // Started as a new user's `npm start` does: on a new data directory, which a short-lived process prepares first.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boutique-pages-'));
  try {
    server = await startServer({ dataDir, npmStart: true });
    const base = server.url;
    const pid = server.process.pid as number;
    const categories = (await json<{ data: { _id: string }[] }>(`${base}/api/v1/types`)).data;
    const products = (await json<{ data: { _id: string }[] }>(`${base}/api/v1/produits/?limit=1`)).data;
    if (!categories[0] || !products[0]) throw new Error('the demo data has no category or no product');
    const pages = [
      { name: 'Home', path: '/' },
      { name: 'Catalogue', path: '/pro' },
      { name: 'Category', path: `/pro?categorie=${categories[0]._id}` },
      { name: 'Product', path: `/produits/${products[0]._id}` },
      { name: 'FAQ', path: '/faq' },
    ];
    for (const page of pages) await settle(base + page.path);
    // Idle as after the loads: once the server has been left alone (it collects its garbage when quiet).
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    const idle = serverMemory(pid);
    console.log(`server ready (pid ${pid}), idle RSS ${mib(idle.rss)}; ${CONNECTIONS} connections, ${DURATION_S} s per run`);

    const results: PageResult[] = [];
    const peak = samplePeak(pid);
    for (const page of pages) {
      const url = base + page.path;
      const answer = await capture(url, BROWSER_HEADERS);
      if (answer.status !== 200) throw new Error(`${page.path} answered ${answer.status}`);
      const plain = await capture(url, { ...BROWSER_HEADERS, 'Accept-Encoding': 'identity' });
      const html = plain.body.toString('utf8');
      let inlineScriptBytes = 0;
      for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) inlineScriptBytes += Buffer.byteLength(match[1]);
      const brotli = brotliCompressSync(plain.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });

      const bare = bareServer(answer);
      const bareBase = await listen(bare);
      const onBare = await loadMeasuringCpu(bareBase + page.path, () => {
        const usage = process.cpuUsage();
        return (usage.user + usage.system) / 1e6;
      });
      await close(bare);

      const onPage = await loadMeasuringCpu(url, () => cpuSeconds(pid));
      await settle(url);
      const result: PageResult = {
        ...page,
        status: answer.status,
        encoding: String(answer.headers['content-encoding'] ?? 'identity'),
        htmlBytes: plain.body.length,
        inlineScriptBytes,
        servedBytes: answer.body.length,
        brotliBytes: brotli.length,
        bare: onBare,
        page: onPage,
      };
      results.push(result);
      console.log(
        `${page.path}: page ${onPage.requestsPerSecond} req/s p50 ${onPage.p50} p99 ${onPage.p99} ms, errors ${errorsOf(onPage)}` +
          ` | bare ${onBare.requestsPerSecond} req/s p99 ${onBare.p99} ms (generator ${onBare.cpuPercent} % CPU)` +
          ` | share ${shareOf(result).toFixed(1)} %`,
      );
    }
    const peakTree = peak.stop();
    console.log(`highest RSS of the server's process tree during the loads: ${mib(peakTree)} (target ${PEAK_MEMORY_TARGET_LABEL})`);
    const after = serverMemory(pid);
    // The load over, the server left alone: what it keeps, once V8 and the allocator have given back the load's
    // working memory (the target's "after the load"; right after is the load's own high-water mark).
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    const settled = serverMemory(pid);
    const visits = hasChromium ? await firstVisits(base, pages.map((p) => p.path)) : null;
    const text = report({ date, loadBefore, loadAfter: os.loadavg()[0], idle, after, settled, peakTree, results, visits });
    // A quick pass checks the wiring: its figures go to bench/results/quick/ only, RESULTS.md keeps the last full run.
    if (!QUICK) writeFileSync(path.join(import.meta.dirname, 'RESULTS.md'), text);
    const pageFigures = results.map((r) => ({ ...r, share: Math.round(shareOf(r) * 10) / 10 }));
    record('pages', start, { connections: CONNECTIONS, durationSeconds: DURATION_S, bundler: bundler(), memory: { idle, after, settled, peakTree, quietSeconds: QUIET_MS / 1000 }, pages: pageFigures, firstVisits: visits });
    console.log(`\n${text}`);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main);
