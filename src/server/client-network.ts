// Who the client is, for the rate limits and the sign-in lock (docs/SECURITY.md, "Rate limiting";
// docs/decisions/010-sign-in-lockout.md): the address the nearest trusted proxy saw, and the share of the
// address space one client can be expected to hold: an IPv4 address, an IPv6 /64 (one home, one phone's
// connection: a /64 is what a provider gives a single customer, and its 2^64 addresses are free to rotate).
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** How far X-Forwarded-For is believed (TRUST_PROXY): not at all, a number of proxies, or a list of proxy networks. */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'networks'; networks: string[] };

/**
 * `true`/`1`/`yes`: one proxy (the rightmost entry); a number: that many proxies; a comma-separated list of
 * networks (`10.0.0.0/8,fd00::/8`) or addresses: every proxy is in one of them. Anything unreadable believes
 * nothing, so that a typo never lets a client choose its own address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || ['0', 'false', 'no', 'off'].includes(text)) return { kind: 'none' };
  if (['true', 'yes', 'on'].includes(text)) return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(text)) return { kind: 'hops', hops: Math.min(Number(text), 32) };
  const networks = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (networks.length > 0 && networks.every((network) => toBlockList([network]) !== null)) return { kind: 'networks', networks };
  return { kind: 'none' };
}

/** The address the trusted proxies vouch for, or the socket's peer when none is trusted or the header is absent. */
export function pickClientAddress({
  trust,
  forwardedFor,
  peer,
}: {
  trust: TrustProxy;
  forwardedFor: string | undefined;
  peer: string | undefined;
}): string {
  const socket = peer ? plainAddress(peer) : 'local';
  if (trust.kind === 'none' || !forwardedFor) return socket;
  const entries = forwardedFor
    .split(',')
    .map((entry) => plainAddress(entry.trim()))
    .filter(Boolean);
  if (entries.length === 0) return socket;
  if (trust.kind === 'hops') {
    // The last `hops` entries were written by our proxies; the one before the first of them is the client.
    // With fewer entries than proxies, the leftmost is the best anyone vouched for.
    return entries[Math.max(0, entries.length - trust.hops)];
  }
  const proxies = trustedNetworks(trust.networks);
  // The socket's peer must be one of our proxies too, or the header is the client's own invention.
  if (!proxies || !isIn(proxies, socket)) return socket;
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    if (!isIn(proxies, entries[index])) return entries[index];
  }
  return entries[0];
}

/**
 * What a limit counts one client by: an IPv4 address as is, an IPv6 address as its /64 (`2001:db8:1:2::/64`);
 * anything else (no socket) as given.
 */
export function clientNetwork(address: string): string {
  const plain = plainAddress(address);
  if (!isIPv6(plain)) return plain;
  const groups = expandIPv6(plain).slice(0, 4);
  return `${groups.map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** `::ffff:1.2.3.4` is the IPv4 client 1.2.3.4; brackets and a zone index are not part of the address. */
function plainAddress(address: string): string {
  let plain = address.trim().replace(/^\[|\]$/g, '');
  const zone = plain.indexOf('%');
  if (zone >= 0) plain = plain.slice(0, zone);
  const mapped = plain.match(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  return plain.toLowerCase();
}

/** The eight groups of an IPv6 address, `::` expanded. */
function expandIPv6(address: string): string[] {
  let text = address;
  // An embedded IPv4 tail (`::1.2.3.4`) is two groups.
  const tail = text.match(/(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number);
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest !== undefined && rest !== '' ? rest.split(':') : [];
  const missing = rest === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group || '0');
}

const networksCache = new Map<string, BlockList | null>();

function trustedNetworks(networks: string[]): BlockList | null {
  const key = networks.join(',');
  if (!networksCache.has(key)) networksCache.set(key, toBlockList(networks));
  return networksCache.get(key) ?? null;
}

function toBlockList(networks: string[]): BlockList | null {
  const list = new BlockList();
  for (const network of networks) {
    const [address, bits, extra] = network.split('/');
    if (extra !== undefined) return null;
    const plain = plainAddress(address);
    const type = isIPv4(plain) ? 'ipv4' : isIPv6(plain) ? 'ipv6' : null;
    if (!type) return null;
    if (bits === undefined) {
      list.addAddress(plain, type);
      continue;
    }
    const prefix = Number(bits);
    if (!/^\d+$/.test(bits) || prefix > (type === 'ipv4' ? 32 : 128)) return null;
    list.addSubnet(plain, prefix, type);
  }
  return list;
}

function isIn(list: BlockList, address: string): boolean {
  if (isIPv4(address)) return list.check(address, 'ipv4');
  if (isIPv6(address)) return list.check(address, 'ipv6');
  return false;
}
