// A task the running server repeats (the retention, the reading-back of Wave's open links): once soon after start,
// then at its interval, on timers that never keep the process alive, one run at a time. Nothing to install beside
// the shop.
import { getLogger } from './logger';

/** After start-up's own work, so that the first pages are served first. */
export const FIRST_RUN_DELAY_MS = 60 * 1000;

export interface PeriodicTask {
  /** Clears the timers and waits for a run under way: called before the database closes. */
  stop(): Promise<void>;
}

export function startPeriodicTask({
  name,
  intervalMs,
  firstRunDelayMs = FIRST_RUN_DELAY_MS,
  run: task,
}: {
  name: string;
  intervalMs: number;
  firstRunDelayMs?: number;
  run: () => Promise<unknown>;
}): PeriodicTask {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (stopped || running) return;
    running = task()
      .then(() => undefined)
      .catch((error: unknown) => getLogger().error({ err: error, task: name }, `${name} task failed`))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, firstRunDelayMs);
  first.unref();
  const every = setInterval(run, intervalMs);
  every.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
