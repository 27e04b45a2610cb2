// A session as a person lives it: the access token expires and a refresh recovers (403 'Token expiré' is
// what the client refreshes on); blocking an administrator stops a live token at once.
import { describe, expect, it, vi } from 'vitest';
import { signAccessToken } from '@/server/services/accounts/access-tokens';
import { useTestBackend } from '@test/harness';

const t = useTestBackend({ env: { RATE_LIMIT_LOGIN: '1000/60' } });

const PASSWORD = 'MotDePasse-Solide-1';
const ACCESS_TOKEN_MS = 15 * 60_000;

describe('access-token lifetime', () => {
  it("an expired access token gives 403 'Token expiré', and POST /auth/refresh recovers", async () => {
    const admin = await t().createAdmin();
    const tokens = await t().signIn(admin.email, PASSWORD);
    expect((await t().call('GET', '/auth/profile', { token: tokens.accessToken })).status).toBe(200);

    // The token's fifteen minutes pass on the clock the server reads, not in the test's own running time, so
    // that neither a slow machine nor a fast one changes what is tested.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ACCESS_TOKEN_MS + 1_000 });
    try {
      const expired = await t().call('GET', '/auth/profile', { token: tokens.accessToken });
      expect(expired.status).toBe(403);
      expect(expired.body).toEqual({ success: false, status: 403, code: 'token_expired', message: 'Token expiré', data: null });

      const refreshed = await t().call('POST', '/auth/refresh', { json: { refreshToken: tokens.refreshToken } });
      expect(refreshed.status).toBe(200);
      const again = await t().call('GET', '/auth/profile', { token: refreshed.body.data.accessToken });
      expect(again.status).toBe(200);
      expect(again.body.data.id).toBe(admin.id);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('blocking', () => {
  it("stops a blocked administrator's live access token at once", async () => {
    const boss = await t().createAdmin({ role: 'SUPER_ADMIN' });
    const admin = await t().createAdmin();
    const signedIn = await t().signIn(admin.email, PASSWORD);
    // A token of the same account and session, fresh, so that only the block can be what stops it.
    const live = await signAccessToken({ adminId: admin.id, sessionId: admin.sessionId, role: 'admin' }, '15m');
    const bossToken = await signAccessToken({ adminId: boss.id, sessionId: boss.sessionId, role: 'SUPER_ADMIN' }, '15m');
    expect((await t().call('GET', '/auth/profile', { token: live })).status).toBe(200);

    const stepUp = await t().stepUp({ token: bossToken, password: boss.password });
    const blocked = await t().call('PUT', `/auth/admin/${admin.id}/toggle-status`, { token: bossToken, headers: stepUp, json: { action: 'block' } });
    expect(blocked.status).toBe(200);

    const after = await t().call('GET', '/auth/profile', { token: live });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ success: false, status: 401, code: 'token_invalid', message: 'Token invalide', data: null });
    expect((await t().call('POST', '/auth/refresh', { json: { refreshToken: signedIn.refreshToken } })).status).toBe(401);
  });
});
