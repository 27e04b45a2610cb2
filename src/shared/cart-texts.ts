// The French texts of the cart's choice of delivery (docs/product.md, "Cart"), apart
// from ./shop-content.ts so that the cart's script carries these and nothing else of the shop's content; and the
// two rules of the shop's settings the cart applies, shared with the order recording (docs/product.md, "Shop
// settings"), here rather than in a module of their own, which would cost the cart's script its own wrapper.
import { formatPrice } from './format';

export const LANDMARK_LABEL = 'Point de repère';

/** The fields, drawn by the cart page on the server. */
export const DELIVERY_FIELDS = {
  zoneLabel: 'Quartier de livraison',
  optional: '(facultatif)',
  zoneLater: 'À préciser sur WhatsApp',
  landmarkLabel: LANDMARK_LABEL,
  landmarkPlaceholder: 'Ex. : près de la pharmacie, portail bleu',
} as const;

/** A zone in the cart's list: 'Plateau — 1 500 FCFA'; one whose fee is quoted on WhatsApp says so, once. */
export function zoneChoiceLabel({ nom, frais }: { nom: string; frais: number | null }): string {
  if (frais !== null) return `${nom} — ${formatPrice(frais)}`;
  return /frais à confirmer/i.test(nom) ? nom : `${nom} — frais à confirmer`;
}

/** The summary once a zone is chosen. */
export const CART_DELIVERY = {
  delivery: 'Livraison',
  /** In place of a fee: the zone's fee is quoted in the conversation. */
  feeToConfirm: 'Frais à confirmer',
  deliveryIncluded: 'Livraison comprise. Paiement par Mobile Money ou en espèces à la livraison.',
  deliveryExcluded: 'Hors livraison. Paiement par Mobile Money ou en espèces à la livraison.',
} as const;

/** The shop's free-delivery threshold and minimum order in the cart (docs/product.md, "Shop settings"). */
export const CART_SETTINGS_TEXTS = {
  freeDelivery: 'Offerte',
  minimumMissing: (minimum: number, missing: number) =>
    `Commande minimum : ${formatPrice(minimum)}. Ajoutez ${formatPrice(missing)} d'articles pour commander.`,
} as const;

/**
 * The delivery fee once the free-delivery threshold is applied: 0 ('Offerte') when the subtotal reaches it, for a
 * zone with a fee or no zone chosen (`undefined`, otherwise quoted in the conversation: null); a zone whose fee is
 * quoted in the conversation (null) stays so, as does every fee when there is no threshold.
 */
export function deliveryFeeFor(subtotal: number, zoneFee: number | null | undefined, freeFrom: number | null): number | null {
  const reached = freeFrom !== null && subtotal >= freeFrom;
  if (zoneFee === undefined) return reached ? 0 : null;
  return zoneFee !== null && reached ? 0 : zoneFee;
}

/** What the subtotal lacks to reach the minimum order, FCFA; 0 when there is no minimum or it is reached. */
export function missingForMinimum(subtotal: number, minimum: number | null): number {
  return minimum === null || subtotal >= minimum ? 0 : minimum - subtotal;
}
