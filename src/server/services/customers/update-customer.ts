// PATCH /clients/{id}: the shop's private note and tags of a customer. The activity entry names the fields changed,
// never the customer's name, phone, note or tags (docs/SECURITY.md, "Customers' personal data").
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import { type Actor, logActivity } from '@/server/services/activity/log-activity';
import { refused } from '@/server/services/errors';
import type { CustomerDetail } from '@/shared/customers/answers';
import { CUSTOMER_ACTIVITY_TITLES } from '@/shared/customers/messages';
import type { CustomerUpdate } from '@/shared/customers/schemas';
import { getCustomer } from './get-customer';
import { CUSTOMER_REFUSALS } from './refusals';

export async function updateCustomer({ actor, id, input }: { actor: Actor; id: string; input: CustomerUpdate }): Promise<CustomerDetail> {
  const changes: { note?: string | null; tags?: string[] } = {};
  if (input.note !== undefined) changes.note = input.note;
  if (input.tags !== undefined) changes.tags = input.tags;
  // Nothing sent: nothing to change nor to record.
  if (Object.keys(changes).length === 0) return getCustomer(id);
  const found = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(customers)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(customers.id, id))
      .returning({ id: customers.id });
    if (!row) return false;
    await logActivity({
      executor: tx,
      actor,
      action: 'customer.update',
      entityType: 'customer',
      entityId: id,
      title: CUSTOMER_ACTIVITY_TITLES.updated,
      details: { champs: Object.keys(changes) },
    });
    return true;
  });
  if (!found) throw refused(CUSTOMER_REFUSALS.notFound);
  return getCustomer(id);
}
