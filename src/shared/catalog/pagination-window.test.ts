import { describe, expect, it } from 'vitest';
import { paginationWindow } from './pagination-window';

describe('pagination window: first, last, current ± 2, ellipses (docs/product.md, Catalogue)', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 'ellipsis', 10]],
    [5, 10, [1, 2, 3, 4, 5, 6, 7, 'ellipsis', 10]],
    [6, 12, [1, 'ellipsis', 4, 5, 6, 7, 8, 'ellipsis', 12]],
    [10, 10, [1, 'ellipsis', 8, 9, 10]],
    // A gap of a single page shows that page rather than an ellipsis.
    [4, 10, [1, 2, 3, 4, 5, 6, 'ellipsis', 10]],
    [7, 10, [1, 'ellipsis', 5, 6, 7, 8, 9, 10]],
  ])('page %i of %i', (current, pages, expected) => {
    expect(paginationWindow(current, pages)).toEqual(expected);
  });

  it('keeps a page beyond the last within bounds', () => {
    expect(paginationWindow(40, 3)).toEqual([1, 2, 3]);
  });
});
