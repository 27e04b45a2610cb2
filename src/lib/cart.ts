// The cart's pure operations (SPEC §3, §4): lines of product, quantity and variant; adding the same product
// and variant again adds to its quantity; a quantity of 0 or less removes the line.
import { isOutOfStock, maxQuantity, unitPrice } from '@/shared/product-display';
import type { Product } from '@/shared/types';

/** What a line remembers of its product: enough to show, price and re-link it without asking the server. */
export interface CartProduct {
  _id: string;
  nom: string;
  prix: number;
  prixApresPromotion: number;
  image: string | null;
  stock: number | null;
  enRupture: boolean;
}

export interface CartLine {
  product: CartProduct;
  quantity: number;
  selectedVariant: string | null;
}

export function toCartProduct(product: Product): CartProduct {
  return {
    _id: product._id,
    nom: product.nom,
    prix: product.prix,
    prixApresPromotion: product.prixApresPromotion,
    image: product.imagePrincipale?.thumbnailUrl ?? null,
    stock: product.stock,
    enRupture: product.enRupture,
  };
}

const sameLine = (line: CartLine, productId: string, variant: string | null) =>
  line.product._id === productId && line.selectedVariant === variant;

export class OutOfStockError extends Error {
  constructor() {
    super('out of stock');
  }
}

/** Adds a quantity of a product; never beyond what the stock allows. Refuses an unavailable product. */
export function addToCart(lines: CartLine[], product: CartProduct, quantity: number, variant: string | null = null): CartLine[] {
  if (isOutOfStock(product)) throw new OutOfStockError();
  const max = maxQuantity(product);
  const existing = lines.find((line) => sameLine(line, product._id, variant));
  if (!existing) return [...lines, { product, quantity: Math.min(Math.max(1, quantity), max), selectedVariant: variant }];
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

export function lineTotal(line: CartLine): number {
  return unitPrice(line.product) * line.quantity;
}

export function cartTotal(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

export function cartCount(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Keeps only well-formed lines of what was read from storage (another version, or a hand edit). */
export function sanitizeCart(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (line): line is CartLine =>
      typeof line === 'object' &&
      line !== null &&
      typeof line.product?._id === 'string' &&
      typeof line.product?.nom === 'string' &&
      typeof line.product?.prix === 'number' &&
      typeof line.product?.prixApresPromotion === 'number' &&
      Number.isInteger(line.quantity) &&
      line.quantity > 0,
  ).map((line) => ({ ...line, selectedVariant: line.selectedVariant ?? null }));
}
