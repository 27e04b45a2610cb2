'use client';
// The dashboard's data (docs/api.md, Dashboard): the six figures with their trend, and the latest activity.
import { useQuery } from '@tanstack/react-query';
import { type DashboardStatKey, LIMITS } from '@/shared/constants';
import type { ActivityItem, DashboardStat } from '@/shared/answers';
import type { LaunchChecklist } from '@/shared/launch/answers';
import { api } from './auth-store';

export const dashboardKeys = {
  stats: ['dashboard', 'stats'] as const,
  activity: ['dashboard', 'activity'] as const,
};

export function useDashboardStats() {
  return useQuery({
    queryKey: dashboardKeys.stats,
    queryFn: async ({ signal }): Promise<DashboardStat[]> => {
      const data = (await api().get<{ stats?: DashboardStat[] }>('/dashboard/stats', { signal })).data;
      return Array.isArray(data?.stats) ? data.stats : [];
    },
  });
}

/** The dashboard shows the latest LIMITS.recentActivity entries; only those are asked for. */
export function useRecentActivity() {
  return useQuery({
    queryKey: dashboardKeys.activity,
    queryFn: async ({ signal }): Promise<ActivityItem[]> => {
      const data = (await api().get<ActivityItem[]>('/dashboard/recent-activity', { signal, query: { limit: LIMITS.recentActivity } })).data;
      return Array.isArray(data) ? data.slice(0, LIMITS.recentActivity) : [];
    },
  });
}

const STAT_LABELS: Record<DashboardStatKey, string> = {
  products: 'Produits',
  categories: 'Catégories',
  sub_types: 'Types',
  out_of_stock: 'En rupture',
  featured: 'À la une',
  admins: 'Administrateurs',
};

/**
 * What a stat card is titled, from its key (the API's 'types' are the categories, its 'sous-types' the types). A
 * key this screen does not know yet is shown by the API's own title.
 */
export function statLabel(stat: Pick<DashboardStat, 'key' | 'title'>): string {
  const known = Object.hasOwn(STAT_LABELS, stat.key) ? STAT_LABELS[stat.key] : undefined;
  if (known) return known;
  const text = stat.title.trim();
  return text.charAt(0).toLocaleUpperCase('fr-FR') + text.slice(1);
}

const relative = new Intl.RelativeTimeFormat('fr-FR', { numeric: 'auto' });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'à l’instant', 'il y a 5 minutes', 'il y a 3 heures', 'hier', 'il y a 4 jours'; past a week, the date itself. */
export function activityTime(timestamp: string, now: number = Date.now()): string | null {
  const at = new Date(timestamp).getTime();
  if (Number.isNaN(at)) return null;
  const ago = Math.max(0, now - at);
  if (ago < MINUTE) return 'à l’instant';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return null;
}

/** 'Mise en ligne', for a super administrator only (the API refuses anyone else). */
export function useLaunchChecklist(enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', 'launch'] as const,
    enabled,
    queryFn: async ({ signal }): Promise<LaunchChecklist> => (await api().get<LaunchChecklist>('/dashboard/mise-en-ligne', { signal })).data as LaunchChecklist,
  });
}
