import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FakeWave, startFakeWave } from '@test/fake-wave';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WaveApiError, waveClient } from './client';
import { verifyWaveSignature } from './signature';
import { waveCheckoutEventSchema } from './types';

const API_KEY = 'wave_sn_prod_TestKeyThatMustNeverLeak0123456789';
const WEBHOOK_SECRET = 'wave_sn_WHS_test-secret';
const URLS = { successUrl: 'https://boutique.example/commande/merci', errorUrl: 'https://boutique.example/commande/erreur' };

/** The WaveApiError a call throws. */
async function refusal(call: Promise<unknown>): Promise<WaveApiError> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(WaveApiError);
  const apiError = error as WaveApiError;
  expect(apiError.message).not.toContain(API_KEY);
  expect(apiError.message.toLowerCase()).not.toContain('bearer');
  expect(apiError.message.toLowerCase()).not.toContain('authorization');
  return apiError;
}

/** A loopback server that receives the fake's webhooks and answers 200. */
async function startReceiver() {
  const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, received, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/wave` };
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** A fake Wave whose webhooks go to a receiver of their own: each block of tests sees its own deliveries only. */
async function startFakeWithReceiver(): Promise<{ wave: FakeWave; receiver: Receiver }> {
  const receiver = await startReceiver();
  const wave = await startFakeWave({ apiKey: API_KEY, webhookUrl: receiver.url, webhookSecret: WEBHOOK_SECRET });
  return { wave, receiver };
}

async function stopFakeWithReceiver({ wave, receiver }: { wave: FakeWave; receiver: Receiver }): Promise<void> {
  await wave.close();
  await closeServer(receiver.server);
}

describe('waveClient', () => {
  let wave: FakeWave;
  let receiver: Receiver;

  beforeAll(async () => {
    ({ wave, receiver } = await startFakeWithReceiver());
  });
  afterAll(() => stopFakeWithReceiver({ wave, receiver }));

  it('creates a session for a whole amount of XOF, reads it, finds it by reference and expires it', async () => {
    const client = waveClient({ apiKey: API_KEY, apiUrl: `${wave.url}/` });
    const reference = `CMD-2601-${Date.now()}`;
    const created = await client.createSession({ amount: 12_500, clientReference: reference, ...URLS });
    expect(created).toMatchObject({
      amount: '12500',
      currency: 'XOF',
      checkout_status: 'open',
      payment_status: 'processing',
      client_reference: reference,
      success_url: URLS.successUrl,
      error_url: URLS.errorUrl,
      when_completed: null,
    });
    expect(created.id).toMatch(/^cos-/);
    expect(created.wave_launch_url).toBe(`${wave.url}/c/${created.id}`);
    expect(wave.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/v1/checkout/sessions',
      body: { amount: '12500', currency: 'XOF', client_reference: reference, success_url: URLS.successUrl, error_url: URLS.errorUrl },
    });

    expect(await client.getSession({ id: created.id })).toEqual(created);
    expect(await client.searchSessions({ clientReference: reference })).toEqual([created]);
    expect(await client.searchSessions({ clientReference: `${reference}-other` })).toEqual([]);

    await client.expireSession({ id: created.id });
    expect((await client.getSession({ id: created.id })).checkout_status).toBe('expired');
    expect(wave.requests.at(-2)).toMatchObject({ method: 'POST', path: `/v1/checkout/sessions/${created.id}/expire` });
  });

  it('encodes ids and references in the path and the query, and reports a session Wave does not know', async () => {
    const client = waveClient({ apiKey: API_KEY, apiUrl: wave.url });
    const error = await refusal(client.getSession({ id: 'cos-1/../search?x=1#y' }));
    expect(error).toMatchObject({ status: 404, code: 'checkout-session-not-found' });
    expect(wave.requests.at(-1)?.path).toBe('/v1/checkout/sessions/cos-1%2F..%2Fsearch%3Fx%3D1%23y');

    await client.searchSessions({ clientReference: 'CMD 1&2=3' });
    expect(wave.requests.at(-1)?.path).toBe('/v1/checkout/sessions/search?client_reference=CMD+1%262%3D3');
  });

  it('refuses to expire a session already paid', async () => {
    const client = waveClient({ apiKey: API_KEY, apiUrl: wave.url });
    const session = await client.createSession({ amount: 5000, clientReference: 'CMD-paid', ...URLS });
    await wave.complete({ id: session.id });
    const error = await refusal(client.expireSession({ id: session.id }));
    expect(error.status).toBe(409);
    expect(error.code).toBeTruthy();
    expect((await client.getSession({ id: session.id })).checkout_status).toBe('complete');
  });

  it('throws a WaveApiError with the status and code of a wrong key, and never the key itself', async () => {
    const wrongKey = `${API_KEY}-wrong`;
    const error = await refusal(waveClient({ apiKey: wrongKey, apiUrl: wave.url }).createSession({ amount: 1000, clientReference: 'CMD-1', ...URLS }));
    expect(error).toMatchObject({ name: 'WaveApiError', status: 401, code: 'invalid-auth' });
    expect(error.message).not.toContain(wrongKey);
    expect(error.message).toContain('401');
    expect(wave.requests.at(-1)?.path).toBe('/v1/checkout/sessions');

    const missing = await refusal(waveClient({ apiKey: '', apiUrl: wave.url }).getSession({ id: 'cos-1' }));
    expect(missing).toMatchObject({ status: 401 });
  });

  it("throws Wave's validation error with its code", async () => {
    const client = waveClient({ apiKey: API_KEY, apiUrl: wave.url });
    const error = await refusal(client.createSession({ amount: 1000, clientReference: 'CMD-2', successUrl: 'pas une adresse', errorUrl: URLS.errorUrl }));
    expect(error).toMatchObject({ status: 400, code: 'request-validation-error' });
  });

  it('refuses an amount that is not a whole number of XOF above 0 without calling Wave', async () => {
    const client = waveClient({ apiKey: API_KEY, apiUrl: wave.url });
    const before = wave.requests.length;
    for (const amount of [0, -500, 12.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      await expect(client.createSession({ amount, clientReference: 'CMD-3', ...URLS }), String(amount)).rejects.toThrow(RangeError);
    }
    await expect(client.createSession({ amount: 100, clientReference: 'x'.repeat(256), ...URLS })).rejects.toThrow(RangeError);
    expect(wave.requests.length).toBe(before);
  });

  it('gives up on a server that never answers after its timeout', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const client = waveClient({ apiKey: API_KEY, apiUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, timeoutMs: 200 });
      const started = Date.now();
      const error = await refusal(client.getSession({ id: 'cos-1' }));
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(error).toMatchObject({ status: null, code: null });
      expect(error.message).toContain('200 ms');
    } finally {
      await closeServer(silent);
    }
  });

  it('throws a WaveApiError when Wave cannot be reached, or answers something else than it documents', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await closeServer(closed);
    expect(await refusal(waveClient({ apiKey: API_KEY, apiUrl: `http://127.0.0.1:${port}` }).getSession({ id: 'cos-1' }))).toMatchObject({
      status: null,
      code: null,
    });

    const answering = (status: number, body: string, contentType = 'application/json') =>
      waveClient({
        apiKey: API_KEY,
        fetchImpl: async () => new Response(body, { status, headers: { 'content-type': contentType } }),
      });
    // A gateway's HTML page, an answer of another shape, a body that is no JSON.
    expect(await refusal(answering(502, '<html>Bad gateway</html>', 'text/html').getSession({ id: 'cos-1' }))).toMatchObject({ status: 502, code: null });
    expect(await refusal(answering(200, JSON.stringify({ id: 'cos-1' })).getSession({ id: 'cos-1' }))).toMatchObject({ status: 200, code: null });
    expect(await refusal(answering(200, '{"id":').getSession({ id: 'cos-1' }))).toMatchObject({ status: 200 });
    expect(await refusal(answering(200, JSON.stringify({ results: [] })).searchSessions({ clientReference: 'CMD-1' }))).toMatchObject({ status: 200 });
    // Should Wave ever echo the key, it is masked.
    const echoed = await refusal(answering(500, JSON.stringify({ code: 'internal-server-error', message: `bad key ${API_KEY}` })).getSession({ id: 'cos-1' }));
    expect(echoed).toMatchObject({ status: 500, code: 'internal-server-error' });
  });

  it('reads a session with fields Wave may add or leave out', async () => {
    const session = {
      id: 'cos-18qq25rgr100a',
      amount: '100',
      currency: 'XOF',
      checkout_status: 'complete',
      payment_status: 'succeeded',
      wave_launch_url: 'https://pay.wave.com/c/cos-18qq25rgr100a',
      when_created: '2026-01-01T10:00:00Z',
      transaction_id: 'TRG7XHH6UNR2SOACI',
      aggregated_merchant_id: 'am-1',
    };
    const client = waveClient({ apiKey: API_KEY, fetchImpl: async () => Response.json(session) });
    expect(await client.getSession({ id: session.id })).toEqual(session);
  });
});

describe('the fake Wave', () => {
  let wave: FakeWave;
  let receiver: Receiver;

  beforeAll(async () => {
    ({ wave, receiver } = await startFakeWithReceiver());
  });
  afterAll(() => stopFakeWithReceiver({ wave, receiver }));

  const client = () => waveClient({ apiKey: API_KEY, apiUrl: wave.url });

  it('shows a payment page; paying completes the session, sends a signed webhook and goes back to the shop', async () => {
    const session = await client().createSession({ amount: 12_500, clientReference: 'CMD-page', ...URLS });
    const shown = await fetch(session.wave_launch_url);
    const html = await shown.text();
    expect(shown.status).toBe(200);
    expect(html).toContain('<title>Wave</title>');
    expect(html).toContain('12 500 FCFA');
    expect(html).toContain('Payer');

    const seen = receiver.received.length;
    const paid = await fetch(`${wave.url}/c/${session.id}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(URLS.successUrl);

    const after = await client().getSession({ id: session.id });
    expect(after).toMatchObject({ checkout_status: 'complete', payment_status: 'succeeded' });
    expect(after.transaction_id).toMatch(/^T[0-9A-Z]+$/);
    expect(after.when_completed).toBeTruthy();

    const delivery = receiver.received[seen];
    const header = delivery.headers['wave-signature'] as string;
    expect(verifyWaveSignature({ header, body: delivery.body, secret: WEBHOOK_SECRET })).toBe('valid');
    const event = waveCheckoutEventSchema.parse(JSON.parse(delivery.body));
    expect(event).toMatchObject({ type: 'checkout.session.completed', data: { id: session.id, transaction_id: after.transaction_id } });
    expect(event.id).toMatch(/^AE_/);

    const again = await fetch(session.wave_launch_url);
    expect(await again.text()).toContain('déjà été effectué');
  });

  it('expires a session after 30 minutes of its clock', async () => {
    const session = await client().createSession({ amount: 1000, clientReference: 'CMD-late', ...URLS });
    wave.advance({ seconds: 29 * 60 });
    expect((await client().getSession({ id: session.id })).checkout_status).toBe('open');
    wave.advance({ seconds: 60 });
    expect((await client().getSession({ id: session.id })).checkout_status).toBe('expired');
    expect(await (await fetch(session.wave_launch_url)).text()).toContain('a expiré');
    const paid = await fetch(`${wave.url}/c/${session.id}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).not.toBe(303);
  });

  it('holds events back, then delivers them late, in reverse and twice; fails a payment; signs events as told', async () => {
    const first = await client().createSession({ amount: 1000, clientReference: 'CMD-held-1', ...URLS });
    const second = await client().createSession({ amount: 2000, clientReference: 'CMD-held-2', ...URLS });
    wave.holdWebhooks(true);
    const seen = receiver.received.length;
    await wave.fail({ id: first.id, code: 'insufficient-funds' });
    await wave.complete({ id: first.id });
    await wave.complete({ id: second.id });
    expect(receiver.received.length).toBe(seen);
    expect(wave.heldEvents.map((event) => event.type)).toEqual(['checkout.session.payment_failed', 'checkout.session.completed', 'checkout.session.completed']);
    expect(wave.heldEvents[0].data.last_payment_error).toEqual({ code: 'insufficient-funds', message: 'Insufficient funds' });

    wave.holdWebhooks(false);
    expect(await wave.releaseHeld({ reverse: true, twice: true })).toEqual([200, 200, 200, 200, 200, 200]);
    const order = receiver.received.slice(seen).map((delivery) => JSON.parse(delivery.body) as { id: string; data: { id: string } });
    expect(order.map((event) => event.data.id)).toEqual([second.id, second.id, first.id, first.id, first.id, first.id]);
    expect(order[0].id).toBe(order[1].id);
    expect(wave.heldEvents).toEqual([]);

    const session = wave.sessions.get(first.id);
    if (!session) throw new Error('no session');
    expect(await wave.sendEvent({ type: 'checkout.session.completed', session, id: 'AE_fixed', timestampOffsetSeconds: -600, secret: 'another' })).toBe(200);
    const last = receiver.received.at(-1);
    if (!last) throw new Error('no delivery');
    expect(JSON.parse(last.body)).toMatchObject({ id: 'AE_fixed' });
    expect(verifyWaveSignature({ header: last.headers['wave-signature'] as string, body: last.body, secret: 'another' })).toBe('stale');
    expect(verifyWaveSignature({ header: last.headers['wave-signature'] as string, body: last.body, secret: WEBHOOK_SECRET })).toBe('mismatch');
  });

  it('checks the bearer key and the body as Wave does', async () => {
    const post = (body: unknown, authorization?: string) =>
      fetch(`${wave.url}/v1/checkout/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify(body),
      });
    const valid = { amount: '1000', currency: 'XOF', success_url: URLS.successUrl, error_url: URLS.errorUrl };
    expect(await (await post(valid)).json()).toMatchObject({ code: 'missing-auth-header' });
    const wrong = await post(valid, 'Bearer nope');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'invalid-auth' });
    for (const body of [
      { ...valid, amount: 1000 },
      { ...valid, amount: '12.5' },
      { ...valid, amount: '0' },
      { ...valid, amount: '-5' },
      { ...valid, currency: 'EUR' },
      { ...valid, success_url: undefined },
      { ...valid, error_url: '' },
    ]) {
      const answer = await post(body, `Bearer ${API_KEY}`);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'request-validation-error' });
    }
    expect((await post(valid, `Bearer ${API_KEY}`)).status).toBe(200);
  });
});
