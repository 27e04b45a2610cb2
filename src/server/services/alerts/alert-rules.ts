// The four alert rules of src/shared/alerts/rules.ts, in SQL (docs/product.md, "Alerts"), for the dashboard's card and the
// daily e-mail, which count them over the whole catalogue in the database. Drafts are left out: a product not on
// sale yet is nobody's emergency. Days are Dakar's, which is on UTC all year.
import { type SQL, sql } from 'drizzle-orm';
import { products } from '@/server/db/schema';
import { outOfStock } from '@/server/services/catalog/out-of-stock';
import { type AlertKind, EXPIRY_SOON_DAYS } from '@/shared/alerts/rules';

export interface AlertRuleContext {
  /** Today in Dakar, `YYYY-MM-DD`. */
  today: string;
  /** The shop's default low-stock threshold, for products without their own (0: off). */
  defaultThreshold: number;
}

/** The threshold that applies to a product: its own, else the shop's default. */
export const effectiveThreshold = (defaultThreshold: number): SQL<number> =>
  sql<number>`coalesce(${products.seuilStockBas}, ${defaultThreshold}::integer)`;

/**
 * Whether a product is concerned by an alert. Low stock: a tracked stock above 0 and at or below its threshold
 * (a threshold of 0 never matches; an untracked stock never does), not already out of stock. Out of stock: the
 * catalogue's own rule (flagged, or a tracked stock of 0). Expiring: today ≤ date ≤ today + 30 days. Expired:
 * date < today.
 */
export function alertCondition(kind: AlertKind, { today, defaultThreshold }: AlertRuleContext): SQL {
  const notDraft = sql`not ${products.brouillon}`;
  switch (kind) {
    case 'stock-bas':
      return sql`${notDraft} and not ${products.enRupture} and ${products.stock} > 0 and ${products.stock} <= ${effectiveThreshold(defaultThreshold)}`;
    case 'rupture':
      return sql`${notDraft} and ${outOfStock}`;
    case 'peremption-proche':
      return sql`${notDraft} and ${products.datePeremption} between ${today}::date and ${today}::date + ${EXPIRY_SOON_DAYS}::integer`;
    case 'perime':
      return sql`${notDraft} and ${products.datePeremption} < ${today}::date`;
  }
}

/** The order a kind's products are named in: the most pressing first. */
export function alertOrder(kind: AlertKind): SQL {
  switch (kind) {
    case 'stock-bas':
      return sql`${products.stock} asc, ${products.nomNormalise} asc, ${products.id} asc`;
    case 'rupture':
      return sql`${products.nomNormalise} asc, ${products.id} asc`;
    case 'peremption-proche':
    case 'perime':
      return sql`${products.datePeremption} asc, ${products.nomNormalise} asc, ${products.id} asc`;
  }
}
