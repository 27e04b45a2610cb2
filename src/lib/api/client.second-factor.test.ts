// The back office's API client and the sign-in's second step (docs/decisions/025-second-factor.md), against the real
// API: the password of an account with an authenticator app gives back a challenge and keeps nothing; the code
// then opens the session the same way a sign-in without a second factor does.
import { describe, expect, it } from 'vitest';
import { useTestBackend } from '@test/harness';
import { codeFor, enrolTotp, stepAt } from '@test/totp';
import { TWO_FACTOR_MESSAGES as M } from '@/shared/auth/two-factor';
import { ApiRequestError } from './answer';
import { createApiClient } from './client';
import { type LockRunner, memoryTokenStore } from './session';

const t = useTestBackend({ env: { RATE_LIMIT_LOGIN: '1000/60' } });

const noLock: LockRunner = (_name, task) => task();

/** One browser: the API through a cookie jar that keeps the refresh cookie, as Chromium does. */
function browserTab() {
  const jar = { refresh: '' };
  const store = memoryTokenStore();
  const client = createApiClient({
    store,
    lock: noLock,
    fetch: async (input, init) => {
      const headers = new Headers(init.headers);
      if (jar.refresh && input.startsWith('/api/v1/auth/')) headers.set('Cookie', `boutique_refresh=${jar.refresh}`);
      const response = await t().app.request(input, { ...init, headers });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        if (pair.startsWith('boutique_refresh=')) jar.refresh = pair.slice('boutique_refresh='.length);
      }
      return response;
    },
  });
  return { client, store, jar };
}

describe("the client's sign-in with a second factor", () => {
  it('gives back the challenge for the password, and keeps no token', async () => {
    const admin = await t().createAdmin();
    await enrolTotp(t(), admin);
    const { client, store, jar } = browserTab();
    const answer = await client.signIn(admin.email, admin.password);
    expect(answer).toEqual({ secondFactor: 'totp', challenge: expect.any(String) });
    expect(store.read()).toBeNull();
    expect(jar.refresh).toBe('');
  });

  it("opens the session with the app's code, and refuses a wrong one with the server's message", async () => {
    const admin = await t().createAdmin();
    await enrolTotp(t(), admin);
    const { client, store, jar } = browserTab();
    const answer = await client.signIn(admin.email, admin.password);
    if (typeof answer === 'string') throw new Error('no challenge');

    const right = await codeFor(t(), admin.id, stepAt() + 1);
    const failure = await client.signInSecondFactor({ challenge: answer.challenge, code: right === '000000' ? '111111' : '000000' }).catch((error) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 401, code: 'second_factor_code_wrong', message: M.codeWrong });
    expect(store.read()).toBeNull();

    const token = await client.signInSecondFactor({ challenge: answer.challenge, code: right });
    expect(token).toBeTruthy();
    expect(store.read()).toBe(token);
    expect(jar.refresh).not.toBe('');
    const profile = await client.get<{ email: string }>('/auth/profile');
    expect(profile.data?.email).toBe(admin.email);
  });

  it('opens the session with a recovery code, typed with a dash', async () => {
    const admin = await t().createAdmin();
    const [first] = await enrolTotp(t(), admin);
    const { client, store } = browserTab();
    const answer = await client.signIn(admin.email, admin.password);
    if (typeof answer === 'string') throw new Error('no challenge');
    expect(first).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    const token = await client.signInSecondFactor({ challenge: answer.challenge, recoveryCode: first.toLowerCase() });
    expect(store.read()).toBe(token);
    expect((await client.get<{ email: string }>('/auth/profile')).data?.email).toBe(admin.email);
  });

  it('signs an account without a second factor in as before', async () => {
    const admin = await t().createAdmin();
    const { client, store } = browserTab();
    const token = await client.signIn(admin.email, admin.password);
    expect(typeof token).toBe('string');
    expect(store.read()).toBe(token);
  });
});
