// Who the client is behind proxies (TRUST_PROXY), and what a limit counts one client by (docs/SECURITY.md).
import { describe, expect, it } from 'vitest';
import { clientNetwork, parseTrustProxy, pickClientAddress } from './client-network';

const pick = (trust: string | undefined, forwardedFor: string | undefined, peer = '10.0.0.2') =>
  pickClientAddress({ trust: parseTrustProxy(trust), forwardedFor, peer });

describe('TRUST_PROXY', () => {
  it('reads a flag as one proxy, a number as that many, a list as proxy networks, anything else as none', () => {
    expect(parseTrustProxy(undefined)).toEqual({ kind: 'none' });
    expect(parseTrustProxy('false')).toEqual({ kind: 'none' });
    expect(parseTrustProxy('0')).toEqual({ kind: 'none' });
    expect(parseTrustProxy('true')).toEqual({ kind: 'hops', hops: 1 });
    expect(parseTrustProxy('1')).toEqual({ kind: 'hops', hops: 1 });
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
    expect(parseTrustProxy(' 10.0.0.0/8, fd00::/8 ')).toEqual({ kind: 'networks', networks: ['10.0.0.0/8', 'fd00::/8'] });
    expect(parseTrustProxy('10.0.0.0/8,pas-un-reseau')).toEqual({ kind: 'none' });
    expect(parseTrustProxy('10.0.0.0/33')).toEqual({ kind: 'none' });
  });

  it('believes nothing without it: the socket is the client', () => {
    expect(pick(undefined, '198.51.100.7')).toBe('10.0.0.2');
  });

  it('with one proxy, takes the last entry; with two, the one before the last', () => {
    expect(pick('true', '203.0.113.9, 198.51.100.7')).toBe('198.51.100.7');
    expect(pick('2', '203.0.113.9, 198.51.100.7, 10.1.2.3')).toBe('198.51.100.7');
    // Fewer entries than proxies: the leftmost is what the outermost proxy vouched for.
    expect(pick('3', '198.51.100.7')).toBe('198.51.100.7');
  });

  it('with proxy networks, takes the rightmost address that is not a proxy, whatever the client wrote before it', () => {
    const trust = '10.0.0.0/8,fd00::/8';
    expect(pick(trust, '203.0.113.9, 198.51.100.7, 10.1.2.3, fd00::5')).toBe('198.51.100.7');
    expect(pick(trust, '2001:db8:5::1, 10.1.2.3', 'fd00::9')).toBe('2001:db8:5::1');
    // Every entry a proxy: the leftmost.
    expect(pick(trust, '10.9.9.9, 10.1.2.3')).toBe('10.9.9.9');
    // A peer outside the proxies connected directly: its header is its own invention.
    expect(pick(trust, '198.51.100.7', '192.0.2.44')).toBe('192.0.2.44');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(pick(undefined, undefined, '::ffff:192.0.2.44')).toBe('192.0.2.44');
    expect(pick('true', '::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(pick('10.0.0.0/8', '198.51.100.7', '::ffff:10.0.0.2')).toBe('198.51.100.7');
  });
});

describe('the network a limit counts', () => {
  it('is an IPv4 address itself, and the /64 of an IPv6 address', () => {
    expect(clientNetwork('198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetwork('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetwork('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(clientNetwork('2001:db8:1:2::1'));
    expect(clientNetwork('local')).toBe('local');
  });
});
