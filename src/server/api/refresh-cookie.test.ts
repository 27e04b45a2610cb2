// The back office's refresh token in an HttpOnly cookie (docs/decisions/024-refresh-cookie-and-nonce-csp.md): set by
// sign-in and refresh for the back office only, read by refresh and logout, cleared by logout; other clients keep
// the refresh token in the body, and a spent token still ends the whole session.
import { describe, expect, it } from 'vitest';
import { useTestBackend } from '@test/harness';

const t = useTestBackend({ env: { RATE_LIMIT_LOGIN: '1000/60' } });

const BACK_OFFICE = { 'X-Boutique-Client': 'admin' };
const DAY_S = 24 * 60 * 60;

function refreshCookie(headers: Headers): string | undefined {
  return headers.getSetCookie().find((line) => line.startsWith('boutique_refresh='));
}

function cookieValue(line: string | undefined): string {
  return line?.split(';')[0].slice('boutique_refresh='.length) ?? '';
}

async function backOfficeSignIn() {
  const admin = await t().createAdmin();
  const answer = await t().call('POST', '/auth/login', { json: { identifier: admin.email, password: admin.password }, headers: BACK_OFFICE });
  return { admin, answer, cookie: cookieValue(refreshCookie(answer.headers)) };
}

describe('sign-in from the back office', () => {
  it('sets an HttpOnly, SameSite=Strict cookie on the /auth path for the rest of the session, and no refresh token in the body', async () => {
    const { admin, answer } = await backOfficeSignIn();
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Connexion réussie');
    expect(answer.body.data.accessToken).toEqual(expect.any(String));
    expect(answer.body.data.user.email).toBe(admin.email);
    expect(answer.body.data).not.toHaveProperty('refreshToken');
    const line = refreshCookie(answer.headers) ?? '';
    expect(line).toMatch(/^boutique_refresh=[^;]{20,};/);
    expect(line).toContain('Path=/api/v1/auth');
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Strict');
    // The test shop is on http: no Secure, which the browser would then refuse to send back.
    expect(line).not.toContain('Secure');
    const maxAge = Number(/Max-Age=(\d+)/.exec(line)?.[1]);
    expect(maxAge).toBeGreaterThan(30 * DAY_S - 60);
    expect(maxAge).toBeLessThanOrEqual(30 * DAY_S);
  });

  it('is unchanged for other clients: the pair in the body, no cookie', async () => {
    const admin = await t().createAdmin();
    const answer = await t().call('POST', '/auth/login', { json: { identifier: admin.email, password: admin.password } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.refreshToken).toEqual(expect.any(String));
    expect(answer.headers.getSetCookie()).toEqual([]);
  });
});

describe('refresh', () => {
  it('takes the cookie when the body has none, rotates it, and answers the access token only', async () => {
    const { cookie } = await backOfficeSignIn();
    const answer = await t().call('POST', '/auth/refresh', { json: {}, headers: { ...BACK_OFFICE, Cookie: `boutique_refresh=${cookie}` } });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Token rafraîchi avec succès');
    expect(answer.body.data).not.toHaveProperty('refreshToken');
    const next = cookieValue(refreshCookie(answer.headers));
    expect(next).not.toBe('');
    expect(next).not.toBe(cookie);
    const profile = await t().call('GET', '/auth/profile', { token: answer.body.data.accessToken });
    expect(profile.status).toBe(200);
  });

  it('ignores the cookie without the back office header: a cross-site form cannot spend it', async () => {
    const { cookie } = await backOfficeSignIn();
    const answer = await t().call('POST', '/auth/refresh', { json: {}, headers: { Cookie: `boutique_refresh=${cookie}` } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Refresh token manquant');
    // The cookie was not spent: the back office still refreshes with it.
    const still = await t().call('POST', '/auth/refresh', { json: {}, headers: { ...BACK_OFFICE, Cookie: `boutique_refresh=${cookie}` } });
    expect(still.status).toBe(200);
  });

  it('answers 401 for the back office without a cookie', async () => {
    const answer = await t().call('POST', '/auth/refresh', { json: {}, headers: BACK_OFFICE });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 'refresh_token_invalid', message: 'Refresh token invalide ou expiré' });
  });

  it('still takes a refresh token in the body from other clients', async () => {
    const admin = await t().createAdmin();
    const tokens = await t().signIn(admin.email, admin.password);
    const answer = await t().call('POST', '/auth/refresh', { json: { refreshToken: tokens.refreshToken } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.refreshToken).toEqual(expect.any(String));
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it('a spent cookie presented again ends the whole session (reuse detection)', async () => {
    const { cookie } = await backOfficeSignIn();
    const first = await t().call('POST', '/auth/refresh', { json: {}, headers: { ...BACK_OFFICE, Cookie: `boutique_refresh=${cookie}` } });
    expect(first.status).toBe(200);
    const rotated = cookieValue(refreshCookie(first.headers));
    const replay = await t().call('POST', '/auth/refresh', { json: {}, headers: { ...BACK_OFFICE, Cookie: `boutique_refresh=${cookie}` } });
    expect(replay.status).toBe(401);
    // The rightful holder's newer token is refused too: the session is over.
    const after = await t().call('POST', '/auth/refresh', { json: {}, headers: { ...BACK_OFFICE, Cookie: `boutique_refresh=${rotated}` } });
    expect(after.status).toBe(401);
    expect((await t().call('GET', '/auth/profile', { token: first.body.data.accessToken })).status).toBe(401);
  });
});

describe('logout', () => {
  it("ends the cookie's session and clears the cookie", async () => {
    const { cookie } = await backOfficeSignIn();
    const answer = await t().call('POST', '/auth/logout', { json: {}, headers: { ...BACK_OFFICE, Cookie: `boutique_refresh=${cookie}` } });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Déconnexion réussie');
    const line = refreshCookie(answer.headers) ?? '';
    expect(line).toMatch(/^boutique_refresh=;/);
    expect(line).toContain('Max-Age=0');
    expect(line).toContain('Path=/api/v1/auth');
    const after = await t().call('POST', '/auth/refresh', { json: {}, headers: { ...BACK_OFFICE, Cookie: `boutique_refresh=${cookie}` } });
    expect(after.status).toBe(401);
  });
});
