// The back office's API client against the real API (Hono app on a real database) and real sockets.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { signAccessToken } from '@/server/services/accounts/access-tokens';
import { useTestBackend } from '@test/harness';
import { API_MESSAGES, CLIENT_ERRORS } from '@/shared/messages';
import { AUTH_MESSAGES } from '@/shared/auth/messages';
import { ApiRequestError, type Envelope, errorCode, errorText, hasErrorCode, isSuccessful } from './answer';
import { isUnverifiedAccountError } from './auth-forms';
import { createApiClient } from './client';
import { type LockRunner, takeLegacyTokens, type TokenStore } from './session';

const t = useTestBackend({ env: { RATE_LIMIT_LOGIN: '1000/60' } });

/** One tab's memory. */
function memoryStore(): TokenStore & { token: string | null } {
  let refreshedAt = 0;
  return {
    token: null,
    read() {
      return this.token;
    },
    write(token, at) {
      this.token = token;
      refreshedAt = at;
    },
    refreshedAt: () => refreshedAt,
    clear() {
      this.token = null;
      refreshedAt = 0;
    },
  };
}

/** One lock for every tab, granted in turn (navigator.locks in the browser). */
function sharedLock(): LockRunner {
  let tail: Promise<unknown> = Promise.resolve();
  return (_name, task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => {});
    return run;
  };
}

const noLock: LockRunner = (_name, task) => task();

/**
 * The browser's cookie jar of one origin, shared by its tabs: it keeps the refresh cookie the API sets and sends
 * it back on the paths it is scoped to, as Chromium does. `fetch` goes to the real API through it.
 */
function cookieJar() {
  const jar = {
    refresh: '',
    fetch: async (input: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      if (jar.refresh && input.startsWith('/api/v1/auth/')) headers.set('Cookie', `boutique_refresh=${jar.refresh}`);
      const response = await t().app.request(input, { ...init, headers });
      for (const line of response.headers.getSetCookie()) {
        const [pair, ...attributes] = line.split(';');
        if (!pair.startsWith('boutique_refresh=')) continue;
        jar.refresh = attributes.some((attribute) => attribute.trim() === 'Max-Age=0') ? '' : pair.slice('boutique_refresh='.length);
      }
      return response;
    },
  };
  return jar;
}

function tab(store: TokenStore, lock: LockRunner, extra: { onSignedOut?: () => void; now?: () => number; jar?: ReturnType<typeof cookieJar> } = {}) {
  const { jar = cookieJar(), ...rest } = extra;
  return createApiClient({ store, lock, fetch: jar.fetch, ...rest });
}

/** The real API, its failed answers rewritten on the way (another wording, another code). */
function rewritten(rewrite: (body: Envelope) => Envelope) {
  return async (input: string, init: RequestInit) => {
    const response = await t().app.request(input, init);
    if (response.ok) return response;
    return new Response(JSON.stringify(rewrite(await response.json())), { status: response.status, headers: response.headers });
  };
}

async function expiredAccessToken(accessToken: string): Promise<string> {
  const claims = decodeJwt(accessToken);
  return signAccessToken({ adminId: String(claims.sub), sessionId: String(claims.sid), role: claims.role as 'admin' }, '0s');
}

describe('reading answers', () => {
  it('counts success by the flag or by a 200/201 status', () => {
    expect(isSuccessful({ success: true })).toBe(true);
    expect(isSuccessful({ success: false, status: 201 })).toBe(true);
    expect(isSuccessful({ success: false, status: 400 })).toBe(false);
    expect(isSuccessful(null)).toBe(false);
  });

  it("shows the answer's message, then the data's, then the screen's default", () => {
    expect(errorText(new ApiRequestError('Catégorie non trouvée', 404))).toBe('Catégorie non trouvée');
    expect(errorText(new ApiRequestError('', 500, { message: 'Détail' }))).toBe('Détail');
    expect(errorText(new ApiRequestError('', 502), 'Erreur lors du chargement')).toBe('Erreur lors du chargement');
    expect(errorText('Texte seul')).toBe('Texte seul');
    expect(errorText(undefined)).toBe(CLIENT_ERRORS.default);
  });

  it("carries the answer's code, and none the API does not define", () => {
    const refused = new ApiRequestError('Catégorie non trouvée', 404, null, 'category_not_found');
    expect(errorCode(refused)).toBe('category_not_found');
    expect(hasErrorCode(refused, 'product_not_found', 'category_not_found')).toBe(true);
    expect(hasErrorCode(refused, 'product_not_found')).toBe(false);
    expect(errorCode(new ApiRequestError('Introuvable', 404, null, 'introuvable'))).toBeNull();
    expect(errorCode(new ApiRequestError(CLIENT_ERRORS.network, 0))).toBeNull();
    expect(errorCode(new Error('Catégorie non trouvée'))).toBeNull();
  });
});

describe('the API client', () => {
  it('signs in, keeps the access token in memory and the refresh token in the cookie only', async () => {
    const admin = await t().createAdmin();
    const store = memoryStore();
    const jar = cookieJar();
    const client = tab(store, sharedLock(), { jar });
    await client.signIn(admin.email, admin.password);
    expect(store.token).toBeTruthy();
    expect(jar.refresh).not.toBe('');
    expect(jar.refresh).not.toBe(store.token);
    const profile = await client.get<{ email: string }>('/auth/profile');
    expect(profile.data?.email).toBe(admin.email);
  });

  it('raises the French answer of a refused sign-in without ending anything', async () => {
    const admin = await t().createAdmin();
    const onSignedOut = vi.fn();
    const client = tab(memoryStore(), sharedLock(), { onSignedOut });
    const failure = await client.signIn(admin.email, 'pas-le-bon').catch((error) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 401, message: AUTH_MESSAGES.invalidCredentials });
    expect(failure.code).toBe('invalid_credentials');
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('tells an account not verified yet by the code of its refusal, and keeps its message to show', async () => {
    const admin = await t().createAdmin({ verified: false });
    const failure = await tab(memoryStore(), sharedLock()).signIn(admin.email, admin.password).catch((error) => error);
    expect(failure).toMatchObject({ status: 403, code: 'account_unverified', message: AUTH_MESSAGES.accountNotVerified });
    expect(isUnverifiedAccountError(failure)).toBe(true);
  });

  it('a new tab, or a reload, resumes the session through the cookie alone', async () => {
    const admin = await t().createAdmin();
    const jar = cookieJar();
    const lock = sharedLock();
    await tab(memoryStore(), lock, { jar }).signIn(admin.email, admin.password);
    const reloaded = memoryStore();
    const client = tab(reloaded, lock, { jar });
    expect(await client.resume()).toBe(true);
    expect(reloaded.token).toBeTruthy();
    expect((await client.get<{ email: string }>('/auth/profile')).data?.email).toBe(admin.email);
  });

  it('resumes nothing without a cookie, and tells no other tab', async () => {
    const onSignedOut = vi.fn();
    const store = memoryStore();
    expect(await tab(store, sharedLock(), { onSignedOut }).resume()).toBe(false);
    expect(store.token).toBeNull();
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('trades the refresh token an older version left in localStorage for the cookie, once', async () => {
    const admin = await t().createAdmin();
    const legacy = await t().signIn(admin.email, admin.password);
    const storage = new Map<string, string>([
      ['accessToken', legacy.accessToken],
      ['refreshToken', legacy.refreshToken],
      ['tokensRefreshedAt', '1'],
      ['theme', 'dark'],
    ]);
    const left = takeLegacyTokens({ getItem: (key) => storage.get(key) ?? null, removeItem: (key) => void storage.delete(key) });
    expect(left).toBe(legacy.refreshToken);
    expect([...storage.keys()]).toEqual(['theme']);
    const jar = cookieJar();
    const client = tab(memoryStore(), sharedLock(), { jar });
    expect(await client.resume(left)).toBe(true);
    expect(jar.refresh).not.toBe('');
    expect(jar.refresh).not.toBe(legacy.refreshToken);
  });

  it('refreshes an expired access token once through the cookie and retries, unnoticed', async () => {
    const admin = await t().createAdmin();
    const store = memoryStore();
    const jar = cookieJar();
    const client = tab(store, sharedLock(), { jar });
    await client.signIn(admin.email, admin.password);
    const cookie = jar.refresh;
    store.token = await expiredAccessToken(store.token as string);
    const profile = await client.get<{ email: string }>('/auth/profile');
    expect(profile.data?.email).toBe(admin.email);
    expect(jar.refresh).not.toBe(cookie);
  });

  it('refreshes on the code token_expired, whatever the message says', async () => {
    const admin = await t().createAdmin();
    const store = memoryStore();
    const jar = cookieJar();
    const reworded = async (input: string, init: RequestInit) => {
      const response = await jar.fetch(input, init);
      if (response.ok) return response;
      const body = (await response.json()) as Envelope;
      return new Response(JSON.stringify(body.code === 'token_expired' ? { ...body, message: 'Jeton périmé : renouvelez-le.' } : body), response);
    };
    const client = createApiClient({ store, lock: sharedLock(), fetch: reworded });
    await client.signIn(admin.email, admin.password);
    const cookie = jar.refresh;
    store.token = await expiredAccessToken(store.token as string);
    const profile = await client.get<{ email: string }>('/auth/profile');
    expect(profile.data?.email).toBe(admin.email);
    expect(jar.refresh).not.toBe(cookie);
  });

  it("never refreshes on the words 'Token expiré' under another code", async () => {
    const admin = await t().createAdmin();
    const store = memoryStore();
    const recoded = rewritten((body) => (body.code === 'token_expired' ? { ...body, code: 'forbidden' } : body));
    const client = createApiClient({ store, lock: sharedLock(), fetch: recoded });
    // A session of its own, opened without signing in (sign-ins are counted per address).
    const expired = await expiredAccessToken(admin.token);
    store.token = expired;
    const failure = await client.get('/auth/profile').catch((error) => error);
    expect(failure).toMatchObject({ status: 403, code: 'forbidden', message: API_MESSAGES.tokenExpired });
    expect(store.token).toBe(expired);
  });

  it('keeps two tabs signed in when both find their token expired at once: they refresh in turn', async () => {
    const admin = await t().createAdmin();
    const jar = cookieJar();
    const lock = sharedLock();
    const [one, two] = [memoryStore(), memoryStore()];
    const [first, second] = [tab(one, lock, { jar }), tab(two, lock, { jar })];
    await first.signIn(admin.email, admin.password);
    expect(await second.resume()).toBe(true);
    const signedIn = jar.refresh;
    for (let round = 0; round < 3; round++) {
      one.token = await expiredAccessToken(one.token as string);
      two.token = await expiredAccessToken(two.token as string);
      const answers = await Promise.all([first.get('/auth/profile'), second.get('/auth/profile')]);
      expect(answers.map((answer) => answer.success)).toEqual([true, true]);
    }
    expect(jar.refresh).not.toBe(signedIn);
    expect((await second.get('/auth/profile')).success).toBe(true);
  });

  it('without the shared lock, two tabs would present one refresh cookie and lose the session', async () => {
    const admin = await t().createAdmin();
    const jar = cookieJar();
    const [one, two] = [memoryStore(), memoryStore()];
    const [first, second] = [tab(one, noLock, { jar }), tab(two, noLock, { jar })];
    await first.signIn(admin.email, admin.password);
    await second.resume();
    one.token = await expiredAccessToken(one.token as string);
    two.token = await expiredAccessToken(two.token as string);
    const outcomes = await Promise.allSettled([first.get('/auth/profile'), second.get('/auth/profile')]);
    expect(outcomes.some((outcome) => outcome.status === 'rejected')).toBe(true);
  });

  it('ends the session here and tells the other tabs on a 401', async () => {
    const admin = await t().createAdmin();
    const store = memoryStore();
    const jar = cookieJar();
    const onSignedOut = vi.fn();
    const client = tab(store, sharedLock(), { onSignedOut, jar });
    await client.signIn(admin.email, admin.password);
    // Another tab signs out: the session ends on the server.
    await tab(memoryStore(), sharedLock(), { jar }).signOut();
    const failure = await client.get('/auth/profile').catch((error) => error);
    expect(failure).toMatchObject({ status: 401 });
    expect(store.token).toBeNull();
    expect(onSignedOut).toHaveBeenCalledOnce();
  });

  it('signs out through the cookie: the session ends and the cookie is cleared', async () => {
    const admin = await t().createAdmin();
    const store = memoryStore();
    const jar = cookieJar();
    const client = tab(store, sharedLock(), { jar });
    await client.signIn(admin.email, admin.password);
    const cookie = jar.refresh;
    expect(await client.signOut()).toBe(AUTH_MESSAGES.logoutSuccess);
    expect(store.token).toBeNull();
    expect(jar.refresh).toBe('');
    const replay = await t().call('POST', '/auth/refresh', { json: {}, headers: { 'X-Boutique-Client': 'admin', Cookie: `boutique_refresh=${cookie}` } });
    expect(replay.status).toBe(401);
  });

  it('makes the periodic refresh when the tab has not refreshed for a whole period', async () => {
    const admin = await t().createAdmin();
    const store = memoryStore();
    const jar = cookieJar();
    let clock = 1_000_000;
    const client = tab(store, sharedLock(), { now: () => clock, jar });
    await client.signIn(admin.email, admin.password);
    const cookie = jar.refresh;
    clock += 9 * 60_000;
    await client.refreshIfDue();
    expect(jar.refresh).toBe(cookie);
    clock += 60_000;
    await client.refreshIfDue();
    expect(jar.refresh).not.toBe(cookie);
  });

  it("says 'Délai d'attente dépassé' when the server does not answer in time", async () => {
    const silent = http.createServer(() => {});
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as AddressInfo;
    const client = createApiClient({ store: memoryStore(), lock: sharedLock(), baseUrl: `http://127.0.0.1:${port}/api/v1`, timeoutMs: 200 });
    await expect(client.get('/types')).rejects.toMatchObject({ status: 0, message: CLIENT_ERRORS.timeout });
    silent.closeAllConnections();
    silent.close();
  });

  it("says 'Erreur réseau' when nothing listens", async () => {
    const closed = http.createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    closed.close();
    await once(closed, 'close');
    const client = createApiClient({ store: memoryStore(), lock: sharedLock(), baseUrl: `http://127.0.0.1:${port}/api/v1` });
    await expect(client.get('/types')).rejects.toMatchObject({ status: 0, message: CLIENT_ERRORS.network });
  });
});
