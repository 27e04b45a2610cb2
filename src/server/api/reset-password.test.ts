// POST /auth/reset-password costs an attacker what it costs the server: a wrong link is refused before any
// password is hashed, and each client address gets a few tries per window, like the other calls anyone can make.
// TRUST_PROXY lets each test speak from an address of its own through X-Forwarded-For.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as passwords from '@/server/services/accounts/passwords';
import { issueOneTimeToken } from '@/server/services/accounts/one-time-tokens';
import { useTestBackend } from '@test/harness';

const t = useTestBackend({ env: { TRUST_PROXY: '1', RATE_LIMIT_LOGIN: '1000/60' } });

const from = (address: string) => ({ 'x-forwarded-for': address });
const LINK_INVALID = 'Lien de réinitialisation invalide ou expiré';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /auth/reset-password', () => {
  it('checks the link before it hashes the new password', async () => {
    const admin = await t().createAdmin();
    const hash = vi.spyOn(passwords, 'hashPassword');
    const verification = await issueOneTimeToken({ adminId: admin.id, purpose: 'verify' });
    for (const token of ['inventé', verification]) {
      const { status, body } = await t().call('POST', '/auth/reset-password', { headers: from('192.0.2.30'), json: { token, newPassword: 'secret6' } });
      expect(status).toBe(400);
      expect(body.message).toBe(LINK_INVALID);
    }
    expect(hash).not.toHaveBeenCalled();

    const reset = await issueOneTimeToken({ adminId: admin.id, purpose: 'reset' });
    const done = await t().call('POST', '/auth/reset-password', { headers: from('192.0.2.30'), json: { token: reset, newPassword: 'secret6' } });
    expect(done.status).toBe(200);
    expect(hash).toHaveBeenCalledTimes(1);
    await t().signIn(admin.email, 'secret6');

    const again = await t().call('POST', '/auth/reset-password', { headers: from('192.0.2.30'), json: { token: reset, newPassword: 'encore-un' } });
    expect(again.body.message).toBe(LINK_INVALID);
    expect(hash).toHaveBeenCalledTimes(1);
  });

  it('answers the sixth call from one address within the window with 429 and Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) {
      const { status } = await t().call('POST', '/auth/reset-password', { headers: from('192.0.2.40'), json: { token: `faux-${i}`, newPassword: 'secret6' } });
      expect(status).toBe(400);
    }
    const limited = await t().call('POST', '/auth/reset-password', { headers: from('192.0.2.40'), json: { token: 'faux-6', newPassword: 'secret6' } });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, status: 429, code: 'rate_limited', message: 'Trop de requêtes. Veuillez réessayer plus tard.', data: null });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    const elsewhere = await t().call('POST', '/auth/reset-password', { headers: from('192.0.2.41'), json: { token: 'faux', newPassword: 'secret6' } });
    expect(elsewhere.status).toBe(400);
  });
});
