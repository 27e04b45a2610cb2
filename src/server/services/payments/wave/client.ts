// Wave's Checkout API: create a session for an amount in XOF, read it, find it by our reference, expire it. Every
// failure (no answer in time, a refusal, an answer of another shape) is one WaveApiError, whose message names the
// request and Wave's error code but never the API key nor a header.
import type { z } from 'zod';
import { WAVE_DEFAULT_API_URL } from '@/server/config';
import { type WaveSession, waveErrorBodySchema, waveSearchResultSchema, waveSessionSchema } from './types';

const DEFAULT_TIMEOUT_MS = 10_000;
/** Wave's limit on `client_reference`. */
const MAX_CLIENT_REFERENCE_LENGTH = 255;
/** Enough of an unexpected answer to tell what it was. */
const DETAIL_LENGTH = 200;

export class WaveApiError extends Error {
  /** The HTTP status of Wave's answer; null when there was none (network, timeout). */
  readonly status: number | null;
  /** Wave's error code (`invalid-auth`, `request-validation-error`, …); null when it gave none. */
  readonly code: string | null;

  constructor({ message, status, code }: { message: string; status: number | null; code: string | null }) {
    super(message);
    this.name = 'WaveApiError';
    this.status = status;
    this.code = code;
  }
}

export interface WaveClientOptions {
  apiKey: string;
  /** WAVE_DEFAULT_API_URL unless given. */
  apiUrl?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export interface CreateWaveSessionInput {
  /** Whole XOF, more than 0. */
  amount: number;
  clientReference: string;
  successUrl: string;
  errorUrl: string;
}

export interface WaveClient {
  createSession(input: CreateWaveSessionInput): Promise<WaveSession>;
  getSession(input: { id: string }): Promise<WaveSession>;
  searchSessions(input: { clientReference: string }): Promise<WaveSession[]>;
  /** Only an open session can be expired: Wave refuses a complete one. */
  expireSession(input: { id: string }): Promise<void>;
}

const SESSIONS = '/v1/checkout/sessions';

export function waveClient({ apiKey, apiUrl = WAVE_DEFAULT_API_URL, timeoutMs = DEFAULT_TIMEOUT_MS, fetchImpl = fetch }: WaveClientOptions): WaveClient {
  const base = apiUrl.replace(/\/+$/, '');
  /** Whatever Wave or the network says, with the key taken out should it ever be echoed. */
  const redact = (text: string) => (apiKey ? text.replaceAll(apiKey, '[redacted]') : text);

  async function call<T>({ method, path, body, schema }: { method: 'GET' | 'POST'; path: string; body?: unknown; schema: z.ZodType<T> | null }): Promise<T | undefined> {
    const what = `${method} ${path.split('?')[0]}`;
    const fail = (message: string, status: number | null = null, code: string | null = null): never => {
      throw new WaveApiError({ message: redact(message), status, code });
    };
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') return fail(`Wave did not answer ${what} within ${timeoutMs} ms`);
      const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      return fail(`Wave could not be reached for ${what}: ${cause}`);
    }
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      const parsed = waveErrorBodySchema.safeParse(json);
      const code = parsed.success ? parsed.data.code : null;
      const detail = parsed.success ? (parsed.data.message ?? '') : text;
      return fail(`Wave answered ${response.status}${code ? ` (${code})` : ''} to ${what}: ${detail.slice(0, DETAIL_LENGTH)}`, response.status, code);
    }
    if (schema === null) return undefined;
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : text.slice(0, DETAIL_LENGTH);
      return fail(`Wave answered ${what} with an unexpected body (${where})`, response.status);
    }
    return parsed.data;
  }

  const sessionPath = (id: string) => `${SESSIONS}/${encodeURIComponent(id)}`;

  return {
    async createSession({ amount, clientReference, successUrl, errorUrl }) {
      if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`A Wave amount is a whole number of XOF above 0, not ${amount}`);
      if (clientReference.length > MAX_CLIENT_REFERENCE_LENGTH) {
        throw new RangeError(`A Wave client reference holds at most ${MAX_CLIENT_REFERENCE_LENGTH} characters`);
      }
      const body = { amount: String(amount), currency: 'XOF', client_reference: clientReference, success_url: successUrl, error_url: errorUrl };
      return (await call({ method: 'POST', path: SESSIONS, body, schema: waveSessionSchema })) as WaveSession;
    },
    async getSession({ id }) {
      return (await call({ method: 'GET', path: sessionPath(id), schema: waveSessionSchema })) as WaveSession;
    },
    async searchSessions({ clientReference }) {
      const query = new URLSearchParams({ client_reference: clientReference });
      const found = await call({ method: 'GET', path: `${SESSIONS}/search?${query}`, schema: waveSearchResultSchema });
      return found?.result ?? [];
    },
    async expireSession({ id }) {
      await call({ method: 'POST', path: `${sessionPath(id)}/expire`, schema: null });
    },
  };
}
