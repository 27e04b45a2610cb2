// The product page's choice of a variant (docs/product.md, "Variants"): the picture it shows, the variant a click
// on a value leads to and the address that names it. Pure and zod-free: the product page's first load carries it
// (types only from answers.ts).
import type { ProductImage, ProductVariant } from '@/shared/catalog/answers';
import { canChoose, findVariant } from '@/shared/catalog/variants';

/** The query parameter that names the chosen variant in a product page's address. */
export const VARIANT_PARAM = 'variante';

/** The index of a variant's own picture among the product's, or null when it has none (the gallery stays as it is). */
export function variantImageIndex(images: readonly ProductImage[], variant: Pick<ProductVariant, 'imageIndex'> | undefined): number | null {
  const index = variant?.imageIndex;
  return index != null && index >= 0 && index < images.length ? index : null;
}

/**
 * The variant a click on `value` of option `index` leads to, the other options keeping their values; undefined when
 * that value cannot be chosen (no such variant, or it is sold out: `canChoose`).
 */
export function pickValue(variants: readonly ProductVariant[], current: readonly string[], index: number, value: string): ProductVariant | undefined {
  if (!canChoose(variants, current, index, value)) return undefined;
  return findVariant(
    variants,
    current.map((chosen, i) => (i === index ? value : chosen)),
  );
}

/** A page's address (path, query, fragment) naming this variant, its other parameters kept. */
export function variantAddress(location: { pathname: string; search: string; hash: string }, variantId: string): string {
  const query = new URLSearchParams(location.search);
  query.set(VARIANT_PARAM, variantId);
  return `${location.pathname}?${query}${location.hash}`;
}
