// A cart line's, an order line's or a message's name for a product's variant (docs/product.md, "Variants"), apart
// from the variants' rules (./variants.ts, which re-exports it) so that the storefront's cart, loaded on every page
// for its badge, imports these few bytes and not the rules the product form also uses.

/** Between a product's name and its variant's in a cart line, a message or an order line. */
export const VARIANT_NAME_SEPARATOR = ' — ';

/** A line's name: the product's and, when it has one, its variant's ('Whey Gold Standard — Chocolat, 5 lb'). */
export function lineName(productName: string, variant: string | null | undefined): string {
  return variant ? `${productName}${VARIANT_NAME_SEPARATOR}${variant}` : productName;
}
