'use client';
// A list's pages (docs/back-office-kit.md, "Lists"): the rows, faded while the next page is read, then the footer:
// 'Afficher : N par page' and at most five page buttons around the current page. A new page starts at the top.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Select } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { pageNumbers } from '@/lib/product-rules';
import { PAGE_SIZES } from '@/shared/constants';
import type { Pagination as Pages } from '@/shared/answers';
import { KIT_TEXTS } from './texts';

interface PaginationProps {
  page: number;
  pages: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

const pageButton =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-40';

function Pagination({ page, pages, limit, onPage, onLimit }: PaginationProps) {
  const sizeId = useId();
  return (
    <div className="flex flex-col items-center justify-between gap-3 border-t border-gray-200 pt-4 sm:flex-row dark:border-gray-800">
      <div className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-400">
        <label htmlFor={sizeId}>{KIT_TEXTS.perPage}</label>
        <Select id={sizeId} value={limit} onChange={(event) => onLimit(Number(event.target.value))} className="h-9 w-24">
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
        <span>{KIT_TEXTS.perPageSuffix}</span>
      </div>
      <nav aria-label="Pagination" className="flex items-center gap-1">
        <button
          type="button"
          className={cn(pageButton, 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800')}
          onClick={() => onPage(page - 1)}
          disabled={page <= 1}
          aria-label="Page précédente"
        >
          <ChevronLeft className="h-4 w-4" aria-hidden />
        </button>
        {pageNumbers(page, pages).map((n) => (
          <button
            key={n}
            type="button"
            onClick={() => onPage(n)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Page ${n}`}
            className={cn(
              pageButton,
              n === page
                ? 'bg-brand-700 text-white dark:bg-brand-600'
                : 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800',
            )}
          >
            {n}
          </button>
        ))}
        <button
          type="button"
          className={cn(pageButton, 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800')}
          onClick={() => onPage(page + 1)}
          disabled={page >= pages}
          aria-label="Page suivante"
        >
          <ChevronRight className="h-4 w-4" aria-hidden />
        </button>
      </nav>
    </div>
  );
}

interface PagedResultsProps {
  /** The list's query: faded while it shows the previous page in place of the one asked for. */
  read: { isPlaceholderData: boolean; isFetching: boolean };
  pagination: Pages;
  limit: number;
  change: (change: { page?: number; limit?: number }) => void;
  children: ReactNode;
}

export function PagedResults({ read, pagination, limit, change, children }: PagedResultsProps) {
  return (
    <>
      <div className={cn('transition-opacity', read.isPlaceholderData && 'opacity-60')} aria-busy={read.isFetching}>
        {children}
      </div>
      <Pagination
        page={pagination.current}
        pages={pagination.pages}
        limit={limit}
        onPage={(next) => {
          change({ page: next });
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
        onLimit={(next) => change({ limit: next })}
      />
    </>
  );
}

/**
 * A page past the last (its last row deleted or moved away, an old link) shows the last page instead: decided once
 * per answer, never on a change of page (the answer for the page just left would undo it).
 */
export function useLastPageGuard(pagination: Pages | undefined, page: number, showPage: (page: number) => void) {
  const checked = useRef<Pages | undefined>(undefined);
  useEffect(() => {
    if (!pagination || checked.current === pagination) return;
    checked.current = pagination;
    if (pagination.total > 0 && page > pagination.pages) showPage(pagination.pages);
  }, [pagination, page, showPage]);
}
