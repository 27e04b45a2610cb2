// The activity log: every write appends who did what, and when. The dashboard reads it back.
import { type Executor, getDb } from '@/server/db/client';
import { activityLog } from '@/server/db/schema';

export interface ActivityEntry {
  actor: { id: string; nomComplet?: string | null; email?: string | null } | null;
  /** Dotted verb, e.g. `product.create`, `auth.login`. */
  action: string;
  entityType?: string;
  entityId?: string;
  /** What the dashboard shows, in French. */
  title: string;
  subtitle?: string;
  details?: Record<string, unknown>;
}

export async function logActivity(entry: ActivityEntry, executor: Executor = getDb()): Promise<void> {
  await executor.insert(activityLog).values({
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor ? entry.actor.nomComplet || entry.actor.email || null : null,
    action: entry.action,
    entityType: entry.entityType ?? null,
    entityId: entry.entityId ?? null,
    title: entry.title,
    subtitle: entry.subtitle ?? null,
    details: entry.details ?? null,
  });
}
