// An order's money, written once (docs/product.md, "Prices and promotions"; docs/product.md, "Shop settings"): the
// price a product is sold at, a line's total, the subtotal, the delivery fee, the minimum order and the total. The
// cart, the WhatsApp message, the recorded order, its changes and 'Nouvelle commande' all price with these; the
// database only stores what they give. Pure and without zod: the storefront's first load carries it.
import { LIMITS } from '../constants';

/**
 * The base price less the promotion, rounded to the franc: the product's `prixApresPromotion`, a column the database
 * generates by the same formula (checked equal by src/server/db/promotion-column.test.ts). 0 at 100 %.
 */
export function priceAfterPromotion(prix: number, pourcentPromotion: number): number {
  const percent = Math.min(LIMITS.promotionMax, Math.max(LIMITS.promotionMin, pourcentPromotion || 0));
  return Math.round((prix * (100 - percent)) / 100);
}

/** The fields the price rules read: a full product or the snapshot a cart line keeps. */
export interface PricedProduct {
  prix: number;
  prixApresPromotion: number;
}

/** A promotion applies when the price it gives is above 0 and below the base price. */
export function hasPromotion(product: PricedProduct): boolean {
  return product.prixApresPromotion > 0 && product.prixApresPromotion < product.prix;
}

/** The price a product is sold at: the promotional price when a promotion applies, else the base price (so 100 % sells at the base price). */
export function salePrice(product: PricedProduct): number {
  return hasPromotion(product) ? product.prixApresPromotion : product.prix;
}

/** A line as it is priced: the unit price paid and the quantity. */
export interface PricedQuantity {
  prixUnitaire: number;
  quantite: number;
}

export function lineTotal(line: PricedQuantity): number {
  return line.prixUnitaire * line.quantite;
}

export function subtotalOf(lines: readonly PricedQuantity[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

/** The zone an order is delivered to, as pricing reads it: its fee, null when the fee is to confirm (quoted in the conversation). */
export interface PricingZone {
  frais: number | null;
}

/**
 * The delivery fee, null while it is to confirm. With a free-delivery threshold (`freeFrom`) that the subtotal
 * reaches, delivery is free (0, 'Offerte') for a zone with a fee and when no zone is chosen (`zone` null); a zone
 * whose fee is to confirm stays so, as does every fee below the threshold or without one.
 */
export function deliveryFee({ subtotal, zone, freeFrom }: { subtotal: number; zone: PricingZone | null; freeFrom: number | null }): number | null {
  const free = freeFrom !== null && subtotal >= freeFrom;
  if (zone === null) return free ? 0 : null;
  if (zone.frais === null) return null;
  return free ? 0 : zone.frais;
}

/** What the subtotal lacks to reach the minimum order, FCFA; 0 when there is no minimum or it is reached. */
export function missingForMinimum(subtotal: number, minimum: number | null): number {
  return minimum === null || subtotal >= minimum ? 0 : minimum - subtotal;
}

/** The total: the subtotal and the delivery fee, a fee to confirm counting 0 ('hors livraison'). */
export function orderTotal(subtotal: number, fraisLivraison: number | null): number {
  return subtotal + (fraisLivraison ?? 0);
}

/** An order's amounts, as the cart shows them, the message states them and the order stores them. */
export interface OrderAmounts {
  sousTotal: number;
  /** null: to confirm. */
  fraisLivraison: number | null;
  total: number;
  /** Units in all. */
  nbArticles: number;
  nbLignes: number;
  /** What the subtotal lacks to reach the minimum order (0: reached, or no minimum). */
  manquant: number;
}

/**
 * An order priced: its lines, the zone (null: none chosen), the shop's free-delivery threshold and minimum order
 * (null: none). An administrator's fee typed by hand is a zone of that fee without a threshold.
 */
export function priceOrder({
  lines,
  zone,
  freeFrom,
  minimum,
}: {
  lines: readonly PricedQuantity[];
  zone: PricingZone | null;
  freeFrom: number | null;
  minimum: number | null;
}): OrderAmounts {
  const sousTotal = subtotalOf(lines);
  const fraisLivraison = deliveryFee({ subtotal: sousTotal, zone, freeFrom });
  return {
    sousTotal,
    fraisLivraison,
    total: orderTotal(sousTotal, fraisLivraison),
    nbArticles: lines.reduce((sum, line) => sum + line.quantite, 0),
    nbLignes: lines.length,
    manquant: missingForMinimum(sousTotal, minimum),
  };
}
