// The French texts of the cart's choice of delivery (docs/product.md, "Cart"), apart
// from ../shop/content.ts so that the cart's script carries these and nothing else of the shop's content. The
// amounts they show (fee, free delivery, minimum order) are priced by ./orders/pricing.ts.
import { formatPrice } from '../format';

export const LANDMARK_LABEL = 'Point de repère';

/** The fields, drawn by the cart page on the server. */
export const DELIVERY_FIELDS = {
  zoneLabel: 'Quartier de livraison',
  optional: '(facultatif)',
  zoneLater: 'À préciser sur WhatsApp',
  landmarkLabel: LANDMARK_LABEL,
  landmarkPlaceholder: 'Ex. : près de la pharmacie, portail bleu',
} as const;

/** What a zone whose fee is quoted on WhatsApp (`frais` null) adds to its name in the cart's list. */
export const FEE_TO_CONFIRM_SUFFIX = ' — frais à confirmer';

/** A zone in the cart's list: 'Plateau — 1 500 FCFA', or 'Autre quartier ou région — frais à confirmer'. */
export function zoneChoiceLabel({ nom, frais }: { nom: string; frais: number | null }): string {
  return frais === null ? `${nom}${FEE_TO_CONFIRM_SUFFIX}` : `${nom} — ${formatPrice(frais)}`;
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
    `Commande minimum : ${formatPrice(minimum)}. Ajoutez ${formatPrice(missing)} d'articles pour commander.`,
} as const;
