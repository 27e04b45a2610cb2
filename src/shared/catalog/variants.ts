// A product's variants (docs/product.md, "Variants"; docs/decisions/030-product-variants.md): its options
// ('Saveur', 'Taille'), each with its values, and one variant per combination the owner keeps, with its own price,
// promotion, stock, reference, picture and whether it is on sale. The limits and the pure rules every screen and the
// server share (their French messages are in ./messages.ts); zod-free and message-free, so that a page's first load
// may import it.

export { lineName, VARIANT_NAME_SEPARATOR } from './line-name';

export const VARIANT_LIMITS = {
  optionsMax: 3,
  valuesMax: 10,
  variantsMax: 100,
  optionNameMax: 30,
  valueMax: 40,
  referenceMax: 40,
} as const;


/** An option of a product and its values, in the order the owner gave them. */
export interface ProductOption {
  nom: string;
  valeurs: string[];
}

/** The separator of a variant's values in its name: 'Chocolat, 5 lb'. */
const VARIANT_VALUE_SEPARATOR = ', ';

/** A variant's name: its values, one per option, in the options' order ('Chocolat, 5 lb'). */
export function variantName(valeurs: readonly string[]): string {
  return valeurs.join(VARIANT_VALUE_SEPARATOR);
}

/** Compares values as the rules do: trimmed, case and accents aside ('Vanille' and 'vanille' are one value). */
export function sameValue(a: string, b: string): boolean {
  return comparable(a) === comparable(b);
}

function comparable(value: string): string {
  return value.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The key of a combination, the same for the same values however they are written. */
export function combinationKey(valeurs: readonly string[]): string {
  return valeurs.map(comparable).join('\u0000');
}

/** Every combination of the options' values, the first option's values varying slowest: the rows the form offers. */
export function combinations(options: readonly ProductOption[]): string[][] {
  if (options.length === 0) return [];
  return options.reduce<string[][]>(
    (rows, option) => rows.flatMap((row) => option.valeurs.map((value) => [...row, value])),
    [[]],
  );
}

/** What the storefront needs of a variant to choose it: its values and whether it can be ordered. */
export interface ChoosableVariant {
  _id: string;
  valeurs: string[];
  stock: number | null;
  enRupture: boolean;
}

/** Can be ordered: not out of stock (a tracked stock of zero, or flagged so). */
export const isAvailableVariant = (variant: Pick<ChoosableVariant, 'stock' | 'enRupture'>) =>
  !variant.enRupture && variant.stock !== 0;

/** The variant whose values are these, if any. */
export function findVariant<V extends ChoosableVariant>(variants: readonly V[], valeurs: readonly string[]): V | undefined {
  const key = combinationKey(valeurs);
  return variants.find((variant) => combinationKey(variant.valeurs) === key);
}

/**
 * The variant a product page opens on: the one named in the address (`?variante=`) if it is on sale, otherwise the
 * first available one, otherwise the first.
 */
export function initialVariant<V extends ChoosableVariant>(variants: readonly V[], wanted: string | null | undefined): V | undefined {
  return variants.find((variant) => variant._id === wanted) ?? variants.find(isAvailableVariant) ?? variants[0];
}

/**
 * Whether a value of option `index` can be chosen, the other options keeping their current values: some variant
 * with it exists and is available. A value that cannot is shown struck.
 */
export function canChoose(variants: readonly ChoosableVariant[], current: readonly string[], index: number, value: string): boolean {
  const wanted = current.map((chosen, i) => (i === index ? value : chosen));
  const variant = findVariant(variants, wanted);
  return variant !== undefined && isAvailableVariant(variant);
}
