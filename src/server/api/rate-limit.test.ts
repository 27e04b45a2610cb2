// Per-address limits on the calls anyone can make (docs/api.md): 429, Retry-After and a French message.
// TRUST_PROXY lets each test speak from an address of its own through X-Forwarded-For.
import { describe, expect, it } from 'vitest';
import { readConfig } from '@/server/config';
import { createRateLimiters } from '@/server/rate-limit/rate-limiters';
import { useTestBackend } from '@test/harness';

const t = useTestBackend({
  env: { TRUST_PROXY: '1', RATE_LIMIT_LOGIN: '3/60', RATE_LIMIT_PASSWORD_RESET: '2/60', RATE_LIMIT_VERIFICATION: '2/60' },
});

const PASSWORD = 'MotDePasse-Solide-1';
const from = (address: string) => ({ 'x-forwarded-for': address });

describe('rate limits per client address', () => {
  it('refuses a fourth sign-in within the minute, even with the right password; other addresses go on', async () => {
    const admin = await t().createAdmin();
    for (let i = 0; i < 3; i += 1) {
      const { status } = await t().call('POST', '/auth/login', { headers: from('192.0.2.10'), json: { identifier: 'x@boutique.test', password: 'x' } });
      expect(status).toBe(401);
    }
    const limited = await t().call('POST', '/auth/login', { headers: from('192.0.2.10'), json: { identifier: admin.email, password: PASSWORD } });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, status: 429, code: 'rate_limited', message: 'Trop de requêtes. Veuillez réessayer plus tard.', data: null });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const elsewhere = await t().call('POST', '/auth/login', { headers: from('192.0.2.11'), json: { identifier: admin.email, password: PASSWORD } });
    expect(elsewhere.status).toBe(200);
  });

  it('limits reset and verification requests separately from sign-in', async () => {
    for (const path of ['/auth/request-password-reset', '/auth/resend-verification']) {
      for (let i = 0; i < 2; i += 1) {
        expect((await t().call('POST', path, { headers: from('192.0.2.20'), json: { email: 'a@boutique.test' } })).status).toBe(200);
      }
      const limited = await t().call('POST', path, { headers: from('192.0.2.20'), json: { email: 'a@boutique.test' } });
      expect(limited.status, path).toBe(429);
      expect(limited.body.message).toBe('Trop de requêtes. Veuillez réessayer plus tard.');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const login = await t().call('POST', '/auth/login', { headers: from('192.0.2.20'), json: { identifier: 'a@boutique.test', password: 'x' } });
    expect(login.status).toBe(401);
  });

  it('keeps counting in memory when Redis cannot be reached', async () => {
    const limiters = createRateLimiters({
      ...readConfig({ NODE_ENV: 'test', RATE_LIMIT_LOGIN: '2/60' }),
      redisUrl: 'redis://127.0.0.1:1',
    });
    try {
      expect(limiters.store).toBe('redis');
      expect(await limiters.consume('login', 'somewhere')).toEqual({ allowed: true });
      expect(await limiters.consume('login', 'somewhere')).toEqual({ allowed: true });
      expect(await limiters.consume('login', 'somewhere')).toMatchObject({ allowed: false });
    } finally {
      await limiters.close();
    }
  });
});

describe('configuration of the limits', () => {
  it('reads `points/seconds`, and keeps sane defaults otherwise', () => {
    expect(readConfig({ NODE_ENV: 'test' }).rateLimits).toEqual({
      login: { points: 10, durationSeconds: 60 },
      passwordReset: { points: 5, durationSeconds: 900 },
      verification: { points: 5, durationSeconds: 900 },
      newPassword: { points: 5, durationSeconds: 900 },
      order: { points: 20, durationSeconds: 300 },
    });
    expect(readConfig({ NODE_ENV: 'test', RATE_LIMIT_ORDER: '100/60' }).rateLimits.order).toEqual({ points: 100, durationSeconds: 60 });
    expect(readConfig({ NODE_ENV: 'test', RATE_LIMIT_NEW_PASSWORD: '3/60' }).rateLimits.newPassword).toEqual({ points: 3, durationSeconds: 60 });
    expect(readConfig({ NODE_ENV: 'test', RATE_LIMIT_LOGIN: '20 / 30' }).rateLimits.login).toEqual({ points: 20, durationSeconds: 30 });
    expect(readConfig({ NODE_ENV: 'test', RATE_LIMIT_LOGIN: 'beaucoup' }).rateLimits.login).toEqual({ points: 10, durationSeconds: 60 });
  });
});
