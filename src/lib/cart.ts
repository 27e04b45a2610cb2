// The cart's pure rules (docs/product.md): lines of product, quantity and variant; adding the same product and
// variant again adds to its quantity, two variants of one product are two lines; a quantity of 0 or less removes the
// line. A line of a variant is priced and limited by its variant (docs/product.md, "Variants"). What a line remembers
// of its product is only a snapshot: before it totals or orders, the cart checks each line against the product as
// the server has it now (checkCart), so that an old or hand-edited cart never orders at a price of its own.
import { LIMITS } from '@/shared/constants';
import { isUuid } from '@/shared/ids';
import { lineTotal as pricedLineTotal, type PricedQuantity, salePrice, subtotalOf } from '@/shared/orders/pricing';
import { isOutOfStock, maxQuantity } from '@/shared/catalog/product-display';
import type { Product } from '@/shared/catalog/answers';
import { lineName } from '@/shared/catalog/variants';

/** A variant on sale as the cart needs it: its name, its prices and its stock. */
export interface CartVariant {
  _id: string;
  nom: string;
  prix: number;
  prixApresPromotion: number;
  stock: number | null;
  enRupture: boolean;
}

/**
 * What a line remembers of its product: enough to show and re-link it while its current state is read. On a line of
 * a variant, the prices and the stock are the variant's and `variante` is its name ('Chocolat, 5 lb'). A product read
 * from the server carries its variants on sale (`variantes`), which a line never stores.
 */
export interface CartProduct {
  _id: string;
  nom: string;
  prix: number;
  prixApresPromotion: number;
  image: string | null;
  stock: number | null;
  enRupture: boolean;
  variante?: string;
  variantes?: CartVariant[];
}

export interface CartLine {
  product: CartProduct;
  quantity: number;
  selectedVariant: string | null;
}

export function toCartProduct(product: Product): CartProduct {
  const cartProduct: CartProduct = {
    _id: product._id,
    nom: product.nom,
    prix: product.prix,
    prixApresPromotion: product.prixApresPromotion,
    image: product.imagePrincipale?.thumbnailUrl ?? null,
    stock: product.stock,
    enRupture: product.enRupture,
  };
  if (product.variantes) {
    cartProduct.variantes = product.variantes.map(({ _id, nom, prix, prixApresPromotion, stock, enRupture }) => ({ _id, nom, prix, prixApresPromotion, stock, enRupture }));
  }
  return cartProduct;
}

/**
 * What a line of this product and variant remembers: the product's, or for a product with variants the chosen
 * variant's prices, stock and name. Undefined when the line cannot be: a product with variants without one of its
 * variants on sale, or a product without variants given one.
 */
export function lineProduct(product: CartProduct, variant: string | null): CartProduct | undefined {
  const { _id, nom, prix, prixApresPromotion, image, stock, enRupture } = product;
  if (!product.variantes) return variant === null ? { _id, nom, prix, prixApresPromotion, image, stock, enRupture } : undefined;
  const chosen = product.variantes.find((candidate) => candidate._id === variant);
  if (!chosen) return undefined;
  return {
    _id,
    nom,
    prix: chosen.prix,
    prixApresPromotion: chosen.prixApresPromotion,
    image,
    stock: chosen.stock,
    enRupture: chosen.enRupture,
    variante: chosen.nom,
  };
}

/** A line's name: its product's and its variant's ('Whey Gold Standard — Chocolat, 5 lb'). */
export const cartLineName = (line: CartLine) => lineName(line.product.nom, line.product.variante);

/** Names a line among the others: its product and variant. */
export const lineKey = (line: CartLine) => `${line.product._id}:${line.selectedVariant ?? ''}`;

const sameLine = (line: CartLine, productId: string, variant: string | null) =>
  line.product._id === productId && line.selectedVariant === variant;

/** A product with variants added without one of its variants on sale (or a product without variants with one). */
export class VariantChoiceError extends Error {
  constructor() {
    super('variant to choose');
  }
}

export class OutOfStockError extends Error {
  constructor() {
    super('out of stock');
  }
}

/** The cart already holds as many different products as it may (LIMITS.cartLinesMax). */
export class CartFullError extends Error {
  constructor() {
    super('cart full');
  }
}

/**
 * Adds a quantity of a product, or of one of its variants (`variant`: its id); never beyond what the stock allows.
 * Refuses an unavailable product or variant, and a product with variants without one of them.
 */
export function addToCart(lines: CartLine[], added: CartProduct, quantity: number, variant: string | null = null): CartLine[] {
  const product = lineProduct(added, variant);
  if (!product) throw new VariantChoiceError();
  if (isOutOfStock(product)) throw new OutOfStockError();
  const max = maxQuantity(product);
  const existing = lines.find((line) => sameLine(line, product._id, variant));
  if (!existing) {
    if (lines.length >= LIMITS.cartLinesMax) throw new CartFullError();
    return [...lines, { product, quantity: Math.min(Math.max(1, quantity), max), selectedVariant: variant }];
  }
  return lines.map((line) =>
    line === existing ? { product, quantity: Math.min(line.quantity + Math.max(1, quantity), max), selectedVariant: variant } : line,
  );
}

export function setQuantity(lines: CartLine[], productId: string, variant: string | null, quantity: number): CartLine[] {
  if (quantity <= 0) return removeLine(lines, productId, variant);
  return lines.map((line) =>
    sameLine(line, productId, variant)
      ? { ...line, quantity: Math.min(Math.trunc(quantity), Math.max(1, maxQuantity(line.product))) }
      : line,
  );
}

export function removeLine(lines: CartLine[], productId: string, variant: string | null): CartLine[] {
  return lines.filter((line) => !sameLine(line, productId, variant));
}

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

export function cartCount(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
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

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** A remembered product, when what was read is one; the ids are the server's, so anything else is refused. */
function readProduct(value: unknown): CartProduct | null {
  if (typeof value !== 'object' || value === null) return null;
  const product = value as Record<string, unknown>;
  if (!isUuid(product._id) || typeof product.nom !== 'string' || !isCount(product.prix) || !isCount(product.prixApresPromotion)) return null;
  const read: CartProduct = {
    _id: product._id.toLowerCase(),
    nom: product.nom,
    prix: product.prix,
    prixApresPromotion: product.prixApresPromotion,
    image: typeof product.image === 'string' ? product.image : null,
    stock: isCount(product.stock) ? product.stock : null,
    enRupture: product.enRupture === true,
  };
  if (typeof product.variante === 'string') read.variante = product.variante;
  return read;
}

/**
 * The well-formed lines of what was read from storage (another version, or a hand edit): one line per product
 * and variant, at most LIMITS.cartLinesMax of them. Prices are kept only to be shown while they are checked.
 */
export function sanitizeCart(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  const lines: CartLine[] = [];
  for (const item of value) {
    if (lines.length >= LIMITS.cartLinesMax) break;
    if (typeof item !== 'object' || item === null) continue;
    const product = readProduct(item.product);
    const quantity = item.quantity;
    const variant = isUuid(item.selectedVariant) ? item.selectedVariant.toLowerCase() : null;
    if (!product || !Number.isSafeInteger(quantity) || quantity <= 0) continue;
    if (lines.some((line) => sameLine(line, product._id, variant))) continue;
    lines.push({ product, quantity, selectedVariant: variant });
  }
  return lines;
}
