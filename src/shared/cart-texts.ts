// The French texts of the cart's choice of delivery (docs/product.md, "Cart"), apart
// from ./shop-content.ts so that the cart's script carries these and nothing else of the shop's content.
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
