import type { Context } from 'hono';
import { getConfig } from '@/server/config';
import type { AppEnv } from './types';

/**
 * The caller's address: the socket's peer. X-Forwarded-For is believed only behind a reverse proxy
 * (TRUST_PROXY), so that nobody can dodge a rate limit by sending that header; and then only its last entry,
 * the one the proxy appended: the entries before it are whatever the client sent.
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (getConfig().trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'local';
}
