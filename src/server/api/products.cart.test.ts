// GET /produits/panier?ids=…: the cart's re-read of current prices and stock.
import { beforeAll, describe, expect, it } from 'vitest';
import { allProducts, formOfProduct } from '@test/catalog-fixtures';
import { type TestAdmin, useTestBackend } from '@test/harness';
import { countQueries } from '@test/query-counter';
import { LIMITS } from '@/shared/constants';
import type { Product } from '@/shared/catalog/answers';

const t = useTestBackend({ seed: true });
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
let admin: TestAdmin;
let catalogue: Product[];

beforeAll(async () => {
  admin = await t().createAdmin({ role: 'admin' });
  catalogue = await allProducts(t());
});

const cart = (ids: string) => t().call('GET', `/produits/panier?ids=${ids}`);

describe('GET /produits/panier', () => {
  it('answers the current products of the ids, to anyone, exactly as the product page reads them', async () => {
    const [a, b, c] = catalogue;
    const { status, body } = await cart(`${c._id},${a._id},${b._id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, status: 200, message: 'Produits du panier récupérés avec succès' });
    expect(body.data.map((p: Product) => p._id).sort()).toEqual([a._id, b._id, c._id].sort());
    const single = await t().call('GET', `/produits/${b._id}`);
    expect(body.data.find((p: Product) => p._id === b._id)).toEqual(single.body.data);
  });

  it('leaves out a product that does not exist, so that the cart can flag it', async () => {
    const [a] = catalogue;
    const { status, body } = await cart(`${UNKNOWN_ID},${a._id}`);
    expect(status).toBe(200);
    expect(body.data.map((p: Product) => p._id)).toEqual([a._id]);
    const none = await cart(UNKNOWN_ID);
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
  });

  it('reads an id once whatever its case or repetition', async () => {
    const [a, b] = catalogue;
    const { body } = await cart(`${a._id.toUpperCase()},${b._id},${a._id}, ${b._id} `);
    expect(body.data.map((p: Product) => p._id).sort()).toEqual([a._id, b._id].sort());
  });

  it('reads a full cart in one query', async () => {
    const ids = catalogue.slice(0, LIMITS.cartLinesMax).map((p) => p._id);
    expect(ids).toHaveLength(LIMITS.cartLinesMax);
    const { result, queries } = await countQueries(t().db, () => cart(ids.join(',')));
    expect(result.status).toBe(200);
    expect(result.body.data).toHaveLength(LIMITS.cartLinesMax);
    expect(queries).toBe(1);
  });

  it("shows an administrator's change of price and stock at once", async () => {
    const product = catalogue.find((p) => !p.enRupture && p.stock !== 0 && p.pourcentPromotion === 0) as Product;
    const before = await cart(product._id);
    expect(before.body.data[0]).toMatchObject({ prix: product.prix, enRupture: false });

    const repriced = await t().call('PUT', `/produits/${product._id}`, {
      token: admin.token,
      body: formOfProduct(product, { prix: product.prix + 1500, stock: 2, motifStock: 'Inventaire' }),
    });
    expect(repriced.status).toBe(200);
    expect((await cart(product._id)).body.data[0]).toMatchObject({ prix: product.prix + 1500, prixApresPromotion: product.prix + 1500, stock: 2 });

    await t().call('PUT', `/produits/${product._id}`, { token: admin.token, body: formOfProduct(product, { enRupture: true, motifStock: 'Inventaire' }) });
    expect((await cart(product._id)).body.data[0]).toMatchObject({ prix: product.prix, enRupture: true });

    await t().call('DELETE', `/produits/${product._id}`, { token: admin.token });
    expect((await cart(product._id)).body.data).toEqual([]);
  });

  it.each([
    ['without ids', '/produits/panier', 'Indiquez les identifiants des produits du panier'],
    ['with blank ids', '/produits/panier?ids=%20,,', 'Indiquez les identifiants des produits du panier'],
    ['with a malformed id', `/produits/panier?ids=${UNKNOWN_ID},pas-un-id`, 'Identifiant invalide'],
    [
      'with more ids than a cart holds',
      `/produits/panier?ids=${Array.from({ length: LIMITS.cartLinesMax + 1 }, () => UNKNOWN_ID).join(',')}`,
      'Un panier ne peut pas contenir plus de 50 produits différents',
    ],
  ])('refuses a request %s with 400 and a French message', async (_case, target, message) => {
    const { status, body } = await t().call('GET', target);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, status: 400, message, data: { errors: { ids: message } } });
  });
});
