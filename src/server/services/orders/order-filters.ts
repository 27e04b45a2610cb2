// The inbox's filters as SQL (docs/api.md, GET /commandes): a search of the reference, the customer's name or
// phone (each through its trigram index), a range of days, and a tab. Shared by the list, its counts and the
// CSV export, so that the three always agree.
import { and, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import { orders } from '@/server/db/schema';
import { ORDER_LIMITS, type OrderListQuery, type OrderTab } from '@/shared/orders/schemas';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');

/**
 * Anywhere in the reference ('0042', 'cmd-2611'), the name (case and accents aside) or the phone's digits: one
 * column, `recherche`, through its trigram index.
 */
function searchCondition(search: string | null): SQL | undefined {
  if (!search) return undefined;
  const conditions = [sql`${orders.recherche} like '%' || f_unaccent(lower(${escapeLike(search)})) || '%'`];
  // '77 123 45 67', '+221771234567', '771234': the digits, when the search has no letter.
  const digits = search.replace(/\D/g, '');
  if (digits.length >= 3 && !/\p{L}/u.test(search)) conditions.push(sql`${orders.recherche} like ${`%${digits}%`}`);
  return or(...conditions);
}

/** `from` and `to` are days in Dakar, both included; Dakar is on UTC all year. */
function dayConditions(from: string | null, to: string | null): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(orders.createdAt, new Date(`${from}T00:00:00Z`)));
  if (to) conditions.push(lt(orders.createdAt, new Date(new Date(`${to}T00:00:00Z`).getTime() + 86_400_000)));
  return conditions;
}

/** The moment before which a 'nouvelle' order is 'Sans suite'. */
export const staleBefore = (now: Date) => new Date(now.getTime() - ORDER_LIMITS.staleAfterHours * 3_600_000);

export function tabCondition(tab: OrderTab | null, now: Date): SQL | undefined {
  if (tab === null) return undefined;
  if (tab === 'sans_suite') return and(sql`${orders.statut} = 'nouvelle'`, lt(orders.createdAt, staleBefore(now)));
  return sql`${orders.statut} = ${tab}`;
}

/** Search and days: what the counts of the tabs share with the list. */
export function baseCondition(query: Pick<OrderListQuery, 'search' | 'from' | 'to'>): SQL | undefined {
  return and(searchCondition(query.search), ...dayConditions(query.from, query.to));
}

export function listCondition(query: Pick<OrderListQuery, 'search' | 'from' | 'to' | 'status'>, now: Date): SQL | undefined {
  return and(baseCondition(query), tabCondition(query.status, now));
}
