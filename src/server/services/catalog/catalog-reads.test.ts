import { describe, expect, it } from 'vitest';
import { useTestBackend } from '@test/harness';
import { countQueries } from '@test/query-counter';
import { DEFAULT_PAGE_SIZE } from '@/shared/constants';
import type { ProductQuery } from '@/shared/types';
import { bestProducts } from './best-products';
import { listCategories } from './list-categories';
import { listProducts } from './list-products';
import { paginate } from './pagination';
import { searchTerms } from './search';

const t = useTestBackend({ seed: true });

const query = (overrides: Partial<ProductQuery> = {}): ProductQuery => ({
  page: 1,
  limit: DEFAULT_PAGE_SIZE,
  sortBy: 'alphabet',
  minPrice: null,
  maxPrice: null,
  search: null,
  type: null,
  subtype: null,
  ...overrides,
});

describe('catalogue reads stay within two queries', () => {
  it.each([
    ['the first page', query()],
    ['a search', query({ search: 'protien' })],
    ['a filtered, sorted page of 100', query({ limit: 100, sortBy: 'prix', minPrice: 1000, maxPrice: 90000 })],
  ])('lists %s in two queries, images included', async (_name, q) => {
    const { result, queries } = await countQueries(t().db, () => listProducts(q));
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.every((p) => p.images.length > 0)).toBe(true);
    expect(queries).toBe(2);
  });

  it('lists the categories with counts and sub-types in two queries', async () => {
    const { result, queries } = await countQueries(t().db, () => listCategories());
    expect(result).toHaveLength(8);
    expect(queries).toBe(2);
  });

  it('answers the best products in one query', async () => {
    const { queries } = await countQueries(t().db, () => bestProducts());
    expect(queries).toBe(1);
  });
});

describe('pagination arithmetic', () => {
  it.each([
    [0, 1, 20, { pages: 1, hasPrev: false, hasNext: false }],
    [20, 1, 20, { pages: 1, hasPrev: false, hasNext: false }],
    [21, 1, 20, { pages: 2, hasPrev: false, hasNext: true }],
    [21, 2, 20, { pages: 2, hasPrev: true, hasNext: false }],
    [60, 5, 7, { pages: 9, hasPrev: true, hasNext: true }],
    [60, 12, 7, { pages: 9, hasPrev: true, hasNext: false }],
  ])('total %i, page %i, limit %i', (total, page, limit, expected) => {
    expect(paginate(total, page, limit)).toEqual({ current: page, total, limit, ...expected });
  });
});

describe('search terms', () => {
  it('trims, collapses spaces, de-duplicates and caps the words', () => {
    expect(searchTerms('  whey   protéine whey ')).toEqual({ phrase: 'whey protéine whey', words: ['whey', 'protéine'] });
    expect(searchTerms('   ')).toBeNull();
    expect(searchTerms(null)).toBeNull();
    expect(searchTerms('a b c d e f g h')?.words).toHaveLength(6);
  });
});
