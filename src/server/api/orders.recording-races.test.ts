// Recording orders while administrators confirm others, and a shopper's retry after the shop changed: the order
// statement and a confirmation take their locks in one order (products, then the counts), so neither waits on the
// other in a circle; and an idempotency key that recorded an order is answered with it before anything else is
// checked (docs/decisions/019-order-statuses-and-references.md).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@/server/db/schema';
import { type OrderCatalogue, createProduct, createZone, line, newKey, orderCatalogue } from '@test/order-fixtures';
import { type CallResult, usesPostgres, useTestBackend } from '@test/harness';
import { ORDER_MESSAGES } from '@/shared/orders/messages';

const t = useTestBackend({ env: { RATE_LIMIT_ORDER: '100000/60' } });
let shop: OrderCatalogue;

beforeAll(async () => {
  shop = await orderCatalogue(t());
});

const order = (json: unknown) => t().call('POST', '/commandes', { json });
const confirm = (id: string) => t().call('POST', `/commandes/${id}/confirmer`, { token: shop.admin.token });
const idOf = async (reference: string) => (await t().db.select({ id: orders.id }).from(orders).where(eq(orders.reference, reference)))[0].id;

describe('a retried order (the same idempotency key)', () => {
  it('is answered with the order it recorded once its product ran out', async () => {
    const product = await createProduct(t(), shop.admin, shop.categoryId, { nom: 'Ashwagandha 60 gélules', prix: 9_000, stock: 1 });
    const body = { lignes: [line(product)], idempotencyKey: newKey() };
    const first = await order(body);
    expect(first.status).toBe(201);
    expect((await confirm(await idOf(first.body.data.reference))).status).toBe(200);
    const again = await order(body);
    expect(again.status, again.body.message).toBe(200);
    expect(again.body.message).toBe(ORDER_MESSAGES.alreadyRecorded);
    expect(again.body.data).toEqual(first.body.data);
  });

  it('is answered with the order it recorded once its product was deleted', async () => {
    const product = await createProduct(t(), shop.admin, shop.categoryId, { nom: 'Spiruline 500 mg', prix: 6_500, stock: 4 });
    const body = { lignes: [line(product, 2)], idempotencyKey: newKey() };
    const first = await order(body);
    expect(first.status).toBe(201);
    expect((await t().call('DELETE', `/produits/${product._id}`, { token: shop.admin.token })).status).toBe(200);
    const again = await order(body);
    expect(again.status, again.body.message).toBe(200);
    // As the shop holds it now: the line keeps its name and price, and no longer links to a product.
    const lignes = first.body.data.lignes.map((recorded: object) => ({ ...recorded, produitId: null }));
    expect(again.body.data).toEqual({ ...first.body.data, lignes });
  });

  it('is answered with the order it recorded once its zone was retired', async () => {
    const zone = await createZone(t(), shop.admin, { nom: 'Ngor', frais: 2_000, delai: '24h', position: 30 });
    const body = { lignes: [line(shop.products.libre)], zoneId: zone._id, idempotencyKey: newKey() };
    const first = await order(body);
    expect(first.status).toBe(201);
    expect((await t().call('PUT', `/zones/${zone._id}`, { token: shop.admin.token, json: { actif: false } })).status).toBe(200);
    const again = await order(body);
    expect(again.status, again.body.message).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
  });
});

// PGlite serves one statement at a time: only a server runs these concurrently.
describe.runIf(usesPostgres())('recording and confirming at once on one product', () => {
  it('never deadlocks: no 500, every order recorded, the stock exact', async () => {
    const product = await createProduct(t(), shop.admin, shop.categoryId, { nom: 'Créatine monohydrate 300 g', prix: 15_000, stock: 100_000 });
    const until = Date.now() + 4_000;
    const answers: CallResult[] = [];
    const recorded: string[] = [];
    let confirmed = 0;
    const shopper = async () => {
      while (Date.now() < until) {
        const answer = await order({ lignes: [line(product), line(shop.products.libre)], idempotencyKey: newKey() });
        answers.push(answer);
        if (answer.status === 201) recorded.push(answer.body.data.reference);
      }
    };
    const administrator = async () => {
      while (Date.now() < until || recorded.length > 0) {
        const reference = recorded.shift();
        if (!reference) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          continue;
        }
        const answer = await confirm(await idOf(reference));
        answers.push(answer);
        if (answer.status === 200) confirmed += 1;
      }
    };
    await Promise.all([...Array.from({ length: 6 }, shopper), ...Array.from({ length: 3 }, administrator)]);
    const failed = answers.filter((answer) => answer.status >= 300);
    expect(failed.map((answer) => `${answer.status} ${answer.body.message}`)).toEqual([]);
    expect(confirmed).toBeGreaterThan(10);
    const stock = (await t().call('GET', `/produits/${product._id}`)).body.data.stock;
    expect(stock).toBe(100_000 - confirmed);
  }, 30_000);
});
