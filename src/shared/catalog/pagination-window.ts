// The catalogue's page buttons (docs/product.md, Catalogue): first, last, current ± 2, with ellipses for the gaps.
import { LIMITS } from '../constants';

export type PageItem = number | 'ellipsis';

export function paginationWindow(current: number, pages: number, siblings: number = LIMITS.paginationSiblings): PageItem[] {
  if (pages <= 1) return [1];
  const page = Math.min(Math.max(1, current), pages);
  const shown = new Set<number>([1, pages]);
  for (let n = page - siblings; n <= page + siblings; n++) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [index, n] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) items.push(previous + 1);
    // An ellipsis standing for a single page would hide nothing worth hiding: that page is shown instead.
    else if (previous !== undefined && n - previous > 2) items.push('ellipsis');
    items.push(n);
  }
  return items;
}
