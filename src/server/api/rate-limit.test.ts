// Per-address limits on the calls anyone can make (docs/api.md): 429, Retry-After and a French message.
// TRUST_PROXY lets each test speak from an address of its own through X-Forwarded-For.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readConfig } from '@/server/config';
import { oneTimeTokens } from '@/server/db/schema';
import { createRateLimiters } from '@/server/rate-limit/rate-limiters';
import { useTestBackend } from '@test/harness';

const t = useTestBackend({
  env: { TRUST_PROXY: '1', RATE_LIMIT_LOGIN: '3/60', RATE_LIMIT_PASSWORD_RESET: '2/60', RATE_LIMIT_VERIFICATION: '2/60' },
});

const PASSWORD = 'MotDePasse-Solide-1';
/** Reset links, and verification links, one account is sent in an hour (RATE_LIMIT_ACCOUNT_MAIL's default). */
const ACCOUNT_MAILS = 3;
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

describe('reset and verification links per account', () => {
  const NEUTRAL = {
    '/auth/request-password-reset': 'Si cette adresse email est associée à un compte, un email de réinitialisation vient de lui être envoyé.',
    '/auth/resend-verification': 'Si un compte non vérifié correspond à cette adresse, un lien de vérification vient de lui être envoyé.',
  };
  /** Each request from an address of its own, as visitors of another site's page would send them. */
  let next = 0;
  const elsewhere = () => from(`198.51.100.${(next++ % 250) + 1}`);

  /** Mails and texts sent to `to` so far. */
  async function sentTo(to: string) {
    const items = [...(await t().outbox('mail')), ...(await t().outbox('sms'))];
    return items.filter((item) => item.content.includes(to)).length;
  }

  it(`sends ${ACCOUNT_MAILS} reset links to an account in an hour, from however many addresses; past them the same answer, and nothing sent`, async () => {
    const admin = await t().createAdmin();
    const other = await t().createAdmin();
    for (let i = 0; i < ACCOUNT_MAILS + 3; i += 1) {
      const answer = await t().call('POST', '/auth/request-password-reset', { headers: elsewhere(), json: { email: admin.email } });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, status: 200, message: NEUTRAL['/auth/request-password-reset'], data: null });
      // One after the other, as the owner would see them arrive.
      await t().settle();
    }
    expect(await sentTo(admin.email)).toBe(ACCOUNT_MAILS);
    // The link last sent still works: the requests past the cap retired none.
    const tokens = await t().db.select().from(oneTimeTokens).where(eq(oneTimeTokens.adminId, admin.id));
    expect(tokens.filter((token) => token.usedAt === null)).toHaveLength(1);
    // Another account is not held back by this one's cap.
    await t().call('POST', '/auth/request-password-reset', { headers: elsewhere(), json: { email: other.email } });
    expect(await sentTo(other.email)).toBe(1);
  });

  it(`sends ${ACCOUNT_MAILS} verification links to an account in an hour, by e-mail and SMS together`, async () => {
    const admin = await t().createAdmin({ verified: false, numero: '+221775550101' });
    for (let i = 0; i < ACCOUNT_MAILS + 2; i += 1) {
      const identifier = i % 2 === 0 ? admin.email : '+221775550101';
      const answer = await t().call('POST', '/auth/resend-verification', { headers: elsewhere(), json: { email: identifier } });
      expect(answer.body).toEqual({ success: true, status: 200, message: NEUTRAL['/auth/resend-verification'], data: null });
    }
    expect((await sentTo(admin.email)) + (await sentTo('+221775550101'))).toBe(ACCOUNT_MAILS);
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
      accountMail: { points: 3, durationSeconds: 3600 },
      wavePay: { points: 20, durationSeconds: 300 },
      waveWebhook: { points: 120, durationSeconds: 60 },
    });
    expect(readConfig({ NODE_ENV: 'test', RATE_LIMIT_WAVE_WEBHOOK: '600/60' }).rateLimits.waveWebhook).toEqual({ points: 600, durationSeconds: 60 });
    expect(readConfig({ NODE_ENV: 'test', RATE_LIMIT_ORDER: '100/60' }).rateLimits.order).toEqual({ points: 100, durationSeconds: 60 });
    expect(readConfig({ NODE_ENV: 'test', RATE_LIMIT_NEW_PASSWORD: '3/60' }).rateLimits.newPassword).toEqual({ points: 3, durationSeconds: 60 });
    expect(readConfig({ NODE_ENV: 'test', RATE_LIMIT_LOGIN: '20 / 30' }).rateLimits.login).toEqual({ points: 20, durationSeconds: 30 });
    expect(readConfig({ NODE_ENV: 'test', RATE_LIMIT_LOGIN: 'beaucoup' }).rateLimits.login).toEqual({ points: 10, durationSeconds: 60 });
  });
});
