// A shop reached over https (PUBLIC_URL): the back office's refresh cookie is Secure, so the browser never sends
// it over plain http (docs/decisions/024-refresh-cookie-and-nonce-csp.md).
import { describe, expect, it } from 'vitest';
import { useTestBackend } from '@test/harness';

const t = useTestBackend({ env: { PUBLIC_URL: 'https://boutique.example.sn' } });

describe('the refresh cookie on an https shop', () => {
  it('is Secure, set by sign-in and by refresh, and cleared Secure by logout', async () => {
    const admin = await t().createAdmin();
    const headers = { 'X-Boutique-Client': 'admin' };
    const login = await t().call('POST', '/auth/login', { json: { identifier: admin.email, password: admin.password }, headers });
    const set = login.headers.getSetCookie().find((line) => line.startsWith('boutique_refresh=')) ?? '';
    expect(set).toContain('Secure');
    expect(set).toContain('HttpOnly');
    const cookie = set.split(';')[0];
    const refreshed = await t().call('POST', '/auth/refresh', { json: {}, headers: { ...headers, Cookie: cookie } });
    expect(refreshed.status).toBe(200);
    const next = refreshed.headers.getSetCookie().find((line) => line.startsWith('boutique_refresh=')) ?? '';
    expect(next).toContain('Secure');
    const logout = await t().call('POST', '/auth/logout', { json: {}, headers: { ...headers, Cookie: next.split(';')[0] } });
    const cleared = logout.headers.getSetCookie().find((line) => line.startsWith('boutique_refresh=')) ?? '';
    expect(cleared).toMatch(/^boutique_refresh=;.*Max-Age=0/);
    expect(cleared).toContain('Secure');
  });
});
