// How the storefront presents a product: availability, price paid, badge, stars, bounds.
import { LIMITS } from '../constants';
import { hasPromotion, type PricedProduct } from '../orders/pricing';
import type { Product } from './answers';

export type StockedProduct = Pick<Product, 'enRupture' | 'stock'>;

export const PRODUCT_BADGES = {
  featured: 'À la Une',
  promo: 'Promo',
  outOfStock: 'Rupture',
  lowStock: 'Stock limité',
  new: 'Nouveau',
} as const;
export type ProductBadgeKind = keyof typeof PRODUCT_BADGES;

/** Out of stock: flagged so, or a tracked stock of zero. */
export function isOutOfStock(product: StockedProduct): boolean {
  return product.enRupture || product.stock === 0;
}

/** A tracked stock under 5 that is not yet exhausted. */
export function isLowStock(product: StockedProduct): boolean {
  return !isOutOfStock(product) && product.stock !== null && product.stock < LIMITS.lowStockBelow;
}

/** Displayed percentage, rounded from (prix − promo) / prix; 0 when no promotion applies. */
export function promotionPercent(product: PricedProduct): number {
  if (!hasPromotion(product) || product.prix <= 0) return 0;
  return Math.round(((product.prix - product.prixApresPromotion) / product.prix) * 100);
}

/**
 * The one badge a card shows, by the priority of docs/product.md. A zero stock counts as 'Rupture' like the
 * enRupture flag, since both make the product unavailable.
 */
export function productBadge(product: Pick<Product, 'aLaUne'> & PricedProduct & StockedProduct): ProductBadgeKind {
  if (product.aLaUne) return 'featured';
  if (hasPromotion(product)) return 'promo';
  if (isOutOfStock(product)) return 'outOfStock';
  if (isLowStock(product)) return 'lowStock';
  return 'new';
}

/** Stars out of 5 from the quality score out of 50, kept within 0–5. */
export function ratingStars(scoreQualite: number): number {
  return Math.min(5, Math.max(0, scoreQualite / 10));
}

/** Highest quantity a shopper may choose: the stock, or 99 when the stock is not tracked. */
export function maxQuantity(product: StockedProduct): number {
  if (isOutOfStock(product)) return 0;
  return product.stock ?? LIMITS.untrackedStockMaxQuantity;
}

/** Keeps a chosen quantity within 1 and the maximum. */
export function clampQuantity(quantity: number, max: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(Math.max(1, Math.trunc(quantity)), Math.max(1, max));
}

/** A product's description, or null when it has none (the API answers null for none, the former placeholder included). */
export function productDescription(description: string | null | undefined): string | null {
  return description?.trim() || null;
}

/** Reference shown to shoppers and administrators: first 3 letters of the name in capitals + last 6 of the id. */
export function productReference(product: Pick<Product, '_id' | 'nom'>): string {
  const letters = product.nom
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
  return `${letters}-${product._id.slice(-6).toUpperCase()}`;
}

/** Whether a product's origin is the United States ('États-Unis', 'etats unis', 'USA'…): only then is it said imported from there. */
export function isFromUnitedStates(origine: string | null | undefined): boolean {
  const plain = (origine ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  return plain === 'etatsunis' || plain === 'usa' || plain === 'etatsunisdamerique';
}
