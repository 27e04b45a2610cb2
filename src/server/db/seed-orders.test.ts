// The demo catalogue's orders (docs/product.md §7): a dozen orders over three weeks, in every status, written by the
// rules every order follows, so that the inbox and the dashboard show something on a new shop.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getStorage } from '@/server/storage/storage';
import { ensureDeliveryZones } from '@/server/services/zones/seed-zones';
import { type TestAdmin, useTestBackend } from '@test/harness';
import { deliveryZones, orderCounters, orderDays, orderEvents, orderLines, orderStatusCounts, orders, products, productVariants, stockMovements } from './schema';
import { seedDemoCatalogue } from './seed';
import { SEED_ORDERS, SEED_PRODUCTS } from './seed-data';
import { salePrice } from '@/shared/orders/pricing';
import { lineName } from '@/shared/catalog/variants';

const t = useTestBackend();
let admin: TestAdmin;
let seedMs = 0;

beforeAll(async () => {
  // As the first start does (src/server/bootstrap.ts): the zones, then the demo catalogue and its orders.
  await ensureDeliveryZones({ db: t().db });
  const started = performance.now();
  expect(await seedDemoCatalogue(t().db, getStorage())).toEqual({ seeded: true, products: SEED_PRODUCTS.length, orders: SEED_ORDERS.length });
  seedMs = performance.now() - started;
  admin = await t().createAdmin();
});

const DAY = 86_400_000;

describe('the demo orders', () => {
  it('are a dozen over the last three weeks, in every status, some paid, with demo customers delivered to the zones', async () => {
    const rows = await t().db.select().from(orders);
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((order) => order.statut))).toEqual(new Set(['nouvelle', 'confirmee', 'en_livraison', 'livree', 'annulee']));
    // A new one left more than three days: the inbox shows it 'Sans suite'.
    expect(rows.some((order) => order.statut === 'nouvelle' && Date.now() - order.createdAt.getTime() > 72 * 3_600_000)).toBe(true);
    expect(rows.filter((order) => order.payee).length).toBeGreaterThanOrEqual(5);
    for (const order of rows) {
      expect(Date.now() - order.createdAt.getTime()).toBeLessThan(21 * DAY);
      if (order.clientTelephone) expect(order.clientTelephone).toMatch(/^\+22177000\d{4}$/);
      expect(order.zoneId).not.toBeNull();
      const [zone] = await t().db.select().from(deliveryZones).where(eq(deliveryZones.id, order.zoneId as string));
      expect(order).toMatchObject({ zoneNom: zone.nom, zoneDelai: zone.delai, fraisLivraison: zone.frais, total: order.sousTotal + (zone.frais ?? 0) });
    }
    const inbox = await t().call('GET', '/commandes?limit=50', { token: admin.token });
    expect(inbox.status).toBe(200);
    expect(inbox.body.data).toHaveLength(12);
    expect(inbox.body.data.filter((order: { sansSuite: boolean }) => order.sansSuite)).toHaveLength(1);
  });

  it('take their references from the month counter, copy their lines, and took the stock of every confirmed one', async () => {
    const rows = await t().db.select().from(orders).orderBy(orders.createdAt);
    const references = rows.map((order) => order.reference);
    expect(new Set(references).size).toBe(rows.length);
    for (const reference of references) expect(reference).toMatch(/^CMD-\d{4}-\d{4}$/);
    const counters = await t().db.select().from(orderCounters);
    for (const counter of counters) {
      const numbers = references.filter((reference) => reference.startsWith(`CMD-${counter.mois}-`)).map((reference) => Number(reference.slice(-4)));
      expect(numbers).toEqual(Array.from({ length: counter.dernier }, (_, index) => index + 1));
    }
    for (const order of rows) {
      const lines = await t().db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      expect(lines.reduce((sum, line) => sum + line.prixUnitaire * line.quantite, 0)).toBe(order.sousTotal);
      for (const line of lines) {
        const [product] = await t().db.select().from(products).where(eq(products.id, line.productId as string));
        // A line of a variant is named and priced by it (docs/product.md, "Variants").
        const [variant] = line.variantId ? await t().db.select().from(productVariants).where(eq(productVariants.id, line.variantId)) : [];
        expect(line).toMatchObject(
          variant
            ? { nom: lineName(product.nom, variant.nom), variante: variant.nom, reference: variant.reference, prixUnitaire: salePrice(variant) }
            : { nom: product.nom, prixUnitaire: salePrice(product) },
        );
      }
      const events = await t().db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(orderEvents.id);
      expect(events[0]).toMatchObject({ type: 'creation', vers: 'nouvelle' });
      expect(events.at(-1)?.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(order.stockPris).toBe(['confirmee', 'en_livraison', 'livree'].includes(order.statut));
    }
    // What every product lost is what the confirmed orders hold, each recorded as a movement.
    for (const seed of SEED_PRODUCTS) {
      const [product] = await t().db.select().from(products).where(eq(products.nom, seed.nom));
      const [{ taken }] = await t().db
        .select({ taken: sql<number>`coalesce(sum(${orderLines.quantite}), 0)::int` })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(sql`${orderLines.productId} = ${product.id} and ${orders.stockPris}`);
      // A product with variants: its stock is theirs (sum of the seeded ones, less what was taken from them).
      const initial = seed.variantes ? seed.variantes.reduce((sum, variant) => sum + (variant.stock ?? 0), 0) : seed.stock === undefined ? 25 : seed.stock;
      expect(product.stock, seed.nom).toBe(initial === null ? null : initial - taken);
      const [{ moved }] = await t().db
        .select({ moved: sql<number>`coalesce(sum(${stockMovements.delta}), 0)::int` })
        .from(stockMovements)
        .where(eq(stockMovements.productId, product.id));
      expect(moved + (initial === null ? 0 : taken), seed.nom).toBe(0);
    }
  });

  it("keep the triggers' counts right: the tabs' counts and each day's figures agree with the orders", async () => {
    const byStatus = await t().db.select({ statut: orders.statut, n: sql<number>`count(*)::int` }).from(orders).groupBy(orders.statut);
    const counts = await t().db.select().from(orderStatusCounts);
    for (const count of counts) expect(count.total, count.statut).toBe(byStatus.find((row) => row.statut === count.statut)?.n ?? 0);
    const days = await t().db.execute(sql`
      select (created_at at time zone 'UTC')::date::text as jour, count(*)::int as commandes,
        (count(*) filter (where statut <> 'annulee' and (statut = 'livree' or payee)))::int as comptees,
        coalesce(sum(sous_total) filter (where statut <> 'annulee' and (statut = 'livree' or payee)), 0)::int as total
      from orders group by 1 order by 1`);
    const kept = await t().db.select().from(orderDays).orderBy(orderDays.jour);
    expect(kept.map((day) => ({ ...day, total: Number(day.total) }))).toEqual((days as unknown as { rows: unknown[] }).rows);
    const figures = (await t().call('GET', '/dashboard/commandes', { token: admin.token })).body.data;
    expect(figures.chiffreAffaires30j).toBe(kept.reduce((sum, day) => sum + Number(day.total), 0));
    expect(figures.chiffreAffaires30j).toBeGreaterThan(0);
    expect(figures.commandesAConfirmer).toBe(2);
    expect(figures.parJour.filter((day: { commandes: number }) => day.commandes > 0).length).toBeGreaterThanOrEqual(10);
  });

  it('keep the seeding fast', () => {
    // The whole demo (70 pictures drawn included) on this machine; the orders are a few dozen statements of it.
    expect(seedMs).toBeLessThan(30_000);
  });
});
