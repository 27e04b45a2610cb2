// The shopper's page of an order (docs/product.md, "The order's page"; docs/SECURITY.md, "The order's page"): the
// link POST /commandes answers and the back office's order carries, the messages that end with it, and what the
// page reads — the order as recorded, without a name, a phone, a note, a reason or an administrator; an unknown or
// malformed code opens nothing and a malformed one never reaches the database.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@/server/db/schema';
import { getOrderByCode } from '@/server/services/orders/order-by-code';
import { type OrderCatalogue, line, newKey, orderCatalogue } from '@test/order-fixtures';
import { useTestBackend } from '@test/harness';
import { countQueries } from '@test/query-counter';
import type { OrderDetail, PublicOrder } from '@/shared/orders/answers';
import { ORDER_CODE_PATTERN } from '@/shared/orders/order-page';
import { customerMessage } from '@/shared/orders/rules';

const t = useTestBackend({ env: { RATE_LIMIT_ORDER: '1000/60' } });
let shop: OrderCatalogue;
const nbsp = '\u00a0';
const LINK = /^http:\/\/boutique\.test\/commande\/([A-Za-z0-9_-]{22})$/;

beforeAll(async () => {
  shop = await orderCatalogue(t());
});

async function place(extra: Record<string, unknown> = {}) {
  const key = newKey();
  const answer = await t().call('POST', '/commandes', { json: { lignes: [line(shop.products.whey, 2), line(shop.products.libre)], idempotencyKey: key, ...extra } });
  expect(answer.status, answer.body.message).toBe(201);
  const order = answer.body.data as PublicOrder;
  const [row] = await t().db.select({ id: orders.id, code: orders.code }).from(orders).where(eq(orders.reference, order.reference));
  return { order, key, id: row.id, code: row.code };
}

const detail = async (id: string) => (await t().call('GET', `/commandes/${id}`, { token: shop.admin.token })).body.data as OrderDetail;
const act = (id: string, action: string, json?: unknown) => t().call('POST', `/commandes/${id}/${action}`, { token: shop.admin.token, json });
const put = (id: string, what: string, json: unknown) => t().call('PUT', `/commandes/${id}/${what}`, { token: shop.admin.token, json });

describe("the link of the order's page", () => {
  it('is answered by POST /commandes, on PUBLIC_URL, with the random code the database gave the order; a retry answers the same', async () => {
    const { order, key, code } = await place();
    expect(code).toMatch(ORDER_CODE_PATTERN);
    expect(order.lienSuivi).toBe(`http://boutique.test/commande/${code}`);
    const again = await t().call('POST', '/commandes', { json: { lignes: [line(shop.products.whey, 2), line(shop.products.libre)], idempotencyKey: key } });
    expect(again.status).toBe(200);
    expect(again.body.data.lienSuivi).toBe(order.lienSuivi);
    // Another order, another code: nothing in it follows from the reference or from the order before.
    const other = await place();
    expect(other.code).not.toBe(code);
    expect(other.order.lienSuivi).not.toContain(other.order.reference);
  });

  it("is carried by the back office's order, and ends 'Écrire au client' once the order is confirmed or shipped", async () => {
    const { order, id } = await place();
    const shown = await detail(id);
    expect(shown.lienSuivi).toBe(order.lienSuivi);
    expect(customerMessage(shown)).not.toContain('/commande/');
    await act(id, 'confirmer');
    const confirmed = await detail(id);
    expect(customerMessage(confirmed).endsWith(`\nSuivez votre commande ici${nbsp}: ${order.lienSuivi}`)).toBe(true);
    await act(id, 'expedier');
    expect(customerMessage(await detail(id)).endsWith(`\nSuivez votre commande ici${nbsp}: ${order.lienSuivi}`)).toBe(true);
    await act(id, 'livrer');
    expect(customerMessage(await detail(id))).not.toContain('/commande/');
  });
});

describe("what the order's page reads", () => {
  it('is the order as recorded — lines, totals, zone, landmark, payment and dates — in two queries', async () => {
    const { order, code } = await place({ zoneId: shop.zones.plateau._id, pointDeRepere: 'Derrière la pharmacie' });
    const { result, queries } = await countQueries(t().db, () => getOrderByCode({ code }));
    expect(queries).toBe(2);
    expect(result).toMatchObject({
      reference: order.reference,
      statut: 'nouvelle',
      lignes: order.lignes.map(({ nom, prixUnitaire, quantite, total }) => ({ nom, prixUnitaire, quantite, total })),
      sousTotal: order.sousTotal,
      fraisLivraison: order.fraisLivraison,
      total: order.total,
      zone: { nom: order.zone?.nom, delai: order.zone?.delai ?? null },
      pointDeRepere: 'Derrière la pharmacie',
      paiement: { payee: false, methode: null, reference: null, payeeLe: null, verifie: false },
      createdAt: order.createdAt,
      confirmeeLe: null,
      expedieeLe: null,
      livreeLe: null,
      annuleeLe: null,
    });
  });

  it("never holds the customer's name or phone, the notes, the cancellation's reason or an administrator", async () => {
    const { id, code } = await place({ note: 'Sonner deux fois' });
    expect((await put(id, 'client', { nom: 'Fatou Sow', telephone: '+221771234567' })).status).toBe(200);
    expect((await put(id, 'note', { noteInterne: 'Cliente difficile' })).status).toBe(200);
    await act(id, 'confirmer');
    expect((await put(id, 'paiement', { payee: true, methode: 'wave', reference: 'WAVE-8F3K2' })).status).toBe(200);
    expect((await act(id, 'annuler', { motif: 'Client injoignable' })).status).toBe(200);
    const page = await getOrderByCode({ code });
    expect(page?.statut).toBe('annulee');
    expect(page?.confirmeeLe).toEqual(expect.any(String));
    expect(page?.annuleeLe).toEqual(expect.any(String));
    expect(page?.paiement).toMatchObject({ payee: true, methode: 'wave', reference: 'WAVE-8F3K2' });
    const text = JSON.stringify(page);
    for (const secret of ['Fatou', '771234567', 'Sonner', 'Cliente difficile', 'injoignable', 'Awa', 'Diop', id]) expect(text, secret).not.toContain(secret);
    expect(Object.keys(page ?? {}).sort()).toEqual(
      ['annuleeLe', 'confirmeeLe', 'createdAt', 'expedieeLe', 'fraisLivraison', 'lignes', 'livreeLe', 'paiement', 'payableWave', 'pointDeRepere', 'reference', 'sousTotal', 'statut', 'total', 'zone'].sort(),
    );
  });

  it('opens nothing for an unknown code; a malformed code, the reference or an id never reach the database', async () => {
    const { order, id, code } = await place();
    const unknown = `${code.slice(0, 21)}${code.endsWith('A') ? 'B' : 'A'}`;
    const asked = await countQueries(t().db, () => getOrderByCode({ code: unknown }));
    expect(asked).toEqual({ result: null, queries: 1 });
    for (const malformed of ['', 'abc', `${code}A`, code.slice(1), order.reference, id, `${code.slice(0, 21)}/`, `${code.slice(0, 21)}'`, '../../admin/x1234567890']) {
      const refused = await countQueries(t().db, () => getOrderByCode({ code: malformed }));
      expect(refused, malformed).toEqual({ result: null, queries: 0 });
    }
    expect(LINK.exec(order.lienSuivi)?.[1]).toBe(code);
  });
});

describe('without Wave (no WAVE_API_KEY)', () => {
  it("offers no 'Payer avec Wave', and its two routes are not there", async () => {
    const { id, code } = await place({ zoneId: shop.zones.plateau._id });
    expect((await getOrderByCode({ code }))?.payableWave).toBe(false);
    expect((await detail(id)).wave).toEqual({ actif: false, lien: null });
    expect((await t().call('POST', `/commandes/suivi/${code}/wave`)).body.code).toBe('route_not_found');
    const webhook = await t().call('POST', '/paiements/wave', { json: { id: 'AE_1', type: 'checkout.session.completed', data: {} } });
    expect(webhook.status).toBe(404);
    expect(webhook.body.code).toBe('route_not_found');
  });
});
