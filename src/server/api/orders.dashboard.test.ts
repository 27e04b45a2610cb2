// GET /dashboard/commandes: the orders to confirm, the turnover and average basket of the last 30 days (orders
// delivered or paid, not cancelled, delivery fees apart) and the 30 days' chart, by days of Dakar (UTC all year).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@/server/db/schema';
import { type OrderCatalogue, line, newKey, orderCatalogue } from '@test/order-fixtures';
import { useTestBackend } from '@test/harness';
import { ORDER_MESSAGES } from '@/shared/orders/messages';
import type { OrderFigures } from '@/shared/orders/answers';

const t = useTestBackend();
let shop: OrderCatalogue;

const DAY = 86_400_000;
const now = Date.now();
const today = new Date(new Date(now).toISOString().slice(0, 10)).getTime();
const day = (offset: number) => new Date(today + offset * DAY).toISOString().slice(0, 10);

/** An order of `units` × 'Curcuma bio' (3 500) with the Plateau's fee (1 500), then put in the given state. */
async function orderAt(at: Date, units: number, state: Partial<typeof orders.$inferInsert>) {
  const answer = await t().call('POST', '/commandes', {
    json: { lignes: [line(shop.products.libre, units)], zoneId: shop.zones.plateau._id, idempotencyKey: newKey() },
  });
  expect(answer.status).toBe(201);
  await t().db.update(orders).set({ ...state, createdAt: at }).where(eq(orders.reference, answer.body.data.reference));
  return answer.body.data.sousTotal as number;
}

let expected: { today: number; yesterday: number; first: number };

beforeAll(async () => {
  shop = await orderCatalogue(t());
  // Today just after midnight in Dakar (or now, in the first seconds of the day).
  const earlyToday = new Date(Math.min(now, today + 30_000));
  const delivered = await orderAt(earlyToday, 2, { statut: 'livree' });
  await orderAt(earlyToday, 5, { statut: 'annulee', payee: true, paiementMethode: 'wave' });
  await orderAt(earlyToday, 1, { statut: 'confirmee' });
  // Yesterday one minute before midnight in Dakar: yesterday's bar, not today's.
  const paid = await orderAt(new Date(today - 60_000), 3, { payee: true, paiementMethode: 'orange_money' });
  // The first day of the window, at its first second; and the day before it, at its last.
  const first = await orderAt(new Date(today - 29 * DAY), 4, { statut: 'livree', payee: true, paiementMethode: 'especes' });
  await orderAt(new Date(today - 29 * DAY - 1_000), 6, { statut: 'livree' });
  // A new order, to confirm.
  await orderAt(new Date(now - 5 * 60_000), 1, {});
  expected = { today: delivered, yesterday: paid, first };
});

describe('GET /dashboard/commandes', () => {
  it('counts, by days of Dakar, what was delivered or paid and not cancelled, delivery fees apart', async () => {
    const { status, body } = await t().call('GET', '/dashboard/commandes', { token: shop.admin.token });
    expect(status).toBe(200);
    expect(body.message).toBe(ORDER_MESSAGES.figuresLoaded);
    const figures: OrderFigures = body.data;
    expect(expected).toEqual({ today: 7_000, yesterday: 10_500, first: 14_000 });
    expect(figures.commandesAConfirmer).toBe(2);
    expect(figures.chiffreAffaires30j).toBe(7_000 + 10_500 + 14_000);
    expect(figures.commandesComptees30j).toBe(3);
    expect(figures.panierMoyen).toBe(Math.round(31_500 / 3));
    expect(figures.parJour).toHaveLength(30);
    expect(figures.parJour[0]).toEqual({ jour: day(-29), total: 14_000, commandes: 1 });
    // In the first 5 minutes of a day, the order to confirm, made 5 minutes ago, is yesterday's.
    const early = now - today < 5 * 60_000;
    expect(figures.parJour[28]).toEqual({ jour: day(-1), total: 10_500, commandes: early ? 2 : 1 });
    // Today: the delivered order counts; the cancelled one (paid all the same) and the confirmed one only as orders.
    expect(figures.parJour[29]).toEqual({ jour: day(0), total: 7_000, commandes: early ? 3 : 4 });
    expect(figures.parJour.slice(1, 28).every((entry) => entry.total === 0 && entry.commandes === 0)).toBe(true);
  });

  it('is for administrators only', async () => {
    expect((await t().call('GET', '/dashboard/commandes')).status).toBe(401);
  });
});
