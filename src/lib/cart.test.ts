import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/shared/constants';
import {
  addToCart,
  CartFullError,
  type CartLine,
  cartLineName,
  type CartProduct,
  type CartVariant,
  cartCount,
  OutOfStockError,
  removeLine,
  sanitizeCart,
  setQuantity,
  VariantChoiceError,
} from './cart';
import { cartProductIds, cartTotal, checkCart, lineTotal, refreshCart } from './cart-check';

const WHEY_ID = '0b5e4c9e-1b2c-4d3e-8f90-123456789abc';
const SPICE_ID = '1c6f5d0f-2c3d-4e4f-9a01-23456789abcd';
const GONE_ID = '2d7a6e1a-3d4e-4f5a-8b12-3456789abcde';
const whey: CartProduct = { _id: WHEY_ID, nom: 'Whey', prix: 58000, prixApresPromotion: 52200, image: null, stock: 10, enRupture: false };
const spice: CartProduct = { _id: SPICE_ID, nom: 'Épices', prix: 8500, prixApresPromotion: 0, image: null, stock: null, enRupture: false };

const VANILLA_ID = '3e8b7f2b-4e5f-4a6b-9c23-456789abcdef';
const CHOCOLATE_ID = '4f9c8a3c-5f6a-4b7c-8d34-56789abcdef0';
const vanilla: CartVariant = { _id: VANILLA_ID, nom: 'Vanille, 5 lb', prix: 60000, prixApresPromotion: 60000, stock: 3, enRupture: false };
const chocolate: CartVariant = { _id: CHOCOLATE_ID, nom: 'Chocolat, 2 lb', prix: 30000, prixApresPromotion: 27000, stock: null, enRupture: false };
/** A product with variants as the server answers it: priced from its cheapest variant, its variants on sale. */
const wheyVariants: CartProduct = { ...whey, prix: 30000, prixApresPromotion: 27000, stock: null, variantes: [vanilla, chocolate] };

const productNumber = (n: number): CartProduct => ({ ...spice, _id: `${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`, nom: `P${n}` });
const current = (...products: CartProduct[]) => new Map(products.map((product) => [product._id, product]));

describe('cart operations', () => {
  it('adds a new line, then adds to the quantity of the same product and variant', () => {
    let lines = addToCart([], whey, 2);
    lines = addToCart(lines, whey, 3);
    expect(lines).toEqual([{ product: whey, quantity: 5, selectedVariant: null }]);
  });

  it("makes a line of each variant, priced, limited and named by the variant, and adds to a variant's line", () => {
    let lines = addToCart([], wheyVariants, 2, VANILLA_ID);
    lines = addToCart(lines, wheyVariants, 1, CHOCOLATE_ID);
    lines = addToCart(lines, wheyVariants, 5, VANILLA_ID);
    expect(lines).toEqual([
      {
        product: { _id: WHEY_ID, nom: 'Whey', prix: 60000, prixApresPromotion: 60000, image: null, stock: 3, enRupture: false, variante: 'Vanille, 5 lb' },
        quantity: 3,
        selectedVariant: VANILLA_ID,
      },
      {
        product: { _id: WHEY_ID, nom: 'Whey', prix: 30000, prixApresPromotion: 27000, image: null, stock: null, enRupture: false, variante: 'Chocolat, 2 lb' },
        quantity: 1,
        selectedVariant: CHOCOLATE_ID,
      },
    ]);
    expect(lines.map(cartLineName)).toEqual(['Whey — Vanille, 5 lb', 'Whey — Chocolat, 2 lb']);
    expect(cartTotal(lines)).toBe(3 * 60000 + 27000);
    expect(cartCount(lines)).toBe(4);
    expect(cartProductIds(lines)).toEqual([WHEY_ID]);
    const fewer = setQuantity(lines, WHEY_ID, CHOCOLATE_ID, 0);
    expect(fewer.map((line) => line.selectedVariant)).toEqual([VANILLA_ID]);
  });

  it('refuses a product with variants without one of its variants on sale, a variant of a product without, and a variant out of stock', () => {
    expect(() => addToCart([], wheyVariants, 1)).toThrow(VariantChoiceError);
    expect(() => addToCart([], wheyVariants, 1, SPICE_ID)).toThrow(VariantChoiceError);
    expect(() => addToCart([], whey, 1, VANILLA_ID)).toThrow(VariantChoiceError);
    expect(() => addToCart([], { ...wheyVariants, variantes: [{ ...vanilla, stock: 0 }] }, 1, VANILLA_ID)).toThrow(OutOfStockError);
    expect(() => addToCart([], { ...wheyVariants, variantes: [{ ...vanilla, enRupture: true }] }, 1, VANILLA_ID)).toThrow(OutOfStockError);
  });

  it('never goes beyond the stock', () => {
    expect(addToCart(addToCart([], whey, 8), whey, 8)[0].quantity).toBe(10);
    expect(addToCart([], spice, 500)[0].quantity).toBe(99);
  });

  it('refuses an unavailable product', () => {
    expect(() => addToCart([], { ...whey, enRupture: true }, 1)).toThrow(OutOfStockError);
    expect(() => addToCart([], { ...whey, stock: 0 }, 1)).toThrow(OutOfStockError);
  });

  it('refuses a new product once the cart holds the most products it may, but still adds to a line', () => {
    let lines: CartLine[] = [];
    for (let n = 1; n <= LIMITS.cartLinesMax; n++) lines = addToCart(lines, productNumber(n), 1);
    expect(() => addToCart(lines, whey, 1)).toThrow(CartFullError);
    expect(addToCart(lines, productNumber(1), 1)[0].quantity).toBe(2);
  });

  it('removes a line whose quantity goes to 0 or less', () => {
    const lines = addToCart(addToCart([], whey, 2), spice, 1);
    expect(setQuantity(lines, WHEY_ID, null, 0)).toHaveLength(1);
    expect(setQuantity(lines, WHEY_ID, null, -3)).toHaveLength(1);
    expect(setQuantity(lines, WHEY_ID, null, 4)[0].quantity).toBe(4);
    expect(setQuantity(lines, WHEY_ID, null, 40)[0].quantity).toBe(10);
    expect(removeLine(lines, SPICE_ID, null)).toEqual([lines[0]]);
  });
});

describe('totals', () => {
  it('prices each line at prixApresPromotion when above 0, else prix', () => {
    const lines = addToCart(addToCart([], whey, 2), spice, 3);
    expect(lineTotal(lines[0])).toBe(104400);
    expect(lineTotal(lines[1])).toBe(25500);
    expect(cartTotal(lines)).toBe(129900);
    expect(cartCount(lines)).toBe(5);
    expect(cartTotal([])).toBe(0);
  });
});

describe('checking the cart against the current products', () => {
  const lines: CartLine[] = [
    { product: whey, quantity: 2, selectedVariant: null },
    { product: spice, quantity: 3, selectedVariant: null },
  ];

  it('orders everything at the remembered prices when nothing changed', () => {
    const cart = checkCart(lines, current(whey, spice));
    expect(cart.orderable).toEqual(lines);
    expect(cart.lines.map((line) => [line.problem, line.previousUnitPrice, line.requestedQuantity])).toEqual([
      [null, null, null],
      [null, null, null],
    ]);
  });

  it("prices a forged or outdated line at the server's price and says what it was", () => {
    const forged: CartLine = { product: { ...whey, prix: 100, prixApresPromotion: 0 }, quantity: 2, selectedVariant: null };
    const cart = checkCart([forged, lines[1]], current(whey, { ...spice, prix: 9000 }));
    expect(cart.lines[0]).toMatchObject({ problem: null, previousUnitPrice: 100 });
    expect(cart.lines[1]).toMatchObject({ problem: null, previousUnitPrice: 8500 });
    expect(cart.orderable.map(lineTotal)).toEqual([104400, 27000]);
    expect(cartTotal(cart.orderable)).toBe(131400);
  });

  it('flags and leaves out a product now out of stock, or no longer sold', () => {
    const gone: CartLine = { product: { ...spice, _id: GONE_ID, nom: 'Ancien produit' }, quantity: 1, selectedVariant: null };
    const cart = checkCart([...lines, gone], current({ ...whey, enRupture: true }, { ...spice, stock: 0 }));
    expect(cart.lines.map((line) => line.problem)).toEqual(['outOfStock', 'outOfStock', 'gone']);
    expect(cart.lines[2].line).toBe(gone);
    expect(cart.orderable).toEqual([]);
    expect(cartTotal(cart.orderable)).toBe(0);
  });

  it('lowers a quantity to the stock left and says what was asked', () => {
    const cart = checkCart(lines, current({ ...whey, stock: 1 }, spice));
    expect(cart.lines[0]).toMatchObject({ problem: null, requestedQuantity: 2, line: { quantity: 1 } });
    expect(cart.orderable[0].quantity).toBe(1);
    expect(cartTotal(cart.orderable)).toBe(52200 + 3 * 8500);
  });

  it("checks a variant's line against the variant now: its price, its stock, whether it is still sold", () => {
    const variantLines = addToCart(addToCart([], wheyVariants, 3, VANILLA_ID), wheyVariants, 1, CHOCOLATE_ID);
    const now = { ...wheyVariants, variantes: [{ ...vanilla, prixApresPromotion: 55000, stock: 2 }, chocolate] };
    const cart = checkCart(variantLines, current(now));
    expect(cart.lines[0]).toMatchObject({ problem: null, previousUnitPrice: 60000, requestedQuantity: 3, line: { quantity: 2, product: { prixApresPromotion: 55000, stock: 2, variante: 'Vanille, 5 lb' } } });
    expect(cart.lines[1]).toMatchObject({ problem: null, previousUnitPrice: null, requestedQuantity: null });
    expect(cartTotal(cart.orderable)).toBe(2 * 55000 + 27000);
    const withdrawn = checkCart(variantLines, current({ ...wheyVariants, variantes: [{ ...vanilla, enRupture: true }] }));
    expect(withdrawn.lines.map((line) => line.problem)).toEqual(['outOfStock', 'gone']);
    expect(withdrawn.orderable).toEqual([]);
    const refreshed = refreshCart(variantLines, current(now));
    expect(refreshed[0]).toEqual({ ...variantLines[0], quantity: 2, product: { ...variantLines[0].product, prixApresPromotion: 55000, stock: 2 } });
    expect(refreshed[1]).toBe(variantLines[1]);
    expect(refreshCart(refreshed, current(now))).toBe(refreshed);
  });

  it('leaves out a line without a variant once its product has variants', () => {
    const cart = checkCart([{ product: whey, quantity: 1, selectedVariant: null }], current(wheyVariants));
    expect(cart.lines[0].problem).toBe('gone');
  });

  it('reads each product once, in a stable order', () => {
    const withVariant = [...lines, { product: { ...whey, variante: 'Vanille, 5 lb' }, quantity: 1, selectedVariant: VANILLA_ID }];
    expect(cartProductIds(withVariant)).toEqual([WHEY_ID, SPICE_ID]);
    expect(cartProductIds([...withVariant].reverse())).toEqual([WHEY_ID, SPICE_ID]);
  });

  it('brings the stored lines up to date, keeping the lines of a vanished product', () => {
    const gone: CartLine = { product: { ...spice, _id: GONE_ID }, quantity: 1, selectedVariant: null };
    const now = current({ ...whey, prixApresPromotion: 50000, stock: 1 }, spice);
    const refreshed = refreshCart([...lines, gone], now);
    expect(refreshed).toEqual([{ product: { ...whey, prixApresPromotion: 50000, stock: 1 }, quantity: 1, selectedVariant: null }, lines[1], gone]);
    expect(refreshed[1]).toBe(lines[1]);
    expect(refreshCart(refreshed, now)).toBe(refreshed);
  });
});

describe('reading a stored cart', () => {
  it('keeps well-formed lines only', () => {
    expect(sanitizeCart('nope')).toEqual([]);
    expect(
      sanitizeCart([
        { product: whey, quantity: 2 },
        { product: { _id: 1 }, quantity: 1 },
        { product: spice, quantity: 0 },
        { product: { ...spice, _id: '../admin' }, quantity: 1 },
        { product: { ...spice, prix: '8500' }, quantity: 1 },
      ]),
    ).toEqual([{ product: whey, quantity: 2, selectedVariant: null }]);
  });

  it('keeps one line per product and variant, and no more lines than a cart holds', () => {
    expect(sanitizeCart([{ product: whey, quantity: 2 }, { product: { ...whey, _id: WHEY_ID.toUpperCase() }, quantity: 5 }])).toEqual([
      { product: whey, quantity: 2, selectedVariant: null },
    ]);
    const stored = [
      { product: { ...whey, variante: 'Vanille, 5 lb' }, quantity: 1, selectedVariant: VANILLA_ID.toUpperCase() },
      { product: whey, quantity: 1, selectedVariant: 'vanille' },
    ];
    expect(sanitizeCart(stored)).toEqual([
      { product: { ...whey, variante: 'Vanille, 5 lb' }, quantity: 1, selectedVariant: VANILLA_ID },
      { product: whey, quantity: 1, selectedVariant: null },
    ]);
    const many = Array.from({ length: LIMITS.cartLinesMax + 5 }, (_, n) => ({ product: productNumber(n + 1), quantity: 1 }));
    expect(sanitizeCart(many)).toHaveLength(LIMITS.cartLinesMax);
  });
});
