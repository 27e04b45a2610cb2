// Expired products leave the storefront at midnight in Dakar (docs/decisions/022-drafts-and-alerts.md). Nothing is
// written when a day passes — the public reads compare the expiry date with today (./visibility.ts) — so the cached
// answers and pages that still show a product expired since midnight are dropped then, on a timer of the running
// server that never keeps the process alive.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { type Executor, getDb } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { getLogger } from '@/server/logger';
import { addDays, dakarToday } from '@/shared/alerts/rules';
import { productWriteTags } from './cache-tags';
import { invalidateCatalogue } from './read-cache';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Milliseconds from `now` to the next midnight in Dakar (UTC, no daylight saving), never 0. */
export function msUntilNextMidnight(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, next - now.getTime());
}

/**
 * Drops the catalogue's tags of every product that `today` hides for the first time: expired yesterday, published,
 * not kept on sale. Returns the tags dropped (none when no product expired).
 */
export async function dropNewlyExpired({ today, executor = getDb() }: { today: string; executor?: Executor }): Promise<string[]> {
  const rows = await executor
    .select({ id: products.id, categoryId: products.categoryId, aLaUne: products.aLaUne })
    .from(products)
    .where(and(eq(products.datePeremption, addDays(today, -1)), eq(products.visibleSiPerime, false), eq(products.brouillon, false)));
  const tags = [...new Set(rows.flatMap((row) => productWriteTags(row.id, [row])))];
  if (tags.length > 0) invalidateCatalogue(getDb(), tags);
  return tags;
}

export interface ExpiryTimer {
  /** Clears the timer and waits for a run under way: called before the database closes. */
  stop(): Promise<void>;
}

/** At each midnight, `drop(today)`; the next midnight is reckoned again after each run, so that the clock's drift never adds up. */
export function scheduleExpiryDrops({
  now = () => new Date(),
  drop = (today: string) => dropNewlyExpired({ today }),
}: { now?: () => Date; drop?: (today: string) => Promise<unknown> } = {}): ExpiryTimer {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const arm = () => {
    if (stopped) return;
    // A timer woken a little early would run before midnight and find nothing: aim a few milliseconds late.
    timer = setTimeout(run, Math.min(msUntilNextMidnight(now()) + 5, DAY_MS + 5));
    timer.unref();
  };
  const run = () => {
    running = drop(dakarToday(now()))
      .catch((error: unknown) => getLogger().error({ err: error }, 'expiry: dropping the expired products from the cache failed'))
      .finally(() => {
        running = null;
        arm();
      });
  };
  arm();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
