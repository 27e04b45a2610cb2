// The customers list's address (docs/product.md, "Customers"): the search, the order, the page and its size live in
// the URL, read leniently as the orders' inbox reads its own (a malformed value falls back to its default). Pure,
// and tested.
import type { CustomerQuery } from '@/lib/api/customers';
import { DEFAULT_PAGE, PAGE_SIZES } from '@/shared/constants';
import { CUSTOMER_LIMITS, CUSTOMER_SORTS, type CustomerSort, DEFAULT_CUSTOMER_SORT } from '@/shared/customers/limits';

export type CustomerListParams = CustomerQuery;

export const DEFAULT_CUSTOMER_LIST_PARAMS: CustomerListParams = { q: null, tri: DEFAULT_CUSTOMER_SORT, page: DEFAULT_PAGE, limit: CUSTOMER_LIMITS.defaultPageSize };

/** A search as the API takes it: no NUL, at most its length, trimmed; null when empty. */
export function customerSearchText(value: string | null | undefined): string | null {
  return value?.replaceAll('\u0000', '').slice(0, CUSTOMER_LIMITS.searchMax).trim() || null;
}

function wholeNumber(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

export function parseCustomerListParams(query: URLSearchParams): CustomerListParams {
  const tri = query.get('tri');
  const limit = wholeNumber(query.get('limit'));
  return {
    q: customerSearchText(query.get('q')),
    tri: tri && (CUSTOMER_SORTS as readonly string[]).includes(tri) ? (tri as CustomerSort) : DEFAULT_CUSTOMER_SORT,
    page: wholeNumber(query.get('page')) ?? DEFAULT_PAGE,
    limit: limit !== null && (PAGE_SIZES as readonly number[]).includes(limit) ? limit : CUSTOMER_LIMITS.defaultPageSize,
  };
}

/** The list's own query string: only what differs from the defaults, in a stable order. */
export function customerListSearch(params: CustomerListParams): string {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.tri !== DEFAULT_CUSTOMER_SORT) query.set('tri', params.tri);
  if (params.limit !== CUSTOMER_LIMITS.defaultPageSize) query.set('limit', String(params.limit));
  if (params.page !== DEFAULT_PAGE) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** A change of the list: any change but the page's goes back to page 1. */
export function changeCustomerList(current: CustomerListParams, change: Partial<CustomerListParams>): CustomerListParams {
  const next: CustomerListParams = { ...current, ...change };
  if ('q' in change) next.q = customerSearchText(change.q);
  const resets = (['q', 'tri', 'limit'] as const).some((key) => key in change && change[key] !== current[key]);
  if (resets && !('page' in change)) next.page = DEFAULT_PAGE;
  return next;
}
