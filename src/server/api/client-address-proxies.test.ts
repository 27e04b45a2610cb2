// TRUST_PROXY as a list of proxy networks: the client is the rightmost X-Forwarded-For entry that is not one of
// the shop's proxies, and the header is believed only from a peer that is one of them (docs/SECURITY.md).
import { describe, expect, it } from 'vitest';
import { useTestBackend } from '@test/harness';

const t = useTestBackend({ env: { TRUST_PROXY: '10.0.0.0/8,fd00::/8', RATE_LIMIT_LOGIN: '2/60' } });

/** A sign-in as the socket's peer `peer` delivers it, with the header the proxies wrote. */
async function signIn(peer: string, forwardedFor: string) {
  const response = await t().app.request(
    '/api/v1/auth/login',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ identifier: 'personne@boutique.test', password: 'x' }),
    },
    // What node:http would give the app: the peer's socket, and a body already read.
    { incoming: { socket: { remoteAddress: peer }, readableEnded: true, headers: {} } as never },
  );
  return response.status;
}

describe('client address behind a chain of proxies', () => {
  it('is the rightmost address outside the proxy networks, however many proxies the request went through', async () => {
    // One client through two proxies, then through one: one allowance.
    expect(await signIn('10.0.0.2', '198.51.100.20, 10.3.3.3')).toBe(401);
    expect(await signIn('fd00::2', '198.51.100.20')).toBe(401);
    // What the client wrote before its own address changes nothing.
    expect(await signIn('10.0.0.2', '203.0.113.66, 198.51.100.20, 10.3.3.3')).toBe(429);
  });

  it('tells apart the clients behind the same proxies', async () => {
    expect(await signIn('10.0.0.2', '198.51.100.31, 10.3.3.3')).toBe(401);
    expect(await signIn('10.0.0.2', '198.51.100.32, 10.3.3.3')).toBe(401);
    expect(await signIn('10.0.0.2', '198.51.100.33, 10.3.3.3')).toBe(401);
  });

  it('is the peer itself when the peer is not a proxy: its header is not believed', async () => {
    expect(await signIn('192.0.2.50', '198.51.100.41')).toBe(401);
    expect(await signIn('192.0.2.50', '198.51.100.42')).toBe(401);
    expect(await signIn('192.0.2.50', '198.51.100.43')).toBe(429);
  });
});
