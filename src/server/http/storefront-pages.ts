// The storefront pages the page cache keeps (docs/decisions/012-storefront-page-cache.md), each with the query
// parameters it reads. A page is kept, and rendered, under its path and those parameters only: the `fbclid` that
// Facebook and Instagram add to every shared link, `utm_*`, or any parameter made up to miss the cache, name the
// same page. A new page that reads a parameter says so here, with the function that reads it.
import { CATALOGUE_PATH, catalogueAddress } from '@/shared/catalog/catalogue-url';

/** Next.js's own parameter of a client-side navigation: the hash of its navigation headers (see `storefrontAddress`). */
const NAVIGATION_PARAM = '_rsc';

interface StorefrontPage {
  path: RegExp;
  /** The page's own address for a query, as the page reads it; none: the page reads no parameter. */
  address?: (query: URLSearchParams) => string;
}

const PAGES: StorefrontPage[] = [
  { path: /^\/$/ },
  // Filters, search, sort, page size, view and page, read by parseCatalogueParams (src/shared/catalog/catalogue-url.ts),
  // the function the page itself reads them with.
  { path: new RegExp(`^${CATALOGUE_PATH}$`), address: catalogueAddress },
  { path: /^\/produits\/[^/]+$/ },
  { path: /^\/cart$/ },
  { path: /^\/faq$/ },
  { path: /^\/livraison$/ },
  { path: /^\/sitemap\.xml$/ },
  { path: /^\/robots\.txt$/ },
];

const pageOf = (path: string) => PAGES.find((page) => page.path.test(path));

/** Whether a path (no query) is one of the pages the cache keeps. */
export function isStorefrontPage(path: string): boolean {
  return pageOf(path) !== undefined;
}

/**
 * The address a request target (path and query, as `requestTarget` reads it) names among the kept pages: its path
 * and the parameters that page reads, in a stable order; null for any other target. A client-side navigation
 * (`navigation`: the request's `RSC: 1`) keeps Next.js's `_rsc` too, which Next.js checks against the navigation
 * headers and redirects without.
 */
export function storefrontAddress(url: string, navigation: boolean): string | null {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const page = pageOf(path);
  if (!page) return null;
  // The most common case, on every cached answer: a page that reads nothing, asked for as HTML.
  if (!page.address && !navigation) return path;
  const query = new URLSearchParams(mark < 0 ? '' : url.slice(mark + 1));
  const address = page.address?.(query) ?? path;
  const hash = navigation ? query.get(NAVIGATION_PARAM) : null;
  if (hash === null) return address;
  return `${address}${address.includes('?') ? '&' : '?'}${new URLSearchParams({ [NAVIGATION_PARAM]: hash })}`;
}
