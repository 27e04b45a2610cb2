// A Wave of our own on loopback, for tests: the Checkout API as Wave documents it (bearer key, sessions, search,
// expiry), a payment page a browser can pay on, and signed webhooks sent to the shop. Sessions live in memory and
// expire after 30 minutes of the fake's own clock (`advance`). Events may be held back, then delivered late, out of
// order or twice, as Wave may deliver them. Paying on the page sends the webhook and waits for the shop's answer
// before going back to the shop, so that a test finds the payment recorded (hold the webhooks to see it otherwise).
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WaveCheckoutEventType, WaveSession } from '@/server/services/payments/wave/types';

/** How long a session stays open, as Wave's do. */
const SESSION_LIFETIME_MS = 30 * 60 * 1000;
const MAX_BODY_BYTES = 64 * 1024;
const BUSINESS_NAME = 'Boutique';

export interface FakeWaveRequest {
  method: string;
  /** With its query. */
  path: string;
  /** Parsed JSON, the raw text when it is not JSON, undefined when empty. */
  body: unknown;
}

export interface FakeWaveEvent {
  id: string;
  type: WaveCheckoutEventType | string;
  data: WaveSession;
}

export interface FakeWaveDelivery {
  event: FakeWaveEvent;
  /** The shop's answer; null when it could not be reached. */
  status: number | null;
}

export interface FakeWave {
  /** The API's base URL, for WAVE_API_URL. */
  url: string;
  sessions: Map<string, WaveSession>;
  requests: FakeWaveRequest[];
  /** Every webhook sent, in order, with the shop's answer. */
  deliveries: FakeWaveDelivery[];
  /** Events kept back while webhooks are held. */
  heldEvents: FakeWaveEvent[];
  /** Pays an open session as the customer would, without the browser; the webhook follows. */
  complete(input: { id: string }): Promise<WaveSession>;
  /** A failed payment attempt: the session stays open with its last error, and `checkout.session.payment_failed` is sent. */
  fail(input: { id: string; code?: string; message?: string }): Promise<WaveSession>;
  /** Signs and POSTs one event to the webhook URL, held or not; the shop's status. */
  sendEvent(input: { type: string; session: WaveSession; id?: string; timestampOffsetSeconds?: number; secret?: string }): Promise<number>;
  setWebhook(input: { url: string; secret: string }): void;
  holdWebhooks(hold: boolean): void;
  /** Sends the held events (last first with `reverse`, each twice with `twice`); the shop's statuses in order. */
  releaseHeld(input?: { reverse?: boolean; twice?: boolean }): Promise<number[]>;
  /** Moves the fake's clock forward (sessions expire 30 minutes after their creation). */
  advance(input: { seconds: number }): void;
  close(): Promise<void>;
}

/** The `Wave-Signature` header Wave sends: the HMAC-SHA256 of the timestamp immediately followed by the raw body. */
export function waveSignatureHeader({ body, secret, timestamp }: { body: string; secret: string; timestamp: number }): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}${body}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: { loc: string[]; msg: string }[],
  ) {
    super(message);
  }
}

const randomCode = (bytes: number) => randomBytes(bytes).toString('hex');
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);
const formatXof = (amount: string) => `${amount.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} FCFA`;

function isUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function validateCreate(body: unknown): { amount: string; success_url: string; error_url: string; client_reference: string | null } {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const details: { loc: string[]; msg: string }[] = [];
  if (typeof input.amount !== 'string' || !/^[1-9]\d*$/.test(input.amount)) details.push({ loc: ['amount'], msg: 'must be a positive whole number, as a string' });
  if (input.currency !== 'XOF') details.push({ loc: ['currency'], msg: "must be 'XOF'" });
  if (!isUrl(input.success_url)) details.push({ loc: ['success_url'], msg: 'must be a URL' });
  if (!isUrl(input.error_url)) details.push({ loc: ['error_url'], msg: 'must be a URL' });
  const reference = input.client_reference;
  if (reference !== undefined && reference !== null && (typeof reference !== 'string' || reference.length > 255)) {
    details.push({ loc: ['client_reference'], msg: 'must be a string of at most 255 characters' });
  }
  if (details.length > 0) throw new HttpError(400, 'request-validation-error', 'Request validation error', details);
  return {
    amount: input.amount as string,
    success_url: input.success_url as string,
    error_url: input.error_url as string,
    client_reference: typeof reference === 'string' ? reference : null,
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'request-too-large', 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function page({ title, body, status = 200 }: { title: string; body: string; status?: number }) {
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Wave</title><link rel="icon" href="data:,"></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return { status, html };
}

/** A fake Wave on 127.0.0.1, on a free port. */
export async function startFakeWave({ apiKey, webhookUrl, webhookSecret }: { apiKey: string; webhookUrl?: string; webhookSecret?: string }): Promise<FakeWave> {
  const sessions = new Map<string, WaveSession>();
  const requests: FakeWaveRequest[] = [];
  const deliveries: FakeWaveDelivery[] = [];
  const heldEvents: FakeWaveEvent[] = [];
  let webhook = { url: webhookUrl, secret: webhookSecret };
  let holding = false;
  let clockOffsetMs = 0;
  let baseUrl = '';
  const now = () => new Date(Date.now() + clockOffsetMs);

  /** A session past its time is expired when next read, as Wave's are. */
  function current(id: string): WaveSession {
    const session = sessions.get(id);
    if (!session) throw new HttpError(404, 'checkout-session-not-found', 'Checkout session not found');
    if (session.checkout_status === 'open' && session.when_expires && now() >= new Date(session.when_expires)) {
      session.checkout_status = 'expired';
      session.when_completed = null;
    }
    return session;
  }

  async function post(event: FakeWaveEvent, { timestampOffsetSeconds = 0, secret }: { timestampOffsetSeconds?: number; secret?: string } = {}): Promise<number> {
    const signWith = secret ?? webhook.secret;
    if (!webhook.url || signWith === undefined) throw new Error('The fake Wave has no webhook URL or secret: call setWebhook first');
    const body = JSON.stringify(event);
    const timestamp = Math.floor(Date.now() / 1000) + timestampOffsetSeconds;
    let status: number | null = null;
    try {
      const response = await fetch(webhook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'wave-signature': waveSignatureHeader({ body, secret: signWith, timestamp }) },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      status = response.status;
    } finally {
      deliveries.push({ event, status });
    }
    return status;
  }

  /** An event from the fake itself: held, sent, or dropped when no webhook is set. Delivery failures are Wave's to retry, not the caller's. */
  async function dispatch(type: WaveCheckoutEventType, session: WaveSession): Promise<void> {
    const event: FakeWaveEvent = { id: `AE_${randomCode(10)}`, type, data: structuredClone(session) };
    if (holding) {
      heldEvents.push(event);
      return;
    }
    if (!webhook.url) return;
    await post(event).catch(() => undefined);
  }

  function pay(id: string): WaveSession {
    const session = current(id);
    if (session.checkout_status !== 'open') throw new HttpError(409, 'checkout-session-not-open', `Checkout session is ${session.checkout_status}`);
    session.checkout_status = 'complete';
    session.payment_status = 'succeeded';
    session.transaction_id = `T${randomBytes(8).toString('hex').toUpperCase()}`;
    session.last_payment_error = null;
    session.when_completed = now().toISOString();
    return session;
  }

  function paymentPage(id: string) {
    const session = sessions.get(id) ? current(id) : null;
    if (!session) return page({ title: 'Lien de paiement introuvable', body: '<p>Ce lien de paiement n’existe pas.</p>', status: 404 });
    const amount = `<p class="amount">${escapeHtml(formatXof(session.amount))}</p><p>${escapeHtml(session.business_name ?? BUSINESS_NAME)}</p>`;
    if (session.checkout_status === 'expired') return page({ title: 'Lien expiré', body: `${amount}<p>Ce lien de paiement a expiré.</p>`, status: 410 });
    if (session.checkout_status === 'complete') return page({ title: 'Déjà payé', body: `${amount}<p>Ce paiement a déjà été effectué.</p>`, status: 409 });
    const action = `/c/${encodeURIComponent(session.id)}/pay`;
    return page({ title: 'Payer avec Wave', body: `${amount}<form method="post" action="${escapeHtml(action)}"><button type="submit">Payer</button></form>` });
  }

  async function api(request: IncomingMessage, url: URL, body: unknown): Promise<{ status: number; json: unknown }> {
    const authorization = request.headers.authorization;
    if (!authorization) throw new HttpError(401, 'missing-auth-header', 'Missing Authorization header');
    if (authorization !== `Bearer ${apiKey}`) throw new HttpError(401, 'invalid-auth', 'Invalid API key');
    const parts = url.pathname.split('/').slice(4).map(decodeURIComponent);
    const method = request.method ?? 'GET';
    if (method === 'POST' && parts.length === 0) {
      const input = validateCreate(body);
      const created = now();
      const id = `cos-${randomCode(12)}`;
      const session: WaveSession = {
        id,
        amount: input.amount,
        currency: 'XOF',
        business_name: BUSINESS_NAME,
        checkout_status: 'open',
        payment_status: 'processing',
        client_reference: input.client_reference,
        last_payment_error: null,
        success_url: input.success_url,
        error_url: input.error_url,
        wave_launch_url: `${baseUrl}/c/${id}`,
        when_created: created.toISOString(),
        when_expires: new Date(created.getTime() + SESSION_LIFETIME_MS).toISOString(),
        when_completed: null,
      };
      sessions.set(id, session);
      return { status: 200, json: session };
    }
    if (method === 'GET' && parts.length === 1 && parts[0] === 'search') {
      const reference = url.searchParams.get('client_reference');
      if (!reference) throw new HttpError(400, 'request-validation-error', 'Request validation error', [{ loc: ['client_reference'], msg: 'required' }]);
      const result = [...sessions.values()].filter((session) => session.client_reference === reference).map((session) => current(session.id));
      return { status: 200, json: { result } };
    }
    if (method === 'GET' && parts.length === 1) return { status: 200, json: current(parts[0]) };
    if (method === 'POST' && parts.length === 2 && parts[1] === 'expire') {
      const session = current(parts[0]);
      if (session.checkout_status === 'complete') throw new HttpError(409, 'checkout-session-already-complete', 'A complete checkout session cannot be expired');
      session.checkout_status = 'expired';
      return { status: 200, json: session };
    }
    throw new HttpError(404, 'not-found', 'Not found');
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', baseUrl);
    const method = request.method ?? 'GET';
    const sendJson = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    try {
      const text = await readBody(request);
      let body: unknown;
      if (text !== '') {
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
      }
      requests.push({ method, path: `${url.pathname}${url.search}`, body });

      const payment = url.pathname.match(/^\/c\/([^/]+)(\/pay)?$/);
      if (payment) {
        const id = decodeURIComponent(payment[1]);
        if (method === 'POST' && payment[2] && sessions.has(id) && current(id).checkout_status === 'open') {
          const session = pay(id);
          await dispatch('checkout.session.completed', session);
          response.writeHead(303, { location: session.success_url ?? '/' });
          response.end();
          return;
        }
        const shown = paymentPage(id);
        response.writeHead(shown.status, { 'content-type': 'text/html; charset=utf-8' });
        response.end(shown.html);
        return;
      }
      if (!url.pathname.startsWith('/v1/checkout/sessions')) throw new HttpError(404, 'not-found', 'Not found');
      const answer = await api(request, url, body);
      sendJson(answer.status, answer.json);
    } catch (error) {
      if (error instanceof HttpError) sendJson(error.status, { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) });
      else sendJson(500, { code: 'internal-server-error', message: error instanceof Error ? error.message : String(error) });
    }
  }

  const server = createServer((request, response) => {
    void handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    sessions,
    requests,
    deliveries,
    heldEvents,
    async complete({ id }) {
      const session = pay(id);
      await dispatch('checkout.session.completed', session);
      return session;
    },
    async fail({ id, code = 'insufficient-funds', message = 'Insufficient funds' }) {
      const session = current(id);
      if (session.checkout_status !== 'open') throw new Error(`The session ${id} is ${session.checkout_status}`);
      session.last_payment_error = { code, message };
      session.payment_status = 'processing';
      await dispatch('checkout.session.payment_failed', session);
      return session;
    },
    sendEvent({ type, session, id = `AE_${randomCode(10)}`, timestampOffsetSeconds, secret }) {
      return post({ id, type, data: structuredClone(session) }, { timestampOffsetSeconds, secret });
    },
    setWebhook({ url, secret }) {
      webhook = { url, secret };
    },
    holdWebhooks(hold) {
      holding = hold;
    },
    async releaseHeld({ reverse = false, twice = false } = {}) {
      const events = heldEvents.splice(0);
      if (reverse) events.reverse();
      const statuses: number[] = [];
      for (const event of events) {
        for (let time = 0; time < (twice ? 2 : 1); time++) statuses.push(await post(event));
      }
      return statuses;
    },
    advance({ seconds }) {
      clockOffsetMs += seconds * 1000;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
