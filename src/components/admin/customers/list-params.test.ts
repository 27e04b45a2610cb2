import { describe, expect, it } from 'vitest';
import { changeCustomerList, customerListSearch, DEFAULT_CUSTOMER_LIST_PARAMS, parseCustomerListParams } from './list-params';

describe("the customers list's address", () => {
  it('reads the search, the order and the page, a malformed value falling back to its default', () => {
    expect(parseCustomerListParams(new URLSearchParams('q=%20Fatou%20&tri=depense&page=2&limit=50'))).toEqual({ q: 'Fatou', tri: 'depense', page: 2, limit: 50 });
    expect(parseCustomerListParams(new URLSearchParams('tri=prix&page=-1&limit=7'))).toEqual(DEFAULT_CUSTOMER_LIST_PARAMS);
  });

  it('writes only what differs from the defaults, and goes back to page 1 on a new search or order', () => {
    expect(customerListSearch(DEFAULT_CUSTOMER_LIST_PARAMS)).toBe('');
    const third = { ...DEFAULT_CUSTOMER_LIST_PARAMS, page: 3 };
    expect(changeCustomerList(third, { tri: 'depense' })).toEqual({ ...DEFAULT_CUSTOMER_LIST_PARAMS, tri: 'depense' });
    expect(changeCustomerList(third, { q: '  77 12 ' })).toMatchObject({ q: '77 12', page: 1 });
    expect(customerListSearch(changeCustomerList(third, { page: 4 }))).toBe('?page=4');
  });
});
