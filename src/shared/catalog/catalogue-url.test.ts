import { describe, expect, it } from 'vitest';
import {
  type CatalogueParams,
  catalogueHref,
  catalogueTitle,
  changeCatalogue,
  DEFAULT_CATALOGUE_PARAMS,
  parseCatalogueParams,
  productHref,
  productUrl,
  searchHref,
  toProductQuery,
} from './catalogue-url';

const CAT = '0b5e4c9e-1b2c-4d3e-8f90-123456789abc';
const SUB = '1c6f5d0f-2c3d-4e4f-9a01-23456789abcd';

describe('reading the /pro URL', () => {
  it('reads every parameter', () => {
    const params = parseCatalogueParams({
      search: ' whey ',
      categorie: CAT.toUpperCase(),
      type: SUB,
      page: '3',
      limit: '50',
      sort: 'prix',
      minPrice: '1000',
      maxPrice: '20000',
      view: 'list',
    });
    expect(params).toEqual({ search: 'whey', categorie: CAT, type: SUB, page: 3, limit: 50, sort: 'prix', minPrice: 1000, maxPrice: 20000, view: 'list' });
    expect(toProductQuery(params)).toMatchObject({ type: CAT, subtype: SUB, sortBy: 'prix', page: 3 });
  });

  it('falls back to the defaults on malformed values instead of failing', () => {
    expect(parseCatalogueParams({ page: '0', limit: '7', sort: 'random', categorie: 'x', minPrice: '-5', search: '   ' })).toEqual(
      DEFAULT_CATALOGUE_PARAMS,
    );
  });

  it('drops what the database could not take: a price past the bound, a NUL in the search', () => {
    const params = parseCatalogueParams(new URLSearchParams('minPrice=100000000&maxPrice=2147483648&search=wh%00ey'));
    expect([params.minPrice, params.maxPrice, params.search]).toEqual([100_000_000, null, 'whey']);
    expect(parseCatalogueParams({ search: '\u0000' }).search).toBeNull();
  });

  it('swaps inverted price bounds', () => {
    const params = parseCatalogueParams(new URLSearchParams('minPrice=9000&maxPrice=1000'));
    expect([params.minPrice, params.maxPrice]).toEqual([1000, 9000]);
  });
});

describe('writing the /pro URL', () => {
  it('leaves the defaults out', () => {
    expect(catalogueHref()).toBe('/pro');
    expect(catalogueHref({ categorie: CAT, page: 2 })).toBe(`/pro?categorie=${CAT}&page=2`);
    expect(catalogueHref({ search: 'vitamine c' })).toBe('/pro?search=vitamine+c');
  });

  it('submits the header search only when the trimmed text is not empty', () => {
    expect(searchHref('   ')).toBeNull();
    expect(searchHref(' proteine ')).toBe('/pro?search=proteine');
  });
});

describe('resets of the catalogue', () => {
  const current: CatalogueParams = { ...DEFAULT_CATALOGUE_PARAMS, categorie: CAT, type: SUB, page: 4 };

  it.each([
    ['sort', { sort: 'prix' as const }],
    ['page size', { limit: 50 }],
    ['minimum price', { minPrice: 1000 }],
    ['maximum price', { maxPrice: 1000 }],
    ['category', { categorie: null }],
    ['type', { type: null }],
  ])('changing the %s goes back to page 1', (_name, change) => {
    expect(changeCatalogue(current, change).page).toBe(1);
  });

  it('keeps the page when only the page or the view changes', () => {
    expect(changeCatalogue(current, { page: 5 }).page).toBe(5);
    expect(changeCatalogue(current, { view: 'list' }).page).toBe(4);
  });

  it('running a search clears the category and the type', () => {
    expect(changeCatalogue(current, { search: ' omega ' })).toMatchObject({ search: 'omega', categorie: null, type: null, page: 1 });
  });

  it('clearing the search keeps the category', () => {
    expect(changeCatalogue({ ...current, search: 'x' }, { search: '  ' })).toMatchObject({ search: null, categorie: CAT });
  });

  it('choosing another category drops the sub-type of the previous one', () => {
    expect(changeCatalogue(current, { categorie: SUB })).toMatchObject({ categorie: SUB, type: null });
  });
});

describe('catalogue title', () => {
  it('names the search, else the sub-type, else the category, else Nos Produits', () => {
    expect(catalogueTitle({ search: 'whey' }, { category: 'Protéines', subType: 'Whey' })).toBe('Résultats de recherche pour « whey »');
    expect(catalogueTitle({ search: null }, { category: 'Protéines', subType: 'Whey' })).toBe('Whey');
    expect(catalogueTitle({ search: null }, { category: 'Protéines', subType: null })).toBe('Protéines');
    expect(catalogueTitle({ search: null }, { category: null, subType: null })).toBe('Nos Produits');
  });
});

describe('product links', () => {
  it('builds the product page of an id, relative and absolute on the public URL', () => {
    expect(productHref(CAT)).toBe(`/produits/${CAT}`);
    expect(productUrl('https://boutique.sn', CAT)).toBe(`https://boutique.sn/produits/${CAT}`);
    expect(productUrl('https://boutique.sn//', CAT)).toBe(`https://boutique.sn/produits/${CAT}`);
  });

  it('keeps a forged id inside the product path', () => {
    expect(productHref('../admin?x=1#y')).toBe('/produits/..%2Fadmin%3Fx%3D1%23y');
  });
});
