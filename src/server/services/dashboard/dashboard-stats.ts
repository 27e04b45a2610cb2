// GET /dashboard/stats (docs/api.md): live counts, each compared with DASHBOARD_COMPARE_DAYS days earlier.
// Rows carry no history of deletions or flag changes, so "earlier" counts the rows that existed then, with
// their present flags: a fair trend for a growing catalogue, computed in one query.
import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { admins, categories, products, subTypes } from '@/server/db/schema';
import { outOfStock } from '@/server/services/catalog/out-of-stock';
import { DASHBOARD_COMPARE_DAYS, DASHBOARD_STATS, type DashboardStatKey } from '@/shared/constants';
import type { DashboardStat } from '@/shared/answers';

export function compare(value: number, previous: number): Pick<DashboardStat, 'percentage' | 'trend'> {
  // Nothing 30 days earlier, nothing to compare with: a new shop's every figure would read '+100 %'.
  if (previous === 0) return { percentage: null, trend: null };
  const trend = value > previous ? 'up' : value < previous ? 'down' : 'stable';
  return { percentage: Math.round(((value - previous) / previous) * 1000) / 10, trend };
}

export async function dashboardStats(now: Date = new Date()): Promise<DashboardStat[]> {
  const since = new Date(now.getTime() - DASHBOARD_COMPARE_DAYS * 86_400_000).toISOString();
  const before = (createdAt: unknown) => sql`${createdAt} <= ${since}::timestamptz`;
  const count = (table: unknown, where = sql`true`) =>
    sql<number>`(select count(*)::int from ${table} where ${where})`;
  const [row] = await getDb()
    .select({
      produits: count(products),
      produitsAvant: count(products, before(products.createdAt)),
      types: count(categories),
      typesAvant: count(categories, before(categories.createdAt)),
      sousTypes: count(subTypes),
      sousTypesAvant: count(subTypes, before(subTypes.createdAt)),
      rupture: count(products, outOfStock),
      ruptureAvant: count(products, sql`${outOfStock} and ${before(products.createdAt)}`),
      aLaUne: count(products, sql`${products.aLaUne}`),
      aLaUneAvant: count(products, sql`${products.aLaUne} and ${before(products.createdAt)}`),
      admins: count(admins),
      adminsAvant: count(admins, before(admins.createdAt)),
    })
    .from(sql`(select 1) as one`);
  const figures: Record<DashboardStatKey, [number, number]> = {
    products: [row.produits, row.produitsAvant],
    categories: [row.types, row.typesAvant],
    sub_types: [row.sousTypes, row.sousTypesAvant],
    out_of_stock: [row.rupture, row.ruptureAvant],
    featured: [row.aLaUne, row.aLaUneAvant],
    admins: [row.admins, row.adminsAvant],
  };
  return DASHBOARD_STATS.map(({ key, title, icon, color }) => {
    const [value, previous] = figures[key];
    return { key, title, value, ...compare(value, previous), icon, color };
  });
}
