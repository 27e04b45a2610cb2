import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '@/shared/catalog/answers';
import { productSchema, readVariantFields } from '@/shared/catalog/schemas';
import { combinationKey } from '@/shared/catalog/variants';
import { addOption, addValue, applyToAll, removeValue, renameOption, setRemoved, setRow, valueProblem } from './variant-edits';
import {
  allRows,
  changedStocks,
  emptyVariants,
  fromPrice,
  keptRows,
  type VariantValues,
  variantFieldOf,
  variantPayload,
  variantValues,
} from './variant-values';
import { newProductValues, productCheckBody, productField, productFormData, stockReasonRule } from './values';

/** Saveur: Chocolat, Vanille, Fraise; Taille: 2 lb, 5 lb — as the owner types them. */
function wheyOptions(): VariantValues {
  let values = addOption(addOption(emptyVariants()));
  values = renameOption(values, 0, 'Saveur');
  for (const value of ['Chocolat', 'Vanille', 'Fraise']) values = addValue(values, 0, value);
  values = renameOption(values, 1, 'Taille');
  for (const value of ['2 lb', '5 lb']) values = addValue(values, 1, value);
  return values;
}

const names = (values: VariantValues) => keptRows(values).map(({ row }) => row.valeurs.join(', '));

const stored = {
  options: [
    { nom: 'Saveur', valeurs: ['Chocolat', 'Vanille'] },
    { nom: 'Taille', valeurs: ['5 lb'] },
  ],
  variantes: [
    {
      _id: '11111111-1111-4111-8111-111111111111',
      valeurs: ['Chocolat', '5 lb'],
      nom: 'Chocolat, 5 lb',
      prix: 42000,
      pourcentPromotion: 10,
      prixApresPromotion: 37800,
      stock: 12,
      enRupture: false,
      reference: 'WHEY-CHOC-5LB',
      imageIndex: 1,
      enVente: true,
    },
  ],
} as unknown as AdminProduct;

describe('the variants of the product form', () => {
  it('makes one row per combination of the options, the first option varying slowest', () => {
    expect(names(wheyOptions())).toEqual(['Chocolat, 2 lb', 'Chocolat, 5 lb', 'Vanille, 2 lb', 'Vanille, 5 lb', 'Fraise, 2 lb', 'Fraise, 5 lb']);
    // An option without values yet makes no rows.
    expect(keptRows(addOption(wheyOptions()))).toEqual([]);
  });

  it('refuses a blank, repeated or extra value', () => {
    const values = wheyOptions();
    expect(valueProblem(values.options[0], '  ')).toBe('required');
    expect(valueProblem(values.options[0], 'vanille')).toBe('duplicate');
    expect(valueProblem({ nom: 'Taille', valeurs: Array.from({ length: 10 }, (_, i) => `${i} lb`) }, '11 lb')).toBe('full');
    expect(addValue(values, 0, 'VANILLE')).toBe(values);
  });

  it('keeps a removed combination removed while the options change, and what was typed when a value comes back', () => {
    let values = wheyOptions();
    values = setRow(values, combinationKey(['Vanille', '5 lb']), 'prix', '30000');
    values = setRemoved(values, combinationKey(['Fraise', '2 lb']), true);
    expect(names(values)).not.toContain('Fraise, 2 lb');
    expect(allRows(values).filter((entry) => entry.removed).map((entry) => entry.row.valeurs.join(', '))).toEqual(['Fraise, 2 lb']);
    // Another size added: the removed combination stays removed, the new ones come.
    values = addValue(values, 1, '10 lb');
    expect(names(values)).toHaveLength(8);
    expect(names(values)).not.toContain('Fraise, 2 lb');
    // Vanille removed then typed again: its row comes back with its price.
    values = removeValue(values, 0, 1);
    expect(names(values)).not.toContain('Vanille, 5 lb');
    values = addValue(values, 0, 'Vanille');
    expect(keptRows(values).find(({ row }) => row.valeurs.join(', ') === 'Vanille, 5 lb')?.row.prix).toBe('30000');
    // Brought back.
    values = setRemoved(values, combinationKey(['Fraise', '2 lb']), false);
    expect(names(values)).toContain('Fraise, 2 lb');
  });

  it("applies a price or a stock to every kept row, and says the cheapest price as 'à partir de'", () => {
    let values = setRemoved(wheyOptions(), combinationKey(['Fraise', '5 lb']), true);
    values = applyToAll(values, 'prix', ' 35000 ');
    values = applyToAll(values, 'stock', '8');
    expect(keptRows(values).map(({ row }) => [row.prix, row.stock])).toEqual(Array.from({ length: 5 }, () => ['35000', '8']));
    expect(allRows(values).find((entry) => entry.removed)?.row.prix).toBe('');
    values = setRow(values, combinationKey(['Vanille', '2 lb']), 'pourcentPromotion', '20');
    expect(fromPrice(values)).toBe(28000);
    // A variant not on sale does not make the price.
    values = setRow(values, combinationKey(['Vanille', '2 lb']), 'enVente', false);
    expect(fromPrice(values)).toBe(35000);
  });

  it('opens a stored product on its variants, with their ids, the combinations it lacks being removed', () => {
    const values = variantValues(stored);
    expect(names(values)).toEqual(['Chocolat, 5 lb']);
    expect(allRows(values).find((entry) => entry.removed)?.row.valeurs).toEqual(['Vanille', '5 lb']);
    const payload = variantPayload(values);
    expect(payload).toEqual({
      options: stored.options,
      variantes: [
        {
          _id: '11111111-1111-4111-8111-111111111111',
          valeurs: ['Chocolat', '5 lb'],
          prix: 42000,
          pourcentPromotion: 10,
          stock: '12',
          reference: 'WHEY-CHOC-5LB',
          imageIndex: 1,
          enVente: true,
        },
      ],
    });
    expect(changedStocks(values, stored)).toEqual([]);
    const changed = setRow(values, combinationKey(['Chocolat', '5 lb']), 'stock', '0');
    expect(changedStocks(changed, stored)).toEqual([{ name: 'Chocolat, 5 lb', before: 12, after: '0' }]);
    // A variant's stock changed needs the reason, like the product's.
    const rule = stockReasonRule({ ...newProductValues(), motifStock: ' ' }, stored, changed);
    expect(rule({}, {})).toEqual({ motifStock: expect.stringMatching(/motif/i) });
  });

  it('sends the options and the variants as JSON text, without a price or stock of the product', () => {
    let values = applyToAll(wheyOptions(), 'prix', '35000');
    values = setRow(values, combinationKey(['Fraise', '5 lb']), 'stock', '0');
    values = setRow(values, combinationKey(['Fraise', '5 lb']), 'reference', ' WHEY-FR-5 ');
    const form = productFormData({ ...newProductValues('cat'), nom: 'Whey', prix: '999', stock: '5' }, [], null, values);
    expect(form.get('prix')).toBe('');
    expect(form.get('stock')).toBeNull();
    expect(JSON.parse(String(form.get('options')))).toEqual([
      { nom: 'Saveur', valeurs: ['Chocolat', 'Vanille', 'Fraise'] },
      { nom: 'Taille', valeurs: ['2 lb', '5 lb'] },
    ]);
    const sent = JSON.parse(String(form.get('variantes')));
    expect(sent).toHaveLength(6);
    expect(sent[5]).toEqual({ valeurs: ['Fraise', '5 lb'], prix: 35000, pourcentPromotion: 0, stock: '0', reference: 'WHEY-FR-5', imageIndex: null, enVente: true });
    expect(sent[0].stock).toBeNull();
    // The API's own schema takes it, its price being the cheapest variant's.
    const checked = productSchema.safeParse(readVariantFields(Object.fromEntries(form.entries())));
    expect(checked.success && checked.data.prix).toBe(35000);
    // A product without variants is sent as before.
    const plain = productFormData({ ...newProductValues('cat'), nom: 'Whey', prix: '999' }, [], null, emptyVariants());
    expect(plain.get('prix')).toBe('999');
    expect(plain.has('options')).toBe(false);
  });

  it("removes a stored product's variants with empty lists", () => {
    const values = variantValues(stored);
    const none = { ...values, options: [] };
    const form = productFormData({ ...newProductValues('cat'), nom: 'Whey', prix: '40000' }, [], stored, none);
    expect(form.get('options')).toBe('[]');
    expect(form.get('variantes')).toBe('[]');
    expect(form.get('prix')).toBe('40000');
  });

  it("puts the schema's and the server's messages beside the right row's field", () => {
    expect(variantFieldOf('variantes.3.prix')).toBe('variantes.3.prix');
    expect(variantFieldOf('variantes.0.valeurs.1')).toBe('variantes.0.valeurs');
    expect(variantFieldOf('options.1.valeurs.2')).toBe('options.1.valeurs');
    expect(variantFieldOf('options')).toBe('variantes');
    expect(productField('variantes.2.stock')).toBe('variantes.2.stock');
    expect(productField('prix')).toBe('prix');
    const body = productCheckBody({ ...newProductValues('cat'), nom: 'Whey' }, wheyOptions(), null);
    const checked = productSchema.safeParse(readVariantFields(body));
    expect(checked.success).toBe(false);
    const paths = checked.success ? [] : checked.error.issues.map((issue) => issue.path.join('.'));
    expect(paths).toContain('variantes.3.prix');
  });
});
