// /dashboard: the back office's overview, for any signed-in administrator (docs/api.md).
import { Hono } from 'hono';
import { z } from 'zod';
import { getAlerts } from '@/server/services/alerts/get-alerts';
import { dashboardStats } from '@/server/services/dashboard/dashboard-stats';
import { recentActivity } from '@/server/services/dashboard/recent-activity';
import { topProducts } from '@/server/services/dashboard/top-products';
import { launchChecklist } from '@/server/services/launch/launch-checklist';
import { orderFigures } from '@/server/services/orders/order-figures';
import { launchChecklistShape } from '@/shared/launch/answers';
import { LAUNCH_TEXTS } from '@/shared/launch/rules';
import {
  DEFAULT_RECENT_ACTIVITY_LIMIT,
  DEFAULT_TOP_PRODUCTS_LIMIT,
  DEFAULT_TOP_PRODUCTS_ORDER,
  MAX_PAGE_SIZE,
  TOP_PRODUCTS_ORDERS,
} from '@/shared/constants';
import { ALERT_SUMMARY_MESSAGES } from '@/shared/alerts/summary';
import { CATALOGUE_MESSAGES as M } from '@/shared/catalog/messages';
import { ORDER_MESSAGES } from '@/shared/orders/messages';
import { limitQuerySchema, topProductsQuerySchema } from '@/shared/catalog/schemas';
import { shopAlertsShape } from '@/shared/alerts/answers';
import { TAGS, documented } from './openapi-routes';
import { orderFiguresShape } from '@/shared/orders/answers';
import { activityShape, dashboardStatShape } from '@/shared/answers';
import { productShape } from '@/shared/catalog/answers';
import { ok } from './respond';
import type { AppEnv } from './types';
import { parseWith } from './validate';

/** The query of /recent-activity as its handler builds it, for the document. */
const RECENT_ACTIVITY_QUERY = limitQuerySchema(DEFAULT_RECENT_ACTIVITY_LIMIT);

export function dashboardRoutes() {
  const dashboard = new Hono<AppEnv>();
  const route = documented(dashboard);


  route.get(
    '/stats',
    {
      operationId: 'dashboardStats',
      tag: TAGS.dashboard,
      summary: 'Six counts, compared with 30 days earlier',
      access: 'administrator',
      success: [{ messages: [M.statsLoaded], data: z.object({ stats: z.array(dashboardStatShape) }) }],
    },
    async (c) => ok(c, { stats: await dashboardStats() }, M.statsLoaded),
  );

  route.get(
    '/recent-activity',
    {
      operationId: 'recentActivity',
      tag: TAGS.dashboard,
      summary: 'The activity log, newest first',
      description: "An ordinary administrator never sees another administrator's sign-ins or account changes.",
      access: 'administrator',
      query: RECENT_ACTIVITY_QUERY,
      fields: [
        [RECENT_ACTIVITY_QUERY.shape.limit, { description: `An integer, 1 to ${MAX_PAGE_SIZE}.`, default: String(DEFAULT_RECENT_ACTIVITY_LIMIT) }],
      ],
      success: [{ messages: [M.activityLoaded], data: z.array(activityShape) }],
    },
    async (c) => {
      const { limit } = parseWith(limitQuerySchema(DEFAULT_RECENT_ACTIVITY_LIMIT), c.req.query());
      return ok(c, await recentActivity({ actor: c.get('admin'), limit }), M.activityLoaded);
    },
  );

  route.get(
    '/top-products',
    {
      operationId: 'topProducts',
      tag: TAGS.dashboard,
      summary: 'Products by promotion, novelty or feature',
      access: 'administrator',
      query: topProductsQuerySchema,
      fields: [
        [topProductsQuerySchema.shape.by, { enum: [...TOP_PRODUCTS_ORDERS], default: DEFAULT_TOP_PRODUCTS_ORDER }],
        [topProductsQuerySchema.shape.limit, { description: `An integer, 1 to ${MAX_PAGE_SIZE}.`, default: String(DEFAULT_TOP_PRODUCTS_LIMIT) }],
      ],
      success: [{ messages: [M.topProductsLoaded], data: z.array(productShape) }],
    },
    async (c) => {
      const { by, limit } = parseWith(topProductsQuerySchema, c.req.query());
      return ok(c, await topProducts({ by, limit }), M.topProductsLoaded);
    },
  );

  route.get(
    '/commandes',
    {
      operationId: 'orderFigures',
      tag: TAGS.dashboard,
      summary: "The orders' figures: to confirm, turnover and average basket over 30 days, and the 30 days' chart",
      description:
        "Days are Dakar's (UTC). The turnover counts the orders recorded in the last 30 days, today included, that are delivered or paid and not cancelled, delivery fees apart.",
      access: 'administrator',
      success: [{ messages: [ORDER_MESSAGES.figuresLoaded], data: orderFiguresShape }],
    },
    async (c) => ok(c, await orderFigures(), ORDER_MESSAGES.figuresLoaded),
  );

  route.get(
    '/alertes',
    {
      operationId: 'shopAlerts',
      tag: TAGS.dashboard,
      summary: 'The product alerts: low stock, out of stock, expiring within 30 days, expired',
      description:
        "For each kind, every product it concerns is counted and the first five are named, the most pressing first. A product's low-stock threshold is its own, else the shop's default; 0 turns it off; an untracked stock is never low. Expiring: from today to today + 30 days (Dakar's days, UTC); expired: before today. Drafts are left out.",
      access: 'administrator',
      success: [{ messages: [ALERT_SUMMARY_MESSAGES.loaded], data: shopAlertsShape }],
    },
    async (c) => ok(c, await getAlerts(), ALERT_SUMMARY_MESSAGES.loaded),
  );

  route.get(
    '/mise-en-ligne',
    {
      operationId: 'launchChecklist',
      tag: TAGS.dashboard,
      summary: "'Mise en ligne': what is left to do before the shop takes real orders",
      description:
        "Each point checked by the server: the WhatsApp number is not the demo's, the shop has its name, PUBLIC_URL is an https address that is not the machine's, e-mail is sent by SMTP, the demo data is gone, the caller has a second factor, and (with the embedded database) a backup was made in the last 7 days.",
      access: 'super administrator',
      success: [{ messages: [LAUNCH_TEXTS.loaded], data: launchChecklistShape }],
    },
    async (c) => ok(c, await launchChecklist({ adminId: c.get('admin').id }), LAUNCH_TEXTS.loaded),
  );

  return dashboard;
}
