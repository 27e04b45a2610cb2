// Paying with Wave (docs/product.md, "Paying with Wave"; docs/SECURITY.md, "Wave's webhook";
// docs/decisions/033-wave-payments.md), at the HTTP seam, against a fake Wave that follows Wave's documented API: the
// shopper's link of the exact total, reused or replaced; the signed webhook settling the order once, whatever comes
// twice, out of order, for another session or another amount; a bad signature changing nothing; and the open links
// read back when a webhook never comes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityLog, orders, paymentEvents, paymentSessions } from '@/server/db/schema';
import { readBackWaveSessions } from '@/server/services/payments/read-back-wave-sessions';
import type { WaveSession } from '@/server/services/payments/wave/types';
import { type FakeWaveEvent, startFakeWave, waveSignatureHeader } from '@test/fake-wave';
import { useTestBackend } from '@test/harness';
import { type OrderCatalogue, line, newKey, orderCatalogue } from '@test/order-fixtures';
import type { OrderDetail } from '@/shared/orders/answers';
import { customerMessage } from '@/shared/orders/rules';
import { PAYMENT_SESSION_LABELS, WAVE_ACTIVITY_TITLES, WAVE_MESSAGES, waveCustomerLine, waveFailure } from '@/shared/payments/wave';

const KEY = 'wave_sn_prod_test-key-0123456789';
const SECRET = 'wave_sn_WHS_test-secret-0123456789';
const fake = await startFakeWave({ apiKey: KEY });
const t = useTestBackend({ env: { RATE_LIMIT_ORDER: '1000/60', WAVE_API_KEY: KEY, WAVE_WEBHOOK_SECRET: SECRET, WAVE_API_URL: fake.url } });
let shop: OrderCatalogue;

beforeAll(async () => {
  shop = await orderCatalogue(t());
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.holdWebhooks(true);
  fake.heldEvents.length = 0;
});

/** An order of the plateau (its fee known: payable online), or of the given zone. */
async function place(zoneId: string | null = shop.zones.plateau._id) {
  const answer = await t().call('POST', '/commandes', { json: { lignes: [line(shop.products.whey, 1)], idempotencyKey: newKey(), ...(zoneId ? { zoneId } : {}) } });
  expect(answer.status, answer.body.message).toBe(201);
  const [row] = await t().db.select({ id: orders.id, code: orders.code, total: orders.total }).from(orders).where(eq(orders.reference, answer.body.data.reference));
  return row;
}

const pay = (code: string) => t().call('POST', `/commandes/suivi/${code}/wave`);
const detail = async (id: string) => (await t().call('GET', `/commandes/${id}`, { token: shop.admin.token })).body.data as OrderDetail;
const sessionOf = (lien: string) => fake.sessions.get(lien.split('/c/')[1]?.split('?')[0] ?? '') as WaveSession;

/** Posts an event as Wave would, signed with the secret (or another), and waits for its handling. */
async function deliver(event: FakeWaveEvent, { secret = SECRET, timestamp = Math.floor(Date.now() / 1000), signature }: { secret?: string; timestamp?: number; signature?: string } = {}) {
  const body = JSON.stringify(event);
  const answer = await t().call('POST', '/paiements/wave', {
    headers: { 'content-type': 'application/json', 'wave-signature': signature ?? waveSignatureHeader({ body, secret, timestamp }) },
    body,
  });
  await t().settle();
  return answer;
}

const completedEvent = (session: WaveSession, id = `AE_${Math.random().toString(36).slice(2)}`): FakeWaveEvent => ({ id, type: 'checkout.session.completed', data: session });
const historyOf = async (id: string, type: string) => (await detail(id)).historique.filter((event) => event.type === type);

describe("'Payer avec Wave'", () => {
  it("asks Wave for a session of the order's total in XOF, for the order's id, coming back to its page; a second press reuses it", async () => {
    const order = await place();
    const before = fake.requests.length;
    const first = await pay(order.code);
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.message).toBe(WAVE_MESSAGES.linkReady);
    const session = sessionOf(first.body.data.lien);
    expect(first.body.data.lien).toBe(session.wave_launch_url);
    const created = fake.requests.slice(before).filter((request) => request.method === 'POST');
    expect(created).toHaveLength(1);
    expect(created[0]?.body).toEqual({
      amount: String(order.total),
      currency: 'XOF',
      client_reference: order.id,
      success_url: `http://boutique.test/commande/${order.code}?wave=ok`,
      error_url: `http://boutique.test/commande/${order.code}?wave=erreur`,
    });
    const again = await pay(order.code);
    expect(again.body.data.lien).toBe(first.body.data.lien);
    expect(fake.requests.slice(before).filter((request) => request.method === 'POST')).toHaveLength(1);
    const shown = await detail(order.id);
    expect(shown.wave).toMatchObject({ actif: true, lien: { etat: 'ouverte', montant: order.total, lien: first.body.data.lien } });
    // 'Écrire au client' carries the order's page, where the button is.
    expect(customerMessage(shown)).toContain(`\n${waveCustomerLine(shown.lienSuivi)}`);
    await t().call('POST', `/commandes/${order.id}/confirmer`, { token: shop.admin.token });
    expect(customerMessage(await detail(order.id))).toContain(`\n${waveCustomerLine(shown.lienSuivi)}`);
  });

  it('refuses an order whose delivery fee is to be confirmed, a cancelled one, and an unknown code, asking Wave nothing', async () => {
    const toConfirm = await place(shop.zones.autre._id);
    const cancelled = await place();
    await t().call('POST', `/commandes/${cancelled.id}/annuler`, { token: shop.admin.token, json: { motif: 'Doublon' } });
    const before = fake.requests.length;
    for (const code of [toConfirm.code, cancelled.code]) {
      const answer = await pay(code);
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ code: 'order_not_payable', message: WAVE_MESSAGES.notPayable });
    }
    for (const code of ['AAAAAAAAAAAAAAAAAAAAAA', 'nope']) expect((await pay(code)).body.code).toBe('order_not_found');
    expect(fake.requests.length).toBe(before);
  });

  it('expires the link at Wave when the lines change, and makes one of the new total at the next press', async () => {
    const order = await place();
    const first = (await pay(order.code)).body.data.lien as string;
    const put = await t().call('PUT', `/commandes/${order.id}/lignes`, { token: shop.admin.token, json: { lignes: [line(shop.products.whey, 3)] } });
    expect(put.status, put.body.message).toBe(200);
    await t().settle();
    expect(sessionOf(first).checkout_status).toBe('expired');
    const [old] = await t().db.select().from(paymentSessions).where(eq(paymentSessions.lien, first));
    expect(old?.etat).toBe('remplacee');
    const second = (await pay(order.code)).body.data.lien as string;
    expect(second).not.toBe(first);
    expect(sessionOf(second).amount).toBe(String(put.body.data.total));
  });
});

describe("Wave's webhook", () => {
  it("marks the order paid once: method Wave, the transaction's id, 'Vérifié par Wave', in the history and the activity feed; the same event again and a late failure change nothing", async () => {
    const order = await place();
    const lien = (await pay(order.code)).body.data.lien as string;
    const paid = await fake.complete({ id: sessionOf(lien).id });
    const event = completedEvent(paid);
    const answer = await deliver(event);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(WAVE_MESSAGES.received);
    const shown = await detail(order.id);
    expect(shown.paiement).toMatchObject({ payee: true, methode: 'wave', reference: paid.transaction_id, verifie: true });
    expect(shown.wave.lien?.etat).toBe('payee');
    expect(PAYMENT_SESSION_LABELS[shown.wave.lien?.etat ?? 'ouverte']).toBe('Payé par Wave');
    const history = await historyOf(order.id, 'paiement');
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ acteur: 'Wave', details: { methode: 'wave', reference: paid.transaction_id, verifie: true } });
    const feed = await t().db.select().from(activityLog).where(eq(activityLog.entityId, order.id));
    expect(feed.map((entry) => entry.title)).toContain(WAVE_ACTIVITY_TITLES.paid);

    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(completedEvent(paid))).status).toBe(200);
    await deliver({ id: 'AE_late_failure', type: 'checkout.session.payment_failed', data: { ...paid, last_payment_error: { code: 'insufficient-funds', message: 'Solde insuffisant' } } });
    expect(await historyOf(order.id, 'paiement')).toHaveLength(1);
    expect(await historyOf(order.id, 'paiement_echec')).toHaveLength(0);
    expect((await detail(order.id)).paiement.reference).toBe(paid.transaction_id);
  });

  it('refuses a missing, wrong, re-signed or too old signature with 401, storing nothing', async () => {
    const order = await place();
    const paid = await fake.complete({ id: sessionOf((await pay(order.code)).body.data.lien).id });
    const event = completedEvent(paid);
    const old = Math.floor(Date.now() / 1000) - 10 * 60;
    for (const options of [{ signature: '' }, { signature: 't=1,v1=00' }, { secret: 'another-secret' }, { timestamp: old }]) {
      const answer = await deliver(event, options);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 'invalid_signature', message: WAVE_MESSAGES.invalidSignature });
    }
    expect(await t().db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id))).toHaveLength(0);
    // Read in the table: opening the order would read the link back from Wave, and find it paid.
    const [row] = await t().db.select({ payee: orders.payee }).from(orders).where(eq(orders.id, order.id));
    expect(row?.payee).toBe(false);
  });

  it('puts nothing on the order for another amount or an unknown session, and shows both to the administrators', async () => {
    const order = await place();
    const paid = await fake.complete({ id: sessionOf((await pay(order.code)).body.data.lien).id });
    await deliver(completedEvent({ ...paid, amount: String(order.total - 1000) }));
    const shown = await detail(order.id);
    expect(shown.paiement.payee).toBe(false);
    const anomalies = await historyOf(order.id, 'paiement_anomalie');
    expect(anomalies).toHaveLength(1);
    expect(String(anomalies[0]?.details?.message)).toContain("rien n'a été marqué");

    await deliver(completedEvent({ ...paid, id: 'cos-unknown-to-the-shop' }));
    const feed = await t().db.select().from(activityLog).where(eq(activityLog.subtitle, 'cos-unknown-to-the-shop'));
    expect(feed.map((entry) => entry.title)).toEqual([WAVE_ACTIVITY_TITLES.anomaly]);
  });

  it("records a failed attempt on the order's history, the link staying open", async () => {
    const order = await place();
    const lien = (await pay(order.code)).body.data.lien as string;
    await fake.fail({ id: sessionOf(lien).id, code: 'insufficient-funds', message: 'Solde insuffisant' });
    const [failure] = fake.heldEvents;
    expect(failure?.type).toBe('checkout.session.payment_failed');
    await deliver(failure as FakeWaveEvent);
    const failed = await historyOf(order.id, 'paiement_echec');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.details?.message).toBe(waveFailure('Solde insuffisant'));
    const shown = await detail(order.id);
    expect(shown.wave.lien).toMatchObject({ etat: 'ouverte', derniereErreur: 'insufficient-funds: Solde insuffisant' });
  });
});

describe('a webhook that never comes', () => {
  it('is made up for by reading the open links back from Wave: on opening the order, and on the schedule; expired ones are marked', async () => {
    const order = await place();
    const paid = await fake.complete({ id: sessionOf((await pay(order.code)).body.data.lien).id });
    expect(fake.heldEvents).toHaveLength(1);
    const opened = await detail(order.id);
    expect(opened.paiement).toMatchObject({ payee: true, methode: 'wave', reference: paid.transaction_id, verifie: true });

    const late = await place();
    await pay(late.code);
    fake.advance({ seconds: 31 * 60 });
    try {
      await readBackWaveSessions();
    } finally {
      fake.advance({ seconds: -31 * 60 });
    }
    expect((await detail(late.id)).wave.lien?.etat).toBe('expiree');
    // The event, when it comes at last, finds the payment settled.
    await deliver(fake.heldEvents[0] as FakeWaveEvent);
    expect(await historyOf(order.id, 'paiement')).toHaveLength(1);
  });

  it('settles one payment once when the webhook, its duplicate under another id and two readings-back race', async () => {
    const order = await place();
    const paid = await fake.complete({ id: sessionOf((await pay(order.code)).body.data.lien).id });
    await Promise.all([deliver(completedEvent(paid)), deliver(completedEvent(paid)), readBackWaveSessions(), readBackWaveSessions()]);
    expect(await historyOf(order.id, 'paiement')).toHaveLength(1);
    const [row] = await t().db.select({ payee: orders.payee, verifie: orders.paiementVerifie }).from(orders).where(eq(orders.id, order.id));
    expect(row).toEqual({ payee: true, verifie: true });
  });

  it("reads 'Déclaré' once an administrator marks a payment by hand", async () => {
    const order = await place();
    const answer = await t().call('PUT', `/commandes/${order.id}/paiement`, { token: shop.admin.token, json: { payee: true, methode: 'wave', reference: 'TX-A-LA-MAIN' } });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.data.paiement).toMatchObject({ payee: true, verifie: false });
    expect((await pay(order.code)).body.code).toBe('order_not_payable');
  });
});
