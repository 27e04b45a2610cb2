// What every bench records beside its figures (bench/README.md, "All benches"): the date, the machine and its load
// before and after, written as JSON to bench/results/<name>.json for `npm run bench` (bench/run.ts) to gather.
// With QUICK=1 (short durations, to check the wiring) the figures go to bench/results/quick/ instead, so that a
// quick pass never replaces a full one.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const QUICK = process.env.QUICK === '1';
/**
 * The shop's memory target: the server's process tree within 400 MB of RSS (decimal megabytes, as the target is
 * written), that is 381 MiB, the unit /proc and the benches read in.
 */
export const MEMORY_TARGET_MIB = Math.floor(400e6 / 2 ** 20);
export const MEMORY_TARGET_LABEL = `≤ 400 MB (${MEMORY_TARGET_MIB} MiB)`;
/** The pages bench's target for the tree's highest RSS while it loads the pages: 450 MB, 429 MiB. */
export const PEAK_MEMORY_TARGET_MIB = Math.floor(450e6 / 2 ** 20);
export const PEAK_MEMORY_TARGET_LABEL = `≤ 450 MB (${PEAK_MEMORY_TARGET_MIB} MiB)`;

export const RESULTS_DIR = path.join(import.meta.dirname, 'results');

/** /proc/loadavg: the 1, 5 and 15-minute load averages, then running / existing threads. */
export function loadavg(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').trim().split(' ').slice(0, 4).join(' ');
  } catch {
    return os.loadavg().map((value) => value.toFixed(2)).join(' ');
  }
}

export function machine() {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

export interface Started {
  date: string;
  loadBefore: string;
}

export function started(): Started {
  return { date: new Date().toISOString(), loadBefore: loadavg() };
}

export interface Recorded<T> extends Started {
  bench: string;
  quick: boolean;
  machine: ReturnType<typeof machine>;
  loadAfter: string;
  figures: T;
}

export function resultFile(bench: string, quick = QUICK): string {
  return path.join(RESULTS_DIR, ...(quick ? ['quick'] : []), `${bench}.json`);
}

/** Writes the bench's figures with the date, the machine and the load before (from `started()`) and now. */
export function record<T>(bench: string, start: Started, figures: T): string {
  const file = resultFile(bench);
  const entry: Recorded<T> = { bench, quick: QUICK, ...start, loadAfter: loadavg(), machine: machine(), figures };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(entry, null, 2)}\n`);
  return file;
}

/** Runs a bench to its end and exits, 1 with the error printed if it failed (open handles would keep it alive). */
export function runMain(main: () => Promise<unknown>): void {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
