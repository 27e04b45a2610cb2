// GET /dashboard/commandes: the orders' figures beside the dashboard's cards (docs/api.md). Days are Dakar's, which
// is on UTC all year. The turnover counts the orders recorded in the last 30 days (today included) that are
// delivered or paid and not cancelled, their lines only (delivery fees apart). One query, on the rows the orders'
// triggers keep per day and per status (docs/decisions/019-order-statuses-and-references.md): 30 rows and one, however
// many orders the month had.
import 'server-only';
import { asc, gte, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { orderDays, orderStatusCounts } from '@/server/db/schema';
import { ORDER_LIMITS } from '@/shared/orders/schemas';
import type { OrderDay, OrderFigures } from '@/shared/orders/answers';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a moment in Dakar. */
const dakarDay = (moment: Date) => moment.toISOString().slice(0, 10);

export async function orderFigures(now: Date = new Date()): Promise<OrderFigures> {
  const today = new Date(`${dakarDay(now)}T00:00:00Z`).getTime();
  const start = new Date(today - (ORDER_LIMITS.dashboardDays - 1) * DAY_MS);
  const rows = await getDb()
    .select({
      jour: orderDays.jour,
      commandes: orderDays.commandes,
      comptees: orderDays.comptees,
      total: orderDays.total,
      aConfirmer: sql<number>`(select ${orderStatusCounts.total} from ${orderStatusCounts} where ${orderStatusCounts.statut} = 'nouvelle')`.mapWith(Number),
    })
    .from(orderDays)
    .where(gte(orderDays.jour, dakarDay(start)))
    .orderBy(asc(orderDays.jour));
  const byDay = new Map(rows.map((row) => [row.jour, row]));
  const parJour: OrderDay[] = Array.from({ length: ORDER_LIMITS.dashboardDays }, (_, index) => {
    const jour = dakarDay(new Date(start.getTime() + index * DAY_MS));
    const row = byDay.get(jour);
    return { jour, total: Number(row?.total ?? 0), commandes: row?.commandes ?? 0 };
  });
  const counted = rows.filter((row) => row.jour <= dakarDay(now));
  const chiffreAffaires30j = counted.reduce((sum, row) => sum + Number(row.total), 0);
  const commandesComptees30j = counted.reduce((sum, row) => sum + row.comptees, 0);
  // No day of the window has orders yet: the count of new orders is read apart.
  const aConfirmer =
    rows[0]?.aConfirmer ??
    (await getDb().select({ total: orderStatusCounts.total }).from(orderStatusCounts).where(sql`${orderStatusCounts.statut} = 'nouvelle'`))[0]?.total ??
    0;
  return {
    commandesAConfirmer: aConfirmer,
    chiffreAffaires30j,
    panierMoyen: commandesComptees30j > 0 ? Math.round(chiffreAffaires30j / commandesComptees30j) : 0,
    commandesComptees30j,
    parJour,
  };
}
