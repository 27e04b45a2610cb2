// Rate limits shared through Redis (REDIS_URL): several instances of the shop count together.
// Needs the Redis of the development machine (127.0.0.1:6379, or TEST_REDIS_URL); skipped loudly without it,
// except in CI (CI set), which has one: there a missing Redis fails.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientNetwork } from '@/server/client-network';
import { createRateLimiters, getRateLimiters, REDIS_KEY_PREFIX } from '@/server/rate-limit/rate-limiters';
import { useTestBackend } from '@test/harness';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function reachable(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1_000 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisUp = await reachable(redisUrl);
/** CI runs with a Redis: a skip there would hide that these tests never ran. */
const inCi = !!process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0';
if (!redisUp && !inCi) console.warn(`\n!!! Redis unreachable at ${redisUrl}: the shared rate-limit tests are SKIPPED !!!\n`);

if (!redisUp && inCi) {
  describe('Redis in CI', () => {
    it('is reachable, so that the shared rate limits are tested', () => {
      expect.fail(`Redis unreachable at ${redisUrl} (TEST_REDIS_URL): CI must run the shared rate-limit tests against one`);
    });
  });
}

const t = useTestBackend({ env: { REDIS_URL: redisUrl, TRUST_PROXY: '1', RATE_LIMIT_LOGIN: '2/60' } });

/** An address no other run uses, so that parallel runs on one Redis do not count together. */
const freshAddress = () => `2001:db8:${randomBytes(2).toString('hex')}::${randomBytes(2).toString('hex')}`;
const used: string[] = [];
const redis = redisUp ? new Redis(redisUrl) : null;
afterAll(async () => {
  if (!redis) return;
  if (used.length) await redis.del(...used.map((address) => `${REDIS_KEY_PREFIX}:login:${clientNetwork(address)}`));
  await redis.quit();
});

describe.skipIf(!redisUp)('rate limits in Redis', () => {
  beforeAll(async () => {
    // As at start-up: the shop connects before it serves.
    expect(await getRateLimiters().connected(3_000)).toBe(true);
  });

  it('counts sign-in attempts in Redis and answers 429 past the limit', async () => {
    const address = freshAddress();
    used.push(address);
    for (let i = 0; i < 2; i += 1) {
      const { status } = await t().call('POST', '/auth/login', { headers: { 'x-forwarded-for': address }, json: { identifier: 'x@boutique.test', password: 'x' } });
      expect(status).toBe(401);
    }
    const limited = await t().call('POST', '/auth/login', { headers: { 'x-forwarded-for': address }, json: { identifier: 'x@boutique.test', password: 'x' } });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Trop de requêtes. Veuillez réessayer plus tard.');
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    // An IPv6 client is counted by its /64 (docs/SECURITY.md, "Rate limiting").
    const key = `${REDIS_KEY_PREFIX}:login:${clientNetwork(address)}`;
    expect(Number(await redis?.get(key))).toBe(3);
    const ttl = await redis?.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('shares the count between instances', async () => {
    const address = freshAddress();
    used.push(address);
    // Another instance of the shop, with its own limiters, on the same Redis.
    const otherInstance = createRateLimiters(t().config);
    try {
      expect(await otherInstance.connected(3_000)).toBe(true);
      expect(await otherInstance.consume('login', clientNetwork(address))).toEqual({ allowed: true });
      expect(await otherInstance.consume('login', clientNetwork(address))).toEqual({ allowed: true });
    } finally {
      await otherInstance.close();
    }
    const limited = await t().call('POST', '/auth/login', { headers: { 'x-forwarded-for': address }, json: { identifier: 'x@boutique.test', password: 'x' } });
    expect(limited.status).toBe(429);
  });

  it("counts an account's reset links in Redis, for an hour", async () => {
    const admin = await t().createAdmin();
    for (let i = 0; i < 4; i += 1) {
      const answer = await t().call('POST', '/auth/request-password-reset', { headers: { 'x-forwarded-for': freshAddress() }, json: { email: admin.email } });
      expect(answer.status).toBe(200);
      await t().settle();
    }
    const sent = (await t().outbox('mail')).filter((item) => item.content.includes(admin.email));
    expect(sent).toHaveLength(3);
    const key = `${REDIS_KEY_PREFIX}:accountMail:reset:${admin.id}`;
    expect(Number(await redis?.get(key))).toBe(4);
    expect(await redis?.pttl(key)).toBeGreaterThan(3_500_000);
    await redis?.del(key);
  });
});
