// The back office's one way to call the API (docs/product.md, "The back office"): base path, bearer token,
// 10 s timeout, French messages for a timeout or a network failure, the envelope's success rule, a 401 that
// ends the session, and a `token_expired` answered by one coordinated refresh and one retry.
import { API_BASE_PATH, TIMINGS } from '@/shared/constants';
import { CLIENT_ERRORS } from '@/shared/messages';
import { ApiRequestError, answerError, type Envelope, isSuccessful, isTokenExpired } from './answer';
import { coordinatedRefresh, type LockRunner, refreshDue, type TokenPair, type TokenStore } from './session';

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

  async function send(method: string, path: string, request: RequestOptions, pair: TokenPair | null): Promise<RawAnswer> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (pair) headers.Authorization = `Bearer ${pair.accessToken}`;
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
      response = await doFetch(url(path, request.query), { method, headers, body, signal });
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

  async function exchange(refreshToken: string): Promise<TokenPair> {
    const answer = await send('POST', '/auth/refresh', { body: { refreshToken } }, null);
    const data = answer.body?.data as Partial<TokenPair> | undefined;
    if (!isSuccessful(answer.body) || !data?.accessToken || !data.refreshToken) throw answerError(answer.status, answer.body);
    return { accessToken: data.accessToken, refreshToken: data.refreshToken };
  }

  const refresh = (seen: TokenPair | null) => coordinatedRefresh(seen, { store, lock, exchange, now });

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
    delete: <T>(path: string, request?: RequestOptions) => call<T>('DELETE', path, request),

    /**
     * A form with files, by XMLHttpRequest since fetch cannot report upload progress. Same rules as `call`
     * (bearer token, one refresh on `token_expired`, 401 ends the session, French errors), but the timeout is
     * a stall: a slow phone link may take minutes, so only TIMINGS.uploadStallMs without any progress fails.
     */
    async upload<T>(method: 'POST' | 'PUT', path: string, body: FormData, onProgress?: (fraction: number) => void): Promise<Envelope<T>> {
      const sendForm = (pair: TokenPair | null) =>
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
          if (pair) xhr.setRequestHeader('Authorization', `Bearer ${pair.accessToken}`);
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

    /** POST /auth/login: keeps the pair; the caller then loads the profile. */
    async signIn(identifier: string, password: string): Promise<TokenPair> {
      const answer = await call<TokenPair>('POST', '/auth/login', { body: { identifier, password }, auth: false });
      const pair = { accessToken: answer.data?.accessToken ?? '', refreshToken: answer.data?.refreshToken ?? '' };
      store.write(pair, now());
      return pair;
    },

    /** POST /auth/logout when a refresh token is kept; the tokens are forgotten here whatever the answer. */
    async signOut(): Promise<string> {
      const pair = store.read();
      if (!pair) {
        signOut();
        return CLIENT_ERRORS.localLogout;
      }
      try {
        const answer = await call('POST', '/auth/logout', { body: { refreshToken: pair.refreshToken }, auth: false });
        return answer.message ?? '';
      } catch {
        return CLIENT_ERRORS.localLogout;
      } finally {
        signOut();
      }
    },

    /** The periodic refresh: made by whichever tab finds it due first; the others keep its pair. */
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
