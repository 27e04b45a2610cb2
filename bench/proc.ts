// The server's processes as /proc shows them: memory and CPU of a process and its descendants (bench/README.md).
import { readdirSync, readFileSync } from 'node:fs';
import { COLLECT_AFTER_QUIET_MS } from '@/server/idle-collector';

const CLOCK_TICKS = 100;

/** The process and its descendants, from /proc. */
export function processTree(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Gone since the listing.
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(parents.get(tree[i]) ?? []));
  return tree;
}

function statusField(pid: number, field: string): number {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Resident memory of the server process and its children (VmRSS), and the server process's peak (VmHWM). */
export function serverMemory(pid: number): { rss: number; peak: number; processes: number } {
  const tree = processTree(pid);
  return { rss: tree.reduce((sum, p) => sum + statusField(p, 'VmRSS'), 0), peak: statusField(pid, 'VmHWM'), processes: tree.length };
}

/** CPU seconds (user + system) used so far by the process and its children. */
export function cpuSeconds(pid: number): number {
  let ticks = 0;
  for (const p of processTree(pid)) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime, fields 14 and 15 of stat, are 11 and 12 after the name.
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone.
    }
  }
  return ticks / CLOCK_TICKS;
}

/** Waits until the server has collected the garbage of what it last served (docs/decisions/016-collect-when-idle.md). */
export function quiet(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, COLLECT_AFTER_QUIET_MS + 2_000));
}

/**
 * Reads the RSS of the server's process tree every `everyMs` until stopped: its highest, for a bench's "peak during
 * the loads" (VmHWM is the process's own, without its children).
 */
export function samplePeak(pid: number, everyMs = 500): { stop: () => number } {
  let peak = serverMemory(pid).rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, serverMemory(pid).rss);
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, serverMemory(pid).rss);
      return peak;
    },
  };
}
