// GET /commandes: the inbox — a page of orders, newest first, for a tab, a search and a range of days, with the
// tabs' counts for the same search and days. Two queries whatever the page (no line is read: the summary's
// counts are kept on the order; the counts of all the orders by the database's triggers).
import 'server-only';
import { desc, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { orderStatusCounts, orders } from '@/server/db/schema';
import { paginate } from '@/server/services/catalog/pagination';
import { ORDER_STATUSES, type OrderCounts, type OrderListQuery, type OrderPage, type OrderStatus } from '@/shared/orders';
import { baseCondition, listCondition, staleBefore } from './order-filters';
import { summaryColumns, toOrderSummary } from './order-dto';

/** The counts of every order: five rows kept by the orders' triggers, and the recent new ones. One query. */
async function countAll(now: Date): Promise<OrderCounts> {
  const rows = await getDb()
    .select({
      statut: orderStatusCounts.statut,
      total: orderStatusCounts.total,
      // 'Sans suite' are the new orders but those of the last 72 hours, which are few: read on the index.
      recent: sql<number>`(select count(*) from ${orders} where ${orders.statut} = 'nouvelle' and ${orders.createdAt} >= ${staleBefore(now).toISOString()}::timestamptz)`.mapWith(Number),
    })
    .from(orderStatusCounts);
  const counts = emptyCounts();
  for (const row of rows) {
    counts[row.statut] = row.total;
    if (row.statut === 'nouvelle') counts.sans_suite = row.total - row.recent;
  }
  return counts;
}

function emptyCounts(): OrderCounts {
  return Object.fromEntries([...ORDER_STATUSES.map((status) => [status, 0]), ['sans_suite', 0]]) as OrderCounts;
}

/**
 * How many orders each tab holds for a search and days ('sans_suite' are counted in 'nouvelle' too). One query:
 * without a filter, the counts the triggers keep; with one, the matching orders counted.
 */
export async function countOrders({ query, now = new Date() }: { query: Pick<OrderListQuery, 'search' | 'from' | 'to'>; now?: Date }): Promise<OrderCounts> {
  if (!query.search && !query.from && !query.to) return countAll(now);
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

export async function listOrders(query: OrderListQuery): Promise<OrderPage> {
  const now = new Date();
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
