// The four alert rules of src/shared/alerts/rules.ts, in SQL (docs/product.md, "Alerts"), for the dashboard's card and the
// daily e-mail, which count them over the whole catalogue in the database. Drafts are left out: a product not on
// sale yet is nobody's emergency. Days are Dakar's, which is on UTC all year. The stock rules of a product with
// variants are its variants': each one on sale whose tracked stock is low, or at 0, is named on its own.
import { type SQL, sql } from 'drizzle-orm';
import { products, productVariants } from '@/server/db/schema';
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

/** A product with variants: its stock alerts are its variants'. */
export const withVariants = sql`jsonb_array_length(${products.options}) > 0`;

/** The stock kinds: a stock low or out, the product's own or, for a product with variants, a variant's. */
export const isStockKind = (kind: AlertKind): kind is 'stock-bas' | 'rupture' => kind === 'stock-bas' || kind === 'rupture';

/**
 * Whether a variant (on sale; a variant not on sale is nobody's emergency) is in a stock alert: low, a tracked stock
 * above 0 and at or below its product's threshold; out, a tracked stock of 0.
 */
export function variantAlertCondition(kind: 'stock-bas' | 'rupture', defaultThreshold: number): SQL {
  return kind === 'stock-bas'
    ? sql`${productVariants.enVente} and ${productVariants.stock} > 0 and ${productVariants.stock} <= ${effectiveThreshold(defaultThreshold)}`
    : sql`${productVariants.enVente} and ${productVariants.stock} = 0`;
}

/** A product without variants in a stock alert, by its own stock. */
export function ownStockCondition(kind: 'stock-bas' | 'rupture', defaultThreshold: number): SQL {
  return kind === 'stock-bas'
    ? sql`not ${products.enRupture} and ${products.stock} > 0 and ${products.stock} <= ${effectiveThreshold(defaultThreshold)}`
    : outOfStock;
}

/**
 * Whether a product is concerned by an alert. Low stock: a tracked stock above 0 and at or below its threshold
 * (a threshold of 0 never matches; an untracked stock never does), not already out of stock. Out of stock: the
 * catalogue's own rule (flagged, or a tracked stock of 0). Expiring: today ≤ date ≤ today + 30 days. Expired:
 * date < today. A product with variants is in a stock alert when one of its variants on sale is.
 */
export function alertCondition(kind: AlertKind, { today, defaultThreshold }: AlertRuleContext): SQL {
  const notDraft = sql`not ${products.brouillon}`;
  switch (kind) {
    case 'stock-bas':
    case 'rupture':
      // A product with variants is in it when one of its variants is.
      return sql`${notDraft} and (case when ${withVariants}
        then exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${variantAlertCondition(kind, defaultThreshold)})
        else ${ownStockCondition(kind, defaultThreshold)} end)`;
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
