// Writes another site cannot make through its visitors' browsers (docs/api.md, "Writes from the shop's pages
// only"): a write whose Origin is not the shop's, or that the browser says is cross-site, is a 403; a body is read
// only when sent as application/json (a product's form also as multipart/form-data), else 415. Nothing is stored
// nor e-mailed. The shop's own pages, and clients that send neither header (curl, scripts), go on.
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestAdmin, useTestBackend } from '@test/harness';
import { type OrderCatalogue, line, newKey, orderCatalogue, orderTableCounts } from '@test/order-fixtures';
import { setConfig } from '@/server/config';
import { oneTimeTokens } from '@/server/db/schema';
import { API_MESSAGES as A } from '@/shared/messages';
import { createApi } from './app';

// PUBLIC_URL is http://boutique.test (the harness's).
const t = useTestBackend({ env: { TRUST_PROXY: 'true', RATE_LIMIT_ORDER: '1000/60', RATE_LIMIT_PASSWORD_RESET: '1000/60', RATE_LIMIT_LOGIN: '1000/60' } });

let shop: OrderCatalogue;
let holder: TestAdmin;
let address = 0;

beforeAll(async () => {
  shop = await orderCatalogue(t());
  holder = await t().createAdmin({ email: 'awa.sarr@boutique.test' });
});

const from = () => ({ 'x-forwarded-for': `198.51.100.${(address++ % 250) + 1}` });
const orderBody = () => JSON.stringify({ lignes: [line(shop.products.libre)], idempotencyKey: newKey() });
const resetBody = () => JSON.stringify({ email: holder.email });

/** A raw request as a browser sends it: the headers given, and the body as it is (no Content-Type added). */
async function send(method: string, apiPath: string, init: { headers?: Record<string, string>; body?: BodyInit } = {}) {
  const response = await t().app.request(`/api/v1${apiPath}`, { method, headers: { ...from(), ...init.headers }, body: init.body });
  return { status: response.status, body: await response.json() };
}

/** The holder's reset links still usable. */
async function liveLinks() {
  await t().settle();
  const rows = await t().db.select().from(oneTimeTokens).where(and(eq(oneTimeTokens.adminId, holder.id), isNull(oneTimeTokens.usedAt)));
  return rows.map((row) => row.id);
}

const BACK_OFFICE = { 'x-boutique-client': 'admin' };

/** A back office session's refresh cookie, as the browser sends it back. */
async function backOfficeCookie(): Promise<string> {
  const admin = await t().createAdmin();
  const answer = await t().call('POST', '/auth/login', { json: { identifier: admin.email, password: admin.password }, headers: BACK_OFFICE });
  const line = answer.headers.getSetCookie().find((set) => set.startsWith('boutique_refresh=')) ?? '';
  return line.split(';')[0];
}

const CROSS_SITE = { success: false, status: 403, code: 'cross_site_refused', message: A.crossSiteRefused, data: null };
const NOT_JSON = { success: false, status: 415, code: 'unsupported_media_type', message: A.unsupportedMediaType, data: null };

describe('a write from another site', () => {
  it('records no order when the Origin is another site, "null", or the browser says cross-site', async () => {
    const before = await orderTableCounts(t());
    const forged: Record<string, string>[] = [
      { origin: 'https://evil.example', 'content-type': 'application/json' },
      { origin: 'null', 'content-type': 'application/json' },
      { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      // A look-alike of the shop's own origin, and the shop's host under another port.
      { origin: 'http://boutique.test.evil.example', 'content-type': 'application/json' },
      { origin: 'http://boutique.test:8080', 'content-type': 'application/json' },
      // What a text/plain form or a no-cors fetch of another page sends.
      { origin: 'https://evil.example', 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of forged) {
      const answer = await send('POST', '/commandes', { headers, body: orderBody() });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.body).toEqual(CROSS_SITE);
    }
    expect(await orderTableCounts(t())).toEqual(before);
  });

  it('sends no reset e-mail, and leaves the last link valid', async () => {
    await send('POST', '/auth/request-password-reset', { headers: { 'content-type': 'application/json' }, body: resetBody() });
    const [link] = await liveLinks();
    expect(link).toBeDefined();
    const seen = (await t().outbox('mail')).length;
    const forged: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of forged) {
      const answer = await send('POST', '/auth/request-password-reset', { headers: { ...headers, 'content-type': 'application/json' }, body: resetBody() });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(CROSS_SITE);
    }
    expect((await t().outbox('mail')).length).toBe(seen);
    expect(await liveLinks()).toEqual([link]);
  });

  it('ends no session: a forged sign-out without a body is refused too', async () => {
    const cookie = await backOfficeCookie();
    const answer = await send('POST', '/auth/logout', { headers: { ...BACK_OFFICE, cookie, origin: 'https://evil.example' } });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(CROSS_SITE);
    expect((await send('POST', '/auth/refresh', { headers: { ...BACK_OFFICE, cookie } })).status).toBe(200);
  });
});

describe('a body not sent as JSON', () => {
  it('records no order from a text/plain, url-encoded, multipart or untyped body', async () => {
    const before = await orderTableCounts(t());
    const form = new FormData();
    form.set('lignes', 'x');
    const bodies: { headers?: Record<string, string>; body: BodyInit }[] = [
      { headers: { 'content-type': 'text/plain' }, body: orderBody() },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: orderBody() },
      // The type a Request gives a string body of its own accord.
      { body: orderBody() },
      // A Blob without a type: no Content-Type at all.
      { body: new Blob([orderBody()]) },
      { body: form },
    ];
    for (const { headers, body } of bodies) {
      const answer = await send('POST', '/commandes', { headers, body });
      expect(answer.status, JSON.stringify(headers ?? body)).toBe(415);
      expect(answer.body).toEqual(NOT_JSON);
    }
    expect(await orderTableCounts(t())).toEqual(before);
  });

  it('sends no reset e-mail from a text/plain body', async () => {
    const seen = (await t().outbox('mail')).length;
    const answer = await send('POST', '/auth/request-password-reset', { headers: { 'content-type': 'text/plain' }, body: resetBody() });
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual(NOT_JSON);
    expect((await t().outbox('mail')).length).toBe(seen);
  });
});

describe("the shop's own pages and other clients", () => {
  it('record an order from the storefront: its Origin, same-origin, JSON with a charset', async () => {
    const answer = await send('POST', '/commandes', {
      headers: { origin: 'http://boutique.test', 'sec-fetch-site': 'same-origin', 'content-type': 'application/json; charset=utf-8' },
      body: orderBody(),
    });
    expect(answer.status).toBe(201);
  });

  it('take an Origin of the very host the request was sent to: the owner on http://127.0.0.1:3000, PUBLIC_URL another', async () => {
    const headers = { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000', 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };
    expect((await send('POST', '/commandes', { headers, body: orderBody() })).status).toBe(201);
    const elsewhere = await send('POST', '/commandes', { headers: { ...headers, host: '127.0.0.1:4000' }, body: orderBody() });
    expect(elsewhere.status).toBe(403);
  });

  it('take the back office origin when ADMIN_URL is set', async () => {
    const adminOrigin = { origin: 'https://gestion.boutique.test', 'sec-fetch-site': 'same-site', 'content-type': 'application/json' };
    expect((await send('POST', '/commandes', { headers: adminOrigin, body: orderBody() })).status).toBe(403);
    setConfig({ ...t().config, adminUrl: 'https://gestion.boutique.test/' });
    try {
      const response = await createApi().request('/api/v1/commandes', { method: 'POST', headers: { ...from(), ...adminOrigin }, body: orderBody() });
      expect(response.status).toBe(201);
    } finally {
      setConfig(t().config);
    }
  });

  it('send a reset e-mail from the shop, and from a client without Origin (curl)', async () => {
    const seen = (await t().outbox('mail')).length;
    const shopPage = await send('POST', '/auth/request-password-reset', {
      headers: { origin: 'http://boutique.test', 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: resetBody(),
    });
    expect(shopPage.status).toBe(200);
    const curl = await send('POST', '/auth/request-password-reset', { headers: { 'content-type': 'application/json' }, body: resetBody() });
    expect(curl.status).toBe(200);
    expect((await t().outbox('mail')).length).toBe(seen + 2);
  });

  it('need no Content-Type for a write without a body; a GET from anywhere is still answered', async () => {
    const cookie = await backOfficeCookie();
    const signedOut = await send('POST', '/auth/logout', { headers: { ...BACK_OFFICE, cookie, origin: 'http://boutique.test', 'sec-fetch-site': 'same-origin' } });
    expect(signedOut.status).toBe(200);
    expect((await send('POST', '/auth/refresh', { headers: { ...BACK_OFFICE, cookie } })).status).toBe(401);
    const read = await send('GET', '/types', { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(read.status).toBe(200);
  });
});
