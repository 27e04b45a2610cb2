import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants';
import { deliveryFee, hasPromotion, missingForMinimum, orderTotal, priceAfterPromotion, priceOrder, salePrice } from './pricing';

const product = (prix: number, pourcentPromotion: number) => ({ prix, prixApresPromotion: priceAfterPromotion(prix, pourcentPromotion) });

describe('the price a product is sold at', () => {
  it('takes the promotion off the base price, rounded to the franc, within 0–100 %', () => {
    expect(priceAfterPromotion(10_000, 15)).toBe(8_500);
    expect(priceAfterPromotion(12_345, 10)).toBe(11_111);
    expect(priceAfterPromotion(999, 33)).toBe(669);
    expect(priceAfterPromotion(1, 50)).toBe(1);
    expect(priceAfterPromotion(5_000, 0)).toBe(5_000);
    expect(priceAfterPromotion(5_000, 100)).toBe(0);
    expect(priceAfterPromotion(5_000, 150)).toBe(0);
    expect(priceAfterPromotion(5_000, -10)).toBe(5_000);
  });

  it('sells at the promotional price only when it is above 0 and below the base price: 100 % sells at the base price', () => {
    expect(salePrice(product(10_000, 15))).toBe(8_500);
    expect(salePrice(product(10_000, 100))).toBe(10_000);
    expect(hasPromotion(product(10_000, 100))).toBe(false);
    expect(salePrice(product(1, 99))).toBe(1);
    expect(hasPromotion(product(1, 99))).toBe(false);
    expect(salePrice(product(10_000, 0))).toBe(10_000);
    expect(hasPromotion(product(10_000, 0))).toBe(false);
    expect(salePrice({ prix: 10_000, prixApresPromotion: 10_000 })).toBe(10_000);
  });

  it('is, for every price and promotion, above 0 and at most the base price, below it exactly when a promotion applies', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: LIMITS.priceMax }), fc.integer({ min: 0, max: 100 }), (prix, percent) => {
        const sold = salePrice(product(prix, percent));
        expect(sold).toBeGreaterThan(0);
        expect(sold).toBeLessThanOrEqual(prix);
        expect(sold < prix).toBe(hasPromotion(product(prix, percent)));
        if (percent === 0 || percent === 100) expect(sold).toBe(prix);
      }),
    );
  });
});

describe('the delivery fee', () => {
  it('is free from the threshold for a zone with a fee or no zone; a fee to confirm stays so', () => {
    expect(deliveryFee({ subtotal: 49_999, zone: { frais: 1_500 }, freeFrom: 50_000 })).toBe(1_500);
    expect(deliveryFee({ subtotal: 50_000, zone: { frais: 1_500 }, freeFrom: 50_000 })).toBe(0);
    expect(deliveryFee({ subtotal: 60_000, zone: { frais: null }, freeFrom: 50_000 })).toBeNull();
    expect(deliveryFee({ subtotal: 60_000, zone: null, freeFrom: 50_000 })).toBe(0);
    expect(deliveryFee({ subtotal: 10, zone: null, freeFrom: 50_000 })).toBeNull();
    expect(deliveryFee({ subtotal: 1_000_000, zone: { frais: 1_500 }, freeFrom: null })).toBe(1_500);
    expect(deliveryFee({ subtotal: 1_000_000, zone: null, freeFrom: null })).toBeNull();
  });

  it('decides a fee to confirm from the zone\'s fee, whatever its name', () => {
    const zone = { nom: 'Plateau', frais: null };
    expect(deliveryFee({ subtotal: 5_000, zone, freeFrom: null })).toBeNull();
    expect(orderTotal(5_000, null)).toBe(5_000);
  });

  it('says what is missing for the minimum, nothing without one', () => {
    expect(missingForMinimum(4_000, 5_000)).toBe(1_000);
    expect(missingForMinimum(5_000, 5_000)).toBe(0);
    expect(missingForMinimum(1, null)).toBe(0);
  });
});

/** Random products (promotions 0–100 %, the ends more often), quantities, zones and the shop's settings. */
const promotion = fc.oneof(fc.constantFrom(0, 100, 99, 50, 1), fc.integer({ min: 0, max: 100 }));
const lines = fc.array(
  fc.record({ prix: fc.integer({ min: 1, max: 2_000_000 }), percent: promotion, quantite: fc.integer({ min: 1, max: 1_000 }) }),
  { minLength: 1, maxLength: 50 },
);
const zone = fc.oneof(fc.constant(null), fc.record({ frais: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }) }));
const threshold = fc.option(fc.integer({ min: 0, max: 500_000_000 }), { nil: null });

describe('an order priced', () => {
  it('adds its lines at their sale prices, applies the threshold to the fee, counts a fee to confirm as 0 and tells the minimum', () => {
    fc.assert(
      fc.property(lines, zone, threshold, threshold, (drawn, chosen, freeFrom, minimum) => {
        const priced = drawn.map(({ prix, percent, quantite }) => ({ prixUnitaire: salePrice(product(prix, percent)), quantite }));
        const amounts = priceOrder({ lines: priced, zone: chosen, freeFrom, minimum });
        const sousTotal = drawn.reduce((sum, { prix, percent, quantite }) => {
          const promo = Math.round((prix * (100 - percent)) / 100);
          return sum + (promo > 0 && promo < prix ? promo : prix) * quantite;
        }, 0);
        expect(amounts.sousTotal).toBe(sousTotal);
        const free = freeFrom !== null && sousTotal >= freeFrom;
        const fee = chosen === null ? (free ? 0 : null) : chosen.frais === null ? null : free ? 0 : chosen.frais;
        expect(amounts.fraisLivraison).toBe(fee);
        expect(amounts.total).toBe(sousTotal + (fee ?? 0));
        expect(amounts.manquant).toBe(minimum === null ? 0 : Math.max(0, minimum - sousTotal));
        expect(amounts.nbLignes).toBe(drawn.length);
        expect(amounts.nbArticles).toBe(drawn.reduce((sum, line) => sum + line.quantite, 0));
      }),
    );
  });
});
