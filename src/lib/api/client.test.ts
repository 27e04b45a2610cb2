// The back office's API client against the real API (Hono app on a real database) and real sockets.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { signAccessToken } from '@/server/services/accounts/access-tokens';
import { useTestBackend } from '@test/harness';
import { API_MESSAGES, CLIENT_ERRORS } from '@/shared/messages';
import { ApiRequestError, type Envelope, errorCode, errorText, hasErrorCode, isSuccessful } from './answer';
import { isUnverifiedAccountError } from './auth-forms';
import { createApiClient } from './client';
import type { LockRunner, TokenPair, TokenStore } from './session';

const t = useTestBackend();

/** One origin's localStorage, shared by the "tabs" of a test. */
function memoryStore(): TokenStore & { pair: TokenPair | null } {
  let refreshedAt = 0;
  return {
    pair: null,
    read() {
      return this.pair;
    },
    write(pair, at) {
      this.pair = pair;
      refreshedAt = at;
    },
    refreshedAt: () => refreshedAt,
    clear() {
      this.pair = null;
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

function tab(store: TokenStore, lock: LockRunner, extra: { onSignedOut?: () => void; now?: () => number } = {}) {
  return createApiClient({ store, lock, fetch: (input, init) => t().app.request(input, init), ...extra });
}

/** The real API, its failed answers rewritten on the way (another wording, another code). */
function rewritten(rewrite: (body: Envelope) => Envelope) {
  return async (input: string, init: RequestInit) => {
    const response = await t().app.request(input, init);
    if (response.ok) return response;
    return new Response(JSON.stringify(rewrite(await response.json())), { status: response.status, headers: response.headers });
  };
}

async function expiredAccessToken(pair: TokenPair): Promise<string> {
  const claims = decodeJwt(pair.accessToken);
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
  it('signs in, keeps the pair and calls with it', async () => {
    const admin = await t().createAdmin();
    const store = memoryStore();
    const client = tab(store, sharedLock());
    await client.signIn(admin.email, admin.password);
    expect(store.pair?.refreshToken).toBeTruthy();
    const profile = await client.get<{ email: string }>('/auth/profile');
    expect(profile.data?.email).toBe(admin.email);
  });

  it('raises the French answer of a refused sign-in without ending anything', async () => {
    const admin = await t().createAdmin();
    const onSignedOut = vi.fn();
    const client = tab(memoryStore(), sharedLock(), { onSignedOut });
    const failure = await client.signIn(admin.email, 'pas-le-bon').catch((error) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 401, message: API_MESSAGES.invalidCredentials });
    expect(failure.code).toBe('invalid_credentials');
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('tells an account not verified yet by the code of its refusal, and keeps its message to show', async () => {
    const admin = await t().createAdmin({ verified: false });
    const failure = await tab(memoryStore(), sharedLock()).signIn(admin.email, admin.password).catch((error) => error);
    expect(failure).toMatchObject({ status: 403, code: 'account_unverified', message: API_MESSAGES.accountNotVerified });
    expect(isUnverifiedAccountError(failure)).toBe(true);
  });

  it('refreshes an expired access token once and retries, unnoticed', async () => {
    const admin = await t().createAdmin();
    const store = memoryStore();
    const client = tab(store, sharedLock());
    const signedIn = await client.signIn(admin.email, admin.password);
    store.pair = { ...signedIn, accessToken: await expiredAccessToken(signedIn) };
    const profile = await client.get<{ email: string }>('/auth/profile');
    expect(profile.data?.email).toBe(admin.email);
    expect(store.pair?.refreshToken).not.toBe(signedIn.refreshToken);
  });

  it('refreshes on the code token_expired, whatever the message says', async () => {
    const admin = await t().createAdmin();
    const store = memoryStore();
    const reworded = rewritten((body) => (body.code === 'token_expired' ? { ...body, message: 'Jeton périmé : renouvelez-le.' } : body));
    const client = createApiClient({ store, lock: sharedLock(), fetch: reworded });
    const signedIn = await client.signIn(admin.email, admin.password);
    store.pair = { ...signedIn, accessToken: await expiredAccessToken(signedIn) };
    const profile = await client.get<{ email: string }>('/auth/profile');
    expect(profile.data?.email).toBe(admin.email);
    expect(store.pair?.refreshToken).not.toBe(signedIn.refreshToken);
  });

  it("never refreshes on the words 'Token expiré' under another code", async () => {
    const admin = await t().createAdmin();
    const store = memoryStore();
    const recoded = rewritten((body) => (body.code === 'token_expired' ? { ...body, code: 'forbidden' } : body));
    const client = createApiClient({ store, lock: sharedLock(), fetch: recoded });
    // A session of its own, opened without signing in (sign-ins are counted per address).
    const expired = { accessToken: await expiredAccessToken({ accessToken: admin.token, refreshToken: '' }), refreshToken: 'jamais-présenté' };
    store.pair = expired;
    const failure = await client.get('/auth/profile').catch((error) => error);
    expect(failure).toMatchObject({ status: 403, code: 'forbidden', message: API_MESSAGES.tokenExpired });
    expect(store.pair).toEqual(expired);
  });

  it('keeps two tabs signed in when both find their token expired at once', async () => {
    const admin = await t().createAdmin();
    const store = memoryStore();
    const lock = sharedLock();
    const [first, second] = [tab(store, lock), tab(store, lock)];
    const signedIn = await first.signIn(admin.email, admin.password);
    for (let round = 0; round < 3; round++) {
      const current = store.pair as TokenPair;
      store.pair = { ...current, accessToken: await expiredAccessToken(current) };
      const answers = await Promise.all([first.get('/auth/profile'), second.get('/auth/profile')]);
      expect(answers.map((answer) => answer.success)).toEqual([true, true]);
    }
    expect(store.pair?.refreshToken).not.toBe(signedIn.refreshToken);
    expect((await second.get('/auth/profile')).success).toBe(true);
  });

  it('without the shared lock, two tabs would present one refresh token and lose the session', async () => {
    const admin = await t().createAdmin();
    const store = memoryStore();
    const [first, second] = [tab(store, noLock), tab(store, noLock)];
    const signedIn = await first.signIn(admin.email, admin.password);
    store.pair = { ...signedIn, accessToken: await expiredAccessToken(signedIn) };
    const outcomes = await Promise.allSettled([first.get('/auth/profile'), second.get('/auth/profile')]);
    expect(outcomes.some((outcome) => outcome.status === 'rejected')).toBe(true);
  });

  it('ends the session here and tells the other tabs on a 401', async () => {
    const admin = await t().createAdmin();
    const store = memoryStore();
    const onSignedOut = vi.fn();
    const client = tab(store, sharedLock(), { onSignedOut });
    await client.signIn(admin.email, admin.password);
    await t().call('POST', '/auth/logout', { json: { refreshToken: store.pair?.refreshToken } });
    const failure = await client.get('/auth/profile').catch((error) => error);
    expect(failure).toMatchObject({ status: 401 });
    expect(store.pair).toBeNull();
    expect(onSignedOut).toHaveBeenCalledOnce();
  });

  it('makes the periodic refresh only when no tab made it for a whole period', async () => {
    const admin = await t().createAdmin();
    const store = memoryStore();
    let clock = 1_000_000;
    const client = tab(store, sharedLock(), { now: () => clock });
    const signedIn = await client.signIn(admin.email, admin.password);
    clock += 9 * 60_000;
    await client.refreshIfDue();
    expect(store.pair?.refreshToken).toBe(signedIn.refreshToken);
    clock += 60_000;
    await client.refreshIfDue();
    expect(store.pair?.refreshToken).not.toBe(signedIn.refreshToken);
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
