// The limits of the customers (docs/product.md, "Customers"), apart from ./schemas.ts so that the messages that state
// them (./messages.ts) and the screens (without zod) can read them too.
import { MAX_PAGE_SIZE } from '../constants';

export const CUSTOMER_LIMITS = {
  /** Characters of the shop's private note on a customer. */
  noteMax: 1_000,
  /** Tags on one customer. */
  tagsMax: 8,
  /** Characters of one tag, once trimmed. */
  tagMax: 24,
  /** Characters of the list's search. */
  searchMax: 100,
  pageSizeMax: MAX_PAGE_SIZE,
  defaultPageSize: 20,
  /** A customer's page lists its newest orders, this many at most (its figures count them all). */
  ordersShown: 50,
  /** Rows of one CSV export. */
  exportMax: 10_000,
} as const;

/** The tags the tags editor offers first; the shop may type others. */
export const CUSTOMER_TAG_SUGGESTIONS = ['VIP', 'Grossiste', 'Revendeur', 'Fidèle'] as const;

/** The list's orders: the biggest spenders first, or the latest order first. */
export const CUSTOMER_SORTS = ['depense', 'derniere'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const DEFAULT_CUSTOMER_SORT: CustomerSort = 'derniere';
