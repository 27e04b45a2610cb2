// GET /clients/{id}: a customer, its shop's note and tags, and its newest orders (CUSTOMER_LIMITS.ordersShown at
// most; its figures count them all), read on the orders' index of the phone.
import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { customers, orders } from '@/server/db/schema';
import { refused } from '@/server/services/errors';
import { summaryColumns, toOrderSummary } from '@/server/services/orders/order-dto';
import type { CustomerDetail, CustomerHint } from '@/shared/customers/answers';
import { CUSTOMER_LIMITS } from '@/shared/customers/schemas';
import { toCustomerSummary } from './customer-dto';
import { CUSTOMER_REFUSALS } from './refusals';

export async function getCustomer(id: string): Promise<CustomerDetail> {
  const db = getDb();
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  if (!row) throw refused(CUSTOMER_REFUSALS.notFound);
  const now = new Date();
  const rows = await db
    .select(summaryColumns(orders))
    .from(orders)
    .where(eq(orders.clientTelephone, row.telephone))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(CUSTOMER_LIMITS.ordersShown);
  return {
    ...toCustomerSummary(row),
    note: row.note,
    updatedAt: row.updatedAt.toISOString(),
    commandes: rows.map((order) => toOrderSummary(order, now)),
  };
}

/** The returning-customer hint: the customer of a phone (as the orders store it), or null. */
export async function findCustomerByPhone(telephone: string): Promise<CustomerHint | null> {
  const [row] = await getDb()
    .select({ id: customers.id, nom: customers.nom, nbCommandes: customers.nbCommandes, totalDepense: customers.totalDepense })
    .from(customers)
    .where(eq(customers.telephone, telephone));
  return row ? { _id: row.id, nom: row.nom, nbCommandes: row.nbCommandes, totalDepense: Number(row.totalDepense) } : null;
}
