import type { Context } from 'hono';
import { clientNetwork, pickClientAddress } from '@/server/client-network';
import { getConfig } from '@/server/config';
import type { AttemptClient } from '@/server/services/accounts/sign-in-attempts';
import type { AppEnv } from './types';

/**
 * The caller's address: the socket's peer. X-Forwarded-For is believed only behind reverse proxies
 * (TRUST_PROXY), so that nobody can dodge a rate limit by sending that header; and then only the entry the
 * nearest untrusted hop was seen from: the entries before it are whatever the client sent.
 */
export function clientAddress(c: Context<AppEnv>): string {
  return pickClientAddress({
    trust: getConfig().trustProxy,
    forwardedFor: c.req.header('x-forwarded-for'),
    peer: c.env?.incoming?.socket?.remoteAddress,
  });
}

/** What the rate limits count the caller by: its address, or its /64 for IPv6 (src/server/client-network.ts). */
export function clientKey(c: Context<AppEnv>): string {
  return clientNetwork(clientAddress(c));
}

/**
 * Where a password, a code or a passkey's answer comes from: what the sign-in lock counts by (docs/decisions/010-sign-in-lockout.md),
 * and, once signed in, the session it is typed through (docs/decisions/027-counters-per-account.md).
 */
export function attemptClient(c: Context<AppEnv>): AttemptClient {
  const sessionId = c.get('admin')?.sessionId;
  return { ip: clientAddress(c), userAgent: c.req.header('user-agent'), ...(sessionId ? { sessionId } : {}) };
}
