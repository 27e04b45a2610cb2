// Gives a burst's garbage back once the burst is over (docs/decisions/016-collect-when-idle.md).
//
// V8 collects its old generation only when JavaScript allocates. A burst of shoppers leaves up to 200 MiB of
// dead request objects there; a server that then answers nothing allocates nothing, so it would keep them
// resident until the next visitor. Once the server has been quiet for a while after serving, it collects once.
import type { Logger } from 'pino';

export interface IdleCollector {
  /** A request arrived: the server is busy, and will have garbage to give back once quiet. */
  noteRequest(): void;
  stop(): void;
}

export interface IdleCollectorOptions {
  /** A full, synchronous garbage collection (Node's `gc`, exposed by `--expose-gc`). */
  collect: () => void;
  /** How long without a request counts as quiet. */
  quietMs: number;
  /** How often to look (at most this much later than `quietMs` the collection runs). */
  checkEveryMs: number;
  now?: () => number;
}

export function createIdleCollector({ collect, quietMs, checkEveryMs, now = Date.now }: IdleCollectorOptions): IdleCollector {
  let lastRequestAt = now();
  // Start-up itself (migrations, Next.js's preparation) leaves garbage: the first quiet moment collects it too.
  let dirty = true;
  const timer = setInterval(() => {
    if (!dirty || now() - lastRequestAt < quietMs) return;
    dirty = false;
    collect();
  }, checkEveryMs);
  // Never what keeps the process alive.
  timer.unref();
  return {
    noteRequest() {
      lastRequestAt = now();
      dirty = true;
    },
    stop() {
      clearInterval(timer);
    },
  };
}

/** How long the server waits without a request, after serving, before it collects. */
export const COLLECT_AFTER_QUIET_MS = 5_000;
const MIB = 2 ** 20;

/**
 * The server's collector: Node's `gc` is there when it runs with `--expose-gc`, as `npm start` runs it. Without
 * it, says so once and does nothing.
 */
export function collectWhenQuiet(log: Logger): IdleCollector | null {
  const gc = globalThis.gc;
  if (!gc) {
    log.warn('started without --expose-gc: memory is not given back after a burst (README, "Configuration")');
    return null;
  }
  return createIdleCollector({
    quietMs: COLLECT_AFTER_QUIET_MS,
    checkEveryMs: 1_000,
    collect() {
      const before = process.memoryUsage().heapUsed;
      const started = performance.now();
      // Twice: the second gives back the pages the first emptied, which V8 would otherwise keep for the next
      // allocations (after the soak bench, RSS 391 MiB after one, 334 after two; docs/decisions/016).
      gc();
      gc();
      const heapUsedMiB = Math.round(process.memoryUsage().heapUsed / MIB);
      log.debug({ ms: Math.round(performance.now() - started), heapUsedMiB, freedMiB: Math.round(before / MIB) - heapUsedMiB }, 'quiet: garbage collected');
    },
  });
}
