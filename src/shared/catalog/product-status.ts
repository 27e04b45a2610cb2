// Drafts, thresholds, expiry dates and the stock's history (docs/product.md, "Drafts, thresholds and expiry
// dates"): their limits, French messages and labels, written once for the product form, the back office's screens
// and the API. A movement of the stock's history, as the API answers it, is in ./answers.ts.
import { LIMITS } from '../constants';
import { formatNumber } from '../format';

/** GET /produits?statut= (administrators): which products the list holds. */
export const PRODUCT_STATUSES = ['tous', 'publie', 'brouillon'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_STATUS_LIMITS = {
  /** The reason of a manual stock change. */
  stockReasonMax: 200,
  /** The history shown on a product's page: its latest movements. */
  stockHistory: 50,
  /** An expiry date's years: a typo such as 20266 or 0226 is refused rather than stored. */
  expiryYearMin: 2000,
  expiryYearMax: 2100,
} as const;

/** Reasons offered beside the field; any other text may be typed. */
export const STOCK_REASON_SUGGESTIONS = ['Réception', 'Inventaire', 'Casse', 'Périmé', 'Retour client', 'Correction'] as const;

export const PRODUCT_STATUS_MESSAGES = {
  thresholdInvalid: 'Le seuil de stock bas doit être un nombre entier positif ou nul',
  thresholdMax: `Le seuil de stock bas ne peut pas dépasser ${formatNumber(LIMITS.stockMax)}`,
  expiryInvalid: "La date de péremption n'est pas une date valide (AAAA-MM-JJ)",
  expiryOutOfRange: `La date de péremption doit être comprise entre ${PRODUCT_STATUS_LIMITS.expiryYearMin} et ${PRODUCT_STATUS_LIMITS.expiryYearMax}`,
  stockReasonRequired: 'Indiquez le motif du changement de stock',
  stockReasonMax: `Le motif ne peut pas dépasser ${PRODUCT_STATUS_LIMITS.stockReasonMax} caractères`,
  statusInvalid: "Le statut doit être 'tous', 'publie' ou 'brouillon'",
  alertInvalid: "L'alerte doit être 'stock-bas', 'rupture', 'peremption-proche' ou 'perime'",
  // Answers
  productPublished: 'Le produit a été publié',
  stockHistoryLoaded: 'Historique du stock récupéré avec succès',
  // Activity log
  publishedTitle: 'Produit publié',
  stockChangedTitle: 'Stock modifié',
} as const;

/** The back office's words. */
export const PRODUCT_STATUS_LABELS = {
  draft: 'Brouillon',
  published: 'Publié',
  expired: 'Périmé',
  statusFilter: { tous: 'Tous', publie: 'Publiés', brouillon: 'Brouillons' } satisfies Record<ProductStatus, string>,
  /** The stock history's reasons. */
  movement: { confirmation: 'Commande confirmée', annulation: 'Commande annulée', manuel: 'Changement manuel' } as Record<string, string>,
} as const;

/** `YYYY-MM-DD` naming a day that exists (2026-02-30 does not). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
