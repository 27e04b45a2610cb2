import type { Pagination } from '@/shared/answers';

/** Page arithmetic as docs/api.md describes it: an empty result is still one (empty) page. */
export function paginate(total: number, page: number, limit: number): Pagination {
  const pages = Math.max(1, Math.ceil(total / limit));
  return { current: page, pages, total, limit, hasPrev: page > 1, hasNext: page < pages };
}
