// Removing the demo data (docs/product.md, "Removing the demo data"; DELETE /demo): what the seed made goes, with its
// pictures' files, orders, lines, history and stock movements; what the owner made or changed stays; the counts,
// the references, the storefront and the activity feed follow; the demo is never seeded again.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activityLog,
  appMeta,
  categories,
  orderCounters,
  orderDays,
  orderEvents,
  orderLines,
  orderStatusCounts,
  orders,
  pictureJournal,
  productImages,
  products,
  stockMovements,
  subTypes,
} from '@/server/db/schema';
import { SEEDED_MARKER, seedDemoCatalogue } from '@/server/db/seed';
import { SEED_CATEGORIES, SEED_ORDERS, SEED_PRODUCTS } from '@/server/db/seed-data';
import { isDemoDataPresent } from '@/server/services/demo/demo-status';
import { getStorage } from '@/server/storage/storage';
import { formOfProduct } from '@test/catalog-fixtures';
import { type TestAdmin, useTestBackend } from '@test/harness';
import { line, newKey } from '@test/order-fixtures';
import { API_MESSAGES } from '@/shared/messages';
import { STEP_UP_MESSAGES } from '@/shared/auth/step-up';
import { DEMO_MESSAGES } from '@/shared/demo/messages';

const t = useTestBackend({ seed: true });

let boss: TestAdmin;
let clerk: TestAdmin;
/** What the owner made or changed before the removal, which must all stay. */
const kept = {
  ownCategoryId: '',
  ownProductIds: [] as string[],
  /** A demo category ('Protéines') the owner added a product to. */
  demoCategoryWithOwnProduct: '',
  editedDemoProductId: '',
  soldDemoProductId: '',
  ownOrderId: '',
  touchedDemoOrderId: '',
};
let picturesBefore: { productId: string; storageKey: string; thumbnailKey: string }[] = [];

const count = async (query: Promise<{ n: number }[]>) => (await query)[0].n;

async function demoProductNamed(nom: string) {
  const [row] = await t().db.select({ id: products.id }).from(products).where(eq(products.nom, nom));
  return row.id;
}

beforeAll(async () => {
  boss = await t().createAdmin({ role: 'SUPER_ADMIN' });
  clerk = await t().createAdmin({ role: 'admin' });

  // The owner's own category and product, and a product of theirs in a demo category.
  const own = await t().call('POST', '/types', { token: clerk.token, json: { nom: 'Produits locaux' } });
  expect(own.status).toBe(201);
  kept.ownCategoryId = own.body.data._id;
  const [proteines] = await t().db.select({ id: categories.id }).from(categories).where(eq(categories.nom, SEED_CATEGORIES[0].nom));
  kept.demoCategoryWithOwnProduct = proteines.id;
  for (const [nom, categoryId] of [
    ['Poudre de baobab', kept.ownCategoryId],
    ['Protéine de niébé', proteines.id],
  ]) {
    const created = await t().call('POST', '/produits', { token: clerk.token, json: { nom, prix: 3000, typeProduit: categoryId } });
    expect(created.status, created.body.message).toBe(201);
    kept.ownProductIds.push(created.body.data._id);
  }

  // A demo product the owner edited (its price), in a demo category that holds nothing else of the owner's.
  const edited = SEED_PRODUCTS.find((product) => product.categorie === 'Cheveux et ongles') ?? SEED_PRODUCTS[59];
  kept.editedDemoProductId = await demoProductNamed(edited.nom);
  const current = (await t().call('GET', `/produits/${kept.editedDemoProductId}`, { token: clerk.token })).body.data;
  const put = await t().call('PUT', `/produits/${kept.editedDemoProductId}`, { token: clerk.token, body: formOfProduct(current, { prix: current.prix + 500 }) });
  expect(put.status, put.body.message).toBe(200);

  // The owner's order naming a demo product nobody edited.
  const demoOrderProducts = new Set(SEED_ORDERS.flatMap((order) => order.lignes.map((l) => l.produit)));
  const sold = SEED_PRODUCTS.find((product) => !product.enRupture && product.stock !== 0 && !product.variantes && !demoOrderProducts.has(product.nom) && product.nom !== edited.nom);
  if (!sold) throw new Error('no demo product to sell');
  kept.soldDemoProductId = await demoProductNamed(sold.nom);
  const placed = await t().call('POST', '/commandes', { json: { lignes: [line({ _id: kept.soldDemoProductId }, 2)], idempotencyKey: newKey() } });
  expect(placed.status, placed.body.message).toBe(201);
  const [ownOrder] = await t().db.select({ id: orders.id }).from(orders).where(eq(orders.reference, placed.body.data.reference));
  kept.ownOrderId = ownOrder.id;
  expect((await t().call('POST', `/commandes/${ownOrder.id}/confirmer`, { token: clerk.token })).status).toBe(200);

  // A demo order the owner annotated.
  const [touched] = await t().db.select({ id: orders.id }).from(orders).where(eq(orders.statut, 'nouvelle')).orderBy(orders.createdAt).limit(1);
  kept.touchedDemoOrderId = touched.id;
  const note = await t().call('PUT', `/commandes/${touched.id}/note`, { token: clerk.token, json: { noteInterne: 'Client rappelé' } });
  expect(note.status, note.body.message).toBe(200);

  picturesBefore = await t()
    .db.select({ productId: productImages.productId, storageKey: productImages.storageKey, thumbnailKey: productImages.thumbnailKey })
    .from(productImages);
});

describe('the demo seed, told apart without a column', () => {
  it("dates the demo's sub-types and pictures with its transaction, the marker's time, and its other rows before it", async () => {
    const seededAt = sql`(select updated_at from app_meta where key = ${SEEDED_MARKER})`;
    const other = (table: typeof subTypes | typeof productImages) =>
      count(t().db.select({ n: sql<number>`count(*)::int` }).from(table).where(sql`${table.createdAt} <> ${seededAt}`));
    expect(await other(subTypes)).toBe(0);
    expect(await other(productImages)).toBe(0);
    const datedBefore = (table: typeof categories | typeof products | typeof orders) =>
      count(t().db.select({ n: sql<number>`count(*)::int` }).from(table).where(sql`${table.createdAt} < ${seededAt} and ${table.updatedAt} <= ${seededAt}`));
    // Everything the seed wrote, less the order the owner annotated; the owner's rows come after.
    expect(await datedBefore(categories)).toBe(SEED_CATEGORIES.length);
    expect(await datedBefore(orders)).toBe(SEED_ORDERS.length - 1);
    expect(await datedBefore(products)).toBe(SEED_PRODUCTS.length - 1);
  });
});

describe('DELETE /demo', () => {
  it('is for super administrators only (403), and tells them what it would remove', async () => {
    const refused = await t().call('DELETE', '/demo', { token: clerk.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(API_MESSAGES.forbidden);
    expect((await t().call('GET', '/demo', { token: clerk.token })).status).toBe(403);

    const status = await t().call('GET', '/demo', { token: boss.token });
    expect(status.status).toBe(200);
    // Two demo products kept (edited, sold) and those of the annotated order; its category kept by the owner's product.
    expect(status.body.data).toMatchObject({ presente: true, commandes: SEED_ORDERS.length - 1 });
    expect(status.body.data.categories).toBeLessThan(SEED_CATEGORIES.length);
    expect(status.body.data.produits).toBeLessThan(SEED_PRODUCTS.length - 1);
    expect(await isDemoDataPresent()).toBe(true);
  });

  it('asks for the password again past the first minutes of a sign-in, and removes nothing without it', async () => {
    const later = await t().createAdmin({ role: 'SUPER_ADMIN', signedInMinutesAgo: 30 });
    const refused = await t().call('DELETE', '/demo', { token: later.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'step_up_required', message: STEP_UP_MESSAGES.required });
    expect(await count(t().db.select({ n: sql<number>`count(*)::int` }).from(orders))).toBe(SEED_ORDERS.length + 1);
  });

  it("removes the demo's untouched categories, products, pictures, orders and stock movements, and answers the counts", async () => {
    const later = await t().createAdmin({ role: 'SUPER_ADMIN', signedInMinutesAgo: 30 });
    const ordersBefore = await t().db.select({ id: orders.id }).from(orders);
    const productsBefore = await t().db.select({ id: products.id, categoryId: products.categoryId }).from(products);
    const keptOrderIds = [kept.ownOrderId, kept.touchedDemoOrderId];
    const keptOrderProducts = (
      await t().db.select({ productId: orderLines.productId }).from(orderLines).where(inArray(orderLines.orderId, keptOrderIds))
    ).map((row) => row.productId as string);
    const keptProductIds = new Set([...kept.ownProductIds, kept.editedDemoProductId, kept.soldDemoProductId, ...keptOrderProducts]);
    const keptCategoryIds = new Set([kept.ownCategoryId, ...productsBefore.filter((p) => keptProductIds.has(p.id)).map((p) => p.categoryId)]);
    const categoriesBefore = await count(t().db.select({ n: sql<number>`count(*)::int` }).from(categories));
    const expected = {
      categories: categoriesBefore - keptCategoryIds.size,
      produits: productsBefore.length - keptProductIds.size,
      commandes: ordersBefore.length - keptOrderIds.length,
    };
    // The catalogue read once, so that its cache holds the demo products.
    const listedBefore = await t().call('GET', '/produits?limit=100');
    expect(listedBefore.body.data.length).toBeGreaterThan(20);

    const removed = await t().call('DELETE', '/demo', { token: later.token, headers: await t().stepUp(later) });
    expect(removed.status, removed.body.message).toBe(200);
    expect(removed.body.message).toBe(
      `Données de démonstration supprimées\u00a0: ${expected.categories}\u00a0catégories, ${expected.produits}\u00a0produits, ${expected.commandes}\u00a0commandes.`,
    );
    expect(removed.body.data).toMatchObject({ ...expected, photos: expected.produits });

    // What stays is exactly what the owner made, changed or sold.
    expect(new Set((await t().db.select({ id: products.id }).from(products)).map((row) => row.id))).toEqual(keptProductIds);
    expect(new Set((await t().db.select({ id: categories.id }).from(categories)).map((row) => row.id))).toEqual(keptCategoryIds);
    expect(keptCategoryIds.has(kept.demoCategoryWithOwnProduct)).toBe(true);
    expect(new Set((await t().db.select({ id: orders.id }).from(orders)).map((row) => row.id))).toEqual(new Set(keptOrderIds));

    // The owner's order untouched: its line still names the demo product, its stock movement stays.
    const [ownLine] = await t().db.select().from(orderLines).where(eq(orderLines.orderId, kept.ownOrderId));
    expect(ownLine.productId).toBe(kept.soldDemoProductId);
    const [annotated] = await t().db.select({ noteInterne: orders.noteInterne }).from(orders).where(eq(orders.id, kept.touchedDemoOrderId));
    expect(annotated.noteInterne).toBe('Client rappelé');
    const movements = await t().db.select({ orderId: stockMovements.orderId, productId: stockMovements.productId }).from(stockMovements);
    expect(movements).toEqual([{ orderId: kept.ownOrderId, productId: kept.soldDemoProductId }]);
    expect(await count(t().db.select({ n: sql<number>`count(*)::int` }).from(orderEvents).where(sql`${orderEvents.orderId} not in (${sql.join(keptOrderIds.map((id) => sql`${id}::uuid`), sql`, `)})`))).toBe(0);

    // The counts the tabs and the dashboard read follow; the month's counter comes back to the last reference given.
    const statuses = await t().db.select().from(orderStatusCounts);
    const remaining = await t().db.select({ statut: orders.statut, reference: orders.reference, createdAt: orders.createdAt }).from(orders);
    for (const { statut, total } of statuses) expect(total, statut).toBe(remaining.filter((order) => order.statut === statut).length);
    const days = await t().db.select().from(orderDays);
    expect(days.reduce((sum, day) => sum + day.commandes, 0)).toBe(remaining.length);
    for (const counter of await t().db.select().from(orderCounters)) {
      const numbers = remaining.filter((order) => order.reference.startsWith(`CMD-${counter.mois}-`)).map((order) => Number(order.reference.slice(9)));
      expect(counter.dernier, counter.mois).toBe(numbers.length ? Math.max(...numbers) : 0);
    }

    // The removed products' pictures are gone, files included; the kept ones' stay.
    const uploads = path.join(t().dataDir, 'uploads');
    for (const picture of picturesBefore) {
      const stays = keptProductIds.has(picture.productId);
      expect(existsSync(path.join(uploads, picture.storageKey)), picture.storageKey).toBe(stays);
      expect(existsSync(path.join(uploads, picture.thumbnailKey)), picture.thumbnailKey).toBe(stays);
    }
    expect(await t().db.select().from(pictureJournal)).toEqual([]);

    // The storefront's catalogue no longer shows them, at once.
    const listed = await t().call('GET', '/produits?limit=100');
    expect(new Set(listed.body.data.map((product: { _id: string }) => product._id))).toEqual(keptProductIds);

    const [entry] = await t().db.select().from(activityLog).where(eq(activityLog.action, 'catalogue.demo_remove'));
    expect(entry).toMatchObject({ actorId: later.id, title: 'Données de démonstration supprimées', subtitle: removed.body.message.split('\u00a0: ')[1].replace(/\.$/, '') });
  });

  it('is refused once done, says there is none left, and the demo is never seeded again', async () => {
    const again = await t().call('DELETE', '/demo', { token: boss.token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'demo_data_absent', message: DEMO_MESSAGES.absent });
    expect((await t().call('GET', '/demo', { token: boss.token })).body.data).toEqual({ presente: false, categories: 0, produits: 0, commandes: 0 });
    expect(await isDemoDataPresent()).toBe(false);

    const [marker] = await t().db.select().from(appMeta).where(eq(appMeta.key, SEEDED_MARKER));
    expect(marker.value).toMatchObject({ removedAt: expect.any(String) });
    // Even with no category and no administrator left, the marker says the demo was seeded: a start does not seed it.
    expect((await seedDemoCatalogue(t().db, getStorage())).seeded).toBe(false);
  });
});
