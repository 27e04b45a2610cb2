// Runs the retention task (docs/decisions/023-retention.md) inside the running server: once soon after start,
// then every few hours, on timers that never keep the process alive. Nothing to install beside the shop.
import type { Config } from './config';
import { getLogger } from './logger';
import { purgeExpiredData } from './services/retention/purge-expired-data';

export const RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** After start-up's own work, so that the first pages are served first. */
const FIRST_RUN_DELAY_MS = 60 * 1000;

export interface RetentionTimer {
  /** Clears the timers and waits for a run under way: called before the database closes. */
  stop(): Promise<void>;
}

export function startRetentionTimer(config: Config, { firstRunDelayMs = FIRST_RUN_DELAY_MS } = {}): RetentionTimer {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (stopped || running) return;
    running = purgeExpiredData({ periods: config.retention })
      .then((counts) => {
        if (counts && Object.values(counts).some((count) => count > 0)) getLogger().info({ purged: counts }, 'retention: expired data purged');
      })
      .catch((error: unknown) => getLogger().error({ err: error }, 'retention task failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, firstRunDelayMs);
  first.unref();
  const every = setInterval(run, RETENTION_INTERVAL_MS);
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
