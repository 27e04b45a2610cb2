// The shopper's page of an order, /commande/{code} (docs/product.md, "The order's page"; docs/SECURITY.md, "The
// order's page"): what the page shows and nothing more — no name, no phone, no notes, no cancellation reason, no
// administrator. Two queries on unique or indexed keys (orders_code_key, then the lines by order); a code that is
// not shaped as the database gives them never reaches it.
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { type Executor, getDb } from '@/server/db/client';
import { orderLines, orders } from '@/server/db/schema';
import type { ShopperOrder } from '@/shared/orders/answers';
import { isOrderCode } from '@/shared/orders/order-page';
import { lineTotal } from '@/shared/orders/pricing';
import { getConfig, waveOf } from '@/server/config';
import { isPayableOnline } from '@/shared/payments/wave';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The order this code opens, or null: an unknown or malformed code (the page answers the 404 page). */
export async function getOrderByCode({ code, executor = getDb() }: { code: string; executor?: Executor }): Promise<ShopperOrder | null> {
  if (!isOrderCode(code)) return null;
  const [row] = await executor
    .select({
      id: orders.id,
      reference: orders.reference,
      statut: orders.statut,
      sousTotal: orders.sousTotal,
      fraisLivraison: orders.fraisLivraison,
      total: orders.total,
      zoneNom: orders.zoneNom,
      zoneDelai: orders.zoneDelai,
      pointDeRepere: orders.pointDeRepere,
      payee: orders.payee,
      paiementMethode: orders.paiementMethode,
      paiementReference: orders.paiementReference,
      payeeLe: orders.payeeLe,
      paiementVerifie: orders.paiementVerifie,
      createdAt: orders.createdAt,
      confirmeeLe: orders.confirmeeLe,
      expedieeLe: orders.expedieeLe,
      livreeLe: orders.livreeLe,
      annuleeLe: orders.annuleeLe,
    })
    .from(orders)
    .where(eq(orders.code, code))
    .limit(1);
  if (!row) return null;
  const lines = await executor
    .select({ nom: orderLines.nom, prixUnitaire: orderLines.prixUnitaire, quantite: orderLines.quantite })
    .from(orderLines)
    .where(eq(orderLines.orderId, row.id))
    .orderBy(asc(orderLines.position));
  return {
    reference: row.reference,
    statut: row.statut,
    lignes: lines.map((line) => ({ ...line, total: lineTotal(line) })),
    sousTotal: row.sousTotal,
    fraisLivraison: row.fraisLivraison,
    total: row.total,
    zone: row.zoneNom ? { nom: row.zoneNom, delai: row.zoneDelai } : null,
    pointDeRepere: row.pointDeRepere,
    paiement: { payee: row.payee, methode: row.paiementMethode, reference: row.paiementReference, payeeLe: iso(row.payeeLe), verifie: row.paiementVerifie },
    payableWave: waveOf(getConfig()) !== null && isPayableOnline(row),
    createdAt: row.createdAt.toISOString(),
    confirmeeLe: iso(row.confirmeeLe),
    expedieeLe: iso(row.expedieeLe),
    livreeLe: iso(row.livreeLe),
    annuleeLe: iso(row.annuleeLe),
  };
}
