// The customers list's search and order (docs/api.md, GET /clients), shared by the list and the CSV export so that
// both agree: anywhere in the name (case and accents aside) or the phone's digits, through the trigram index of
// `recherche`; the biggest spenders or the latest order first, the newest customer breaking ties.
import { asc, desc, or, type SQL, sql } from 'drizzle-orm';
import { customers } from '@/server/db/schema';
import type { CustomerSort } from '@/shared/customers/schemas';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');

export function customerSearchCondition(search: string | null): SQL | undefined {
  if (!search) return undefined;
  const conditions = [sql`${customers.recherche} like '%' || f_unaccent(lower(${escapeLike(search)})) || '%'`];
  // '77 123 45 67', '+221771234567', '771234': the digits, when the search has no letter.
  const digits = search.replace(/\D/g, '');
  if (digits.length >= 3 && !/\p{L}/u.test(search)) conditions.push(sql`${customers.recherche} like ${`%${digits}%`}`);
  return or(...conditions);
}

export function customerOrder(sort: CustomerSort): SQL[] {
  return sort === 'depense'
    ? [desc(customers.totalDepense), sql`${customers.derniereCommande} desc nulls last`, asc(customers.id)]
    : [sql`${customers.derniereCommande} desc nulls last`, asc(customers.id)];
}
