'use client';
// The choice of a variant on a product page (docs/product.md, "Variants"): each option a group of buttons, a value
// whose combination with the other choices is sold out or missing struck and not selectable; the price, the stock,
// the reference, the picture and the add to cart follow the choice. The choice is kept in the address
// (`?variante=`, replaced, no navigation). The page is one cached page whatever its `?variante=` (the page cache
// keys product pages by their path alone, docs/decisions/012-storefront-page-cache.md): the server renders the
// first available variant, and the variant the address names is picked once the page runs. Where each value leads
// from each variant is computed by the server (./variant-moves.ts): the variants' rules stay out of the first load.
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { CartProduct } from '@/lib/cart';
import type { ProductVariant } from '@/shared/catalog/answers';
import type { ProductOption } from '@/shared/catalog/variants';
import { ProductPurchase } from './product-purchase';

interface VariantChoice {
  variants: ProductVariant[];
  /** variantMoves: for each variant, the index of the variant each value leads to, -1 where it cannot be chosen. */
  moves: number[][];
  chosen: number;
  variant: ProductVariant | undefined;
  choose: (index: number) => void;
}

const ChosenVariant = createContext<VariantChoice | null>(null);

/** The variant chosen on this page; undefined on the page of a product without variants. */
export function useChosenVariant(): ProductVariant | undefined {
  return useContext(ChosenVariant)?.variant;
}

/** `initial`: the variant the server rendered (the first available, `initialVariant`); the address's, once running. */
export function VariantChoiceProvider({ variants, moves, initial, children }: { variants: ProductVariant[]; moves: number[][]; initial: number; children: ReactNode }) {
  const [chosen, setChosen] = useState(initial);
  useEffect(() => {
    // 'variante': VARIANT_PARAM (./product-variants.ts), written here to keep that module out of the first load.
    const wanted = new URLSearchParams(window.location.search).get('variante');
    const index = variants.findIndex((variant) => variant._id === wanted);
    if (index >= 0) setChosen(index);
  }, [variants]);
  const choose = (index: number) => {
    setChosen(index);
    const address = new URL(window.location.href);
    address.searchParams.set('variante', variants[index]._id);
    window.history.replaceState(null, '', address);
  };
  return <ChosenVariant.Provider value={{ variants, moves, chosen, variant: variants[chosen], choose }}>{children}</ChosenVariant.Provider>;
}

/** One group of buttons per option: its name, the value chosen, then its values. */
export function VariantPicker({ options }: { options: ProductOption[] }) {
  const choice = useContext(ChosenVariant);
  if (!choice?.variant) return null;
  const { moves, chosen, variant, choose } = choice;
  let offset = 0;
  return (
    <div className="space-y-4">
      {options.map((option, index) => {
        const first = offset;
        offset += option.valeurs.length;
        return (
          <fieldset key={option.nom}>
            <legend className="mb-2 text-sm text-gray-700">
              <span className="font-semibold text-gray-900">{option.nom}</span> : {variant.valeurs[index]}
            </legend>
            <div className="flex flex-wrap gap-2">
              {option.valeurs.map((value, position) => {
                // The variant this value leads to; -1: sold out or missing with the other choices (struck).
                const next = moves[chosen]?.[first + position] ?? -1;
                const selected = next === chosen || variant.valeurs[index] === value;
                return (
                  <button
                    key={value}
                    type="button"
                    aria-pressed={selected}
                    disabled={next < 0}
                    onClick={() => choose(next)}
                    className="min-h-11 rounded-full border-2 border-gray-300 bg-white px-4 text-sm font-semibold text-gray-900 enabled:hover:border-brand-600 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-900 disabled:cursor-not-allowed disabled:border-dashed disabled:bg-gray-50 disabled:text-gray-500 disabled:line-through"
                  >
                    {value}
                    {next < 0 && <span className="sr-only"> (indisponible)</span>}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}

/**
 * What the server rendered for the chosen variant (its price and stock, its reference), else for the product: the
 * page's first load carries no price formatting.
 */
export function VariantShown({ nodes, fallback }: { nodes: Record<string, ReactNode>; fallback: ReactNode }) {
  const variant = useChosenVariant();
  return <>{(variant && nodes[variant._id]) ?? fallback}</>;
}

/**
 * Quantity and add to cart of the chosen variant: the product with the variant's id (the cart prices and names the
 * line by its variant), the quantity bounded by the variant's stock and back to 1 on another variant.
 */
export function VariantPurchase({ product }: { product: CartProduct }) {
  const variant = useChosenVariant();
  if (!variant) return <ProductPurchase product={product} />;
  return <ProductPurchase key={variant._id} product={product} variant={variant} />;
}
