// 429 with Retry-After once a client address has used up its allowance for a call (DESIGN §4).
import { createMiddleware } from 'hono/factory';
import type { RateLimitName } from '@/server/config';
import { getRateLimiters } from '@/server/rate-limit/rate-limiters';
import { API_MESSAGES } from '@/shared/messages';
import { clientAddress } from '../client-address';
import { ApiError } from '../respond';
import type { AppEnv } from '../types';

export function rateLimit(name: RateLimitName) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const decision = await getRateLimiters().consume(name, clientAddress(c));
    if (!decision.allowed) {
      throw new ApiError(429, API_MESSAGES.tooManyRequests, null, { 'Retry-After': String(decision.retryAfterSeconds) });
    }
    await next();
  });
}
