// Runs the retention task (docs/decisions/023-retention.md) inside the running server: once soon after start,
// then every few hours.
import type { Config } from './config';
import { getLogger } from './logger';
import { FIRST_RUN_DELAY_MS, type PeriodicTask, startPeriodicTask } from './periodic-task';
import { purgeExpiredData } from './services/retention/purge-expired-data';

export const RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000;

export function startRetentionTimer(config: Config, { firstRunDelayMs = FIRST_RUN_DELAY_MS } = {}): PeriodicTask {
  return startPeriodicTask({
    name: 'retention',
    intervalMs: RETENTION_INTERVAL_MS,
    firstRunDelayMs,
    run: async () => {
      const counts = await purgeExpiredData({ periods: config.retention });
      if (counts && Object.values(counts).some((count) => count > 0)) getLogger().info({ purged: counts }, 'retention: expired data purged');
    },
  });
}
