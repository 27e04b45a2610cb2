// The inbox's address (docs/product.md, "Orders in the back office"): the tab, the search, the days and the page
// live in the URL, so that a reload or a shared link shows the same list. Read leniently, as the product list's
// address is (docs/decisions/007-lenient-catalogue-urls-strict-api.md): a malformed value falls back to its
// default instead of reaching the API, which would refuse it. Pure, and tested.
import { DEFAULT_PAGE, PAGE_SIZES } from '@/shared/constants';
import { ORDER_LIMITS } from '@/shared/orders/limits';
import type { OrderQuery } from '@/lib/api/orders';
import type { OrderTab } from '@/shared/orders/schemas';
import type { OrderCounts } from '@/shared/orders/answers';
import { ORDER_STATUSES } from '@/shared/orders/rules';

/** The inbox's tabs: the statuses, 'Sans suite', and every order. */
export type InboxTab = OrderTab | 'toutes';
export const INBOX_TABS: readonly InboxTab[] = ['nouvelle', 'confirmee', 'en_livraison', 'livree', 'annulee', 'sans_suite', 'toutes'];
/** The inbox opens on what is left to handle. */
export const DEFAULT_TAB: InboxTab = 'nouvelle';

export interface OrderListParams {
  tab: InboxTab;
  search: string | null;
  /** `YYYY-MM-DD`, both days included (Dakar time). */
  from: string | null;
  to: string | null;
  page: number;
  limit: number;
}

export const DEFAULT_ORDER_LIST_PARAMS: OrderListParams = {
  tab: DEFAULT_TAB,
  search: null,
  from: null,
  to: null,
  page: DEFAULT_PAGE,
  limit: ORDER_LIMITS.defaultPageSize,
};

/** `YYYY-MM-DD` naming a day that exists. */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A search as the API takes it: no NUL, at most its length, trimmed; null when empty. */
export function searchText(value: string | null | undefined): string | null {
  return value?.replaceAll('\u0000', '').slice(0, ORDER_LIMITS.searchMax).trim() || null;
}

function wholeNumber(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

/** Two days in order: a start after the end swaps them. */
function ordered(params: OrderListParams): OrderListParams {
  if (params.from && params.to && params.from > params.to) return { ...params, from: params.to, to: params.from };
  return params;
}

export function parseOrderListParams(query: URLSearchParams): OrderListParams {
  const tab = query.get('status');
  const limit = wholeNumber(query.get('limit'));
  return ordered({
    tab: tab && (INBOX_TABS as readonly string[]).includes(tab) ? (tab as InboxTab) : DEFAULT_TAB,
    search: searchText(query.get('search')),
    from: isDay(query.get('from')) ? query.get('from') : null,
    to: isDay(query.get('to')) ? query.get('to') : null,
    page: wholeNumber(query.get('page')) ?? DEFAULT_PAGE,
    limit: limit !== null && (PAGE_SIZES as readonly number[]).includes(limit) ? limit : ORDER_LIMITS.defaultPageSize,
  });
}

/** The inbox's own query string: only what differs from the defaults, in a stable order. */
export function orderListSearch(params: OrderListParams): string {
  const query = new URLSearchParams();
  if (params.tab !== DEFAULT_TAB) query.set('status', params.tab);
  if (params.search) query.set('search', params.search);
  if (params.from) query.set('from', params.from);
  if (params.to) query.set('to', params.to);
  if (params.limit !== DEFAULT_ORDER_LIST_PARAMS.limit) query.set('limit', String(params.limit));
  if (params.page !== DEFAULT_PAGE) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** A change of the list: any change but the page's goes back to page 1; the days stay in order. */
export function changeOrderList(current: OrderListParams, change: Partial<OrderListParams>): OrderListParams {
  const next: OrderListParams = { ...current, ...change };
  if ('search' in change) next.search = searchText(change.search);
  const resets = (['tab', 'search', 'from', 'to', 'limit'] as const).some((key) => key in change && change[key] !== current[key]);
  if (resets && !('page' in change)) next.page = DEFAULT_PAGE;
  return ordered(next);
}

/** The inbox's address as the API is asked it: 'toutes' is no status. */
export function toOrderQuery(params: OrderListParams): OrderQuery {
  return {
    status: params.tab === 'toutes' ? null : params.tab,
    search: params.search,
    from: params.from,
    to: params.to,
    page: params.page,
    limit: params.limit,
  };
}

/** A tab's count: 'Toutes' is every status ('Sans suite' orders are also 'Nouvelles'). */
export function tabCount(counts: OrderCounts, tab: InboxTab): number {
  if (tab === 'toutes') return ORDER_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  return counts[tab] ?? 0;
}

/** Whether the list is narrowed by a search or days (the 'Effacer les filtres' button, the empty state). */
export function isFiltered(params: OrderListParams): boolean {
  return params.search !== null || params.from !== null || params.to !== null;
}
