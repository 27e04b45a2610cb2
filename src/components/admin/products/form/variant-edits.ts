// The changes the product form's 'Variantes' makes to its options and rows (docs/product.md, "Variants"): an option
// added, named or removed, a value added or removed, a row's field typed, a combination removed or brought back, and
// 'Appliquer à toutes'. Pure, tested, and loaded with the section (React.lazy), not with the form.
import { type ProductOption, sameValue, VARIANT_LIMITS } from '@/shared/catalog/variants';
import { allRows, keptRows, type VariantRow, type VariantRowField, type VariantValues } from './variant-values';

export function addOption(values: VariantValues): VariantValues {
  if (values.options.length >= VARIANT_LIMITS.optionsMax) return values;
  return { ...values, options: [...values.options, { nom: '', valeurs: [] }] };
}

export function removeOption(values: VariantValues, index: number): VariantValues {
  return { ...values, options: values.options.filter((_, i) => i !== index) };
}

export function renameOption(values: VariantValues, index: number, nom: string): VariantValues {
  return { ...values, options: values.options.map((option, i) => (i === index ? { ...option, nom } : option)) };
}

/** Why a value cannot be added to an option, or null: blank, too long, there already, or the option full. */
export function valueProblem(option: ProductOption, value: string): 'required' | 'max' | 'duplicate' | 'full' | null {
  const text = value.trim();
  if (!text) return 'required';
  if (text.length > VARIANT_LIMITS.valueMax) return 'max';
  if (option.valeurs.some((other) => sameValue(other, text))) return 'duplicate';
  if (option.valeurs.length >= VARIANT_LIMITS.valuesMax) return 'full';
  return null;
}

export function addValue(values: VariantValues, index: number, value: string): VariantValues {
  const option = values.options[index];
  if (!option || valueProblem(option, value) !== null) return values;
  return renameValues(values, index, [...option.valeurs, value.trim()]);
}

export function removeValue(values: VariantValues, index: number, valueIndex: number): VariantValues {
  const option = values.options[index];
  if (!option) return values;
  return renameValues(values, index, option.valeurs.filter((_, i) => i !== valueIndex));
}

function renameValues(values: VariantValues, index: number, valeurs: string[]): VariantValues {
  return { ...values, options: values.options.map((option, i) => (i === index ? { ...option, valeurs } : option)) };
}

/** A field of one combination's row typed. */
export function setRow<K extends VariantRowField | 'enVente'>(values: VariantValues, key: string, field: K, value: VariantRow[K]): VariantValues {
  const entry = allRows(values).find((candidate) => candidate.key === key);
  if (!entry) return values;
  return { ...values, rows: { ...values.rows, [key]: { ...entry.row, [field]: value } } };
}

/** A combination removed (it is not sent), or brought back. */
export function setRemoved(values: VariantValues, key: string, removed: boolean): VariantValues {
  const others = values.removed.filter((candidate) => candidate !== key);
  return { ...values, removed: removed ? [...others, key] : others };
}

/** 'Appliquer à toutes': the price or the stock typed once, on every row kept. */
export function applyToAll(values: VariantValues, field: 'prix' | 'stock', value: string): VariantValues {
  const rows = { ...values.rows };
  for (const { key, row } of keptRows(values)) rows[key] = { ...row, [field]: value.trim() };
  return { ...values, rows };
}
