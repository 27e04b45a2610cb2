// 429 with Retry-After once a client address has used up its allowance for a call (docs/api.md).
import { createMiddleware } from 'hono/factory';
import type { RateLimitName } from '@/server/config';
import { getRateLimiters } from '@/server/rate-limit/rate-limiters';
import { DomainError } from '@/server/services/errors';
import { API_MESSAGES } from '@/shared/messages';
import { clientKey } from '../client-address';
import type { AppEnv } from '../types';

export function rateLimit(name: RateLimitName) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const decision = await getRateLimiters().consume(name, clientKey(c));
    if (!decision.allowed) {
      throw new DomainError('rate_limited', API_MESSAGES.tooManyRequests, { retryAfterSeconds: decision.retryAfterSeconds });
    }
    await next();
  });
}
