// GET /clients/export.csv: the customers of the list's search and order as a CSV file that French Excel opens as it
// is, written as the orders' export is (UTF-8 with a byte order mark, ';', CRLF, a quote before a formula). It
// carries names and phones: every export is recorded in the activity log, without the search's text
// (docs/SECURITY.md, "Customers' personal data").
import 'server-only';
import { stringify } from 'csv-stringify/sync';
import { getDb } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import { type Actor, logActivity } from '@/server/services/activity/log-activity';
import { CUSTOMER_ACTIVITY_TITLES, CUSTOMER_CSV_HEADERS } from '@/shared/customers/messages';
import { CUSTOMER_LIMITS, type CustomerListQuery } from '@/shared/customers/schemas';
import { displayPhone } from '@/shared/shop/content';
import { customerOrder, customerSearchCondition } from './customer-filters';

/** `23/11/2026 14:05`, Dakar time (UTC): what French Excel reads as a date and time. */
function frenchDateTime(value: Date): string {
  const iso = value.toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
}

export async function exportCustomers({ actor, query }: { actor: Actor; query: Pick<CustomerListQuery, 'q' | 'tri'> }): Promise<{ csv: string; count: number }> {
  const rows = await getDb()
    .select()
    .from(customers)
    .where(customerSearchCondition(query.q))
    .orderBy(...customerOrder(query.tri))
    .limit(CUSTOMER_LIMITS.exportMax);
  const records = rows.map((row) => [
    row.nom ?? '',
    displayPhone(row.telephone),
    row.nbCommandes,
    Number(row.totalDepense),
    row.derniereCommande ? frenchDateTime(row.derniereCommande) : '',
    row.derniereZone ?? '',
    (row.tags ?? []).join(', '),
    row.note ?? '',
    frenchDateTime(row.createdAt),
  ]);
  const csv = stringify(records, {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    header: true,
    columns: [...CUSTOMER_CSV_HEADERS],
    escape_formulas: true,
  });
  await logActivity({
    actor,
    action: 'customer.export',
    entityType: 'customer',
    title: CUSTOMER_ACTIVITY_TITLES.exported,
    subtitle: CUSTOMER_ACTIVITY_TITLES.exportedCount(rows.length),
    // The order, not the search's text: it may be a customer's name or phone.
    details: { tri: query.tri, recherche: query.q !== null, lignes: rows.length },
  });
  return { csv, count: rows.length };
}
