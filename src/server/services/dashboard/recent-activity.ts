// GET /dashboard/recent-activity: the activity log, newest first (docs/api.md).
import 'server-only';
import { desc } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { activityLog } from '@/server/db/schema';
import type { ActivityItem } from '@/shared/types';

/** The lucide icon the dashboard shows for an action, by its domain (the part before the dot). */
const ICONS: Record<string, string> = {
  product: 'package',
  category: 'folder',
  catalogue: 'database',
  auth: 'log-in',
  admin: 'user-cog',
  profile: 'user',
};

export function activityIcon(action: string): string {
  return ICONS[action.split('.')[0]] ?? 'activity';
}

export async function recentActivity(limit: number): Promise<ActivityItem[]> {
  const rows = await getDb().select().from(activityLog).orderBy(desc(activityLog.createdAt), desc(activityLog.id)).limit(limit);
  return rows.map((row) => ({
    _id: String(row.id),
    title: row.title,
    subtitle: row.subtitle,
    timestamp: row.createdAt.toISOString(),
    icon: activityIcon(row.action),
    action: row.action,
    actor: row.actorName,
  }));
}
