// Start-up time (bench/README.md, "Start-up"): from spawning the production server as `npm start` runs it
// (`server.ts`, as bench/pages does) to its first 200 on `/` and on `/api/v1/health`, on a DATA_DIR that already
// holds the shop's data and on an empty one (the first start migrates, seeds the demo catalogue and draws its
// pictures). Median of STARTUP_RUNS (default 3) each. After `next build`:
//   npm run bench:startup
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { freePort, spawnServer, startServer, waitForExit } from '../../tests/e2e/harness';
import { QUICK, record, runMain, started } from '../record';

const RUNS = Number(process.env.STARTUP_RUNS ?? (QUICK ? 1 : 3));
const POLL_MS = 20;
const GIVE_UP_MS = 180_000;
/** Targets (bench/README.md, "Start-up"). */
export const STARTUP_TARGET = { existingMs: 10_000, emptyMs: 30_000 };

interface Run {
  /** Spawn to the first 200 of each path, in milliseconds. */
  home: number;
  health: number;
}

/** Asks `url` every POLL_MS until it answers 200; the time from `since` to that answer. */
async function firstOk(url: string, since: number, alive: () => boolean): Promise<number> {
  while (performance.now() - since < GIVE_UP_MS) {
    if (!alive()) throw new Error('the server exited');
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (response.status === 200) return Math.round(performance.now() - since);
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`${url} gave no 200 within ${GIVE_UP_MS} ms`);
}

async function once(dataDir: string): Promise<Run> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const since = performance.now();
  // As `npm start` starts it: on an empty DATA_DIR, a short-lived process prepares the data first.
  const child = spawnServer(port, dataDir, {}, true);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const alive = () => child.exitCode === null && child.signalCode === null;
  try {
    const [health, home] = await Promise.all([firstOk(`${base}/api/v1/health`, since, alive), firstOk(`${base}/`, since, alive)]);
    return { home, health };
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${output.slice(-4_000)}`);
  } finally {
    child.kill('SIGTERM');
    await waitForExit(child);
  }
}

/** The reference: a bare node:http server in a new Node process, from spawn to its first 200. */
async function bare(): Promise<number> {
  const port = await freePort();
  const since = performance.now();
  const child = spawn(process.execPath, ['-e', `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`], { stdio: 'ignore' });
  try {
    return await firstOk(`http://127.0.0.1:${port}/`, since, () => child.exitCode === null);
  } finally {
    child.kill('SIGTERM');
    await waitForExit(child);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const start = started();
  const existingDir = mkdtempSync(path.join(os.tmpdir(), 'boutique-startup-'));
  try {
    // The data a running shop has: one start to seed it, stopped.
    await (await startServer({ dataDir: existingDir })).stop();
    const bareRuns: number[] = [];
    for (let i = 0; i < RUNS; i += 1) bareRuns.push(await bare());
    console.log(`bare node:http: ${bareRuns.join(', ')} ms`);
    const existing: Run[] = [];
    const empty: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      existing.push(await once(existingDir));
      console.log(`existing data, run ${i + 1}: health ${existing[i].health} ms, / ${existing[i].home} ms (load ${os.loadavg()[0].toFixed(2)})`);
      const emptyDir = mkdtempSync(path.join(os.tmpdir(), 'boutique-startup-empty-'));
      try {
        empty.push(await once(emptyDir));
      } finally {
        rmSync(emptyDir, { recursive: true, force: true });
      }
      console.log(`empty DATA_DIR, run ${i + 1}: health ${empty[i].health} ms, / ${empty[i].home} ms (load ${os.loadavg()[0].toFixed(2)})`);
    }
    const summary = (runs: Run[]) => ({ runs, healthMs: median(runs.map((r) => r.health)), homeMs: median(runs.map((r) => r.home)) });
    const figures = { runs: RUNS, bareMs: median(bareRuns), existing: summary(existing), empty: summary(empty), target: STARTUP_TARGET };
    const file = record('startup', start, figures);
    console.log(
      `\nmedian of ${RUNS}: existing data health ${figures.existing.healthMs} ms, / ${figures.existing.homeMs} ms;` +
        ` empty DATA_DIR health ${figures.empty.healthMs} ms, / ${figures.empty.homeMs} ms; written to ${file}`,
    );
  } finally {
    rmSync(existingDir, { recursive: true, force: true });
  }
}

runMain(main);
