// The back office's one way to call the API (docs/product.md, "The back office"): base path, bearer token,
// 10 s timeout, French messages for a timeout or a network failure, the envelope's success rule, a 401 that
// ends the session, and a `token_expired` answered by one coordinated refresh and one retry. The refresh token
// never reaches it: the server keeps it in an HttpOnly cookie (docs/decisions/024-refresh-cookie-and-nonce-csp.md).
import { API_BASE_PATH, TIMINGS } from '@/shared/constants';
import { CLIENT_ERRORS } from '@/shared/messages';
import { BACK_OFFICE_CLIENT, SESSION_CLIENT_HEADER } from '@/shared/auth/session-cookie';
import type { EmailCodeSent, SecondFactorChallenge, SignInSetup } from '@/shared/auth/answers';
import { ApiRequestError, answerError, type Envelope, isSuccessful, isTokenExpired } from './answer';
import { coordinatedRefresh, type LockRunner, REFRESH_LOCK, refreshDue, type TokenStore } from './session';

/** POST /auth/login/second-factor's body: the challenge and the app's code or a recovery code (docs/decisions/025-second-factor.md). */
export type SecondFactorAnswer = { challenge: string } & ({ code: string } | { recoveryCode: string });

export interface ApiClientOptions {
  store: TokenStore;
  lock: LockRunner;
  /** Called when the session ends here (401, failed refresh, logout): the binding tells the other tabs. */
  onSignedOut?: () => void;
  baseUrl?: string;
  fetch?: (input: string, init: RequestInit) => Response | Promise<Response>;
  timeoutMs?: number;
  /** How long a pair is used before the periodic refresh (TIMINGS.tokenRefreshMs). */
  refreshPeriodMs?: number;
  now?: () => number;
}

export interface RequestOptions {
  /** A JSON body, or FormData for uploads. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** false for the calls made without a session (sign-in, reset, verification). */
  auth?: boolean;
  signal?: AbortSignal;
  /** Headers of this call alone (the step-up token of docs/decisions/026-step-up.md). */
  headers?: Record<string, string>;
}

interface RawAnswer {
  status: number;
  body: Envelope | null;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const { store, lock } = options;
  const baseUrl = options.baseUrl ?? API_BASE_PATH;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? TIMINGS.apiTimeoutMs;
  const now = options.now ?? Date.now;

  function url(path: string, query: RequestOptions['query']): string {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
    }
    const search = params.toString();
    return `${baseUrl}${path}${search ? `?${search}` : ''}`;
  }

  async function send(method: string, path: string, request: RequestOptions, token: string | null): Promise<RawAnswer> {
    // The header asks for the refresh token in the cookie, never in a body a script could read.
    const headers: Record<string, string> = { ...request.headers, Accept: 'application/json', [SESSION_CLIENT_HEADER]: BACK_OFFICE_CLIENT };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) body = request.body;
    else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout.signal]) : timeout.signal;
    let response: Response;
    try {
      response = await doFetch(url(path, request.query), { method, headers, body, signal, credentials: 'same-origin' });
    } catch (error) {
      if (request.signal?.aborted) throw error;
      throw new ApiRequestError(timeout.signal.aborted ? CLIENT_ERRORS.timeout : CLIENT_ERRORS.network, 0);
    } finally {
      clearTimeout(timer);
    }
    let parsed: Envelope | null = null;
    try {
      parsed = (await response.json()) as Envelope;
    } catch {
      // Not JSON (a proxy's error page): the screen's default text is shown.
    }
    return { status: response.status, body: parsed && typeof parsed === 'object' ? parsed : null };
  }

  function signOut() {
    store.clear();
    options.onSignedOut?.();
  }

  /** POST /auth/refresh with the cookie (or, once, a refresh token an older version left behind). */
  async function exchange(legacyRefreshToken?: string): Promise<string> {
    const answer = await send('POST', '/auth/refresh', { body: legacyRefreshToken ? { refreshToken: legacyRefreshToken } : {} }, null);
    const data = answer.body?.data as { accessToken?: string } | undefined;
    if (!isSuccessful(answer.body) || !data?.accessToken) throw answerError(answer.status, answer.body);
    return data.accessToken;
  }

  const refresh = (seen: string | null) => coordinatedRefresh(seen, { store, lock, exchange: () => exchange(), now });

  async function openSession(path: string, body: unknown): Promise<string | SecondFactorChallenge> {
    // Under the tabs' lock: a refresh of another tab in flight would otherwise set its cookie after this one's.
    const answer = await lock(REFRESH_LOCK, () => call<{ accessToken?: string } & Partial<SecondFactorChallenge>>('POST', path, { body, auth: false }));
    const data = answer.data;
    if (data?.secondFactor && data.challenge) return { secondFactor: data.secondFactor, challenge: data.challenge, ...(data.passkey ? { passkey: true } : {}) };
    const accessToken = data?.accessToken ?? '';
    store.write(accessToken, now());
    return accessToken;
  }

  async function call<T = unknown>(method: string, path: string, request: RequestOptions = {}): Promise<Envelope<T>> {
    let pair = request.auth === false ? null : store.read();
    let answer = await send(method, path, request, pair);
    if (pair && isTokenExpired(answer.body)) {
      try {
        pair = await refresh(pair);
      } catch (error) {
        signOut();
        throw error;
      }
      answer = await send(method, path, request, pair);
    }
    if (pair && answer.status === 401) signOut();
    if (!isSuccessful(answer.body)) throw answerError(answer.status, answer.body);
    return answer.body as Envelope<T>;
  }

  return {
    call,
    get: <T>(path: string, request?: Omit<RequestOptions, 'body'>) => call<T>('GET', path, request),
    post: <T>(path: string, request?: RequestOptions) => call<T>('POST', path, request),
    put: <T>(path: string, request?: RequestOptions) => call<T>('PUT', path, request),
    patch: <T>(path: string, request?: RequestOptions) => call<T>('PATCH', path, request),
    delete: <T>(path: string, request?: RequestOptions) => call<T>('DELETE', path, request),

    /**
     * A form with files, by XMLHttpRequest since fetch cannot report upload progress. Same rules as `call`
     * (bearer token, one refresh on `token_expired`, 401 ends the session, French errors), but the timeout is
     * a stall: a slow phone link may take minutes, so only TIMINGS.uploadStallMs without any progress fails.
     */
    async upload<T>(method: 'POST' | 'PUT', path: string, body: FormData, onProgress?: (fraction: number) => void): Promise<Envelope<T>> {
      const sendForm = (pair: string | null) =>
        new Promise<RawAnswer>((resolve, reject) => {
          const xhr = new XMLHttpRequest();
          let stalled = false;
          let timer: ReturnType<typeof setTimeout> | undefined;
          const watch = () => {
            clearTimeout(timer);
            timer = setTimeout(() => {
              stalled = true;
              xhr.abort();
            }, TIMINGS.uploadStallMs);
          };
          xhr.open(method, url(path, undefined));
          xhr.setRequestHeader('Accept', 'application/json');
          if (pair) xhr.setRequestHeader('Authorization', `Bearer ${pair}`);
          xhr.upload.onprogress = (event) => {
            watch();
            if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
          };
          xhr.onprogress = watch;
          xhr.onload = () => {
            clearTimeout(timer);
            let parsed: Envelope | null = null;
            try {
              parsed = JSON.parse(xhr.responseText) as Envelope;
            } catch {
              // Not JSON (a proxy's error page): the screen's default text is shown.
            }
            resolve({ status: xhr.status, body: parsed && typeof parsed === 'object' ? parsed : null });
          };
          xhr.onerror = xhr.onabort = () => {
            clearTimeout(timer);
            reject(new ApiRequestError(stalled ? CLIENT_ERRORS.timeout : CLIENT_ERRORS.network, 0));
          };
          watch();
          xhr.send(body);
        });
      let pair = store.read();
      let answer = await sendForm(pair);
      if (pair && isTokenExpired(answer.body)) {
        try {
          pair = await refresh(pair);
        } catch (error) {
          signOut();
          throw error;
        }
        answer = await sendForm(pair);
      }
      if (pair && answer.status === 401) signOut();
      if (!isSuccessful(answer.body)) throw answerError(answer.status, answer.body);
      return answer.body as Envelope<T>;
    },

    /** The tab's access token, for a call made outside this client (a file download). */
    accessToken: (): string | null => store.read(),

    /** Another tab signed out: this tab's token is dropped without telling the others again. */
    forget: (): void => store.clear(),

    /**
     * POST /auth/login: keeps the access token (the server sets the cookie); the caller then loads the profile. An
     * account with a second factor gets its challenge back instead, and no session yet.
     */
    signIn: (identifier: string, password: string): Promise<string | SecondFactorChallenge> => openSession('/auth/login', { identifier, password }),

    /** POST /auth/login/second-factor: the same session as a sign-in without a second factor. */
    async signInSecondFactor(body: SecondFactorAnswer): Promise<string> {
      const answer = await openSession('/auth/login/second-factor', body);
      if (typeof answer !== 'string') throw new ApiRequestError('', 500);
      return answer;
    },

    /** POST /auth/login/second-factor/setup: the key of the authenticator app a sign-in must set up (decision 025). */
    async signInSetup(challenge: string): Promise<SignInSetup> {
      const answer = await call<SignInSetup>('POST', '/auth/login/second-factor/setup', { body: { challenge }, auth: false });
      return answer.data as SignInSetup;
    },

    /** POST /auth/login/second-factor/setup/email-code: the code e-mailed again (docs/decisions/027-counters-per-account.md). */
    async signInResendEmailCode(challenge: string): Promise<EmailCodeSent> {
      const answer = await call<EmailCodeSent>('POST', '/auth/login/second-factor/setup/email-code', { body: { challenge }, auth: false });
      return answer.data as EmailCodeSent;
    },

    /**
     * POST /auth/login/second-factor/enable: keeps the access token, as a sign-in does; returns the ten recovery
     * codes to show once. The caller loads the profile when they have been seen.
     */
    async signInEnable(body: { challenge: string; code: string; emailCode: string }): Promise<string[]> {
      const answer = await lock(REFRESH_LOCK, () =>
        call<{ accessToken?: string; recoveryCodes?: string[] }>('POST', '/auth/login/second-factor/enable', { body, auth: false }),
      );
      store.write(answer.data?.accessToken ?? '', now());
      return answer.data?.recoveryCodes ?? [];
    },

    /** POST /auth/login/passkey: a passkey's answer instead of a code (docs/decisions/025-second-factor.md, "Passkeys"). */
    async signInPasskey(body: { challenge: string; response: unknown }): Promise<string> {
      const answer = await openSession('/auth/login/passkey', body);
      if (typeof answer !== 'string') throw new ApiRequestError('', 500);
      return answer;
    },

    /**
     * A new tab or a reload: an access token by a refresh through the cookie (trading once, before, the refresh
     * token an older version left in localStorage). False when there is no session; throws when offline.
     */
    async resume(legacyRefreshToken: string | null = null): Promise<boolean> {
      const attempt = (legacy?: string) => coordinatedRefresh(null, { store, lock, exchange: () => exchange(legacy), now });
      const ended = (error: unknown) => error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
      try {
        if (legacyRefreshToken) {
          try {
            await attempt(legacyRefreshToken);
            return true;
          } catch (error) {
            if (!ended(error)) throw error;
          }
        }
        await attempt();
        return true;
      } catch (error) {
        if (!ended(error)) throw error;
        store.clear();
        return false;
      }
    },

    /** POST /auth/logout, which ends the cookie's session and clears it; the token is forgotten here whatever the answer. */
    async signOut(): Promise<string> {
      try {
        const answer = await lock(REFRESH_LOCK, () => call('POST', '/auth/logout', { body: {}, auth: false }));
        return answer.message ?? '';
      } catch {
        return CLIENT_ERRORS.localLogout;
      } finally {
        signOut();
      }
    },

    /** The periodic refresh: each tab's own token, every period, the tabs taking turns. */
    async refreshIfDue(): Promise<void> {
      const pair = store.read();
      if (!pair || !refreshDue(store.refreshedAt(), now(), options.refreshPeriodMs)) return;
      try {
        await refresh(pair);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 0) return; // offline: try again next period
        signOut();
      }
    },
  };
}
