'use client';
// Page buttons of the catalogue (first, last and current ± 2); a page change scrolls smoothly to the top.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { MouseEvent } from 'react';
import { type CatalogueParams, catalogueHref } from '@/shared/catalog/catalogue-url';
import { paginationWindow } from '@/shared/catalog/pagination-window';

export function Pagination({ params, pages }: { params: CatalogueParams; pages: number }) {
  const router = useRouter();
  if (pages <= 1) return null;
  const current = Math.min(params.page, pages);
  const href = (page: number) => catalogueHref({ ...params, page });
  const follow = (event: MouseEvent<HTMLAnchorElement>, page: number) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    router.push(href(page), { scroll: false });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const base = 'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold';
  return (
    <nav aria-label="Pagination" className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {current > 1 ? (
            <Link href={href(current - 1)} onClick={(e) => follow(e, current - 1)} className={`${base} text-gray-800 hover:bg-brand-50`} aria-label="Page précédente">
              <ChevronLeft aria-hidden="true" className="size-5" />
            </Link>
          ) : (
            <span className={`${base} text-gray-400`} aria-hidden="true">
              <ChevronLeft className="size-5" />
            </span>
          )}
        </li>
        {paginationWindow(current, pages).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className="px-1 text-gray-600" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={href(item)}
                onClick={(e) => follow(e, item)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={`Page ${item}`}
                className={`${base} ${item === current ? 'bg-brand-700 text-white' : 'text-gray-800 hover:bg-brand-50'}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < pages ? (
            <Link href={href(current + 1)} onClick={(e) => follow(e, current + 1)} className={`${base} text-gray-800 hover:bg-brand-50`} aria-label="Page suivante">
              <ChevronRight aria-hidden="true" className="size-5" />
            </Link>
          ) : (
            <span className={`${base} text-gray-400`} aria-hidden="true">
              <ChevronRight className="size-5" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
