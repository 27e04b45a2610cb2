// GET /clients: a page of customers for a search, the biggest spenders or the latest order first. Two queries: the
// count and the page (none for a page past the last).
import 'server-only';
import { count } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import { paginate } from '@/server/services/catalog/pagination';
import type { CustomerSummary } from '@/shared/customers/answers';
import type { CustomerListQuery } from '@/shared/customers/schemas';
import type { Pagination } from '@/shared/answers';
import { customerSummaryColumns, toCustomerSummary } from './customer-dto';
import { customerOrder, customerSearchCondition } from './customer-filters';

export async function listCustomers(query: CustomerListQuery): Promise<{ clients: CustomerSummary[]; pagination: Pagination }> {
  const db = getDb();
  const where = customerSearchCondition(query.q);
  const [{ total }] = await db.select({ total: count() }).from(customers).where(where);
  const pagination = paginate(total, query.page, query.limit);
  const offset = (query.page - 1) * query.limit;
  const rows =
    offset >= total
      ? []
      : await db
          .select(customerSummaryColumns(customers))
          .from(customers)
          .where(where)
          .orderBy(...customerOrder(query.tri))
          .limit(query.limit)
          .offset(offset);
  return { clients: rows.map(toCustomerSummary), pagination };
}
