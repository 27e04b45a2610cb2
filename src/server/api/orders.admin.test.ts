// The orders in the back office: who may call, the inbox (tabs and counts, search, days, pages, 'Sans suite'), an
// order's page and its actions — confirmation taking the stock (never the same last unit twice), cancellation giving
// it back, edits before confirmation, customer, payment, notes, history — the activity feed, a deleted product, and
// the CSV export.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog, orders, stockMovements } from '@/server/db/schema';
import { type OrderCatalogue, createProduct, line, newKey, orderCatalogue, orderTableCounts } from '@test/order-fixtures';
import { type CallResult, type TestAdmin, useTestBackend } from '@test/harness';
import { countQueries } from '@test/query-counter';
import { API_MESSAGES } from '@/shared/messages';
import { ORDER_CSV_HEADERS, ORDER_MESSAGES, ORDER_VALIDATION } from '@/shared/orders/messages';
import { ORDER_STATUSES, customerMessage, customerWhatsAppLink } from '@/shared/orders/schemas';
import type { OrderCounts, OrderDetail, OrderSummary } from '@/shared/orders/answers';
import type { Pagination } from '@/shared/answers';

const t = useTestBackend({ env: { RATE_LIMIT_ORDER: '1000/60' } });
let shop: OrderCatalogue;
let boss: TestAdmin;

beforeAll(async () => {
  shop = await orderCatalogue(t());
  boss = await t().createAdmin({ role: 'SUPER_ADMIN', prenom: 'Moussa', nom: 'Fall' });
});

/** A shopper's order; its id read from the database (the shopper is never given it). */
async function place(lines: { produitId: string; quantite: number }[], extra: Record<string, unknown> = {}): Promise<OrderDetail> {
  const answer = await t().call('POST', '/commandes', { json: { lignes: lines, idempotencyKey: newKey(), ...extra } });
  expect(answer.status, answer.body.message).toBe(201);
  const [row] = await t().db.select({ id: orders.id }).from(orders).where(eq(orders.reference, answer.body.data.reference));
  return (await t().call('GET', `/commandes/${row.id}`, { token: shop.admin.token })).body.data;
}

const act = (id: string, action: string, json?: unknown, token = shop.admin.token) => t().call('POST', `/commandes/${id}/${action}`, { token, json });
const put = (id: string, what: string, json: unknown, token = shop.admin.token) => t().call('PUT', `/commandes/${id}/${what}`, { token, json });
const stockOf = async (product: { _id: string }) => (await t().call('GET', `/produits/${product._id}`)).body.data.stock as number | null;

describe('who may call', () => {
  it('refuses every back-office call without a token (401), and lets an ordinary administrator in', async () => {
    const placed = await place([line(shop.products.libre)]);
    const calls: [string, string, unknown?][] = [
      ['GET', '/commandes'],
      ['GET', '/commandes/compteurs'],
      ['GET', '/commandes/export.csv'],
      ['GET', `/commandes/${placed._id}`],
      ['POST', '/commandes/admin', { lignes: [line(shop.products.libre)] }],
      ['PUT', `/commandes/${placed._id}/lignes`, { lignes: [line(shop.products.libre, 2)] }],
      ['PUT', `/commandes/${placed._id}/livraison`, { zoneId: null }],
      ['PUT', `/commandes/${placed._id}/client`, { nom: 'Fatou Sow' }],
      ['PUT', `/commandes/${placed._id}/paiement`, { payee: false }],
      ['PUT', `/commandes/${placed._id}/note`, { noteInterne: 'x' }],
      ['POST', `/commandes/${placed._id}/confirmer`],
      ['POST', `/commandes/${placed._id}/expedier`],
      ['POST', `/commandes/${placed._id}/livrer`],
      ['POST', `/commandes/${placed._id}/annuler`, { motif: 'Test' }],
      ['GET', '/dashboard/commandes'],
    ];
    const before = await orderTableCounts(t());
    for (const [method, path, json] of calls) {
      const anonymous = await t().call(method, path, { json });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(anonymous.body).toMatchObject({ code: 'unauthenticated', message: API_MESSAGES.unauthenticated });
      const forged = await t().call(method, path, { json, token: 'pas.un.jeton' });
      expect(forged.status, `${method} ${path}`).toBe(401);
    }
    expect(await orderTableCounts(t())).toEqual(before);
    for (const [method, path, json] of calls) {
      const answer = await t().call(method, path, { json, token: shop.admin.token }).catch(() => null);
      // The CSV is not JSON: read apart below. Every other call is let in (2xx, or a 409 of the order's status).
      if (path.endsWith('.csv')) continue;
      expect([200, 201, 409], `${method} ${path}`).toContain(answer?.status);
    }
  });
});

describe('the inbox', () => {
  let mine: OrderDetail[];
  let other: OrderSummary;

  beforeAll(async () => {
    // Orders of a day long ago, apart from the others, so that the filters can be checked exactly.
    mine = [];
    for (const [index, client] of [
      { nom: 'Aïssatou Ndiaye', telephone: '+221 77 123 45 67' },
      { nom: 'Mamadou Ba', telephone: '76 555 44 33' },
      { nom: 'Awa Gueye', telephone: '+33 6 12 34 56 78' },
    ].entries()) {
      const placed = await place([line(shop.products.libre, index + 1)]);
      await put(placed._id, 'client', client);
      await t().db.update(orders).set({ createdAt: new Date(`2025-03-0${index + 1}T23:30:00Z`) }).where(eq(orders.id, placed._id));
      mine.push(placed);
    }
    other = (await place([line(shop.products.libre)])) as OrderSummary;
  });

  /** The inbox's answer, with the counts and the pagination beside `data`. */
  const inbox = async (query: string) =>
    (await t().call('GET', `/commandes${query}`, { token: shop.admin.token })) as CallResult & {
      body: CallResult['body'] & { pagination: Pagination; compteurs: OrderCounts };
    };

  it('lists a page newest first with the pagination and the counts of every tab', async () => {
    const { status, body } = await inbox('?limit=2');
    expect(status).toBe(200);
    expect(body.message).toBe(ORDER_MESSAGES.listed);
    expect(body.data).toHaveLength(2);
    expect(body.data[0].createdAt >= body.data[1].createdAt).toBe(true);
    expect(body.pagination).toMatchObject({ current: 1, limit: 2, hasPrev: false, hasNext: true });
    const total = ORDER_STATUSES.reduce((sum, tab) => sum + body.compteurs[tab], 0);
    expect(body.pagination.total).toBe(total);
    expect(body.compteurs.nouvelle).toBeGreaterThanOrEqual(4);
    // A summary names the customer and the amounts, no line.
    expect(body.data[0]).toMatchObject({ statut: expect.any(String), client: expect.any(Object), paiement: { payee: expect.any(Boolean) } });
    expect(body.data[0].lignes).toBeUndefined();
  });

  it('keeps a page to two queries, whatever its size', async () => {
    const { queries, result } = await countQueries(t().db, () => inbox('?limit=100'));
    expect(result.status).toBe(200);
    expect(result.body.data.length).toBeGreaterThan(5);
    // The session check of the token, the counts, the page.
    expect(queries).toBeLessThanOrEqual(4);
  });

  it('reads the inbox as it opens (no search, no days) and its counts in one statement, with the same counts', async () => {
    const opened = await countQueries(t().db, () => inbox('?limit=100'));
    const filtered = await countQueries(t().db, () => inbox('?limit=100&from=2000-01-01'));
    expect(opened.queries).toBe(filtered.queries - 1);
    // The counts the triggers keep are the orders counted.
    expect(opened.result.body.compteurs).toEqual(filtered.result.body.compteurs);
    expect(opened.result.body.pagination).toEqual(filtered.result.body.pagination);
    const tab = await inbox('?status=nouvelle&limit=1');
    expect(tab.body.pagination.total).toBe(opened.result.body.compteurs.nouvelle);
    // A page past the last order still has its counts.
    const past = await inbox('?page=999');
    expect(past.body.data).toEqual([]);
    expect(past.body.compteurs).toEqual(opened.result.body.compteurs);
  });

  it('marks "Sans suite" an order still new after 72 hours, in its tab and its count', async () => {
    const { body } = await inbox('?status=sans_suite&from=2025-03-01&to=2025-03-31');
    expect(body.data.map((o: OrderSummary) => o.reference).sort()).toEqual(mine.map((o) => o.reference).sort());
    expect(body.data.every((o: OrderSummary) => o.sansSuite && o.statut === 'nouvelle')).toBe(true);
    expect(body.compteurs).toMatchObject({ nouvelle: 3, sans_suite: 3, confirmee: 0 });
    const fresh = await t().call('GET', `/commandes/${other._id}`, { token: shop.admin.token });
    expect(fresh.body.data.sansSuite).toBe(false);
  });

  it('finds orders by reference, by name (accents and case aside) and by phone digits', async () => {
    const search = async (text: string) => (await inbox(`?search=${encodeURIComponent(text)}`)).body.data.map((o: OrderSummary) => o.reference);
    expect(await search(mine[0].reference.slice(-9).toLowerCase())).toEqual([mine[0].reference]);
    expect(await search('aissatou')).toEqual([mine[0].reference]);
    expect(await search('NDIAYE')).toEqual([mine[0].reference]);
    expect(await search('77 123 45')).toEqual([mine[0].reference]);
    expect(await search('+221765554433')).toEqual([mine[1].reference]);
    expect(await search('33612')).toEqual([mine[2].reference]);
    expect(await search('personne-de-ce-nom')).toEqual([]);
    // % and _ are letters like the others.
    expect(await search('%')).toEqual([]);
  });

  it('filters by days in Dakar, both included, and counts the tabs for the same days', async () => {
    const { body } = await inbox('?from=2025-03-02&to=2025-03-03');
    expect(body.data.map((o: OrderSummary) => o.reference).sort()).toEqual([mine[1].reference, mine[2].reference].sort());
    expect(body.compteurs.nouvelle).toBe(2);
    expect(body.pagination.total).toBe(2);
    // 23:30 UTC on 1 March is 1 March in Dakar.
    const first = await inbox('?from=2025-03-01&to=2025-03-01');
    expect(first.body.data.map((o: OrderSummary) => o.reference)).toEqual([mine[0].reference]);
  });

  it('answers a page past the last with an empty list and the true page count', async () => {
    const { body } = await inbox('?from=2025-03-01&to=2025-03-31&limit=2&page=9');
    expect(body.data).toEqual([]);
    expect(body.pagination).toMatchObject({ current: 9, pages: 2, total: 3, hasNext: false });
  });

  it('refuses a malformed query in French', async () => {
    const refusals: [string, string, string][] = [
      ['?status=perdue', 'status', ORDER_VALIDATION.statusInvalid],
      ['?from=2025-02-30', 'from', ORDER_VALIDATION.dateInvalid],
      ['?from=2025-03-05&to=2025-03-01', 'from', ORDER_VALIDATION.dateRangeInvalid],
      ['?limit=101', 'limit', ORDER_VALIDATION.limitInvalid],
      ['?page=0', 'page', ORDER_VALIDATION.pageInvalid],
      [`?search=${'a'.repeat(101)}`, 'search', ORDER_VALIDATION.searchTooLong],
    ];
    for (const [query, field, message] of refusals) {
      const { status, body } = await inbox(query);
      expect(status, query).toBe(400);
      expect(body.data.errors[field], query).toBe(message);
    }
  });

  it("gives the sidebar's counts in one cheap call", async () => {
    const { status, body } = await t().call('GET', '/commandes/compteurs', { token: shop.admin.token });
    expect(status).toBe(200);
    expect(body.data.nouvelle).toBeGreaterThanOrEqual(4);
    expect(Object.keys(body.data).sort()).toEqual(['annulee', 'confirmee', 'en_livraison', 'livree', 'nouvelle', 'sans_suite']);
  });
});

describe("an order's life", () => {
  it('is confirmed, shipped and delivered, each step in its history and the activity feed, the stock taken once', async () => {
    const placed = await place([line(shop.products.whey, 2), line(shop.products.libre, 1)], { zoneId: shop.zones.plateau._id });
    const before = await stockOf(shop.products.whey);
    const confirmed = await act(placed._id, 'confirmer');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ message: ORDER_MESSAGES.confirmed, data: { statut: 'confirmee' } });
    expect(confirmed.body.data.confirmeeLe).toEqual(expect.any(String));
    // The storefront shows the new stock at once; an untracked stock stays untracked.
    expect(await stockOf(shop.products.whey)).toBe((before as number) - 2);
    expect(await stockOf(shop.products.libre)).toBeNull();
    const movements = await t().db.select().from(stockMovements).where(eq(stockMovements.orderId, placed._id));
    expect(movements).toEqual([expect.objectContaining({ productId: shop.products.whey._id, delta: -2, avant: before, apres: (before as number) - 2, motif: 'confirmation', actorId: shop.admin.id })]);

    expect((await act(placed._id, 'expedier')).body.data.statut).toBe('en_livraison');
    const delivered = await act(placed._id, 'livrer');
    expect(delivered.body.data).toMatchObject({ statut: 'livree', livreeLe: expect.any(String) });
    expect(delivered.body.data.historique.map((e: { type: string; de: string | null; vers: string | null; acteur: string | null }) => [e.type, e.de, e.vers, e.acteur])).toEqual([
      ['creation', null, 'nouvelle', null],
      ['confirmation', 'nouvelle', 'confirmee', 'Awa Diop'],
      ['expedition', 'confirmee', 'en_livraison', 'Awa Diop'],
      ['livraison', 'en_livraison', 'livree', 'Awa Diop'],
    ]);
    // Delivered keeps the stock taken.
    expect(await stockOf(shop.products.whey)).toBe((before as number) - 2);
    const feed = await t().db.select().from(activityLog).where(eq(activityLog.entityId, placed._id));
    expect(feed.map((entry) => entry.action).sort()).toEqual(['order.confirm', 'order.create', 'order.deliver', 'order.ship']);
    expect(feed.every((entry) => entry.subtitle === placed.reference)).toBe(true);
    // And an ordinary administrator sees them in the dashboard's feed.
    const recent = await t().call('GET', '/dashboard/recent-activity?limit=100', { token: shop.admin.token });
    expect(recent.body.data.some((item: { action: string; subtitle: string }) => item.action === 'order.deliver' && item.subtitle === placed.reference)).toBe(true);
  });

  it('refuses an action its status does not allow, with 409 and the status', async () => {
    const placed = await place([line(shop.products.libre)]);
    const early = await act(placed._id, 'livrer');
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'order_status_conflict', message: 'Impossible de marquer comme livrée une commande nouvelle.', data: { statut: 'nouvelle' } });
    await act(placed._id, 'annuler', { motif: 'Client injoignable' });
    const late = await act(placed._id, 'confirmer');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Impossible de confirmer une commande annulée.');
    expect((await act(placed._id, 'annuler', { motif: 'Encore' })).status).toBe(409);
  });

  it('refuses a confirmation when the stock is short, naming the product and what is left, and takes nothing', async () => {
    const product = await createProduct(t(), shop.admin, shop.categoryId, { nom: 'Spiruline en poudre', prix: 9_000, stock: 3 });
    const first = await place([line(product, 2), line(shop.products.whey, 1)]);
    const second = await place([line(product, 2)]);
    const wheyBefore = await stockOf(shop.products.whey);
    expect((await act(second._id, 'confirmer')).status).toBe(200);
    const refused = await act(first._id, 'confirmer');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'insufficient_stock',
      message: "Stock insuffisant pour Spiruline en poudre : il n'en reste que 1.",
      data: { produitId: product._id, nom: 'Spiruline en poudre', stock: 1 },
    });
    // Nothing of the refused confirmation was taken, the whey included; the order stays new.
    expect(await stockOf(product)).toBe(1);
    expect(await stockOf(shop.products.whey)).toBe(wheyBefore);
    expect((await t().call('GET', `/commandes/${first._id}`, { token: shop.admin.token })).body.data.statut).toBe('nouvelle');
  });

  it('never gives the same last unit to two administrators confirming at once', async () => {
    const product = await createProduct(t(), shop.admin, shop.categoryId, { nom: 'Mélatonine 5 mg', prix: 7_000, stock: 1 });
    const a = await place([line(product)]);
    const b = await place([line(product)]);
    const answers = await Promise.all([act(a._id, 'confirmer', undefined, shop.admin.token), act(b._id, 'confirmer', undefined, boss.token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body).toMatchObject({ code: 'insufficient_stock', message: "Stock insuffisant pour Mélatonine 5 mg : il n'en reste plus.", data: { stock: 0 } });
    expect(await stockOf(product)).toBe(0);
    const movements = await t().db.select().from(stockMovements).where(eq(stockMovements.productId, product._id));
    expect(movements).toHaveLength(1);
  });

  it('confirms one order once when two administrators press at once', async () => {
    const product = await createProduct(t(), shop.admin, shop.categoryId, { nom: 'Zinc 50 mg', prix: 4_000, stock: 10 });
    const placed = await place([line(product, 3)]);
    const answers = await Promise.all([act(placed._id, 'confirmer', undefined, shop.admin.token), act(placed._id, 'confirmer', undefined, boss.token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await stockOf(product)).toBe(7);
  });

  it('gives the stock back when a confirmed order is cancelled, with its reason; a new one gives nothing', async () => {
    const product = await createProduct(t(), shop.admin, shop.categoryId, { nom: 'Magnésium bisglycinate', prix: 11_000, stock: 6 });
    const placed = await place([line(product, 4)]);
    await act(placed._id, 'confirmer');
    expect(await stockOf(product)).toBe(2);
    const refusedReason = await act(placed._id, 'annuler', { motif: '  ' });
    expect(refusedReason.status).toBe(400);
    expect(refusedReason.body.data.errors.motif).toBe(ORDER_VALIDATION.cancelReasonRequired);
    const cancelled = await act(placed._id, 'annuler', { motif: 'Le client a changé d’avis' });
    expect(cancelled.body.data).toMatchObject({ statut: 'annulee', motifAnnulation: 'Le client a changé d’avis', annuleeLe: expect.any(String) });
    expect(await stockOf(product)).toBe(6);
    const movements = await t().db.select().from(stockMovements).where(eq(stockMovements.orderId, placed._id));
    expect(movements.map((m) => [m.motif, m.delta, m.avant, m.apres])).toEqual([
      ['confirmation', -4, 6, 2],
      ['annulation', 4, 2, 6],
    ]);
    const unconfirmed = await place([line(product, 1)]);
    await act(unconfirmed._id, 'annuler', { motif: 'Doublon' });
    expect(await stockOf(product)).toBe(6);
  });

  it('keeps an order readable, lines and all, when its product is deleted', async () => {
    const product = await createProduct(t(), shop.admin, shop.categoryId, { nom: 'Biotine 10 000 mcg', prix: 6_500, stock: 8 });
    const placed = await place([line(product, 2)]);
    await act(placed._id, 'confirmer');
    expect((await t().call('DELETE', `/produits/${product._id}`, { token: shop.admin.token })).status).toBe(200);
    const read = await t().call('GET', `/commandes/${placed._id}`, { token: shop.admin.token });
    expect(read.status).toBe(200);
    expect(read.body.data.lignes).toEqual([{ produitId: null, nom: 'Biotine 10 000 mcg', prixUnitaire: 6_500, quantite: 2, total: 13_000 }]);
    expect(read.body.data.sousTotal).toBe(13_000);
    // Cancelling it gives back nothing to a product that is gone, and does not fail.
    expect((await act(placed._id, 'annuler', { motif: 'Produit retiré' })).status).toBe(200);
  });
});

describe('edits', () => {
  it('changes the lines while the order is new: a kept product keeps its price, a new one is priced now', async () => {
    const product = await createProduct(t(), shop.admin, shop.categoryId, { nom: 'Ashwagandha', prix: 8_000, stock: 20 });
    const placed = await place([line(product, 1), line(shop.products.libre, 1)]);
    // The price changes after the order.
    await t().call('PUT', `/produits/${product._id}`, { token: shop.admin.token, json: { nom: 'Ashwagandha', prix: 9_500, typeProduit: shop.categoryId } });
    const edited = await put(placed._id, 'lignes', { lignes: [line(product, 3), line(shop.products.promo, 1)] });
    expect(edited.status).toBe(200);
    expect(edited.body.data.lignes).toEqual([
      { produitId: product._id, nom: 'Ashwagandha', prixUnitaire: 8_000, quantite: 3, total: 24_000 },
      { produitId: shop.products.promo._id, nom: 'Vitamine C 1000 mg', prixUnitaire: 8_000, quantite: 1, total: 8_000 },
    ]);
    expect(edited.body.data).toMatchObject({ sousTotal: 32_000, total: 32_000, nbArticles: 4, nbLignes: 2 });
    const event = edited.body.data.historique.at(-1);
    expect(event).toMatchObject({ type: 'lignes', acteur: 'Awa Diop', details: { sousTotalAvant: 11_500, sousTotal: 32_000 } });
    // More than the stock is refused, as for the shopper.
    const short = await put(placed._id, 'lignes', { lignes: [line(product, 21)] });
    expect(short.status).toBe(409);
    expect(short.body.code).toBe('insufficient_stock');
  });

  it('refuses to change the lines once the order is confirmed', async () => {
    const placed = await place([line(shop.products.libre, 1)]);
    await act(placed._id, 'confirmer');
    const refused = await put(placed._id, 'lignes', { lignes: [line(shop.products.libre, 5)] });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'order_status_conflict', message: ORDER_MESSAGES.linesLocked });
    const read = await t().call('GET', `/commandes/${placed._id}`, { token: shop.admin.token });
    expect(read.body.data.lignes[0].quantite).toBe(1);
  });

  it("sets the zone and a fee quoted by hand for a zone 'frais à confirmer', until the order leaves", async () => {
    const placed = await place([line(shop.products.libre, 2)], { zoneId: shop.zones.autre._id });
    expect(placed).toMatchObject({ fraisLivraison: null, total: 7_000 });
    const quoted = await put(placed._id, 'livraison', { zoneId: shop.zones.autre._id, fraisLivraison: 3_000, pointDeRepere: 'Rond-point Keur Massar' });
    expect(quoted.body.data).toMatchObject({ fraisLivraison: 3_000, total: 10_000, pointDeRepere: 'Rond-point Keur Massar' });
    // An inactive zone may be chosen by an administrator; its fee is taken when none is given.
    const moved = await put(placed._id, 'livraison', { zoneId: shop.zones.fermee._id, fraisLivraison: null, pointDeRepere: null });
    expect(moved.body.data).toMatchObject({ fraisLivraison: 4_000, total: 11_000, zone: { nom: shop.zones.fermee.nom } });
    await act(placed._id, 'confirmer');
    await act(placed._id, 'expedier');
    const late = await put(placed._id, 'livraison', { zoneId: null });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(ORDER_MESSAGES.deliveryLocked);
  });

  it("records the customer's name and phone, checked as a phone number, and says in the history only what changed", async () => {
    const placed = await place([line(shop.products.libre)]);
    for (const telephone of ['12345', '77 12', '+221 12 345 67 89', 'abcdefghi', '+221 77 123 45 678']) {
      const refused = await put(placed._id, 'client', { nom: 'Fatou Sow', telephone });
      expect(refused.status, telephone).toBe(400);
      expect(refused.body.data.errors.telephone).toBe(ORDER_VALIDATION.customerPhoneInvalid);
    }
    const saved = await put(placed._id, 'client', { nom: '  Fatou Sow ', telephone: '00221 77-123.45.67' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.client).toEqual({ nom: 'Fatou Sow', telephone: '+221771234567' });
    // A field left out keeps its value; null clears it.
    const renamed = await put(placed._id, 'client', { nom: 'Fatou Sow Ndiaye' });
    expect(renamed.body.data.client).toEqual({ nom: 'Fatou Sow Ndiaye', telephone: '+221771234567' });
    expect(renamed.body.data.historique.at(-1).details).toEqual({ champs: ['nom'] });
    const cleared = await put(placed._id, 'client', { telephone: null });
    expect(cleared.body.data.client).toEqual({ nom: 'Fatou Sow Ndiaye', telephone: null });
    const again = await put(placed._id, 'client', { nom: 'Fatou Sow', telephone: '00221 77-123.45.67' });
    expect(saved.body.data.historique.at(-1)).toMatchObject({ type: 'client', details: { champs: ['nom', 'telephone'] } });
    expect(JSON.stringify(again.body.data.historique)).not.toContain('771234567');
    // Nor in the activity feed.
    const feed = await t().db.select().from(activityLog).where(eq(activityLog.entityId, placed._id));
    expect(JSON.stringify(feed)).not.toMatch(/771234567|Fatou/);
    // 'Écrire au client' opens their WhatsApp with a message suited to the status.
    const message = customerMessage(again.body.data);
    expect(message).toContain(`Bonjour Fatou Sow,\nMerci pour votre commande ${placed.reference}`);
    expect(customerWhatsAppLink(again.body.data.client.telephone, message)).toMatch(/^https:\/\/wa\.me\/221771234567\?text=Bonjour/);
    // A point de repère the shopper gave is read back to them rather than asked for again.
    const zone = { _id: null, nom: 'Mermoz', delai: '24 h' };
    const asked = { ...again.body.data, zone, pointDeRepere: null };
    expect(customerMessage(asked)).toContain('Pouvez-vous nous confirmer votre quartier (Mermoz) et un point de repère pour la livraison ?');
    expect(customerMessage({ ...asked, pointDeRepere: 'Derrière la boulangerie Jaune' })).toContain(
      "Nous vous livrons à Mermoz, Derrière la boulangerie Jaune : pouvez-vous nous confirmer que c'est bien cela ?",
    );
    expect(customerMessage({ ...asked, zone: null, pointDeRepere: 'Derrière la boulangerie Jaune' })).toContain(
      'Point de repère noté : Derrière la boulangerie Jaune. Pouvez-vous nous indiquer votre quartier pour la livraison ?',
    );
  });

  it('records the payment, its method and reference, and can undo it', async () => {
    const placed = await place([line(shop.products.libre)]);
    const missing = await put(placed._id, 'paiement', { payee: true });
    expect(missing.status).toBe(400);
    expect(missing.body.data.errors.methode).toBe(ORDER_VALIDATION.paymentMethodRequired);
    const wrong = await put(placed._id, 'paiement', { payee: true, methode: 'carte' });
    expect(wrong.body.data.errors.methode).toBe(ORDER_VALIDATION.paymentMethodInvalid);
    const paid = await put(placed._id, 'paiement', { payee: true, methode: 'wave', reference: 'WAVE-8F3K2' });
    expect(paid.body.data.paiement).toMatchObject({ payee: true, methode: 'wave', reference: 'WAVE-8F3K2', payeeLe: expect.any(String) });
    const corrected = await put(placed._id, 'paiement', { payee: true, methode: 'orange_money', reference: 'OM-123' });
    expect(corrected.body.data.paiement.payeeLe).toBe(paid.body.data.paiement.payeeLe);
    const undone = await put(placed._id, 'paiement', { payee: false });
    expect(undone.body.data.paiement).toEqual({ payee: false, methode: null, reference: null, payeeLe: null, verifie: false });
  });

  it('keeps an internal note', async () => {
    const placed = await place([line(shop.products.libre)]);
    const noted = await put(placed._id, 'note', { noteInterne: 'Livrer après 18h, portail bleu' });
    expect(noted.body.data.noteInterne).toBe('Livrer après 18h, portail bleu');
    const tooLong = await put(placed._id, 'note', { noteInterne: 'x'.repeat(2_001) });
    expect(tooLong.body.data.errors.noteInterne).toBe(ORDER_VALIDATION.internalNoteMax);
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    const unknown = await t().call('GET', '/commandes/00000000-0000-4000-8000-000000000000', { token: shop.admin.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'order_not_found', message: ORDER_MESSAGES.notFound });
    expect((await act('00000000-0000-4000-8000-000000000000', 'confirmer')).status).toBe(404);
    expect((await t().call('GET', '/commandes/pas-un-id', { token: shop.admin.token })).body.code).toBe('invalid_id');
  });
});

describe("'Nouvelle commande'", () => {
  it('records an order taken by phone with its customer, priced by the server, by the administrator', async () => {
    const answer = await t().call('POST', '/commandes/admin', {
      token: shop.admin.token,
      json: {
        lignes: [line(shop.products.whey, 1)],
        zoneId: shop.zones.plateau._id,
        client: { nom: 'Ousmane Diallo', telephone: '78 900 11 22' },
        note: 'Commande passée par téléphone',
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      source: 'admin',
      statut: 'nouvelle',
      client: { nom: 'Ousmane Diallo', telephone: '+221789001122' },
      sousTotal: 25_000,
      fraisLivraison: 1_500,
      total: 26_500,
      historique: [{ type: 'creation', acteur: 'Awa Diop' }],
    });
    const refused = await t().call('POST', '/commandes/admin', { token: shop.admin.token, json: { lignes: [line(shop.products.whey)], client: { telephone: '123' } } });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors['client.telephone']).toBe(ORDER_VALIDATION.customerPhoneInvalid);
  });
});

describe('the counts of the tabs', () => {
  it('stay those of the orders, kept by the database through every change of status', async () => {
    const { body } = await t().call('GET', '/commandes/compteurs', { token: shop.admin.token });
    const counted = (await t().db.execute(sql`
      select statut::text as statut, count(*)::integer as n,
        (count(*) filter (where statut = 'nouvelle' and created_at < now() - interval '72 hours'))::integer as stale
      from orders group by statut`)) as unknown as { rows: { statut: string; n: number; stale: number }[] };
    const expected: Record<string, number> = { nouvelle: 0, confirmee: 0, en_livraison: 0, livree: 0, annulee: 0, sans_suite: 0 };
    for (const row of counted.rows) {
      expected[row.statut] = Number(row.n);
      expected.sans_suite += Number(row.stale);
    }
    // Every status was reached by the tests above.
    expect(Object.values(expected).every((n) => n > 0)).toBe(true);
    expect(body.data).toEqual(expected);
  });

  it("keep each day's figures those of its orders, for the dashboard", async () => {
    const kept = (await t().db.execute(sql`select jour::text as jour, commandes, comptees, total::integer as total from order_days where commandes > 0 order by jour`)) as unknown as {
      rows: { jour: string; commandes: number; comptees: number; total: number }[];
    };
    const counted = (await t().db.execute(sql`
      select ((created_at at time zone 'UTC')::date)::text as jour, count(*)::integer as commandes,
        (count(*) filter (where statut <> 'annulee' and (statut = 'livree' or payee)))::integer as comptees,
        coalesce(sum(sous_total) filter (where statut <> 'annulee' and (statut = 'livree' or payee)), 0)::integer as total
      from orders group by 1 order by 1`)) as unknown as { rows: { jour: string; commandes: number; comptees: number; total: number }[] };
    expect(counted.rows.some((row) => row.comptees > 0)).toBe(true);
    expect(kept.rows.map((row) => ({ ...row }))).toEqual(counted.rows.map((row) => ({ ...row })));
  });
});

describe('GET /commandes/export.csv', () => {
  it('gives the filtered list as a CSV French Excel opens: BOM, semicolons, French headers; and logs the export', async () => {
    const placed = await place([line(shop.products.libre, 2)], { note: '=HYPERLINK("http://mal.example")' });
    await put(placed._id, 'client', { nom: 'Khady Faye; "la grande"', telephone: '77 234 56 78' });
    await t().db.update(orders).set({ createdAt: new Date('2024-07-14T09:05:00Z') }).where(eq(orders.id, placed._id));
    const response = await t().app.request('/api/v1/commandes/export.csv?from=2024-07-14&to=2024-07-14', { headers: { authorization: `Bearer ${shop.admin.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="commandes-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const rows = text.split('\r\n');
    expect(rows[0]).toBe(ORDER_CSV_HEADERS.join(';'));
    expect(rows).toHaveLength(3);
    expect(rows[2]).toBe('');
    expect(rows[1]).toContain(`${placed.reference};14/07/2024 09:05;Sans suite;"Khady Faye; ""la grande""";'+221 77 234 56 78;`);
    expect(rows[1]).toContain(';2;7000;;7000;Non;;;2 × Curcuma bio;');
    // A cell that would start a formula is quoted as text.
    expect(rows[1]).toContain(`"'=HYPERLINK(""http://mal.example"")"`);
    const [entry] = await t().db.select().from(activityLog).where(eq(activityLog.action, 'order.export')).orderBy(sql`${activityLog.id} desc`).limit(1);
    expect(entry).toMatchObject({ actorId: shop.admin.id, title: 'Export CSV des commandes', subtitle: '1 commande' });
    expect(entry.details).toMatchObject({ du: '2024-07-14', au: '2024-07-14', recherche: false, lignes: 1 });
  });

  it('refuses a malformed filter in the envelope', async () => {
    const { status, body } = await t().call('GET', '/commandes/export.csv?status=perdue', { token: shop.admin.token });
    expect(status).toBe(400);
    expect(body.data.errors.status).toBe(ORDER_VALIDATION.statusInvalid);
  });
});
