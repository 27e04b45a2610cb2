// The shop's free-delivery threshold and minimum order applied to the orders the server records (docs/product.md,
// "Shop settings"): the same rule as the cart's, on the subtotal the server prices.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@/server/db/schema';
import { type OrderCatalogue, line, newKey, orderCatalogue, orderTableCounts } from '@test/order-fixtures';
import { type TestAdmin, useTestBackend } from '@test/harness';
import { SETTINGS_MESSAGES } from '@/shared/settings/schemas';

const t = useTestBackend({ env: { TRUST_PROXY: 'true', RATE_LIMIT_ORDER: '1000/60' } });
let shop: OrderCatalogue;
let owner: TestAdmin;
let address = 0;

beforeAll(async () => {
  shop = await orderCatalogue(t());
  owner = await t().createAdmin({ role: 'SUPER_ADMIN' });
});

const order = (json: unknown) => t().call('POST', '/commandes', { json, headers: { 'x-forwarded-for': `198.51.100.${(address++ % 250) + 1}` } });
const settle = async (json: Record<string, unknown>) => expect((await t().call('PUT', '/parametres', { token: owner.token, json })).status).toBe(200);

describe('POST /commandes with the shop settings', () => {
  it('charges the zone fee below the free-delivery threshold and none from it', async () => {
    await settle({ livraisonOfferteDes: 50_000, commandeMinimum: null });
    const below = await order({ lignes: [line(shop.products.whey, 1)], zoneId: shop.zones.plateau._id, idempotencyKey: newKey() });
    expect(below.status).toBe(201);
    expect(below.body.data).toMatchObject({ sousTotal: 25_000, fraisLivraison: 1500, total: 26_500 });
    const from = await order({ lignes: [line(shop.products.whey, 2)], zoneId: shop.zones.plateau._id, idempotencyKey: newKey() });
    expect(from.status).toBe(201);
    expect(from.body.data).toMatchObject({ sousTotal: 50_000, fraisLivraison: 0, total: 50_000 });
    const [stored] = await t().db.select().from(orders).where(eq(orders.reference, from.body.data.reference));
    expect(stored).toMatchObject({ fraisLivraison: 0, total: 50_000 });
    const toConfirm = await order({ lignes: [line(shop.products.whey, 2)], zoneId: shop.zones.autre._id, idempotencyKey: newKey() });
    expect(toConfirm.body.data).toMatchObject({ fraisLivraison: null, total: 50_000 });
    const noZone = await order({ lignes: [line(shop.products.whey, 2)], idempotencyKey: newKey() });
    expect(noZone.body.data).toMatchObject({ fraisLivraison: 0, total: 50_000, paiement: [] });
  });

  it("answers the shop's Mobile Money instructions for the message, the same again for the same key", async () => {
    await settle({ livraisonOfferteDes: null, numeroWave: '76 111 22 33', numeroOrangeMoney: '+221 77 555 66 77' });
    const key = newKey();
    const first = await order({ lignes: [line(shop.products.libre, 1)], idempotencyKey: key });
    const lines = ['Paiement Mobile Money possible :', 'Wave : +221761112233', 'Orange Money : +221775556677'];
    expect(first.body.data.paiement).toEqual(lines);
    const again = await order({ lignes: [line(shop.products.libre, 1)], idempotencyKey: key });
    expect(again.status).toBe(200);
    expect(again.body.data.paiement).toEqual(lines);
    await settle({ numeroWave: null, numeroOrangeMoney: null });
  });

  it("refuses a shopper's order below the minimum in French, storing nothing; an administrator's order may go below", async () => {
    await settle({ livraisonOfferteDes: null, commandeMinimum: 10_000 });
    const before = await orderTableCounts(t());
    const refused = await order({ lignes: [line(shop.products.libre, 2)], idempotencyKey: newKey() });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'validation_failed', data: { errors: { lignes: SETTINGS_MESSAGES.orderBelowMinimum(10_000) } } });
    expect(refused.body.message).toMatch(/^Commande minimum\s: 10\s000\sFCFA\. Ajoutez des articles pour commander\.$/);
    expect(await orderTableCounts(t())).toEqual(before);
    const reached = await order({ lignes: [line(shop.products.libre, 3)], idempotencyKey: newKey() });
    expect(reached.status).toBe(201);
    const byAdmin = await t().call('POST', '/commandes/admin', { token: shop.admin.token, json: { lignes: [line(shop.products.libre, 1)] } });
    expect(byAdmin.status).toBe(201);
    await settle({ commandeMinimum: null });
  });
});
