// An order's rows as the API shows them (src/shared/orders/schemas.ts): the list's summary, the whole order, its lines
// and its history. Synchronous mappings; the queries are the services'.
import type { orderEvents, orderLines, orders, paymentSessions } from '@/server/db/schema';
import { type OrderEventType, isStale } from '@/shared/orders/schemas';
import type { OrderDetail, OrderEvent, OrderLine, OrderSummary } from '@/shared/orders/answers';
import { lineTotal } from '@/shared/orders/pricing';
import { orderPageUrl } from '@/shared/orders/order-page';
import { getConfig, waveOf } from '@/server/config';

/** The columns of a summary, for `select(summaryColumns(orders))`. */
export const summaryColumns = (t: typeof orders) => ({
  id: t.id,
  reference: t.reference,
  statut: t.statut,
  source: t.source,
  clientNom: t.clientNom,
  clientTelephone: t.clientTelephone,
  zoneId: t.zoneId,
  zoneNom: t.zoneNom,
  zoneDelai: t.zoneDelai,
  nbArticles: t.nbArticles,
  nbLignes: t.nbLignes,
  sousTotal: t.sousTotal,
  fraisLivraison: t.fraisLivraison,
  total: t.total,
  payee: t.payee,
  paiementMethode: t.paiementMethode,
  paiementReference: t.paiementReference,
  payeeLe: t.payeeLe,
  paiementVerifie: t.paiementVerifie,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
});

export const detailColumns = (t: typeof orders) => ({
  ...summaryColumns(t),
  code: t.code,
  pointDeRepere: t.pointDeRepere,
  note: t.note,
  noteInterne: t.noteInterne,
  motifAnnulation: t.motifAnnulation,
  confirmeeLe: t.confirmeeLe,
  expedieeLe: t.expedieeLe,
  livreeLe: t.livreeLe,
  annuleeLe: t.annuleeLe,
});

interface SummaryRow {
  id: string;
  reference: string;
  statut: OrderSummary['statut'];
  source: OrderSummary['source'];
  clientNom: string | null;
  clientTelephone: string | null;
  zoneId: string | null;
  zoneNom: string | null;
  zoneDelai: string | null;
  nbArticles: number;
  nbLignes: number;
  sousTotal: number;
  fraisLivraison: number | null;
  total: number;
  payee: boolean;
  paiementMethode: OrderSummary['paiement']['methode'];
  paiementReference: string | null;
  payeeLe: Date | null;
  paiementVerifie: boolean;
  createdAt: Date;
  updatedAt: Date;
}

type DetailRow = SummaryRow & {
  code: string;
  pointDeRepere: string | null;
  note: string | null;
  noteInterne: string | null;
  motifAnnulation: string | null;
  confirmeeLe: Date | null;
  expedieeLe: Date | null;
  livreeLe: Date | null;
  annuleeLe: Date | null;
};

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

export function toOrderSummary(row: SummaryRow, now: Date = new Date()): OrderSummary {
  return {
    _id: row.id,
    reference: row.reference,
    statut: row.statut,
    sansSuite: isStale(row.statut, row.createdAt, now),
    source: row.source,
    client: { nom: row.clientNom, telephone: row.clientTelephone },
    zone: row.zoneNom ? { _id: row.zoneId, nom: row.zoneNom, delai: row.zoneDelai } : null,
    nbArticles: row.nbArticles,
    nbLignes: row.nbLignes,
    sousTotal: row.sousTotal,
    fraisLivraison: row.fraisLivraison,
    total: row.total,
    paiement: {
      payee: row.payee,
      methode: row.paiementMethode,
      reference: row.paiementReference,
      payeeLe: iso(row.payeeLe),
      verifie: row.paiementVerifie,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface LineRow {
  productId: string | null;
  variantId: string | null;
  nom: string;
  variante: string | null;
  reference: string | null;
  prixUnitaire: number;
  quantite: number;
}

/** The columns of a line, for `select(lineColumns(orderLines))`. */
export const lineColumns = (t: typeof orderLines) => ({
  productId: t.productId,
  variantId: t.variantId,
  nom: t.nom,
  variante: t.variante,
  reference: t.reference,
  prixUnitaire: t.prixUnitaire,
  quantite: t.quantite,
});

/** A line as answered; a line of a variant also names its variant, its name and its reference (absent otherwise). */
export function toOrderLine(row: LineRow): OrderLine {
  const variant = row.variante === null ? {} : { varianteId: row.variantId, variante: row.variante, reference: row.reference };
  return {
    produitId: row.productId,
    ...variant,
    nom: row.nom,
    prixUnitaire: row.prixUnitaire,
    quantite: row.quantite,
    total: lineTotal(row),
  };
}

type EventRow = Pick<typeof orderEvents.$inferSelect, 'id' | 'type' | 'de' | 'vers' | 'actorName' | 'details' | 'createdAt'>;

export function toOrderEvent(row: EventRow): OrderEvent {
  return {
    _id: String(row.id),
    type: row.type as OrderEventType,
    de: row.de,
    vers: row.vers,
    acteur: row.actorName,
    details: (row.details as Record<string, unknown> | null) ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An order's latest Wave link, as `findOrder` reads it. */
export type WaveLinkRow = Pick<typeof paymentSessions.$inferSelect, 'etat' | 'montant' | 'lien' | 'expireLe' | 'transactionId' | 'derniereErreur' | 'createdAt'>;

export function toOrderDetail(row: DetailRow, lines: LineRow[], events: EventRow[], waveLink: WaveLinkRow | null, now: Date = new Date()): OrderDetail {
  return {
    ...toOrderSummary(row, now),
    lignes: lines.map(toOrderLine),
    lienSuivi: orderPageUrl(getConfig().publicUrl, row.code),
    pointDeRepere: row.pointDeRepere,
    note: row.note,
    noteInterne: row.noteInterne,
    motifAnnulation: row.motifAnnulation,
    confirmeeLe: iso(row.confirmeeLe),
    expedieeLe: iso(row.expedieeLe),
    livreeLe: iso(row.livreeLe),
    annuleeLe: iso(row.annuleeLe),
    historique: events.map(toOrderEvent),
    wave: {
      actif: waveOf(getConfig()) !== null,
      lien: waveLink && { ...waveLink, expireLe: waveLink.expireLe.toISOString(), createdAt: waveLink.createdAt.toISOString() },
    },
  };
}

/** Who an event names: an administrator by their full name, else their e-mail; null for the shopper. */
export const actorName = (actor: { email: string; nomComplet: string | null } | null) => (actor ? actor.nomComplet || actor.email : null);
