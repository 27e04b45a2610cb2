// The storefront's own addresses that every page's script may need (docs/product.md): a product's page, and where
// the header's search goes. Apart from the catalogue's query parameters (./catalogue-url.ts, which re-exports them)
// so that the header and the cart do not carry the catalogue's parameter rules; a product page's address is built
// here and nowhere else.
import { LIMITS } from '../constants';

export const CATALOGUE_PATH = '/pro';
export const PRODUCT_PATH = '/produits';

/** A product's page, relative to the site: the storefront's own links. */
export function productHref(id: string): string {
  return `${PRODUCT_PATH}/${encodeURIComponent(id)}`;
}

/** A product's page as an absolute link on the public URL, for what leaves the site: sitemap, WhatsApp, JSON-LD. */
export function productUrl(publicUrl: string, id: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${productHref(id)}`;
}

/**
 * Where the header search box goes: /pro?search=…, the catalogue's address with only its search set (as
 * catalogueHref writes it); null when the trimmed text is empty.
 */
export function searchHref(text: string): string | null {
  const term = text.trim();
  return term ? `${CATALOGUE_PATH}?${new URLSearchParams({ search: term.slice(0, LIMITS.searchMax) })}` : null;
}
