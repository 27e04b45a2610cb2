// What each cached catalogue read and page shows, as tags, and what each write touches: one definition, so
// that a write invalidates exactly what it changed (docs/decisions/012-storefront-page-cache.md).
//   menu           the categories' names and sub-types (the storefront's header, on every page)
//   categories     the category list with its counts (the API's /types, the catalogue's filters)
//   products       every listing: catalogue pages, searches, best products, the sitemap
//   product:<id>   one product
//   category:<id>  one category and the products in it (a product page's category and recommendations)
//   featured       the featured products ('À la une'), which a product page also recommends
//   zones          the delivery zones offered (GET /zones, the delivery page, the cart's choice of quartier)
//   settings       the shop's settings (the footer, contacts, WhatsApp links, announcement bar, the cart's rules)

export const TAGS = { menu: 'menu', categories: 'categories', products: 'products', featured: 'featured', zones: 'zones', settings: 'settings' } as const;

export const productTag = (id: string) => `product:${id}`;
export const categoryTag = (id: string) => `category:${id}`;

/** A product created, changed or deleted, with its category and whether it is featured, before and after. */
export function productWriteTags(id: string, states: ({ categoryId: string; aLaUne: boolean } | null | undefined)[]): string[] {
  const tags = new Set<string>([productTag(id), TAGS.products, TAGS.categories]);
  for (const state of states) {
    if (!state) continue;
    tags.add(categoryTag(state.categoryId));
    if (state.aLaUne) tags.add(TAGS.featured);
  }
  return [...tags];
}

/** A category created, renamed, re-described, its sub-types changed, or deleted. */
export function categoryWriteTags(id: string): string[] {
  return [categoryTag(id), TAGS.menu, TAGS.categories, TAGS.products];
}
