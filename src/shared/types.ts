// The catalogue's query as the pages and the server read it from a URL (docs/api.md, "Product"). The API's answers
// are not here: each is a zod shape and its type in the answers.ts of its domain (src/shared/catalog/answers.ts,
// src/shared/orders/answers.ts…; docs/api.md, "The OpenAPI document").
import type { SortOption } from './constants';

export interface ProductQuery {
  page: number;
  limit: number;
  sortBy: SortOption;
  minPrice: number | null;
  maxPrice: number | null;
  search: string | null;
  /** Category id. */
  type: string | null;
  /** Sub-type id. */
  subtype: string | null;
}
