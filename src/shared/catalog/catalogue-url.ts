// The storefront's URLs (docs/product.md). The /pro page is driven by its URL: these read and write its query
// parameters and apply its resets. Pure, shared by the server page and the client controls. Unlike the API,
// which refuses malformed values, the page reads them leniently: a shopper with a mangled link still sees
// products. A product page's address and the header search's are built in ./shop-paths.ts, re-exported here.
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, DEFAULT_SORT, LIMITS, PAGE_SIZES, SORT_OPTIONS, type SortOption } from '../constants';
import { isUuid } from '../ids';
import type { ProductQuery } from '../types';
import { CATALOGUE_PATH } from './shop-paths';

export { CATALOGUE_PATH, PRODUCT_PATH, productHref, productUrl, searchHref } from './shop-paths';

export type CatalogueView = 'grid' | 'list';

export interface CatalogueParams {
  search: string | null;
  /** Category id. */
  categorie: string | null;
  /** Sub-type id. */
  type: string | null;
  page: number;
  limit: number;
  sort: SortOption;
  minPrice: number | null;
  maxPrice: number | null;
  view: CatalogueView;
}

export const DEFAULT_CATALOGUE_PARAMS: CatalogueParams = {
  search: null,
  categorie: null,
  type: null,
  page: DEFAULT_PAGE,
  limit: DEFAULT_PAGE_SIZE,
  sort: DEFAULT_SORT,
  minPrice: null,
  maxPrice: null,
  view: 'grid',
};

type RawParams = Record<string, string | string[] | undefined> | URLSearchParams;


function first(raw: RawParams, key: string): string | null {
  const value = raw instanceof URLSearchParams ? raw.get(key) : raw[key];
  const text = Array.isArray(value) ? value[0] : value;
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
}

function integer(text: string | null, min: number, max = Number.MAX_SAFE_INTEGER): number | null {
  if (text === null || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : null;
}

function id(text: string | null): string | null {
  return isUuid(text) ? text.toLowerCase() : null;
}

export function parseCatalogueParams(raw: RawParams): CatalogueParams {
  const limit = integer(first(raw, 'limit'), 1);
  const sort = first(raw, 'sort');
  // Prices past the bound the API refuses are dropped: the database could not compare with them.
  let minPrice = integer(first(raw, 'minPrice'), 0, LIMITS.priceMax);
  let maxPrice = integer(first(raw, 'maxPrice'), 0, LIMITS.priceMax);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    // U+0000 cannot reach PostgreSQL (the API refuses it; the page drops it). Trimmed again once cut, so that
    // catalogueAddress gives back an address that reads the same.
    search: first(raw, 'search')?.replaceAll('\u0000', '').slice(0, LIMITS.searchMax).trim() || null,
    categorie: id(first(raw, 'categorie')),
    type: id(first(raw, 'type')),
    page: integer(first(raw, 'page'), 1) ?? DEFAULT_PAGE,
    limit: limit !== null && (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
    sort: sort && (SORT_OPTIONS as readonly string[]).includes(sort) ? (sort as SortOption) : DEFAULT_SORT,
    minPrice,
    maxPrice,
    view: first(raw, 'view') === 'list' ? 'list' : 'grid',
  };
}

/** The catalogue service's query for these parameters (categorie is the API's `type`, type its `subtype`). */
export function toProductQuery(params: CatalogueParams): ProductQuery {
  return {
    page: params.page,
    limit: params.limit,
    sortBy: params.sort,
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
    search: params.search,
    type: params.categorie,
    subtype: params.type,
  };
}

/** /pro with only the parameters that differ from the defaults, in a stable order. */
export function catalogueHref(params: Partial<CatalogueParams> = {}): string {
  const full = { ...DEFAULT_CATALOGUE_PARAMS, ...params };
  const query = new URLSearchParams();
  if (full.search) query.set('search', full.search);
  if (full.categorie) query.set('categorie', full.categorie);
  if (full.type) query.set('type', full.type);
  if (full.sort !== DEFAULT_SORT) query.set('sort', full.sort);
  if (full.minPrice !== null) query.set('minPrice', String(full.minPrice));
  if (full.maxPrice !== null) query.set('maxPrice', String(full.maxPrice));
  if (full.limit !== DEFAULT_PAGE_SIZE) query.set('limit', String(full.limit));
  if (full.view !== 'grid') query.set('view', full.view);
  if (full.page !== DEFAULT_PAGE) query.set('page', String(full.page));
  const text = query.toString();
  return text ? `${CATALOGUE_PATH}?${text}` : CATALOGUE_PATH;
}

/**
 * The catalogue's address for a query as the page reads it: its own parameters only, with the values it takes, in
 * a stable order (`/pro?fbclid=…&page=x&sort=prix` is `/pro?sort=prix`). The storefront's page cache keeps and
 * renders /pro under this address (docs/decisions/012-storefront-page-cache.md): what it keeps is what the page reads.
 */
export function catalogueAddress(raw: RawParams): string {
  return catalogueHref(parseCatalogueParams(raw));
}

/**
 * Applies a change with the catalogue's resets: any change of sort, page size, prices, search, category or type
 * goes back to page 1; running a search clears the category and the type.
 */
export function changeCatalogue(current: CatalogueParams, change: Partial<CatalogueParams>): CatalogueParams {
  const next: CatalogueParams = { ...current, ...change };
  if ('search' in change) {
    next.search = change.search?.trim() ? change.search.trim().slice(0, LIMITS.searchMax) : null;
    if (next.search !== null) {
      next.categorie = null;
      next.type = null;
    }
  }
  if ('categorie' in change && !('type' in change) && change.categorie !== current.categorie) next.type = null;
  const resets = (['sort', 'limit', 'minPrice', 'maxPrice', 'search', 'categorie', 'type'] as const).some(
    (key) => key in change && change[key] !== current[key],
  );
  if (resets && !('page' in change)) next.page = DEFAULT_PAGE;
  return next;
}

export interface CatalogueNames {
  category: string | null;
  subType: string | null;
}

/** The catalogue's heading: the search, else the sub-type or category name, else 'Nos Produits'. */
export function catalogueTitle(params: Pick<CatalogueParams, 'search'>, names: CatalogueNames): string {
  if (params.search) return `Résultats de recherche pour « ${params.search} »`;
  return names.subType ?? names.category ?? 'Nos Produits';
}
