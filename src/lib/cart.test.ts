import { describe, expect, it } from 'vitest';
import { addToCart, type CartProduct, cartCount, cartTotal, lineTotal, OutOfStockError, removeLine, sanitizeCart, setQuantity } from './cart';

const whey: CartProduct = { _id: 'a', nom: 'Whey', prix: 58000, prixApresPromotion: 52200, image: null, stock: 10, enRupture: false };
const spice: CartProduct = { _id: 'b', nom: 'Épices', prix: 8500, prixApresPromotion: 0, image: null, stock: null, enRupture: false };

describe('cart operations (SPEC §4)', () => {
  it('adds a new line, then adds to the quantity of the same product and variant', () => {
    let lines = addToCart([], whey, 2);
    lines = addToCart(lines, whey, 3);
    expect(lines).toEqual([{ product: whey, quantity: 5, selectedVariant: null }]);
    lines = addToCart(lines, whey, 1, 'vanille');
    expect(lines).toHaveLength(2);
  });

  it('never goes beyond the stock', () => {
    expect(addToCart(addToCart([], whey, 8), whey, 8)[0].quantity).toBe(10);
    expect(addToCart([], spice, 500)[0].quantity).toBe(99);
  });

  it('refuses an unavailable product', () => {
    expect(() => addToCart([], { ...whey, enRupture: true }, 1)).toThrow(OutOfStockError);
    expect(() => addToCart([], { ...whey, stock: 0 }, 1)).toThrow(OutOfStockError);
  });

  it('removes a line whose quantity goes to 0 or less', () => {
    const lines = addToCart(addToCart([], whey, 2), spice, 1);
    expect(setQuantity(lines, 'a', null, 0)).toHaveLength(1);
    expect(setQuantity(lines, 'a', null, -3)).toHaveLength(1);
    expect(setQuantity(lines, 'a', null, 4)[0].quantity).toBe(4);
    expect(setQuantity(lines, 'a', null, 40)[0].quantity).toBe(10);
    expect(removeLine(lines, 'b', null)).toEqual([lines[0]]);
  });
});

describe('totals (SPEC §3)', () => {
  it('prices each line at prixApresPromotion when above 0, else prix', () => {
    const lines = addToCart(addToCart([], whey, 2), spice, 3);
    expect(lineTotal(lines[0])).toBe(104400);
    expect(lineTotal(lines[1])).toBe(25500);
    expect(cartTotal(lines)).toBe(129900);
    expect(cartCount(lines)).toBe(5);
    expect(cartTotal([])).toBe(0);
  });
});

describe('reading a stored cart', () => {
  it('keeps well-formed lines only', () => {
    expect(sanitizeCart('nope')).toEqual([]);
    expect(sanitizeCart([{ product: whey, quantity: 2 }, { product: { _id: 1 }, quantity: 1 }, { product: spice, quantity: 0 }])).toEqual([
      { product: whey, quantity: 2, selectedVariant: null },
    ]);
  });
});
