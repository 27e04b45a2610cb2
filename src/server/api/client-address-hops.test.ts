// TRUST_PROXY as a number of proxies: the client is the entry that many places from the end of X-Forwarded-For
// (docs/SECURITY.md): behind two proxies, the last entry is the nearest proxy, not the client.
import { describe, expect, it } from 'vitest';
import { useTestBackend } from '@test/harness';

const t = useTestBackend({ env: { TRUST_PROXY: '2', RATE_LIMIT_LOGIN: '2/60' } });

const signIn = (forwardedFor: string) =>
  t().call('POST', '/auth/login', {
    headers: { 'x-forwarded-for': forwardedFor },
    json: { identifier: 'personne@boutique.test', password: 'x' },
  });

describe('client address behind two proxies', () => {
  it('tells apart the clients that reach the shop through the same nearest proxy', async () => {
    expect((await signIn('198.51.100.1, 10.0.0.7')).status).toBe(401);
    expect((await signIn('198.51.100.2, 10.0.0.7')).status).toBe(401);
    expect((await signIn('198.51.100.3, 10.0.0.7')).status).toBe(401);
  });

  it('counts one client once, whatever it wrote before its address', async () => {
    expect((await signIn('203.0.113.1, 198.51.100.9, 10.0.0.7')).status).toBe(401);
    expect((await signIn('203.0.113.2, 198.51.100.9, 10.0.0.8')).status).toBe(401);
    expect((await signIn('203.0.113.3, 198.51.100.9, 10.0.0.7')).status).toBe(429);
  });
});
