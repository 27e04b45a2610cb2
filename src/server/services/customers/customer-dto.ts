// A customer's row as the API shows it (src/shared/customers/answers.ts). Synchronous mappings; the queries are the
// services'.
import type { customers } from '@/server/db/schema';
import type { CustomerSummary } from '@/shared/customers/answers';

type CustomerRow = typeof customers.$inferSelect;

/** The columns of a summary, for `select(customerSummaryColumns(customers))`. */
export const customerSummaryColumns = (t: typeof customers) => ({
  id: t.id,
  nom: t.nom,
  telephone: t.telephone,
  nbCommandes: t.nbCommandes,
  totalDepense: t.totalDepense,
  derniereCommande: t.derniereCommande,
  derniereZone: t.derniereZone,
  tags: t.tags,
  createdAt: t.createdAt,
});

export function toCustomerSummary(row: Pick<CustomerRow, keyof ReturnType<typeof customerSummaryColumns>>): CustomerSummary {
  return {
    _id: row.id,
    nom: row.nom,
    telephone: row.telephone,
    nbCommandes: row.nbCommandes,
    totalDepense: Number(row.totalDepense),
    derniereCommande: row.derniereCommande ? row.derniereCommande.toISOString() : null,
    derniereZone: row.derniereZone,
    tags: row.tags ?? [],
    createdAt: row.createdAt.toISOString(),
  };
}
