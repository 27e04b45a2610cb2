// The shop's memory as an operator sees it (bench/README.md, "Memory as an operator sees it"): `npm start` itself,
// npm included, on a new data directory; the RSS of its whole process tree read every 50 ms from the spawn on.
// Idle once started, then the five storefront pages loaded in turn, cold, at 32 connections asking for gzip (as
// a phone's browser, or a proxy, that does not take Brotli), then a second and 15 s after. Writes
// bench/results/memory.json and bench/memory/RESULTS.md. After `next build`:
//   npm run bench:memory          (BENCH_DURATION=10 seconds per page)
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN, freePort, waitForExit } from '../../tests/e2e/harness';
import { BROWSER_HEADERS, type LoadResult, loadInChild } from '../pages/load';
import { processTree } from '../proc';
import { QUICK, record, runMain, started } from '../record';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? (QUICK ? 2 : 10));
const CONNECTIONS = 32;
const SAMPLE_EVERY_MS = 50;
/** Left alone after the start, and after the loads, before the memory is read (the idle collection included). */
const QUIET_MS = 15_000;
/** Targets, in decimal megabytes as they are written (bench/README.md). */
export const MEMORY_TARGETS = { peakMB: 450, idleMB: 350 };

const MB = 1e6;

/** RSS of each process of the tree, by its command name. */
function treeMemory(root: number): { total: number; byName: Record<string, number> } {
  const byName: Record<string, number> = {};
  let total = 0;
  for (const pid of processTree(root)) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const rss = Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? 0) * 1024;
      const name = status.match(/^Name:\s+(.+)$/m)?.[1] ?? '?';
      byName[name] = (byName[name] ?? 0) + rss;
      total += rss;
    } catch {
      // Gone since the listing.
    }
  }
  return { total, byName };
}

/** The tree's highest total RSS between `mark()` calls, read every SAMPLE_EVERY_MS. */
function sampler(root: number) {
  let peak = { total: 0, byName: {} as Record<string, number> };
  const timer = setInterval(() => {
    const now = treeMemory(root);
    if (now.total > peak.total) peak = now;
  }, SAMPLE_EVERY_MS);
  return {
    /** The highest since the last mark, and starts again. */
    mark() {
      const now = treeMemory(root);
      const highest = now.total > peak.total ? now : peak;
      peak = { total: 0, byName: {} };
      return highest;
    },
    stop: () => clearInterval(timer),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => Math.round(bytes / MB);

async function waitReady(child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 300_000;
  while (!output().includes('Boutique prête')) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`not ready in time:\n${output().slice(-4_000)}`);
    await sleep(100);
  }
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function main() {
  if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) throw new Error('no build: run `npx next build` first');
  const start = started();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boutique-memory-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // As an operator types it: npm, its shell and the shop, in a process group of their own.
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const root = child.pid as number;
  const memory = sampler(root);
  try {
    await waitReady(child, () => output);
    const startPeak = memory.mark();
    await sleep(QUIET_MS);
    const idle = treeMemory(root);
    memory.mark();
    console.log(`started: peak ${mb(startPeak.total)} MB; idle ${mb(idle.total)} MB ${JSON.stringify(idle.byName)}`);

    const categories = (await json<{ data: { _id: string }[] }>(`${base}/api/v1/types`)).data;
    const products = (await json<{ data: { _id: string }[] }>(`${base}/api/v1/produits/?limit=1`)).data;
    const pages = ['/', '/pro', `/pro?categorie=${categories[0]?._id}`, `/produits/${products[0]?._id}`, '/faq'];
    const loads: { path: string; result: LoadResult; peak: number; byName: Record<string, number> }[] = [];
    let loadPeak = { total: 0, byName: {} as Record<string, number> };
    memory.mark();
    for (const page of pages) {
      const result = await loadInChild({
        url: base + page,
        connections: CONNECTIONS,
        durationMs: DURATION_S * 1000,
        headers: { ...BROWSER_HEADERS, 'Accept-Encoding': 'gzip' },
      });
      const peak = memory.mark();
      if (peak.total > loadPeak.total) loadPeak = peak;
      loads.push({ path: page, result, peak: peak.total, byName: peak.byName });
      console.log(`${page}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99} ms, errors ${result.errors + result.timeouts + result.non2xx}; tree peak ${mb(peak.total)} MB`);
    }
    await sleep(1_000);
    const secondAfter = treeMemory(root);
    await sleep(QUIET_MS - 1_000);
    const quietAfter = treeMemory(root);
    memory.stop();
    const figures = {
      connections: CONNECTIONS,
      durationS: DURATION_S,
      sampleEveryMs: SAMPLE_EVERY_MS,
      targets: MEMORY_TARGETS,
      startPeakMB: mb(startPeak.total),
      startPeakByName: Object.fromEntries(Object.entries(startPeak.byName).map(([k, v]) => [k, mb(v)])),
      idleMB: mb(idle.total),
      idleByName: Object.fromEntries(Object.entries(idle.byName).map(([k, v]) => [k, mb(v)])),
      loadPeakMB: mb(loadPeak.total),
      loadPeakByName: Object.fromEntries(Object.entries(loadPeak.byName).map(([k, v]) => [k, mb(v)])),
      secondAfterMB: mb(secondAfter.total),
      quietAfterMB: mb(quietAfter.total),
      pages: loads.map((l) => ({
        path: l.path,
        requestsPerSecond: Math.round(l.result.requestsPerSecond),
        p50: l.result.p50,
        p99: l.result.p99,
        errors: l.result.errors + l.result.timeouts + l.result.non2xx,
        peakMB: mb(l.peak),
      })),
    };
    const file = record('memory', start, figures);
    writeFileSync(path.join(import.meta.dirname, 'RESULTS.md'), report(start.date, figures));
    console.log(JSON.stringify(figures, null, 2), `\nwritten to ${file}`);
  } finally {
    memory.stop();
    try {
      process.kill(-root, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await waitForExit(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type Figures = {
  startPeakMB: number;
  startPeakByName: Record<string, number>;
  idleMB: number;
  idleByName: Record<string, number>;
  loadPeakMB: number;
  loadPeakByName: Record<string, number>;
  secondAfterMB: number;
  quietAfterMB: number;
  pages: { path: string; requestsPerSecond: number; p50: number; p99: number; errors: number; peakMB: number }[];
};

function report(date: string, f: Figures): string {
  const verdict = (value: number, target: number) => (value <= target ? 'met' : '**missed**');
  const names = (byName: Record<string, number>) =>
    Object.entries(byName)
      .map(([name, value]) => `${name} ${value}`)
      .join(', ');
  const cpu = os.cpus();
  return [
    '# Memory as an operator sees it',
    '',
    'Written by `npm run bench:memory` (bench/memory/run.ts); see [bench/README.md](../README.md), "Memory as an operator sees it".',
    '',
    `- Date: ${date}`,
    `- Machine: ${cpu.length} cores (${cpu[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    `- \`npm start\` on a new data directory (PGlite, demo data), no other variable; RSS of npm, its shell and the shop summed, read every ${SAMPLE_EVERY_MS} ms`,
    `- Each page loaded cold for ${DURATION_S} s at ${CONNECTIONS} connections, keep-alive, \`Accept-Encoding: gzip\``,
    '',
    '| moment | RSS of the tree (MB) | target | |',
    '|---|---:|---|---|',
    `| highest while starting (the first start prepares the data in a process of its own: ${names(f.startPeakByName)}) | ${f.startPeakMB} |  |  |`,
    `| idle, ${QUIET_MS / 1000} s after ready (${names(f.idleByName)}) | ${f.idleMB} | ≤ ${MEMORY_TARGETS.idleMB} | ${verdict(f.idleMB, MEMORY_TARGETS.idleMB)} |`,
    `| highest during the loads (${names(f.loadPeakByName)}) | ${f.loadPeakMB} | ≤ ${MEMORY_TARGETS.peakMB} | ${verdict(f.loadPeakMB, MEMORY_TARGETS.peakMB)} |`,
    `| a second after the loads | ${f.secondAfterMB} |  |  |`,
    `| ${QUIET_MS / 1000} s after the loads | ${f.quietAfterMB} | ≤ ${MEMORY_TARGETS.idleMB} | ${verdict(f.quietAfterMB, MEMORY_TARGETS.idleMB)} |`,
    '',
    '| page | req/s | p50 ms | p99 ms | errors | highest RSS during its load (MB) |',
    '|---|---:|---:|---:|---:|---:|',
    ...f.pages.map((p) => `| \`${p.path}\` | ${p.requestsPerSecond} | ${p.p50} | ${p.p99} | ${p.errors} | ${p.peakMB} |`),
    '',
  ].join('\n');
}

runMain(main);
