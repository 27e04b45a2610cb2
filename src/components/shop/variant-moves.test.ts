import { describe, expect, it } from 'vitest';
import type { ProductVariant } from '@/shared/catalog/answers';
import { firstVariant, variantMoves } from './variant-moves';

const variant = (id: string, valeurs: string[], fields: Partial<ProductVariant> = {}): ProductVariant => ({
  _id: id,
  valeurs,
  nom: valeurs.join(', '),
  prix: 10000,
  pourcentPromotion: 0,
  prixApresPromotion: 10000,
  stock: null,
  enRupture: false,
  reference: null,
  imageIndex: null,
  enVente: true,
  ...fields,
});

// Chocolat or Vanille, 2 lb or 5 lb; Vanille 5 lb sold out, Fraise 2 lb only.
const variants = [
  variant('a', ['Chocolat', '2 lb']),
  variant('b', ['Chocolat', '5 lb'], { prix: 42000, prixApresPromotion: 42000 }),
  variant('c', ['Vanille', '2 lb']),
  variant('d', ['Vanille', '5 lb'], { stock: 0, enRupture: true }),
  variant('e', ['Fraise', '2 lb']),
];

describe("choosing a product's variant", () => {
  // Saveur: Chocolat, Vanille, Fraise (positions 0–2); Taille: 2 lb, 5 lb (positions 3–4).
  const options = [
    { nom: 'Saveur', valeurs: ['Chocolat', 'Vanille', 'Fraise'] },
    { nom: 'Taille', valeurs: ['2 lb', '5 lb'] },
  ];

  it('leads a click on a value to the variant with it and the other current values', () => {
    const moves = variantMoves(options, variants);
    // From Chocolat 2 lb (a): Chocolat stays a, Vanille c, Fraise e; 2 lb stays a, 5 lb b.
    expect(moves[0]).toEqual([0, 2, 4, 0, 1]);
    // From Vanille 2 lb (c): Vanille 5 lb is sold out.
    expect(moves[2]).toEqual([0, 2, 4, 2, -1]);
  });

  it('refuses a value whose combination is sold out or missing', () => {
    const moves = variantMoves(options, variants);
    // From Chocolat 5 lb (b): Vanille 5 lb sold out, Fraise 5 lb missing.
    expect(moves[1]).toEqual([1, -1, -1, 0, 1]);
    // From the sold-out Vanille 5 lb (d): its own values cannot be chosen again.
    expect(moves[3]).toEqual([1, -1, -1, 2, -1]);
  });

  it('compares values as the rules do, case and accents aside', () => {
    const written = [variant('a', ['chocolat', '2 LB']), variant('b', ['Chocolat', '5 lb'])];
    expect(variantMoves([{ nom: 'Saveur', valeurs: ['Chocolat'] }, { nom: 'Taille', valeurs: ['2 lb', '5 lb'] }], written)).toEqual([
      [0, 0, 1],
      [1, 0, 1],
    ]);
  });

  it('opens on the first available variant, else the first', () => {
    expect(firstVariant(variants)).toBe(0);
    expect(firstVariant([variant('x', ['Vanille', '5 lb'], { stock: 0, enRupture: true }), ...variants])).toBe(1);
    expect(firstVariant([variant('x', ['Vanille', '5 lb'], { stock: 0 })])).toBe(0);
  });
});
