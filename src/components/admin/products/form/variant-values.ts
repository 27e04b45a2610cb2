// The product form's 'Variantes' (docs/product.md, "Variants"): the options typed, one row per combination of
// their values (`combinations`), the rows the owner removed, 'Appliquer à toutes', and the `options` and
// `variantes` the form sends. Pure and zod-free, so that the form's first load stays small, and tested. The changes
// the section makes are in ./variant-edits.ts, loaded with it.
import { readInteger } from '@/lib/product-rules';
import type { AdminProduct } from '@/shared/catalog/answers';
import { combinationKey, combinations, type ProductOption, variantName } from '@/shared/catalog/variants';

/** A row of the form: one combination and what is typed for it (texts, as the fields hold them). */
export interface VariantRow {
  /** The stored variant's id: sent back, so that its stock history follows it. Null for a new combination. */
  _id: string | null;
  valeurs: string[];
  prix: string;
  pourcentPromotion: string;
  /** Blank: not tracked. */
  stock: string;
  reference: string;
  /** The picture's index among the product's, as text; blank: the product's own picture. */
  imageIndex: string;
  enVente: boolean;
}

export type VariantRowField = 'prix' | 'pourcentPromotion' | 'stock' | 'reference' | 'imageIndex';

export interface VariantValues {
  options: ProductOption[];
  /** What is typed for each combination met so far, by its key: an option's value removed then typed again finds its row. */
  rows: Readonly<Record<string, VariantRow>>;
  /** The combinations removed by the owner, by key: they stay removed while the options change. */
  removed: readonly string[];
}

export const emptyVariants = (): VariantValues => ({ options: [], rows: {}, removed: [] });

/** A combination not typed yet: no price, the promotion at 0, the stock not tracked, on sale. */
export function blankRow(valeurs: string[]): VariantRow {
  return { _id: null, valeurs, prix: '', pourcentPromotion: '0', stock: '', reference: '', imageIndex: '', enVente: true };
}

/** A stored product's options and variants; a combination it does not have is one the owner removed. */
export function variantValues(product: Pick<AdminProduct, 'options' | 'variantes'> | null): VariantValues {
  const options = (product?.options ?? []).map((option) => ({ nom: option.nom, valeurs: [...option.valeurs] }));
  const rows: Record<string, VariantRow> = {};
  for (const variant of product?.variantes ?? []) {
    rows[combinationKey(variant.valeurs)] = {
      _id: variant._id,
      valeurs: [...variant.valeurs],
      prix: String(variant.prix),
      pourcentPromotion: String(variant.pourcentPromotion),
      stock: variant.stock === null ? '' : String(variant.stock),
      reference: variant.reference ?? '',
      imageIndex: variant.imageIndex === null ? '' : String(variant.imageIndex),
      enVente: variant.enVente,
    };
  }
  const removed = options.length > 0 ? combinations(options).map(combinationKey).filter((key) => !rows[key]) : [];
  return { options, rows, removed };
}

/** Whether the product has options: its own price and stock are then its variants'. */
export const hasVariants = (values: VariantValues) => values.options.length > 0;

/** The options that make rows: those with at least one value. */
const usableOptions = (options: readonly ProductOption[]) => (options.some((option) => option.valeurs.length === 0) ? [] : options);

/** Every combination of the options, as a row (what was typed for it, or blank), and whether the owner removed it. */
export function allRows(values: VariantValues): { key: string; row: VariantRow; removed: boolean }[] {
  return combinations(usableOptions(values.options)).map((valeurs) => {
    const key = combinationKey(valeurs);
    const typed = values.rows[key];
    // The values as the options now write them ('vanille' typed again as 'Vanille').
    return { key, row: typed ? { ...typed, valeurs } : blankRow(valeurs), removed: values.removed.includes(key) };
  });
}

/** The rows kept: those sent, in the order of their combinations. */
export const keptRows = (values: VariantValues) => allRows(values).filter((entry) => !entry.removed);

/** A row's name: 'Chocolat, 5 lb'. */
export const rowName = (row: Pick<VariantRow, 'valeurs'>) => variantName(row.valeurs);

// ── What is sent ───────────────────────────────────────────────────────────

/** The cheapest price paid among the rows on sale (the product's 'à partir de'), or null when none has a price. */
export function fromPrice(values: VariantValues): number | null {
  const prices = keptRows(values)
    .filter(({ row }) => row.enVente)
    .map(({ row }) => {
      const prix = readInteger(row.prix);
      const promotion = Math.min(100, Math.max(0, readInteger(row.pourcentPromotion)));
      return prix > 0 ? Math.round((prix * (100 - promotion)) / 100) : 0;
    })
    .filter((price) => price > 0);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** The stock a stored variant had when the form opened; undefined for a new combination. */
function storedStock(product: Pick<AdminProduct, 'variantes'> | null, id: string | null): number | null | undefined {
  if (!id) return undefined;
  return product?.variantes?.find((variant) => variant._id === id)?.stock;
}

/** The rows whose stock differs from the stored one (a new row's stock typed counts): the change needs a reason. */
export function changedStocks(values: VariantValues, product: Pick<AdminProduct, 'variantes'> | null): { name: string; before: number | null; after: string }[] {
  if (!product) return [];
  return keptRows(values).flatMap(({ row }) => {
    const before = storedStock(product, row._id);
    const after = row.stock.trim();
    const beforeText = before === null || before === undefined ? '' : String(before);
    return after === beforeText ? [] : [{ name: rowName(row), before: before ?? null, after }];
  });
}

export interface VariantPayload {
  options: ProductOption[];
  variantes: {
    _id?: string;
    valeurs: string[];
    prix: number;
    pourcentPromotion: number;
    stock: string | null;
    reference: string;
    imageIndex: number | null;
    enVente: boolean;
  }[];
}

/** The `options` and `variantes` sent: the options trimmed, and each kept row with its id when it has one. */
export function variantPayload(values: VariantValues): VariantPayload {
  return {
    options: values.options.map((option) => ({ nom: option.nom.trim(), valeurs: option.valeurs.map((value) => value.trim()) })),
    variantes: keptRows(values).map(({ row }) => ({
      ...(row._id ? { _id: row._id } : {}),
      valeurs: row.valeurs,
      prix: readInteger(row.prix),
      pourcentPromotion: readInteger(row.pourcentPromotion),
      stock: row.stock.trim() === '' ? null : row.stock.trim(),
      reference: row.reference.trim(),
      imageIndex: row.imageIndex === '' ? null : Number(row.imageIndex),
      enVente: row.enVente,
    })),
  };
}

/**
 * Whether the form sends `options` and `variantes`: when it has options, or when the product had some (empty lists
 * remove them). A product without variants is sent as before.
 */
export const sendsVariants = (values: VariantValues, product: Pick<AdminProduct, 'options'> | null) =>
  hasVariants(values) || (product?.options?.length ?? 0) > 0;

// ── Messages under the rows ────────────────────────────────────────────────

export type VariantField = 'variantes' | `options.${number}.nom` | `options.${number}.valeurs` | `variantes.${number}.${VariantRowField | 'valeurs'}`;

/** The form's field of a message about the options or the variants ('variantes.3.prix', 'options.1.valeurs.2'), or null. */
export function variantFieldOf(name: string): VariantField | null {
  if (name === 'variantes' || name === 'options') return 'variantes';
  const option = /^options\.(\d+)\.(nom|valeurs)(?:\.\d+)?$/.exec(name);
  if (option) return `options.${Number(option[1])}.${option[2] as 'nom' | 'valeurs'}`;
  const variant = /^variantes\.(\d+)(?:\.(prix|pourcentPromotion|stock|reference|imageIndex|valeurs)(?:\.\d+)?)?$/.exec(name);
  if (variant) return `variantes.${Number(variant[1])}.${(variant[2] ?? 'valeurs') as VariantRowField | 'valeurs'}`;
  return null;
}

/** The variants' fields in their order on screen, for the focus: the options, then each row's. */
export function variantFields(values: VariantValues): VariantField[] {
  const fields: VariantField[] = ['variantes'];
  values.options.forEach((_, index) => {
    fields.push(`options.${index}.nom`, `options.${index}.valeurs`);
  });
  keptRows(values).forEach((_, index) => {
    for (const field of ['valeurs', 'prix', 'pourcentPromotion', 'stock', 'reference', 'imageIndex'] as const) fields.push(`variantes.${index}.${field}`);
  });
  return fields;
}
