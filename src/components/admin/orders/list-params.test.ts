import { describe, expect, it } from 'vitest';
import type { OrderCounts } from '@/shared/orders/answers';
import {
  changeOrderList,
  DEFAULT_ORDER_LIST_PARAMS,
  isDay,
  isFiltered,
  orderListSearch,
  parseOrderListParams,
  tabCount,
  toOrderQuery,
} from './list-params';

const parse = (query: string) => parseOrderListParams(new URLSearchParams(query));

describe('the inbox’s address', () => {
  it('opens on the new orders, page 1, 20 per page', () => {
    expect(parse('')).toEqual(DEFAULT_ORDER_LIST_PARAMS);
    expect(DEFAULT_ORDER_LIST_PARAMS).toMatchObject({ tab: 'nouvelle', page: 1, limit: 20 });
  });

  it('reads a tab, a search, days, a page and a page size', () => {
    expect(parse('status=livree&search=%20CMD-2611%20&from=2026-11-01&to=2026-11-30&page=3&limit=50')).toEqual({
      tab: 'livree',
      search: 'CMD-2611',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 3,
      limit: 50,
    });
    expect(parse('status=toutes').tab).toBe('toutes');
    expect(parse('status=sans_suite').tab).toBe('sans_suite');
  });

  it('falls back to the defaults on malformed values instead of failing', () => {
    expect(parse('status=perdue&from=2026-02-30&to=hier&page=0&limit=7')).toEqual(DEFAULT_ORDER_LIST_PARAMS);
    expect(parse('page=-2&limit=abc').page).toBe(1);
    expect(parse(`search=${'x'.repeat(150)}`).search).toHaveLength(100);
    expect(parse('search=%20%20').search).toBeNull();
  });

  it('keeps the days in order', () => {
    expect(parse('from=2026-11-30&to=2026-11-01')).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    expect(changeOrderList(parse('from=2026-11-10'), { to: '2026-11-02' })).toMatchObject({ from: '2026-11-02', to: '2026-11-10' });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(orderListSearch(DEFAULT_ORDER_LIST_PARAMS)).toBe('');
    const params = { tab: 'toutes', search: '77 123', from: '2026-11-01', to: null, page: 2, limit: 10 } as const;
    const search = orderListSearch(params);
    expect(search).toBe('?status=toutes&search=77+123&from=2026-11-01&limit=10&page=2');
    expect(parse(search.slice(1))).toEqual(params);
  });

  it('goes back to page 1 on any change but the page', () => {
    const on3 = parse('page=3');
    expect(changeOrderList(on3, { tab: 'confirmee' }).page).toBe(1);
    expect(changeOrderList(on3, { search: 'awa' }).page).toBe(1);
    expect(changeOrderList(on3, { from: '2026-11-01' }).page).toBe(1);
    expect(changeOrderList(on3, { limit: 50 }).page).toBe(1);
    expect(changeOrderList(on3, { page: 4 }).page).toBe(4);
    expect(changeOrderList(on3, { tab: 'nouvelle' }).page).toBe(3);
    expect(changeOrderList(on3, { search: '  ' }).search).toBeNull();
  });

  it('asks the API for no status on "Toutes"', () => {
    expect(toOrderQuery(parse('status=toutes')).status).toBeNull();
    expect(toOrderQuery(parse('')).status).toBe('nouvelle');
  });

  it('counts every status under "Toutes", the stale ones once', () => {
    const counts: OrderCounts = { nouvelle: 3, confirmee: 2, en_livraison: 1, livree: 4, annulee: 1, sans_suite: 2 };
    expect(tabCount(counts, 'toutes')).toBe(11);
    expect(tabCount(counts, 'sans_suite')).toBe(2);
    expect(tabCount(counts, 'livree')).toBe(4);
  });

  it('knows a day and a filtered list', () => {
    expect(isDay('2026-11-26')).toBe(true);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('26/11/2026')).toBe(false);
    expect(isFiltered(DEFAULT_ORDER_LIST_PARAMS)).toBe(false);
    expect(isFiltered(parse('status=livree'))).toBe(false);
    expect(isFiltered(parse('to=2026-11-26'))).toBe(true);
  });
});
