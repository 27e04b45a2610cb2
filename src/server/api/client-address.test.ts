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

describe('an IPv6 client', () => {
  it('is counted by its /64: another address of the same /64 is no fresh start', async () => {
    expect((await signIn('2001:db8:a:1::1')).status).toBe(401);
    expect((await signIn('2001:db8:a:1:ffff:ffff:ffff:2')).status).toBe(401);
    const limited = await signIn('2001:db8:a:1::3');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Trop de requêtes. Veuillez réessayer plus tard.');
  });

  it('of another /64 is another client', async () => {
    expect((await signIn('2001:db8:b:1::1')).status).toBe(401);
    expect((await signIn('2001:db8:b:1::2')).status).toBe(401);
    expect((await signIn('2001:db8:b:2::1')).status).toBe(401);
  });

  it('is the IPv4 client when written as an IPv4-mapped address', async () => {
    expect((await signIn('192.0.2.90')).status).toBe(401);
    expect((await signIn('::ffff:192.0.2.90')).status).toBe(401);
    expect((await signIn('192.0.2.90')).status).toBe(429);
  });
});
