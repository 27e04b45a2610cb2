import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  isFromUnitedStates,
  isOutOfStock,
  maxQuantity,
  productBadge,
  productDescription,
  productReference,
  promotionPercent,
  ratingStars,
} from './product-display';

const product = (overrides: Partial<Parameters<typeof productBadge>[0]> = {}) => ({
  aLaUne: false,
  prix: 10_000,
  prixApresPromotion: 10_000,
  enRupture: false,
  stock: 20 as number | null,
  ...overrides,
});

describe('badge priority', () => {
  it.each([
    ['featured beats everything', { aLaUne: true, prixApresPromotion: 8_000, enRupture: true, stock: 0 }, 'featured'],
    ['promotion beats out of stock', { prixApresPromotion: 8_000, enRupture: true }, 'promo'],
    ['a promotion of 100 % is none', { prixApresPromotion: 0 }, 'new'],
    ['out of stock beats low stock', { enRupture: true, stock: 2 }, 'outOfStock'],
    ['a zero stock is out of stock', { stock: 0 }, 'outOfStock'],
    ['under 5 is low stock', { stock: 4 }, 'lowStock'],
    ['5 is not low stock', { stock: 5 }, 'new'],
    ['an untracked stock is never low', { stock: null }, 'new'],
  ])('%s', (_name, overrides, expected) => {
    expect(productBadge(product(overrides))).toBe(expected);
  });
});

describe('the promotion shown', () => {
  it('rounds the percentage from the prices, 0 when no promotion applies', () => {
    expect(promotionPercent({ prix: 7000, prixApresPromotion: 5950 })).toBe(15);
    expect(promotionPercent({ prix: 3000, prixApresPromotion: 2000 })).toBe(33);
    expect(promotionPercent({ prix: 3000, prixApresPromotion: 3000 })).toBe(0);
    expect(promotionPercent({ prix: 3000, prixApresPromotion: 0 })).toBe(0);
  });
});

describe('availability and quantity', () => {
  it('is out of stock when flagged or at zero', () => {
    expect(isOutOfStock({ enRupture: true, stock: 10 })).toBe(true);
    expect(isOutOfStock({ enRupture: false, stock: 0 })).toBe(true);
    expect(isOutOfStock({ enRupture: false, stock: null })).toBe(false);
  });

  it('bounds the quantity by the stock, 99 when untracked, 0 when unavailable', () => {
    expect(maxQuantity({ enRupture: false, stock: 3 })).toBe(3);
    expect(maxQuantity({ enRupture: false, stock: null })).toBe(99);
    expect(maxQuantity({ enRupture: true, stock: 3 })).toBe(0);
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity(7, 3)).toBe(3);
    expect(clampQuantity(Number.NaN, 3)).toBe(1);
    expect(clampQuantity(2.7, 3)).toBe(2);
  });
});

describe('display helpers', () => {
  it('turns the quality score out of 50 into stars out of 5', () => {
    expect(ratingStars(45)).toBe(4.5);
    expect(ratingStars(50)).toBe(5);
    expect(ratingStars(70)).toBe(5);
  });

  it('treats a blank description as none', () => {
    expect(productDescription('  ')).toBeNull();
    expect(productDescription(' Un produit. ')).toBe('Un produit.');
  });

  it('builds the reference from the name and the end of the id', () => {
    expect(productReference({ _id: '39777846-409d-4112-b34d-741b799307e5', nom: 'Écran solaire' })).toBe('ECR-9307E5');
  });
});

describe('isFromUnitedStates', () => {
  it("says 'importé des États-Unis' only of the United States, however written", () => {
    for (const origin of ['États-Unis', 'etats unis', 'ÉTATS-UNIS', 'USA', "États-Unis d'Amérique"]) expect(isFromUnitedStates(origin), origin).toBe(true);
    for (const origin of [null, undefined, '', 'Sénégal', 'Royaume-Uni', 'Unis']) expect(isFromUnitedStates(origin), String(origin)).toBe(false);
  });
});
