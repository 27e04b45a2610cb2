// The shopper's page of an order, /commande/{code} (docs/product.md, "The order's page"; docs/SECURITY.md, "The
// order's page"): its address, the shape of its code, the line that carries it in the WhatsApp messages, and the
// page's French texts. The code is a bearer secret (122 random bits, given by the database): whoever holds the
// link sees the order, without a name or a phone; the reference alone never opens it. No zod here: the cart's
// script and the back office's order page import these.

export const ORDER_PAGE_PATH = '/commande';

/** A code as the database gives it: a random UUID's 16 bytes in base64url, without padding. */
export const ORDER_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const isOrderCode = (value: string): boolean => ORDER_CODE_PATTERN.test(value);

/** The page's address on the site. */
export function orderPageHref(code: string): string {
  return `${ORDER_PAGE_PATH}/${encodeURIComponent(code)}`;
}

/** The page's absolute link on the public URL, for what leaves the site (the WhatsApp messages). */
export function orderPageUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${orderPageHref(code)}`;
}

/** The last line of the shopper's message of a recorded order. */
export const orderPageLine = (link: string) => `Suivi de la commande : ${link}`;

/** The last line of 'Écrire au client' for a confirmed or shipped order. */
export const customerOrderPageLine = (link: string) => `Suivez votre commande ici : ${link}`;

/** The steps a shopper sees: 'nouvelle' is 'Reçue' to them. */
export const ORDER_PAGE_STEPS = {
  nouvelle: 'Reçue',
  confirmee: 'Confirmée',
  en_livraison: 'En livraison',
  livree: 'Livrée',
  annulee: 'Annulée',
} as const;

export const ORDER_PAGE_TEXTS = {
  title: (reference: string) => `Commande ${reference}`,
  metaTitle: 'Votre commande',
  breadcrumb: 'Votre commande',
  placedOn: (date: string) => `Passée le ${date}`,
  statusLabel: 'Statut',
  timelineTitle: 'Suivi de la commande',
  stepPending: 'À venir',
  cancelledNote: "Cette commande a été annulée. Écrivez-nous si vous souhaitez commander à nouveau.",
  linesTitle: 'Articles',
  quantity: 'Qté',
  unitPrice: 'Prix unitaire',
  lineTotal: 'Total',
  product: 'Produit',
  subtotal: 'Sous-total',
  delivery: 'Livraison',
  deliveryToConfirm: 'à confirmer',
  deliveryFree: 'offerte',
  total: 'Total',
  totalBeforeDelivery: 'Total hors livraison',
  deliveryTitle: 'Livraison',
  zone: 'Quartier',
  zoneToConfirm: 'À préciser avec la boutique',
  delay: 'Délai',
  landmark: 'Point de repère',
  noLandmark: 'Aucun',
  paymentTitle: 'Paiement',
  paid: 'Payée',
  paidOn: (date: string) => `Payée le ${date}`,
  toPay: 'Montant à régler',
  toPayBeforeDelivery: 'Montant à régler (hors livraison)',
  mobileMoneyIntro: 'Payez par Mobile Money au numéro de la boutique, en indiquant la référence de la commande :',
  cashOnDelivery: 'Ou paiement à la livraison, en espèces, à la remise du colis.',
  cashOnly: 'Paiement à la livraison, en espèces, à la remise du colis.',
  cancelledPayment: "Commande annulée : rien n'est à régler.",
  receiptTitle: 'Reçu',
  receiptIntro: (shop: string) => `${shop} a bien reçu votre paiement. Merci pour votre confiance !`,
  receiptReference: 'Commande',
  receiptDate: 'Date du paiement',
  receiptMethod: 'Moyen de paiement',
  receiptTransaction: 'Référence de la transaction',
  receiptAmount: 'Montant payé',
  print: 'Imprimer le reçu',
  contactTitle: 'Une question sur votre commande ?',
  contactIntro: (reference: string) => `Écrivez-nous sur WhatsApp en rappelant la référence ${reference}.`,
  contactWhatsApp: 'Écrire sur WhatsApp',
  contactPhone: 'Appeler',
  contactEmail: 'E-mail',
  contactMessage: (reference: string) => `Bonjour, j'ai une question sur ma commande ${reference}.`,
  privacy: "Cette page est privée : ne partagez son lien qu'avec des personnes de confiance.",
} as const;
