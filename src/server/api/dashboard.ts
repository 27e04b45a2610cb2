// /dashboard: the back office's overview, for any signed-in administrator (docs/api.md).
import { Hono } from 'hono';
import { dashboardStats } from '@/server/services/dashboard/dashboard-stats';
import { recentActivity } from '@/server/services/dashboard/recent-activity';
import { topProducts } from '@/server/services/dashboard/top-products';
import { DEFAULT_RECENT_ACTIVITY_LIMIT } from '@/shared/constants';
import { CATALOGUE_MESSAGES as M } from '@/shared/messages';
import { limitQuerySchema, topProductsQuerySchema } from '@/shared/schemas';
import { requireAuth } from './middleware/auth';
import { ok } from './respond';
import type { AppEnv } from './types';
import { parseWith } from './validate';

export function dashboardRoutes() {
  const dashboard = new Hono<AppEnv>();

  dashboard.use(requireAuth);

  dashboard.get('/stats', async (c) => ok(c, { stats: await dashboardStats() }, M.statsLoaded));

  dashboard.get('/recent-activity', async (c) => {
    const { limit } = parseWith(limitQuerySchema(DEFAULT_RECENT_ACTIVITY_LIMIT), c.req.query());
    return ok(c, await recentActivity(limit, c.get('admin')), M.activityLoaded);
  });

  dashboard.get('/top-products', async (c) => {
    const { by, limit } = parseWith(topProductsQuerySchema, c.req.query());
    return ok(c, await topProducts(by, limit), M.topProductsLoaded);
  });

  return dashboard;
}
