// The order rules every side shares, without zod (docs/product.md, "Orders" and "Delivery zones"; docs/api.md,
// "Orders"; docs/decisions/019-order-statuses-and-references.md): the statuses and their French labels, the
// transitions, the payment methods, references, customers' phones and the WhatsApp texts. The request schemas are in
// ./schemas.ts, which re-exports all of this, and the answers' shapes and types in ./answers.ts, imported here as
// types only: a screen that imports only these rules keeps zod out of its first load (the budgets of bench/README.md).
import { LIMITS } from '../constants';
import { formatPrice } from '../format';
import { ORDER_LIMITS } from './limits';
import { customerOrderPageLine } from './order-page';
import { isPayableOnline, waveCustomerLine } from '../payments/wave';
import { localDigits, normalisePhone } from '../phone';
import type { OrderCustomer, OrderDetail, OrderPayment, PublicOrder } from './answers';
import { isValidPhoneDigits } from '../validators';

export { ORDER_LIMITS } from './limits';

// ── Statuses ────────────────────────────────────────────────────────────────

/** The stored statuses, in the order an order goes through them ('annulee' from any of the first three). */
export const ORDER_STATUSES = ['nouvelle', 'confirmee', 'en_livraison', 'livree', 'annulee'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The inbox's filters: the statuses, and 'sans_suite' — 'nouvelle' for more than 72 h, computed, never stored. */
export const ORDER_TABS = [...ORDER_STATUSES, 'sans_suite'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** `one` for an order ('Confirmée'), `many` for a tab ('Confirmées'). */
export const ORDER_STATUS_LABELS: Record<OrderTab, { one: string; many: string }> = {
  nouvelle: { one: 'Nouvelle', many: 'Nouvelles' },
  confirmee: { one: 'Confirmée', many: 'Confirmées' },
  en_livraison: { one: 'En livraison', many: 'En livraison' },
  livree: { one: 'Livrée', many: 'Livrées' },
  annulee: { one: 'Annulée', many: 'Annulées' },
  sans_suite: { one: 'Sans suite', many: 'Sans suite' },
};

/** The actions that move an order, each from the statuses that allow it (docs/decisions/019). */
export const ORDER_TRANSITIONS = {
  confirmer: { from: ['nouvelle'], to: 'confirmee', label: 'Confirmer' },
  expedier: { from: ['confirmee'], to: 'en_livraison', label: 'En livraison' },
  livrer: { from: ['en_livraison'], to: 'livree', label: 'Livrée' },
  annuler: { from: ['nouvelle', 'confirmee', 'en_livraison'], to: 'annulee', label: 'Annuler la commande' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus; label: string }>;
export type OrderAction = keyof typeof ORDER_TRANSITIONS;

/** Whether an action is open to an order in this status (the screen shows only those; the server checks again). */
export function canApply(action: OrderAction, status: OrderStatus): boolean {
  return (ORDER_TRANSITIONS[action].from as readonly OrderStatus[]).includes(status);
}

/** The statuses in which the order's stock has been taken (docs/decisions/020-stock-taken-on-confirmation.md). */
export const STOCK_TAKEN_STATUSES: readonly OrderStatus[] = ['confirmee', 'en_livraison', 'livree'];

/** Lines change only before confirmation; delivery (zone, fee, landmark) until the order leaves. */
export const LINES_EDITABLE_STATUSES: readonly OrderStatus[] = ['nouvelle'];
export const DELIVERY_EDITABLE_STATUSES: readonly OrderStatus[] = ['nouvelle', 'confirmee'];

/** 'Sans suite': still 'nouvelle' 72 hours after it was recorded. */
export function isStale(status: OrderStatus, createdAt: string | Date, now: Date = new Date()): boolean {
  return status === 'nouvelle' && now.getTime() - new Date(createdAt).getTime() >= ORDER_LIMITS.staleAfterHours * 3_600_000;
}

// ── Payment ─────────────────────────────────────────────────────────────────

export const PAYMENT_METHODS = ['wave', 'orange_money', 'especes'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  wave: 'Wave',
  orange_money: 'Orange Money',
  especes: 'Espèces',
};

/** Who recorded the order: the shopper pressing 'Commander via WhatsApp', or an administrator ('Nouvelle commande'). */
export const ORDER_SOURCES = ['site', 'admin'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

// ── References ──────────────────────────────────────────────────────────────

/** `CMD-2611-0042`: year and month (Dakar time, which is UTC), then the month's counter, 4 digits or more. */
export const ORDER_REFERENCE_PATTERN = /^CMD-\d{4}-\d{4,}$/;

export function formatOrderReference(yymm: string, counter: number): string {
  return `CMD-${yymm}-${String(counter).padStart(4, '0')}`;
}

// ── Customers' phones ───────────────────────────────────────────────────────

/**
 * A customer's phone as stored (`+221771234567`), or null when it is not a phone number. The accounts' rule
 * (src/shared/phone.ts: spaces, dots and dashes ignored, `00` read as `+`, no prefix read as Senegal's, 8 to 15
 * digits after the country code), and for Senegal its numbering plan: 9 digits, starting with 7 (mobile) or 3
 * (fixed).
 */
export function normaliseCustomerPhone(raw: string): string | null {
  const phone = normalisePhone(raw);
  if (!phone) return null;
  if (phone.startsWith('+221')) return /^\+221[37]\d{8}$/.test(phone) ? phone : null;
  return isValidPhoneDigits(localDigits(phone)) ? phone : null;
}

// ── History ─────────────────────────────────────────────────────────────────

/** What a step of an order's history records (./answers.ts, OrderEvent). */
export const ORDER_EVENT_TYPES = [
  'creation',
  'confirmation',
  'expedition',
  'livraison',
  'annulation',
  'paiement',
  /** A payment attempt Wave refused, or a payment Wave reported that was not put on the order (to check). */
  'paiement_echec',
  'paiement_anomalie',
  'lignes',
  'livraison_modifiee',
  'client',
  'note',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

// ── WhatsApp texts ──────────────────────────────────────────────────────────

/** The shopper's message begins with this: the reference and the server's totals (docs/product.md, "Orders"). */
export function orderMessageHeader(order: Pick<PublicOrder, 'reference' | 'sousTotal' | 'fraisLivraison' | 'total' | 'zone'>): string {
  const delivery =
    order.fraisLivraison === null
      ? order.zone
        ? `Livraison (${order.zone.nom}) : frais à confirmer`
        : 'Livraison : quartier à préciser, frais à confirmer'
      : `Livraison (${order.zone?.nom ?? 'à préciser'}) : ${order.fraisLivraison === 0 ? 'offerte' : formatPrice(order.fraisLivraison)}`;
  return [
    `Commande ${order.reference}`,
    `Sous-total : ${formatPrice(order.sousTotal)}`,
    delivery,
    `Total${order.fraisLivraison === null ? ' hors livraison' : ''} : ${formatPrice(order.total)}`,
  ].join('\n');
}

/** What 'Écrire au client' needs of an order. */
export type CustomerMessageOrder = Pick<OrderDetail, 'reference' | 'statut' | 'total' | 'fraisLivraison' | 'zone' | 'motifAnnulation' | 'pointDeRepere'> &
  Partial<Pick<OrderDetail, 'lienSuivi'>> & {
  client: Pick<OrderCustomer, 'nom'>;
  paiement: Pick<OrderPayment, 'payee'>;
  wave?: Pick<OrderDetail['wave'], 'actif'>;
};

/**
 * 'Écrire au client': a French message suited to the order's status, for the customer's WhatsApp; for a confirmed or
 * shipped order, it ends with the link of the order's page (docs/product.md, "The order's page").
 */
export function customerMessage(order: CustomerMessageOrder, shopName = 'Boutique'): string {
  const hello = order.client.nom ? `Bonjour ${order.client.nom},` : 'Bonjour,';
  const total = `${formatPrice(order.total)}${order.fraisLivraison === null ? ' hors livraison' : ' livraison comprise'}`;
  const delay = order.zone?.delai ? ` sous ${order.zone.delai}` : '';
  const where = order.zone ? ` (${order.zone.nom})` : '';
  const pageLine = order.lienSuivi ? `\n${customerOrderPageLine(order.lienSuivi)}` : '';
  // Wave on and the order payable online: its page's 'Payer avec Wave' (docs/product.md, "Paying with Wave").
  const waveLine =
    order.lienSuivi && order.wave?.actif && isPayableOnline({ ...order, payee: order.paiement.payee }) ? `\n${waveCustomerLine(order.lienSuivi)}` : '';
  switch (order.statut) {
    case 'nouvelle': {
      const thanks = `${hello}\nMerci pour votre commande ${order.reference} chez ${shopName} (${total}).`;
      // What the shopper already gave is read back to them, not asked again.
      const landmark = order.pointDeRepere?.trim();
      if (order.zone && landmark) return `${thanks} Nous vous livrons à ${order.zone.nom}, ${landmark} : pouvez-vous nous confirmer que c'est bien cela ?${waveLine}`;
      if (landmark) return `${thanks} Point de repère noté : ${landmark}. Pouvez-vous nous indiquer votre quartier pour la livraison ?${waveLine}`;
      return `${thanks} Pouvez-vous nous confirmer votre quartier${where} et un point de repère pour la livraison ?${waveLine}`;
    }
    case 'confirmee':
      return `${hello}\nVotre commande ${order.reference} est confirmée. Total : ${total}. Nous vous la livrons${delay}${where} et vous appelons avant de passer.${pageLine}${waveLine}`;
    case 'en_livraison':
      return `${hello}\nVotre commande ${order.reference} est en route${where}. Le livreur vous appellera à son arrivée.${order.paiement.payee ? '' : ` Montant à régler : ${total} (Wave, Orange Money ou espèces).`}${pageLine}${waveLine}`;
    case 'livree':
      return `${hello}\nVotre commande ${order.reference} a été livrée. Merci pour votre confiance ! N'hésitez pas à nous écrire pour toute question.`;
    case 'annulee':
      return `${hello}\nVotre commande ${order.reference} a été annulée${order.motifAnnulation ? ` (${order.motifAnnulation})` : ''}. N'hésitez pas à nous écrire si vous souhaitez commander à nouveau.`;
  }
}

/** The customer's WhatsApp with that message, or null when the order has no phone yet. */
export function customerWhatsAppLink(phone: string | null, message: string): string | null {
  if (!phone) return null;
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}

/** A cart line's quantity as an order may take it (the cart's own caps, then the order's). */
export const orderQuantityCap = (stock: number | null) =>
  Math.min(stock ?? LIMITS.untrackedStockMaxQuantity, ORDER_LIMITS.quantityMax);
