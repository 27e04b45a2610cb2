// GET /dashboard/recent-activity: the activity log, newest first (docs/api.md). A super administrator manages the
// accounts and sees every row. An ordinary administrator sees the catalogue's activity and the rows of their own
// account: other administrators' sign-ins, account changes and e-mail addresses are not theirs to know.
import 'server-only';
import { desc, eq, inArray, or } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { activityLog } from '@/server/db/schema';
import type { Role } from '@/shared/constants';
import { CATALOGUE_ACTIVITY_TITLES } from '@/shared/catalog/messages';
import type { ActivityItem } from '@/shared/answers';
import { ACTIVITY_ACTIONS } from '../activity/log-activity';

/** Who reads the log. */
export interface ActivityViewer {
  id: string;
  role: Role;
}

/** The domains of the catalogue's activity, and of the orders, customers, delivery zones and shop settings, shown to every administrator. */
const CATALOGUE_DOMAINS = new Set(['product', 'category', 'catalogue', 'order', 'customer', 'zone', 'settings']);
const CATALOGUE_ACTIONS = ACTIVITY_ACTIONS.filter((action) => CATALOGUE_DOMAINS.has(action.split('.')[0]));

/** The lucide icon the dashboard shows for an action, by its domain (the part before the dot). */
const ICONS: Record<string, string> = {
  product: 'package',
  category: 'folder',
  catalogue: 'database',
  auth: 'log-in',
  admin: 'user-cog',
  profile: 'user',
  order: 'shopping-bag',
  customer: 'contact',
  zone: 'map-pin',
  settings: 'settings',
  retention: 'eraser',
};

export function activityIcon(action: string): string {
  return ICONS[action.split('.')[0]] ?? 'activity';
}

export async function recentActivity({ actor: viewer, limit }: { actor: ActivityViewer; limit: number }): Promise<ActivityItem[]> {
  const everything = viewer.role === 'SUPER_ADMIN';
  const rows = await getDb()
    .select()
    .from(activityLog)
    .where(everything ? undefined : or(inArray(activityLog.action, CATALOGUE_ACTIONS), eq(activityLog.actorId, viewer.id)))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
  return rows.map((row) => ({
    _id: String(row.id),
    title: row.title,
    subtitle: row.subtitle,
    timestamp: row.createdAt.toISOString(),
    icon: activityIcon(row.action),
    action: row.action,
    actor: everything || row.actorId === viewer.id ? row.actorName : shownName(row.actorName),
  }));
}

/** The log names an administrator without a name by their e-mail: others see that someone acted, not who. */
function shownName(actorName: string | null): string | null {
  return actorName?.includes('@') ? CATALOGUE_ACTIVITY_TITLES.unnamedActor : actorName;
}
