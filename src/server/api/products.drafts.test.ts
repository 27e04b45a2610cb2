// Drafts, expiry dates, thresholds and the stock's history (docs/product.md, "Drafts, thresholds and expiry dates";
// docs/decisions/022-drafts-and-alerts.md): a draft is absent from every public read and present for administrators;
// publishing shows it at once; a stock change needs a reason and is recorded beside the orders' changes.
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog, orders, products, stockMovements } from '@/server/db/schema';
import { onCatalogueInvalidated } from '@/server/services/catalog/read-cache';
import { addDays, dakarToday } from '@/shared/alerts/rules';
import { PRODUCT_STATUS_MESSAGES as S } from '@/shared/catalog/product-status';
import { ORDER_MESSAGES } from '@/shared/orders/messages';
import type { AdminProduct } from '@/shared/catalog/answers';
import { productForm } from '@test/catalog-fixtures';
import { type TestAdmin, useTestBackend } from '@test/harness';
import { newKey } from '@test/order-fixtures';

const t = useTestBackend();
let admin: TestAdmin;
let categoryId: string;
let neighbour: AdminProduct;

const today = dakarToday();

beforeAll(async () => {
  admin = await t().createAdmin({ role: 'admin', prenom: 'Awa', nom: 'Diop' });
  categoryId = (await t().call('POST', '/types', { token: admin.token, json: { nom: 'Compléments' } })).body.data._id;
  // A published product of the same category, featured: drafts must not show among its recommendations.
  neighbour = await create({ nom: 'Magnésium marin', prix: 6_000, aLaUne: true, stock: 20 });
});

async function create(fields: Record<string, unknown>): Promise<AdminProduct> {
  const answer = await t().call('POST', '/produits', { token: admin.token, json: { typeProduit: categoryId, ...fields } });
  expect(answer.status, answer.body.message).toBe(201);
  return answer.body.data;
}

const update = (id: string, fields: Record<string, unknown>) =>
  t().call('PUT', `/produits/${id}`, { token: admin.token, body: productForm({ typeProduit: categoryId, ...fields } as Record<string, string | number | boolean>) });

/** Every public read a shopper's page or cart makes, and whether the product is in it. */
async function publicSightings(product: { _id: string; nom: string }) {
  const listed = (await t().call('GET', '/produits?limit=100')).body.data.some((p: { _id: string }) => p._id === product._id);
  const searched = (await t().call('GET', `/produits?search=${encodeURIComponent(product.nom)}`)).body.data.some((p: { _id: string }) => p._id === product._id);
  const one = (await t().call('GET', `/produits/${product._id}`)).status;
  const best = (await t().call('GET', '/produits/best?limit=100')).body.data.some((g: { produits: { _id: string }[] }) => g.produits.some((p) => p._id === product._id));
  const recommended = (await t().call('GET', `/produits/${neighbour._id}/recommendations`)).body.data.recommendations.some((p: { _id: string }) => p._id === product._id);
  const cart = (await t().call('GET', `/produits/panier?ids=${product._id}`)).body.data.length;
  const category = (await t().call('GET', '/types')).body.data.find((c: { _id: string }) => c._id === categoryId);
  return { listed, searched, one, best, recommended, cart, counted: category.nbProduitsTotal as number };
}

describe('a draft', () => {
  it('is created published when the form says nothing, as the specification had it', async () => {
    const product = await create({ nom: 'Spiruline en poudre', prix: 8_000 });
    expect(product).toMatchObject({ brouillon: false, seuilStockBas: null, datePeremption: null, visibleSiPerime: false });
    expect((await t().call('GET', `/produits/${product._id}`)).status).toBe(200);
  });

  it('is absent from every public read, and from shoppers orders, but administrators see it', async () => {
    const before = await publicSightings(neighbour);
    const draft = await create({ nom: 'Moringa gélules bio', prix: 7_500, stock: 12, brouillon: true });
    expect(draft.brouillon).toBe(true);

    const seen = await publicSightings(draft);
    expect(seen).toEqual({ listed: false, searched: false, one: 404, best: false, recommended: false, cart: 0, counted: before.counted });
    const unknown = await t().call('GET', `/produits/${draft._id}`);
    expect(unknown.body).toMatchObject({ code: 'product_not_found', message: 'Produit non trouvé' });
    expect((await t().call('GET', `/produits/${draft._id}/recommendations`)).status).toBe(404);

    // A shopper's order refuses it as an unknown product; nothing is recorded.
    const ordered = await t().call('POST', '/commandes', { json: { lignes: [{ produitId: draft._id, quantite: 1 }], idempotencyKey: newKey() } });
    expect(ordered.status).toBe(400);
    expect(ordered.body.message).toBe(ORDER_MESSAGES.productUnknown);
    expect(await t().db.select({ id: orders.id }).from(orders)).toHaveLength(0);

    // Administrators: the product's page, and the list by status.
    const mine = await t().call('GET', `/produits/${draft._id}`, { token: admin.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ _id: draft._id, brouillon: true, stock: 12 });
    const drafts = await t().call('GET', '/produits?statut=brouillon&limit=100', { token: admin.token });
    expect(drafts.body.data.map((p: AdminProduct) => p._id)).toEqual([draft._id]);
    const published = await t().call('GET', '/produits?statut=publie&limit=100', { token: admin.token });
    expect(published.body.data.map((p: AdminProduct) => p._id)).not.toContain(draft._id);
    const everything = await t().call('GET', '/produits?statut=tous&limit=100', { token: admin.token });
    expect(everything.body.data.map((p: AdminProduct) => p._id)).toContain(draft._id);
    expect(everything.body.pagination?.total).toBe((published.body.pagination?.total ?? 0) + 1);
    // An administrator's read never fills the public cache: the public listing still leaves it out.
    expect((await t().call('GET', '/produits?limit=100')).body.data.map((p: { _id: string }) => p._id)).not.toContain(draft._id);
    // The public shape stays the specification's.
    expect((await t().call('GET', `/produits/${neighbour._id}`)).body.data).not.toHaveProperty('brouillon');
  });

  it("keeps its status through an update that does not name it, and the administrators' list needs a token", async () => {
    const draft = await create({ nom: 'Baobab pulpe', prix: 3_000, brouillon: 'true' });
    const saved = await update(draft._id, { nom: 'Baobab pulpe bio', prix: 3_200 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ nom: 'Baobab pulpe bio', brouillon: true });

    const anonymous = await t().call('GET', '/produits?statut=brouillon');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('unauthenticated');
    const forged = await t().call('GET', `/produits/${draft._id}`, { token: 'pas.un.jeton' });
    expect(forged.status).toBe(401);
    const wrong = await t().call('GET', '/produits?statut=cache', { token: admin.token });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: S.statusInvalid, data: { errors: { statut: S.statusInvalid } } });
  });

  it('appears on the storefront once published, the cached answers dropped', async () => {
    const draft = await create({ nom: 'Gingembre séché', prix: 2_500, brouillon: true });
    // Warm the public cache with answers that leave it out.
    expect((await publicSightings(draft)).listed).toBe(false);
    const dropped: string[] = [];
    const stop = onCatalogueInvalidated((tags) => dropped.push(...tags));
    const published = await t().call('POST', `/produits/${draft._id}/publier`, { token: admin.token });
    stop();
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ message: S.productPublished, data: { brouillon: false } });
    expect(dropped).toEqual(expect.arrayContaining([`product:${draft._id}`, 'products', 'categories', `category:${categoryId}`]));

    const seen = await publicSightings(draft);
    expect(seen).toMatchObject({ listed: true, searched: true, one: 200, best: true, cart: 1 });
    const [entry] = await t().db.select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'product.update', title: S.publishedTitle, subtitle: 'Gingembre séché', actorId: admin.id });

    // Anonymous: refused, nothing changed.
    expect((await t().call('POST', `/produits/${draft._id}/publier`)).status).toBe(401);
  });

  it('goes back to draft from the form, and leaves the storefront', async () => {
    const product = await create({ nom: 'Hibiscus (bissap) séché', prix: 1_500 });
    expect((await publicSightings(product)).listed).toBe(true);
    expect((await update(product._id, { nom: product.nom, prix: 1_500, brouillon: 'on' })).body.data.brouillon).toBe(true);
    expect((await publicSightings(product)).listed).toBe(false);
  });
});

describe('expiry dates and thresholds', () => {
  it('hides a product past its expiry date, unless the owner keeps it on sale', async () => {
    const expired = await create({ nom: 'Huile de nigelle', prix: 4_000, datePeremption: addDays(today, -1) });
    const kept = await create({ nom: 'Beurre de karité', prix: 3_000, datePeremption: addDays(today, -1), visibleSiPerime: true });
    const lastDay = await create({ nom: 'Miel de mangrove', prix: 5_000, datePeremption: today });
    expect((await publicSightings(expired)).one).toBe(404);
    expect((await publicSightings(kept)).one).toBe(200);
    // Still good on its expiry day.
    expect((await publicSightings(lastDay)).one).toBe(200);
    const ordered = await t().call('POST', '/commandes', { json: { lignes: [{ produitId: expired._id, quantite: 1 }], idempotencyKey: newKey() } });
    expect(ordered.body.message).toBe(ORDER_MESSAGES.productUnknown);

    const perime = await t().call('GET', '/produits?alerte=perime&limit=100', { token: admin.token });
    expect(perime.body.data.map((p: AdminProduct) => p.nom).sort()).toEqual(['Beurre de karité', 'Huile de nigelle']);
    const soon = await t().call('GET', '/produits?alerte=peremption-proche&limit=100', { token: admin.token });
    expect(soon.body.data.map((p: AdminProduct) => p.nom)).toEqual(['Miel de mangrove']);

    // Kept on sale no more: it leaves the storefront.
    await update(kept._id, { nom: kept.nom, prix: 3_000, visibleSiPerime: 'false' });
    expect((await publicSightings(kept)).one).toBe(404);
  });

  it('lists the products at or under their threshold, 0 turning it off', async () => {
    const low = await create({ nom: 'Thé kinkeliba', prix: 1_000, stock: 8, seuilStockBas: 10 });
    await create({ nom: 'Poudre de néré', prix: 1_000, stock: 2, seuilStockBas: 0 });
    await create({ nom: 'Fonio précuit', prix: 1_000, stock: 0, seuilStockBas: 3 });
    const answer = await t().call('GET', '/produits?alerte=stock-bas&limit=100', { token: admin.token });
    expect(answer.body.data.map((p: AdminProduct) => p._id)).toEqual([low._id]);
    expect(answer.body.data[0]).toMatchObject({ seuilStockBas: 10, stock: 8 });
    const out = await t().call('GET', '/produits?alerte=rupture&limit=100', { token: admin.token });
    expect(out.body.data.map((p: AdminProduct) => p.nom)).toEqual(['Fonio précuit']);
    const wrong = await t().call('GET', '/produits?alerte=bientot', { token: admin.token });
    expect(wrong.body).toMatchObject({ status: 400, message: S.alertInvalid });
  });

  it.each([
    [{ seuilStockBas: -1 }, 'seuilStockBas', S.thresholdInvalid],
    [{ seuilStockBas: '2.5' }, 'seuilStockBas', S.thresholdInvalid],
    [{ seuilStockBas: 'beaucoup' }, 'seuilStockBas', S.thresholdInvalid],
    [{ seuilStockBas: 2_000_000 }, 'seuilStockBas', S.thresholdMax],
    [{ datePeremption: '2026-02-30' }, 'datePeremption', S.expiryInvalid],
    [{ datePeremption: '27/11/2026' }, 'datePeremption', S.expiryInvalid],
    [{ datePeremption: '1999-12-31' }, 'datePeremption', S.expiryOutOfRange],
  ])('refuses %o in French, storing nothing', async (fields, field, message) => {
    const before = await t().db.select({ id: products.id }).from(products);
    const answer = await t().call('POST', '/produits', { token: admin.token, json: { typeProduit: categoryId, nom: 'Produit refusé', prix: 1_000, ...fields } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'validation_failed', message, data: { errors: { [field]: message } } });
    expect(await t().db.select({ id: products.id }).from(products)).toHaveLength(before.length);
    const edited = await update(neighbour._id, { nom: neighbour.nom, prix: neighbour.prix, ...fields });
    expect(edited.body.data.errors).toEqual({ [field]: message });
  });

  it('clears a date sent blank and keeps one left out', async () => {
    const product = await create({ nom: 'Bouye en poudre', prix: 2_000, datePeremption: '2027-03-31', seuilStockBas: 4 });
    expect(product).toMatchObject({ datePeremption: '2027-03-31', seuilStockBas: 4 });
    expect((await update(product._id, { nom: product.nom, prix: 2_000 })).body.data).toMatchObject({ datePeremption: '2027-03-31', seuilStockBas: 4 });
    expect((await update(product._id, { nom: product.nom, prix: 2_000, datePeremption: '', seuilStockBas: '' })).body.data).toMatchObject({
      datePeremption: null,
      seuilStockBas: null,
    });
  });
});

describe("the stock's history", () => {
  const movementsOf = (id: string) => t().db.select().from(stockMovements).where(eq(stockMovements.productId, id)).orderBy(stockMovements.id);

  it('refuses a stock change without a reason, storing nothing', async () => {
    const product = await create({ nom: 'Karkadé', prix: 1_200, stock: 10 });
    const answer = await update(product._id, { nom: 'Karkadé rouge', prix: 1_200, stock: 14 });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'validation_failed', message: S.stockReasonRequired, data: { errors: { motifStock: S.stockReasonRequired } } });
    const [row] = await t().db.select({ nom: products.nom, stock: products.stock }).from(products).where(eq(products.id, product._id));
    expect(row).toEqual({ nom: 'Karkadé', stock: 10 });
    expect(await movementsOf(product._id)).toEqual([]);
    // A blank reason is no reason; the same stock needs none.
    expect((await update(product._id, { nom: 'Karkadé', prix: 1_200, stock: 14, motifStock: '   ' })).status).toBe(400);
    expect((await update(product._id, { nom: 'Karkadé', prix: 1_200, stock: 10 })).status).toBe(200);
    expect(await movementsOf(product._id)).toEqual([]);
  });

  it("records who, before, after and why, beside the orders' confirmations and cancellations", async () => {
    const product = await create({ nom: 'Poudre de baobab', prix: 2_000, stock: 10 });
    const changed = await update(product._id, { nom: product.nom, prix: 2_000, stock: 25, motifStock: 'Réception' });
    expect(changed.status).toBe(200);
    expect(changed.body.data.stock).toBe(25);
    expect(await movementsOf(product._id)).toEqual([
      expect.objectContaining({ delta: 15, avant: 10, apres: 25, motif: 'manuel', commentaire: 'Réception', actorId: admin.id, orderId: null }),
    ]);

    // An order confirmed then cancelled: its two movements join the history.
    const placed = await t().call('POST', '/commandes', { json: { lignes: [{ produitId: product._id, quantite: 3 }], idempotencyKey: newKey() } });
    expect(placed.status).toBe(201);
    const [order] = await t().db.select({ id: orders.id }).from(orders).where(eq(orders.reference, placed.body.data.reference));
    expect((await t().call('POST', `/commandes/${order.id}/confirmer`, { token: admin.token })).status).toBe(200);
    expect((await t().call('POST', `/commandes/${order.id}/annuler`, { token: admin.token, json: { motif: 'Doublon' } })).status).toBe(200);
    await update(product._id, { nom: product.nom, prix: 2_000, stock: 24, motifStock: 'Casse' });

    const history = await t().call('GET', `/produits/${product._id}/stock`, { token: admin.token });
    expect(history.status).toBe(200);
    expect(history.body.message).toBe(S.stockHistoryLoaded);
    expect(history.body.data.map((m: { motif: string; avant: number; apres: number; commentaire: string | null; auteur: string | null; commande: { reference: string } | null }) => [m.motif, m.avant, m.apres, m.commentaire, m.auteur, m.commande?.reference ?? null])).toEqual([
      ['manuel', 25, 24, 'Casse', 'Awa Diop', null],
      ['annulation', 22, 25, null, 'Awa Diop', placed.body.data.reference],
      ['confirmation', 25, 22, null, 'Awa Diop', placed.body.data.reference],
      ['manuel', 10, 25, 'Réception', 'Awa Diop', null],
    ]);

    expect((await t().call('GET', `/produits/${product._id}/stock`)).status).toBe(401);
    expect((await t().call('GET', '/produits/00000000-0000-4000-8000-000000000000/stock', { token: admin.token })).status).toBe(404);
  });

  it('leaves the stock alone when the form has no stock field', async () => {
    const product = await create({ nom: 'Tamarin', prix: 900, stock: 5 });
    expect((await update(product._id, { nom: 'Tamarin doux', prix: 900 })).body.data.stock).toBe(5);
    expect(await movementsOf(product._id)).toEqual([]);
  });
});
