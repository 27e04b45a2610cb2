// The orders' and delivery zones' answers as zod shapes (docs/api.md, "Orders"): a zone, an order as the shopper's
// message states it, as the inbox lists it and as its page shows it, the tabs' counts and the dashboard's figures.
// Each shape is the one definition: its type (z.output) is what the server writes and the pages read with
// `import type`, so that zod stays out of their first loads. The rules they use are in ./rules.ts.
import { z } from 'zod';
import { PAYMENT_SESSION_STATES } from '@/shared/payments/wave';
import { dateTimeShape as dateTime, fcfaShape as fcfa, type Pagination, uuidShape as uuid } from '../answers';
import { ORDER_EVENT_TYPES, ORDER_SOURCES, ORDER_STATUSES, type OrderStatus, PAYMENT_METHODS } from './rules';

export const zoneShape = z
  .object({
    _id: uuid,
    nom: z.string().meta({ example: 'Plateau' }),
    frais: fcfa().nullable().meta({ description: "FCFA; null: 'frais à confirmer'.", example: 1500 }),
    delai: z.string().nullable().meta({ description: "'24h', 'Sous 48h'…, or null.", example: '24h' }),
    actif: z.boolean().meta({ description: 'Offered to shoppers.' }),
    position: z.number().int().meta({ description: 'Display order, smallest first.' }),
    createdAt: dateTime,
    updatedAt: dateTime,
  })
  .meta({ id: 'DeliveryZone' });
export type DeliveryZone = z.output<typeof zoneShape>;

export const orderLineShape = z
  .object({
    produitId: uuid.nullable().meta({ description: 'null once the product was deleted.' }),
    varianteId: uuid
      .nullable()
      .optional()
      .meta({ description: 'The variant ordered, on a line of a variant only (absent otherwise); null once the variant was deleted.' }),
    nom: z
      .string()
      .meta({ description: "The product's name when ordered, and its variant's after ' — ' for a variant.", example: 'Whey Gold Standard — Chocolat, 5 lb' }),
    variante: z.string().optional().meta({ description: "The variant's name when ordered, on a line of a variant only.", example: 'Chocolat, 5 lb' }),
    reference: z
      .string()
      .nullable()
      .optional()
      .meta({ description: "The variant's reference (SKU) when ordered, on a line of a variant only; null when it had none.", example: 'WGS-CHOC-5' }),
    prixUnitaire: fcfa('FCFA, the price paid when ordered.'),
    quantite: z.number().int().min(1),
    total: fcfa('prixUnitaire × quantite.'),
  })
  .meta({ id: 'OrderLine', description: "A line as recorded: the product's name and the price paid are copies, whatever the product becomes." });
export type OrderLine = z.output<typeof orderLineShape>;

export const orderZoneShape = z
  .object({ _id: uuid.nullable(), nom: z.string(), delai: z.string().nullable() })
  .meta({ id: 'OrderZone', description: "The zone's name and delay when chosen; `_id` null once the zone was deleted." });
export type OrderZone = z.output<typeof orderZoneShape>;

/** The shopper's page of the order: a bearer secret (docs/SECURITY.md, "The order's page"). */
const orderPageLink = z.string().meta({
  format: 'uri',
  description: "The shopper's page of the order, absolute on PUBLIC_URL: /commande/{code}, a random 22-character code (122 bits). Whoever holds it sees the order (no name, no phone).",
  example: 'https://boutique.sn/commande/q3Zc0v1lQ9yE2b7nK4mXwA',
});

export const publicOrderShape = z
  .object({
    reference: z.string().meta({ example: 'CMD-2611-0042' }),
    lienSuivi: orderPageLink,
    lignes: z.array(orderLineShape),
    sousTotal: fcfa(),
    fraisLivraison: fcfa().nullable().meta({ description: "null: no zone, or a zone 'frais à confirmer'." }),
    total: fcfa('sousTotal + fraisLivraison (0 when null).'),
    zone: orderZoneShape.nullable(),
    createdAt: dateTime,
    paiement: z
      .array(z.string())
      .optional()
      .meta({ description: "The shop's Mobile Money instructions for the message's end; empty when it has set none.", example: ['Paiement Mobile Money possible :', 'Wave : +221761112233'] }),
  })
  .meta({ id: 'PublicOrder', description: "What the shopper's WhatsApp message states: no personal data." });
export type PublicOrder = z.output<typeof publicOrderShape>;

export const orderCustomerShape = z.object({
  nom: z.string().nullable(),
  telephone: z.string().nullable().meta({ example: '+221771234567' }),
});
export type OrderCustomer = z.output<typeof orderCustomerShape>;

export const orderPaymentShape = z.object({
  payee: z.boolean(),
  methode: z.enum(PAYMENT_METHODS).nullable(),
  reference: z.string().nullable().meta({ description: "The transaction's reference (Wave, Orange Money)." }),
  payeeLe: dateTime.nullable().meta({ description: 'When it was marked paid.' }),
  verifie: z.boolean().meta({ description: "Confirmed by Wave itself ('Vérifié par Wave'); false for a payment marked by hand ('Déclaré')." }),
});
export type OrderPayment = z.output<typeof orderPaymentShape>;

const summaryFields = {
  _id: uuid,
  reference: z.string().meta({ example: 'CMD-2611-0042' }),
  statut: z.enum(ORDER_STATUSES),
  sansSuite: z.boolean().meta({ description: "'nouvelle' for 72 hours or more." }),
  source: z.enum(ORDER_SOURCES),
  client: orderCustomerShape,
  zone: orderZoneShape.nullable(),
  nbArticles: z.number().int().meta({ description: 'Units in all (the sum of the quantities).' }),
  nbLignes: z.number().int(),
  sousTotal: fcfa(),
  fraisLivraison: fcfa().nullable(),
  total: fcfa(),
  paiement: orderPaymentShape,
  createdAt: dateTime,
  updatedAt: dateTime,
};

export const orderSummaryShape = z.object(summaryFields).meta({ id: 'OrderSummary' });
export type OrderSummary = z.output<typeof orderSummaryShape>;

export const orderEventShape = z.object({
  _id: z.string(),
  type: z.enum(ORDER_EVENT_TYPES),
  de: z.enum(ORDER_STATUSES).nullable().meta({ description: 'The status before and after, for a change of status; null otherwise.' }),
  vers: z.enum(ORDER_STATUSES).nullable(),
  acteur: z.string().nullable().meta({ description: "The administrator's name; null for the shopper." }),
  details: z.record(z.string(), z.unknown()).nullable().meta({ description: 'What changed (a reason, a payment method, lines before and after…).' }),
  createdAt: dateTime,
});
export type OrderEvent = z.output<typeof orderEventShape>;

export const orderDetailShape = z
  .object({
    ...summaryFields,
    lignes: z.array(orderLineShape),
    lienSuivi: orderPageLink,
    pointDeRepere: z.string().nullable(),
    note: z.string().nullable(),
    noteInterne: z.string().nullable(),
    motifAnnulation: z.string().nullable(),
    confirmeeLe: dateTime.nullable(),
    expedieeLe: dateTime.nullable(),
    livreeLe: dateTime.nullable(),
    annuleeLe: dateTime.nullable(),
    historique: z.array(orderEventShape).meta({ description: 'Oldest first.' }),
    wave: z
      .object({
        actif: z.boolean().meta({ description: 'Whether payments by Wave are on (WAVE_API_KEY set).' }),
        lien: z
          .object({
            etat: z.enum(PAYMENT_SESSION_STATES),
            montant: fcfa(),
            lien: z.string().meta({ description: "Wave's `wave_launch_url`." }),
            expireLe: dateTime,
            transactionId: z.string().nullable(),
            derniereErreur: z.string().nullable().meta({ description: "Wave's last refusal of a payment attempt ('code: message')." }),
            createdAt: dateTime,
          })
          .nullable()
          .meta({ description: 'Its latest Wave payment link; null when none was asked.' }),
      })
      .meta({ description: 'Paying with Wave (docs/decisions/033-wave-payments.md).' }),
  })
  .meta({ id: 'OrderDetail' });
export type OrderDetail = z.output<typeof orderDetailShape>;

export const orderCountsShape = z
  .object({
    nouvelle: z.number().int(),
    confirmee: z.number().int(),
    en_livraison: z.number().int(),
    livree: z.number().int(),
    annulee: z.number().int(),
    sans_suite: z.number().int().meta({ description: "Counted in 'nouvelle' too." }),
  })
  .meta({ id: 'OrderCounts' });
export type OrderCounts = z.output<typeof orderCountsShape>;

/** GET /commandes: the page, its pagination and the tabs' counts. */
export interface OrderPage {
  commandes: OrderSummary[];
  pagination: Pagination;
  compteurs: OrderCounts;
}

export const orderDayShape = z.object({
  jour: z.string().meta({ format: 'date', description: 'A day in Dakar.', example: '2026-11-23' }),
  total: fcfa("FCFA: turnover of that day's orders delivered or paid, not cancelled; delivery fees apart."),
  commandes: z.number().int().meta({ description: 'Orders recorded that day, whatever became of them.' }),
});
export type OrderDay = z.output<typeof orderDayShape>;

export const orderFiguresShape = z
  .object({
    commandesAConfirmer: z.number().int().meta({ description: "Orders 'nouvelle' (the 'Sans suite' among them)." }),
    chiffreAffaires30j: fcfa('Orders of the last 30 days delivered or paid, not cancelled; delivery fees apart.'),
    panierMoyen: fcfa('FCFA: chiffreAffaires30j divided by the number of those orders, rounded; 0 when none.'),
    commandesComptees30j: z.number().int().meta({ description: 'The number of those orders.' }),
    parJour: z.array(orderDayShape).meta({ description: 'The last 30 days, oldest first, today last.' }),
  })
  .meta({ id: 'OrderFigures' });
export type OrderFigures = z.output<typeof orderFiguresShape>;

/**
 * The shopper's page of an order (/commande/{code}; docs/product.md, "The order's page"): what it shows and nothing
 * more — no name, no phone, no internal note, no cancellation reason, no administrator. Read by the page's server
 * component only, never answered by the API.
 */
export interface ShopperOrder {
  reference: string;
  statut: OrderStatus;
  lignes: Pick<OrderLine, 'nom' | 'prixUnitaire' | 'quantite' | 'total'>[];
  sousTotal: number;
  fraisLivraison: number | null;
  total: number;
  zone: { nom: string; delai: string | null } | null;
  pointDeRepere: string | null;
  paiement: { payee: boolean; methode: OrderPayment['methode']; reference: string | null; payeeLe: string | null; verifie: boolean };
  /** 'Payer avec Wave' is offered: Wave is on and the order is payable online. */
  payableWave: boolean;
  createdAt: string;
  confirmeeLe: string | null;
  expedieeLe: string | null;
  livreeLe: string | null;
  annuleeLe: string | null;
}
