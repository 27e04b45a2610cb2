// Paying an order with Wave (docs/decisions/033-wave-payments.md; docs/product.md, "Paying with Wave"): which order
// may be paid online, the addresses of the shopper's button and of Wave's webhook, and every French text of it,
// written once for the pages, the API and the services. No zod here: the order's page and the back office import it.
import { API_BASE_PATH } from '@/shared/constants';
import { formatPrice } from '@/shared/format';
import type { OrderStatus } from '@/shared/orders/schemas';

/** The only currency Wave's checkout is asked in: whole francs CFA. */
export const WAVE_CURRENCY = 'XOF';

/** A link still open this close to its end is not handed out again: a new one is made. */
export const WAVE_LINK_MARGIN_MS = 2 * 60 * 1000;

/** How often the open links are read back from Wave's API, in case a webhook never came. */
export const WAVE_READ_BACK_INTERVAL_MS = 10 * 60 * 1000;

/** The shopper's 'Payer avec Wave' posts here (a plain form: no script needed). */
export const wavePayPath = (code: string) => `${API_BASE_PATH}/commandes/suivi/${encodeURIComponent(code)}/wave`;

/** Where Wave sends its events (registered in Wave's Business Portal). */
export const WAVE_WEBHOOK_PATH = `${API_BASE_PATH}/paiements/wave`;

/** Back on the order's page from Wave: `?wave=ok` after paying, `?wave=erreur` after a failure. */
export const WAVE_RETURN_PARAM = 'wave';
export type WaveReturn = 'ok' | 'erreur';

/** An order the shopper can pay online: not paid, not cancelled, and its total known (the delivery fee set). */
export function isPayableOnline(order: { statut: OrderStatus; payee: boolean; fraisLivraison: number | null; total: number }): boolean {
  return order.statut !== 'annulee' && !order.payee && order.fraisLivraison !== null && order.total > 0;
}

export const PAYMENT_SESSION_STATES = ['ouverte', 'payee', 'expiree', 'remplacee'] as const;
export type PaymentSessionState = (typeof PAYMENT_SESSION_STATES)[number];

/** A Wave link's state, as the back office shows it on the order. */
export const PAYMENT_SESSION_LABELS: Record<PaymentSessionState, string> = {
  ouverte: 'Lien de paiement Wave ouvert',
  payee: 'Payé par Wave',
  expiree: 'Lien de paiement Wave expiré',
  remplacee: 'Lien de paiement Wave remplacé (total modifié)',
};

/** Beside a payment: confirmed by Wave itself, or marked by hand. */
export const PAYMENT_PROOF_LABELS = { verifie: 'Vérifié par Wave', declare: 'Déclaré' } as const;

/** The order's page (each group its own export: a screen bundles only the texts it shows). */
export const WAVE_PAGE_TEXTS = {
  payButton: 'Payer avec Wave',
  payHint: (total: number) => `Payez ${formatPrice(total)} en quelques secondes depuis l'application Wave.`,
  returnedOk: 'Merci ! Votre paiement Wave est en cours de confirmation : cette page le dira dès que Wave nous l’aura confirmé.',
  returnedError: 'Le paiement Wave n’a pas abouti. Vous pouvez réessayer.',
} as const;

/** What the API answers (docs/api.md, "Payments"). */
export const WAVE_MESSAGES = {
  linkReady: 'Lien de paiement prêt',
  received: 'Événement reçu',
  unavailable: 'Le paiement Wave est indisponible pour le moment. Réessayez dans un instant.',
  notPayable: 'Cette commande ne peut pas être payée en ligne.',
  invalidSignature: 'Signature Wave invalide',
} as const;

/** 'Écrire au client' for an unpaid order, when Wave is on. */
export const waveCustomerLine = (link: string) => `Payer avec Wave : ${link}`;

/** A payment attempt Wave refused, as the order's history and payment card say it. */
export const waveFailure = (reason: string) => `Échec du paiement Wave : ${reason}`;

/** The activity feed's titles of Wave's events (subtitle: the order's reference, or Wave's session id). */
export const WAVE_ACTIVITY_TITLES = {
  paid: 'Paiement vérifié par Wave',
  failed: 'Paiement Wave échoué',
  anomaly: 'Paiement Wave à vérifier',
} as const;

/** Why a payment Wave reports was not put on its order: shown in the order's history and the activity feed. */
export const WAVE_ANOMALIES = {
  inconnue: 'Wave signale un paiement pour un lien que la boutique ne connaît pas.',
  montant: (paid: string, expected: number) => `Wave signale un paiement de ${paid} alors que la commande attend ${formatPrice(expected)} : rien n'a été marqué.`,
  commande_payee: 'Wave signale un paiement pour une commande déjà payée : à rembourser ou à vérifier.',
  commande_annulee: 'Wave signale un paiement pour une commande annulée : à rembourser ou à vérifier.',
} as const;
export type WaveAnomaly = keyof typeof WAVE_ANOMALIES;
