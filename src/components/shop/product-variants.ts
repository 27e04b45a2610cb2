// The product page's choice of a variant (docs/product.md, "Variants"), in the browser: the picture it shows and
// the address that names it. Pure, zod-free and free of the variants' rules (src/shared/catalog/variants.ts, whose
// messages would weigh on the page's first load): the server applies those (./variant-moves.ts).
import type { ProductImage, ProductVariant } from '@/shared/catalog/answers';

/** The query parameter that names the chosen variant in a product page's address. */
export const VARIANT_PARAM = 'variante';

/** The index of a variant's own picture among the product's, or null when it has none (the gallery stays as it is). */
export function variantImageIndex(images: readonly ProductImage[], variant: Pick<ProductVariant, 'imageIndex'> | undefined): number | null {
  const index = variant?.imageIndex;
  return index != null && index >= 0 && index < images.length ? index : null;
}

/** A page's address (path, query, fragment) naming this variant, its other parameters kept. */
export function variantAddress(location: { pathname: string; search: string; hash: string }, variantId: string): string {
  const query = new URLSearchParams(location.search);
  query.set(VARIANT_PARAM, variantId);
  return `${location.pathname}?${query}${location.hash}`;
}
