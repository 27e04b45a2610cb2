// Per-address request counters for the calls anyone can make (sign-in, reset and verification requests), and the
// per-account count of the reset and verification links sent.
// In memory by default; in Redis when REDIS_URL is set, so that several instances share one count.
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { type Config, getConfig, type RateLimitName } from '@/server/config';
import { getLogger } from '@/server/logger';
import { singleton } from '@/server/singleton';

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiters {
  readonly store: 'memory' | 'redis';
  consume(name: RateLimitName, key: string): Promise<RateLimitDecision>;
  /** Whether the shared store answers within timeoutMs (always true in memory): start-up reports it. */
  connected(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export const REDIS_KEY_PREFIX = 'boutique:rate-limit';

export function createRateLimiters(config: Config): RateLimiters {
  const names = Object.keys(config.rateLimits) as RateLimitName[];
  let redis: Redis | null = null;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, {
      // A request must never wait on an unreachable Redis: while it is away, commands fail at once and the
      // in-memory insurance counts instead (per instance, which is still a limit).
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
    });
    let warned = false;
    redis.on('error', (error) => {
      if (!warned) getLogger().warn({ err: error }, 'Redis unreachable: rate limits counted in memory meanwhile');
      warned = true;
    });
    redis.on('ready', () => {
      warned = false;
    });
  }
  const limiters = new Map<RateLimitName, RateLimiterAbstract>();
  for (const name of names) {
    const { points, durationSeconds } = config.rateLimits[name];
    const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds });
    limiters.set(
      name,
      redis
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix: `${REDIS_KEY_PREFIX}:${name}`,
            points,
            duration: durationSeconds,
            insuranceLimiter: memory,
          })
        : memory,
    );
  }

  return {
    store: redis ? 'redis' : 'memory',
    async consume(name, key) {
      const limiter = limiters.get(name);
      if (!limiter) throw new Error(`unknown rate limit ${name}`);
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
        throw rejection;
      }
    },
    async connected(timeoutMs) {
      const client = redis;
      if (!client) return true;
      if (client.status === 'ready') return true;
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          client.off('ready', onReady);
          resolve(false);
        }, timeoutMs);
        const onReady = () => {
          clearTimeout(timer);
          resolve(true);
        };
        client.once('ready', onReady);
      });
    },
    async close() {
      if (redis) {
        await redis.quit().catch(() => redis?.disconnect());
      }
    },
  };
}

/**
 * Whether one more reset (or verification) link may be sent to this account now (`accountMail`): counted per account
 * and kind of link, so that requests from many addresses (another site's visitors) neither flood its inbox nor keep
 * retiring its last link. The caller answers the same either way: whether an account exists is never told.
 */
export async function accountMailAllowed(kind: 'reset' | 'verify', adminId: string): Promise<boolean> {
  return (await getRateLimiters().consume('accountMail', `${kind}:${adminId}`)).allowed;
}

/** Created by getRateLimiters(), which knows the configuration they were built for. */
const current = singleton<{ config: Config; limiters: RateLimiters } | undefined>('rate-limiters', () => undefined);

/** The process-wide counters, rebuilt when the configuration is replaced (as each test backend does). */
export function getRateLimiters(): RateLimiters {
  const config = getConfig();
  const existing = current.peek();
  if (existing?.config === config) return existing.limiters;
  if (existing) void existing.limiters.close();
  const limiters = createRateLimiters(config);
  current.set({ config, limiters });
  return limiters;
}

export async function closeRateLimiters(): Promise<void> {
  const existing = current.peek();
  current.set(undefined);
  await existing?.limiters.close();
}
