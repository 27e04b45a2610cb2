// The inbox page last shown (its tab, search, days and page), kept in sessionStorage under this key for an order's
// way back. Apart from ./list-params.ts, so that an order's page does not carry the inbox's rules.
export const LAST_ORDERS_KEY = 'admin:commandes:list';
