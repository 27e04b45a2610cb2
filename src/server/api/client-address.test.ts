// Behind a reverse proxy (TRUST_PROXY) the client is the address the proxy appended to X-Forwarded-For:
// whatever the client wrote before it must not give it a fresh rate limit.
import { describe, expect, it } from 'vitest';
import { useTestBackend } from '@test/harness';

const t = useTestBackend({ env: { TRUST_PROXY: '1', RATE_LIMIT_LOGIN: '2/60' } });

const signIn = (forwardedFor: string) =>
  t().call('POST', '/auth/login', {
    headers: { 'x-forwarded-for': forwardedFor },
    json: { identifier: 'personne@boutique.test', password: 'x' },
  });

describe('client address behind a proxy', () => {
  it('is the last X-Forwarded-For entry: changing the entries the client sent does not dodge the limit', async () => {
    expect((await signIn('203.0.113.1, 192.0.2.70')).status).toBe(401);
    expect((await signIn('203.0.113.2, 192.0.2.70')).status).toBe(401);
    const limited = await signIn('203.0.113.3, 192.0.2.70');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Trop de requêtes. Veuillez réessayer plus tard.');
  });

  it('tells apart two clients the proxy saw, whatever they claim to be', async () => {
    expect((await signIn('198.51.100.9, 192.0.2.80')).status).toBe(401);
    expect((await signIn('198.51.100.9, 192.0.2.81')).status).toBe(401);
    expect((await signIn('198.51.100.9, 192.0.2.82')).status).toBe(401);
  });
});
