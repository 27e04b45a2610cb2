// GET /dashboard/alertes and the daily e-mail (docs/product.md, "Alerts"): for each of the four kinds, how many
// products it concerns and the first of them, in one statement (a window per kind, no query per product). The
// expiry rules use the partial index on the expiry date; the stock rules read the products table once, which a
// shop's catalogue of a few thousand rows makes cheap. The stock kinds name each variant of a product with variants
// on its own ('Whey Gold Standard — Chocolat, 5 lb'), its stock being the variant's.
import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, getDb } from '@/server/db/client';
import { products, productVariants } from '@/server/db/schema';
import { ALERT_SUMMARY_LIMITS } from '@/shared/alerts/summary';
import type { AlertGroup, ShopAlerts } from '@/shared/alerts/answers';
import { ALERT_KINDS, type AlertKind, dakarToday } from '@/shared/alerts/rules';
import { lineName } from '@/shared/catalog/variants';
import {
  type AlertRuleContext,
  alertCondition,
  alertOrder,
  effectiveThreshold,
  isStockKind,
  ownStockCondition,
  variantAlertCondition,
  withVariants,
} from './alert-rules';
import { shopDefaultThreshold } from './default-threshold';

interface AlertRow extends Record<string, unknown> {
  kind: AlertKind;
  id: string;
  nom: string;
  variante: string | null;
  variante_id: string | null;
  stock: number | null;
  seuil: number;
  date_peremption: string | null;
  total: number;
}

/**
 * What a stock kind names: the products without variants in it, and the variants in it of those with variants, as
 * one list with the stock that is low or out.
 */
function stockTargets(kind: 'stock-bas' | 'rupture', context: AlertRuleContext): SQL {
  const threshold = effectiveThreshold(context.defaultThreshold);
  return sql`(select ${products.id} as id, ${products.nom} as nom, null::text as variante, null::uuid as variante_id,
      ${products.stock} as stock, ${threshold} as seuil, ${products.datePeremption}::text as date_peremption,
      ${products.nomNormalise} as nom_normalise, 0 as position
    from ${products} where not ${products.brouillon} and not ${withVariants} and ${ownStockCondition(kind, context.defaultThreshold)}
    union all
    select ${products.id}, ${products.nom}, ${productVariants.nom}, ${productVariants.id}, ${productVariants.stock}, ${threshold},
      ${products.datePeremption}::text, ${products.nomNormalise}, ${productVariants.position}
    from ${productVariants} join ${products} on ${products.id} = ${productVariants.productId}
    where not ${products.brouillon} and ${withVariants} and ${variantAlertCondition(kind, context.defaultThreshold)})`;
}

function kindSelect(kind: AlertKind, context: AlertRuleContext, examples: number): SQL {
  if (isStockKind(kind)) {
    const order =
      kind === 'stock-bas'
        ? sql.raw('t.stock asc, t.nom_normalise asc, t.id asc, t.position asc')
        : sql.raw('t.nom_normalise asc, t.id asc, t.position asc');
    return sql`(select ${kind}::text as kind, t.id, t.nom, t.variante, t.variante_id, t.stock, t.seuil, t.date_peremption,
        count(*) over ()::integer as total, row_number() over (order by ${order}) as rang
      from ${stockTargets(kind, context)} t
      order by rang limit ${examples}::integer)`;
  }
  return sql`(select ${kind}::text as kind, ${products.id} as id, ${products.nom} as nom, null::text as variante,
      null::uuid as variante_id, ${products.stock} as stock,
      ${effectiveThreshold(context.defaultThreshold)} as seuil, ${products.datePeremption}::text as date_peremption,
      count(*) over ()::integer as total, row_number() over (order by ${alertOrder(kind)}) as rang
    from ${products} where ${alertCondition(kind, context)}
    order by rang limit ${examples}::integer)`;
}

export async function getAlerts({
  now = new Date(),
  defaultThreshold,
  examples = ALERT_SUMMARY_LIMITS.examplesPerKind,
  executor = getDb(),
}: {
  now?: Date;
  /** The shop's default threshold; read from the shop's settings when not given. */
  defaultThreshold?: number;
  examples?: number;
  executor?: Executor;
} = {}): Promise<ShopAlerts> {
  const context: AlertRuleContext = { today: dakarToday(now), defaultThreshold: defaultThreshold ?? (await shopDefaultThreshold()) };
  const selects = ALERT_KINDS.map((kind) => kindSelect(kind, context, examples));
  const result = await executor.execute(sql`${sql.join(selects, sql` union all `)}`);
  const rows = (result as unknown as { rows: AlertRow[] }).rows;
  const alertes: AlertGroup[] = ALERT_KINDS.map((type) => {
    const mine = rows.filter((row) => row.kind === type);
    return {
      type,
      total: mine[0] ? Number(mine[0].total) : 0,
      produits: mine.map((row) => ({
        _id: row.id,
        // A variant is named with its product: 'Whey Gold Standard — Chocolat, 5 lb'.
        nom: lineName(row.nom, row.variante),
        variante: row.variante,
        varianteId: row.variante_id,
        stock: row.stock === null ? null : Number(row.stock),
        seuilStockBas: Number(row.seuil),
        datePeremption: row.date_peremption,
      })),
    };
  });
  return { jour: context.today, seuilParDefaut: context.defaultThreshold, alertes };
}

/** Whether anything is worth telling. */
export const hasAlerts = (alerts: ShopAlerts): boolean => alerts.alertes.some((group) => group.total > 0);
