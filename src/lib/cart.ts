// The cart's pure rules (docs/product.md): lines of product, quantity and variant; adding the same product and
// variant again adds to its quantity, two variants of one product are two lines; a quantity of 0 or less removes the
// line. A line of a variant is priced and limited by its variant (docs/product.md, "Variants"). What a line remembers
// of its product is only a snapshot: before it totals or orders, the cart checks each line against the product as
// the server has it now (./cart-check.ts), so that an old or hand-edited cart never orders at a price of its own.
import type { Product } from '@/shared/catalog/answers';
import { lineName } from '@/shared/catalog/line-name';
import { isOutOfStock, maxQuantity } from '@/shared/catalog/product-display';
import { LIMITS } from '@/shared/constants';
import { type CartLine, type CartProduct, sameLine } from './stored-cart';

export { cartCount, sanitizeCart } from './stored-cart';
export type { CartLine, CartProduct, CartVariant } from './stored-cart';

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

