// Where each value of a product page's option leads, computed by the server with the variants' rules
// (src/shared/catalog/variants.ts), so that the page's first load carries none of them (docs/product.md, "Variants").
import type { ProductVariant } from '@/shared/catalog/answers';
import { combinationKey, initialVariant, isAvailableVariant, type ProductOption } from '@/shared/catalog/variants';

/**
 * For each variant, the index of the variant each value of each option (the options' values one after the other)
 * leads to from it, the other options keeping their values; -1 where that value cannot be chosen: no such
 * variant, or it is sold out (`canChoose`). A value shown -1 is struck.
 */
export function variantMoves(options: readonly ProductOption[], variants: readonly ProductVariant[]): number[][] {
  const byKey = new Map(variants.map((variant, index) => [combinationKey(variant.valeurs), index]));
  return variants.map((variant) =>
    options.flatMap((option, index) =>
      option.valeurs.map((value) => {
        const target = byKey.get(combinationKey(variant.valeurs.map((chosen, i) => (i === index ? value : chosen))));
        return target !== undefined && isAvailableVariant(variants[target]) ? target : -1;
      }),
    ),
  );
}

/** The index of the variant a page opens on before it reads its address: the first available, else the first. */
export function firstVariant(variants: readonly ProductVariant[]): number {
  const variant = initialVariant(variants, null);
  return variant ? variants.indexOf(variant) : -1;
}
