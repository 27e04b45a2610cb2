// The cart checked against the products as the server has them now (docs/product.md, "Cart"): each line's current
// price, stock and variant, what changed since it was stored, and the lines' prices as an order of them is priced.
// Only the cart page checks: the other pages' scripts do not carry these rules.
import { lineTotal as pricedLineTotal, type PricedQuantity, salePrice, subtotalOf } from '@/shared/orders/pricing';
import { isOutOfStock, maxQuantity } from '@/shared/catalog/product-display';
import { lineProduct } from './cart';
import type { CartLine, CartProduct } from './stored-cart';

/** A cart line as an order prices it: the product's sale price and the quantity. */
const pricedLine = (line: CartLine): PricedQuantity => ({ prixUnitaire: salePrice(line.product), quantite: line.quantity });

/** The lines as src/shared/orders/pricing.ts prices an order of them. */
export const pricedLines = (lines: readonly CartLine[]): PricedQuantity[] => lines.map(pricedLine);

export function lineTotal(line: CartLine): number {
  return pricedLineTotal(pricedLine(line));
}

/** The cart's subtotal, as an order of its lines would be priced. */
export function cartTotal(lines: CartLine[]): number {
  return subtotalOf(pricedLines(lines));
}

/** The ids to read back from the server: each product once, in a stable order (one cache entry per cart). */
export function cartProductIds(lines: CartLine[]): string[] {
  return [...new Set(lines.map((line) => line.product._id))].sort();
}

/** Why a line cannot be ordered now: its product or variant is out of stock, or no longer exists or is sold. */
export type LineProblem = 'outOfStock' | 'gone';

export interface CheckedLine {
  /** The line with the product as it is now (as remembered when it is gone), its quantity within the stock left. */
  line: CartLine;
  problem: LineProblem | null;
  /** The unit price the line remembered, when the current one differs. */
  previousUnitPrice: number | null;
  /** The quantity the line asked for, when the stock left now is smaller. */
  requestedQuantity: number | null;
}

/** A cart checked against the current products: the only thing a total or an order is made from. */
export interface CheckedCart {
  lines: CheckedLine[];
  /** The lines that can be ordered, at current prices and within the stock. */
  orderable: CartLine[];
}

/**
 * The current products by id, with their variants on sale: what the server answered; an id it did not answer is a
 * product that is gone, a variant it did not list one that is no longer sold.
 */
export type CurrentProducts = ReadonlyMap<string, CartProduct>;

export function checkLine(line: CartLine, current: CurrentProducts): CheckedLine {
  const found = current.get(line.product._id);
  const product = found && lineProduct(found, line.selectedVariant);
  if (!product) return { line, problem: 'gone', previousUnitPrice: null, requestedQuantity: null };
  const before = salePrice(line.product);
  const previousUnitPrice = before === salePrice(product) ? null : before;
  if (isOutOfStock(product)) return { line: { ...line, product }, problem: 'outOfStock', previousUnitPrice, requestedQuantity: null };
  const quantity = Math.min(line.quantity, maxQuantity(product));
  return {
    line: { ...line, product, quantity },
    problem: null,
    previousUnitPrice,
    requestedQuantity: quantity < line.quantity ? line.quantity : null,
  };
}

export function checkCart(lines: CartLine[], current: CurrentProducts): CheckedCart {
  const checked = lines.map((line) => checkLine(line, current));
  return { lines: checked, orderable: checked.filter((line) => line.problem === null).map((checkedLine) => checkedLine.line) };
}

/**
 * The stored cart brought up to date: each line remembers its product as it is now, and a quantity the stock
 * no longer allows is lowered. Lines of an unavailable or vanished product stay, so that the shopper sees
 * them and decides. Returns the same array when nothing changed.
 */
export function refreshCart(lines: CartLine[], current: CurrentProducts): CartLine[] {
  let changed = false;
  const next = lines.map((line) => {
    const checked = checkLine(line, current);
    if (checked.problem === 'gone') return line;
    const product = checked.line.product;
    const same =
      checked.line.quantity === line.quantity &&
      (Object.keys(product) as (keyof CartProduct)[]).every((key) => product[key] === line.product[key]);
    if (same) return line;
    changed = true;
    return checked.line;
  });
  return changed ? next : lines;
}

