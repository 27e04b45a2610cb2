// GET /commandes: the inbox — a page of orders, newest first, for a tab, a search and a range of days, with the
// tabs' counts for the same search and days. Two queries at most whatever the page, one for the inbox as it opens
// (no line is read: the summary's counts are kept on the order; the counts of all the orders by the database's
// triggers).
import 'server-only';
import { desc, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { orderStatusCounts, orders } from '@/server/db/schema';
import { paginate } from '@/server/services/catalog/pagination';
import { ORDER_STATUSES, type OrderListQuery, type OrderStatus } from '@/shared/orders/schemas';
import type { OrderCounts, OrderPage } from '@/shared/orders/answers';
import { baseCondition, listCondition, staleBefore } from './order-filters';
import { summaryColumns, toOrderSummary } from './order-dto';

/** The inbox without a search or days: the counts the triggers keep serve it. */
const unfiltered = (query: Pick<OrderListQuery, 'search' | 'from' | 'to'>) => !query.search && !query.from && !query.to;

/** 'Sans suite' are the new orders but those of the last 72 hours, which are few: read on the index. */
const recentNew = (now: Date) =>
  sql<number>`(select count(*) from ${orders} where ${orders.statut} = 'nouvelle' and ${orders.createdAt} >= ${staleBefore(now).toISOString()}::timestamptz)`.mapWith(Number);

/** The five rows the orders' triggers keep, as one JSON value: read by the page's own statement (`listOrders`). */
const keptCounts = sql<string | { statut: OrderStatus; total: number }[]>`(select json_agg(json_build_object('statut', ${orderStatusCounts.statut}, 'total', ${orderStatusCounts.total})) from ${orderStatusCounts})`;

function countsOf(kept: { statut: OrderStatus; total: number }[], recent: number): OrderCounts {
  const counts = emptyCounts();
  for (const row of kept) {
    counts[row.statut] = Number(row.total);
    if (row.statut === 'nouvelle') counts.sans_suite = Number(row.total) - recent;
  }
  return counts;
}

/** The counts of every order: five rows kept by the orders' triggers, and the recent new ones. One query. */
async function countAll(now: Date): Promise<OrderCounts> {
  const rows = await getDb()
    .select({ statut: orderStatusCounts.statut, total: orderStatusCounts.total, recent: recentNew(now) })
    .from(orderStatusCounts);
  return countsOf(rows, rows[0]?.recent ?? 0);
}

function emptyCounts(): OrderCounts {
  return Object.fromEntries([...ORDER_STATUSES.map((status) => [status, 0]), ['sans_suite', 0]]) as OrderCounts;
}

/**
 * How many orders each tab holds for a search and days ('sans_suite' are counted in 'nouvelle' too). One query:
 * without a filter, the counts the triggers keep; with one, the matching orders counted.
 */
export async function countOrders({ query, now = new Date() }: { query: Pick<OrderListQuery, 'search' | 'from' | 'to'>; now?: Date }): Promise<OrderCounts> {
  if (unfiltered(query)) return countAll(now);
  const rows = await getDb()
    .select({
      statut: orders.statut,
      count: sql<number>`count(*)`.mapWith(Number),
      stale: sql<number>`count(*) filter (where ${orders.statut} = 'nouvelle' and ${orders.createdAt} < ${staleBefore(now).toISOString()}::timestamptz)`.mapWith(Number),
    })
    .from(orders)
    .where(baseCondition(query))
    .groupBy(orders.statut);
  const counts = emptyCounts();
  for (const row of rows) {
    counts[row.statut as OrderStatus] = row.count;
    counts.sans_suite += row.stale;
  }
  return counts;
}

/**
 * Without a search or days (the inbox as it opens), the page and the counts the triggers keep come from one
 * statement: PGlite serves one statement at a time, and a page the administrators open most costs it one less
 * (bench/README.md, "Orders"). A page past the last order reads the counts alone.
 */
async function pageWithCounts(query: OrderListQuery, now: Date): Promise<OrderPage | null> {
  const rows = await getDb()
    .select({ ...summaryColumns(orders), kept: keptCounts, recent: recentNew(now) })
    .from(orders)
    .where(listCondition(query, now))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  if (rows.length === 0) return null;
  const kept = typeof rows[0].kept === 'string' ? JSON.parse(rows[0].kept) : rows[0].kept;
  const compteurs = countsOf(kept ?? [], rows[0].recent);
  const total = query.status === null ? ORDER_STATUSES.reduce((sum, status) => sum + compteurs[status], 0) : compteurs[query.status];
  return { commandes: rows.map((row) => toOrderSummary(row, now)), pagination: paginate(total, query.page, query.limit), compteurs };
}

export async function listOrders(query: OrderListQuery): Promise<OrderPage> {
  const now = new Date();
  if (unfiltered(query)) {
    const page = await pageWithCounts(query, now);
    if (page) return page;
  }
  const compteurs = await countOrders({ query, now });
  const total = query.status === null ? ORDER_STATUSES.reduce((sum, status) => sum + compteurs[status], 0) : compteurs[query.status];
  const pagination = paginate(total, query.page, query.limit);
  const offset = (query.page - 1) * query.limit;
  const rows =
    offset >= total
      ? []
      : await getDb()
          .select(summaryColumns(orders))
          .from(orders)
          .where(listCondition(query, now))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(query.limit)
          .offset(offset);
  return { commandes: rows.map((row) => toOrderSummary(row, now)), pagination, compteurs };
}
