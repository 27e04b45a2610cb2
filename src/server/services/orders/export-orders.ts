// GET /commandes/export.csv: the inbox's filtered list as a CSV file that French Excel opens as it is — UTF-8 with
// a byte order mark, ';' between fields, CRLF between rows, written by csv-stringify (quoting, and a quote before a
// cell that would start a formula). It carries customers' names and phones: every export is recorded in the
// activity log (docs/SECURITY.md, "Customers' personal data").
import 'server-only';
import { stringify } from 'csv-stringify/sync';
import { desc, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { type Actor, logActivity } from '@/server/services/activity/log-activity';
import { displayPhone } from '@/shared/shop/content';
import { ORDER_ACTIVITY_TITLES, ORDER_CSV_HEADERS } from '@/shared/orders/messages';
import { ORDER_LIMITS, ORDER_STATUS_LABELS, type OrderListQuery, PAYMENT_METHOD_LABELS, isStale } from '@/shared/orders/schemas';
import { listCondition } from './order-filters';

/** `23/11/2026 14:05`, Dakar time (UTC): what French Excel reads as a date and time. */
function frenchDateTime(value: Date): string {
  const iso = value.toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
}

export async function exportOrders({ actor, query }: { actor: Actor; query: OrderListQuery }): Promise<{ csv: string; count: number }> {
  const now = new Date();
  const db = getDb();
  const rows = await db
    .select({
      reference: orders.reference,
      createdAt: orders.createdAt,
      statut: orders.statut,
      clientNom: orders.clientNom,
      clientTelephone: orders.clientTelephone,
      zoneNom: orders.zoneNom,
      pointDeRepere: orders.pointDeRepere,
      nbArticles: orders.nbArticles,
      sousTotal: orders.sousTotal,
      fraisLivraison: orders.fraisLivraison,
      total: orders.total,
      payee: orders.payee,
      paiementMethode: orders.paiementMethode,
      paiementReference: orders.paiementReference,
      // Spelt out with its table: Drizzle writes a one-table query's columns without it.
      produits: sql<string>`(select string_agg(line.quantite || ' × ' || line.nom, ' ; ' order by line.position) from order_lines as line where line.order_id = "orders"."id")`,
      note: orders.note,
      noteInterne: orders.noteInterne,
      motifAnnulation: orders.motifAnnulation,
    })
    .from(orders)
    .where(listCondition(query, now))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_LIMITS.exportMax);
  const records = rows.map((row) => [
    row.reference,
    frenchDateTime(row.createdAt),
    ORDER_STATUS_LABELS[isStale(row.statut, row.createdAt, now) ? 'sans_suite' : row.statut].one,
    row.clientNom ?? '',
    row.clientTelephone ? displayPhone(row.clientTelephone) : '',
    row.zoneNom ?? '',
    row.pointDeRepere ?? '',
    row.nbArticles,
    row.sousTotal,
    row.fraisLivraison ?? '',
    row.total,
    row.payee ? 'Oui' : 'Non',
    row.paiementMethode ? PAYMENT_METHOD_LABELS[row.paiementMethode] : '',
    row.paiementReference ?? '',
    row.produits ?? '',
    row.note ?? '',
    row.noteInterne ?? '',
    row.motifAnnulation ?? '',
  ]);
  const csv = stringify(records, {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    header: true,
    columns: [...ORDER_CSV_HEADERS],
    escape_formulas: true,
  });
  await logActivity({
    actor,
    action: 'order.export',
    entityType: 'order',
    title: ORDER_ACTIVITY_TITLES.exported,
    subtitle: ORDER_ACTIVITY_TITLES.exportedCount(rows.length),
    // The filters, not the search's text: it may be a customer's name or phone.
    details: { statut: query.status, du: query.from, au: query.to, recherche: query.search !== null, lignes: rows.length },
  });
  return { csv, count: rows.length };
}
