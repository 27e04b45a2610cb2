import { describe, expect, it } from 'vitest';
import { canChoose, combinationKey, combinations, findVariant, initialVariant, lineName, sameValue, variantName } from './variants';

const OPTIONS = [
  { nom: 'Saveur', valeurs: ['Chocolat', 'Crème brûlée'] },
  { nom: 'Taille', valeurs: ['2 lb', '5 lb'] },
];

const VARIANTS = [
  { _id: 'a', valeurs: ['Chocolat', '2 lb'], stock: 3, enRupture: false },
  { _id: 'b', valeurs: ['Chocolat', '5 lb'], stock: 0, enRupture: true },
  { _id: 'c', valeurs: ['Crème brûlée', '2 lb'], stock: null, enRupture: false },
];

describe("a product's variants", () => {
  it('makes every combination, the first option varying slowest, and names them', () => {
    expect(combinations(OPTIONS).map(variantName)).toEqual(['Chocolat, 2 lb', 'Chocolat, 5 lb', 'Crème brûlée, 2 lb', 'Crème brûlée, 5 lb']);
    expect(combinations([])).toEqual([]);
    expect(lineName('Whey Gold Standard', 'Chocolat, 5 lb')).toBe('Whey Gold Standard — Chocolat, 5 lb');
    expect(lineName('Curcuma', null)).toBe('Curcuma');
  });

  it('compares values case and accents aside', () => {
    expect(sameValue(' creme BRULEE', 'Crème brûlée')).toBe(true);
    expect(combinationKey(['Crème brûlée', ' 5 LB '])).toBe(combinationKey(['creme brulee', '5 lb']));
    expect(findVariant(VARIANTS, ['chocolat', '2 LB'])?._id).toBe('a');
  });

  it('opens on the variant of the address, else the first available one', () => {
    expect(initialVariant(VARIANTS, 'c')?._id).toBe('c');
    expect(initialVariant(VARIANTS, 'inconnue')?._id).toBe('a');
    expect(initialVariant([VARIANTS[1], VARIANTS[2]], null)?._id).toBe('c');
  });

  it('lets a value be chosen only when its combination exists and is available', () => {
    expect(canChoose(VARIANTS, ['Chocolat', '2 lb'], 1, '5 lb')).toBe(false);
    expect(canChoose(VARIANTS, ['Crème brûlée', '2 lb'], 1, '5 lb')).toBe(false);
    expect(canChoose(VARIANTS, ['Chocolat', '2 lb'], 0, 'Crème brûlée')).toBe(true);
  });
});
