// POST /commandes: the shopper's order, recorded when 'Commander via WhatsApp' is pressed — priced by the server,
// checked, numbered without gap or duplicate, recorded once per idempotency key, refused in French with nothing
// stored, and rate-limited per client address.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderCounters, orderLines, orders } from '@/server/db/schema';
import { type OrderCatalogue, createProduct, line, newKey, orderCatalogue, orderTableCounts } from '@test/order-fixtures';
import { useTestBackend } from '@test/harness';
import { ORDER_MESSAGES, ORDER_VALIDATION } from '@/shared/orders/messages';
import { orderMessageHeader } from '@/shared/orders/schemas';
import type { PublicOrder } from '@/shared/orders/answers';

// Each case sends from its own client address (X-Forwarded-For): the rate limit is tested on its own.
const t = useTestBackend({ env: { TRUST_PROXY: 'true', RATE_LIMIT_ORDER: '1000/60' } });
let shop: OrderCatalogue;
let address = 0;

beforeAll(async () => {
  shop = await orderCatalogue(t());
});

const order = (json: unknown, headers: Record<string, string> = {}) =>
  t().call('POST', '/commandes', { json, headers: { 'x-forwarded-for': `203.0.113.${(address++ % 250) + 1}`, ...headers } });

const month = () => new Date().toISOString().slice(2, 7).replace('-', '');

describe('POST /commandes', () => {
  it('records the order priced by the server, whatever price the cart sent, and answers its reference and totals', async () => {
    const { whey, promo } = shop.products;
    const answer = await order({
      lignes: [
        { produitId: whey._id, quantite: 2, prix: 1, prixUnitaire: 1, nom: 'Gratuit' },
        { produitId: promo._id, quantite: 1, prixApresPromotion: 5 },
      ],
      zoneId: shop.zones.plateau._id,
      pointDeRepere: 'En face de la pharmacie Guigon',
      note: 'Appeler avant de passer',
      idempotencyKey: newKey(),
      total: 3,
      sousTotal: 3,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, status: 201, message: ORDER_MESSAGES.created });
    const placed: PublicOrder = answer.body.data;
    expect(placed.reference).toMatch(new RegExp(`^CMD-${month()}-\\d{4}$`));
    expect(placed.lignes).toEqual([
      { produitId: whey._id, nom: 'Whey protéine vanille 2 lb', prixUnitaire: 25_000, quantite: 2, total: 50_000 },
      // The price paid: 10 000 less 20 %.
      { produitId: promo._id, nom: 'Vitamine C 1000 mg', prixUnitaire: 8_000, quantite: 1, total: 8_000 },
    ]);
    expect(placed).toMatchObject({
      sousTotal: 58_000,
      fraisLivraison: 1_500,
      total: 59_500,
      zone: { _id: shop.zones.plateau._id, nom: shop.zones.plateau.nom, delai: '24h' },
    });
    // What is stored is what was answered, with the shopper's landmark and note, and no customer yet.
    const [stored] = await t().db.select().from(orders).where(eq(orders.reference, placed.reference));
    expect(stored).toMatchObject({
      statut: 'nouvelle',
      source: 'site',
      sousTotal: 58_000,
      fraisLivraison: 1_500,
      total: 59_500,
      nbArticles: 3,
      nbLignes: 2,
      pointDeRepere: 'En face de la pharmacie Guigon',
      note: 'Appeler avant de passer',
      clientNom: null,
      clientTelephone: null,
      stockPris: false,
    });
    const lines = await t().db.select().from(orderLines).where(eq(orderLines.orderId, stored.id));
    expect(lines.map((l) => [l.nom, l.prixUnitaire, l.quantite])).toEqual([
      ['Whey protéine vanille 2 lb', 25_000, 2],
      ['Vitamine C 1000 mg', 8_000, 1],
    ]);
    // Nothing is taken from stock before the confirmation.
    const product = await t().call('GET', `/produits/${whey._id}`);
    expect(product.body.data.stock).toBe(10);
    // The WhatsApp message starts with the reference and the server's totals.
    expect(orderMessageHeader(placed)).toBe(
      [`Commande ${placed.reference}`, 'Sous-total : 58\u00a0000\u00a0FCFA', `Livraison (${shop.zones.plateau.nom}) : 1\u00a0500\u00a0FCFA`, 'Total : 59\u00a0500\u00a0FCFA'].join('\n'),
    );
  });

  it('orders without a zone, or with a zone whose fee is to be confirmed: no fee, a total without delivery', async () => {
    const none = await order({ lignes: [line(shop.products.libre, 3)], idempotencyKey: newKey() });
    expect(none.status).toBe(201);
    expect(none.body.data).toMatchObject({ sousTotal: 10_500, fraisLivraison: null, total: 10_500, zone: null });
    expect(orderMessageHeader(none.body.data)).toContain('Livraison : quartier à préciser, frais à confirmer');
    const elsewhere = await order({ lignes: [line(shop.products.libre)], zoneId: shop.zones.autre._id, idempotencyKey: newKey() });
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.body.data).toMatchObject({ fraisLivraison: null, total: 3_500, zone: { nom: shop.zones.autre.nom } });
    expect(orderMessageHeader(elsewhere.body.data)).toContain('Total hors livraison : 3\u00a0500\u00a0FCFA');
  });

  it('never makes two orders of one idempotency key: the same order again, with 200', async () => {
    const key = newKey();
    const body = { lignes: [line(shop.products.libre, 2)], idempotencyKey: key };
    const first = await order(body);
    const again = await order({ ...body, lignes: [line(shop.products.libre, 9)] });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(ORDER_MESSAGES.alreadyRecorded);
    expect(again.body.data).toEqual(first.body.data);
    // At once, too: the same key sent twice together.
    const racing = newKey();
    const both = await Promise.all([order({ ...body, idempotencyKey: racing }), order({ ...body, idempotencyKey: racing })]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(both[0].body.data.reference).toBe(both[1].body.data.reference);
    const stored = await t().db.select({ id: orders.id }).from(orders).where(sql`${orders.idempotencyKey} in (${key}, ${racing})`);
    expect(stored).toHaveLength(2);
  });

  it('gives 100 orders sent at once 100 distinct references that follow each other, without gap', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => order({ lignes: [line(shop.products.libre)], idempotencyKey: newKey() })));
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    const numbers = answers.map((answer) => Number(answer.body.data.reference.split('-')[2])).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(100);
    expect(numbers[99] - numbers[0]).toBe(99);
    // And the month's counter stands at the last of them.
    const [counter] = await t().db.select().from(orderCounters).where(eq(orderCounters.mois, month()));
    expect(counter.dernier).toBe(numbers[99]);
  });

  it('goes on with five digits past the 9 999th order of a month', async () => {
    await t().db.update(orderCounters).set({ dernier: 9_999 }).where(eq(orderCounters.mois, month()));
    const answer = await order({ lignes: [line(shop.products.libre)], idempotencyKey: newKey() });
    expect(answer.body.data.reference).toBe(`CMD-${month()}-10000`);
  });

  describe('refuses, in French, and stores nothing — not even a reference number', () => {
    const key = newKey();
    const cases: [string, () => Promise<{ status: number; body: { code?: string; message: string; data: unknown } }>, number, string, string, Record<string, unknown>?][] = [
      ['an unknown product', () => order({ lignes: [{ produitId: '00000000-0000-4000-8000-000000000000', quantite: 1 }], idempotencyKey: key }), 400, 'validation_failed', ORDER_MESSAGES.productUnknown, { 'lignes.0.produitId': ORDER_MESSAGES.productUnknown }],
      ['an unknown zone', () => order({ lignes: [line(shop.products.libre)], zoneId: '00000000-0000-4000-8000-000000000000', idempotencyKey: key }), 400, 'validation_failed', ORDER_MESSAGES.zoneUnknown],
      ['a zone no longer offered', () => order({ lignes: [line(shop.products.libre)], zoneId: shop.zones.fermee._id, idempotencyKey: key }), 400, 'validation_failed', ORDER_MESSAGES.zoneUnknown],
      ['a quantity of 0', () => order({ lignes: [line(shop.products.libre, 0)], idempotencyKey: key }), 400, 'validation_failed', ORDER_VALIDATION.quantityInvalid],
      ['a quantity of -1', () => order({ lignes: [line(shop.products.libre, -1)], idempotencyKey: key }), 400, 'validation_failed', ORDER_VALIDATION.quantityInvalid],
      ['a quantity of 1.5', () => order({ lignes: [line(shop.products.libre, 1.5)], idempotencyKey: key }), 400, 'validation_failed', ORDER_VALIDATION.quantityInvalid],
      ['a quantity as text', () => order({ lignes: [{ produitId: shop.products.libre._id, quantite: '2' }], idempotencyKey: key }), 400, 'validation_failed', ORDER_VALIDATION.quantityInvalid],
      ['no line', () => order({ lignes: [], idempotencyKey: key }), 400, 'validation_failed', ORDER_VALIDATION.linesRequired],
      [
        '51 lines',
        () => order({ lignes: Array.from({ length: 51 }, (_, i) => ({ produitId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, quantite: 1 })), idempotencyKey: key }),
        400,
        'validation_failed',
        ORDER_VALIDATION.linesMax,
      ],
      ['the same product twice', () => order({ lignes: [line(shop.products.libre), line(shop.products.libre, 2)], idempotencyKey: key }), 400, 'validation_failed', ORDER_VALIDATION.lineDuplicate],
      ['no idempotency key', () => order({ lignes: [line(shop.products.libre)] }), 400, 'validation_failed', ORDER_VALIDATION.idempotencyKeyRequired],
      ['a short idempotency key', () => order({ lignes: [line(shop.products.libre)], idempotencyKey: 'abc' }), 400, 'validation_failed', ORDER_VALIDATION.idempotencyKeyInvalid],
      [
        'more than the stock',
        () => order({ lignes: [line(shop.products.libre), line(shop.products.whey, 11)], idempotencyKey: key }),
        409,
        'insufficient_stock',
        "Stock insuffisant pour Whey protéine vanille 2 lb : il n'en reste que 10.",
      ],
      ['a product flagged out of stock', () => order({ lignes: [line(shop.products.rupture)], idempotencyKey: key }), 409, 'insufficient_stock', 'Collagène marin est actuellement en rupture de stock'],
      [
        'a body over 16 KB',
        () => order({ lignes: [line(shop.products.libre)], idempotencyKey: key, note: 'x'.repeat(17 * 1024) }),
        413,
        'body_too_large',
        'La requête est trop volumineuse',
      ],
      ['a landmark of 201 characters', () => order({ lignes: [line(shop.products.libre)], idempotencyKey: key, pointDeRepere: 'x'.repeat(201) }), 400, 'validation_failed', ORDER_VALIDATION.landmarkMax],
      ['a body that is not JSON', () => t().call('POST', '/commandes', { body: '{"lignes":', headers: { 'content-type': 'application/json' } }), 400, 'invalid_json', 'Le corps de la requête doit être un JSON valide'],
    ];
    for (const [name, send, status, code, message, fields] of cases) {
      it(`${name}: ${status} '${message.slice(0, 50)}'`, async () => {
        const before = await orderTableCounts(t());
        const answer = await send();
        expect(answer.status).toBe(status);
        expect(answer.body).toMatchObject({ success: false, status, code, message });
        if (fields) expect((answer.body.data as { errors: unknown }).errors).toMatchObject(fields);
        expect(await orderTableCounts(t())).toEqual(before);
      });
    }

    it('a total over 1 000 000 000 FCFA, which no order of the shop reaches', async () => {
      const product = await createProduct(t(), shop.admin, shop.categoryId, { nom: 'Lot de gros', prix: 100_000_000 });
      const before = await orderTableCounts(t());
      const answer = await order({ lignes: [line(product, 11)], idempotencyKey: newKey() });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'validation_failed', message: ORDER_MESSAGES.totalTooHigh, data: { errors: { lignes: ORDER_MESSAGES.totalTooHigh } } });
      expect(await orderTableCounts(t())).toEqual(before);
    });

    it('names the product and what is left when the stock is short', async () => {
      const answer = await order({ lignes: [line(shop.products.whey, 12)], idempotencyKey: newKey() });
      expect(answer.body.data).toMatchObject({
        produitId: shop.products.whey._id,
        nom: 'Whey protéine vanille 2 lb',
        stock: 10,
        errors: { 'lignes.0.quantite': "Stock insuffisant pour Whey protéine vanille 2 lb : il n'en reste que 10." },
      });
    });
  });
});
