import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PRIVATE_CACHE_CONTROL, ShopResponse } from './shop-response';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server whose answers are ShopResponses, each made private or not, then handed to `write`. */
async function serve(write: (res: ShopResponse) => void, keepPrivate = true): Promise<string> {
  const server = createServer({ ServerResponse: ShopResponse }, (_req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (keepPrivate) res.keepPrivate();
    write(res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const YEAR = 'public, s-maxage=31536000, immutable';

describe('an answer made private', () => {
  it('keeps its Cache-Control private however it is set after: setHeader, setHeaders, appendHeader, removeHeader, writeHead', async () => {
    const ways: Record<string, (res: ShopResponse) => void> = {
      setHeader: (res) => res.setHeader('Cache-Control', YEAR).end('x'),
      'setHeader, lower case': (res) => res.setHeader('cache-control', [YEAR]).end('x'),
      setHeaders: (res) => res.setHeaders(new Map([['cache-control', YEAR]])).end('x'),
      appendHeader: (res) => res.appendHeader('Cache-Control', YEAR).end('x'),
      'removeHeader, then nothing': (res) => {
        res.removeHeader('Cache-Control');
        res.end('x');
      },
      'writeHead with an object': (res) => res.writeHead(200, { 'Cache-Control': YEAR }).end('x'),
      'writeHead with a list': (res) => res.writeHead(200, ['Cache-Control', YEAR, 'X-Other', '1']).end('x'),
      'writeHead with a status message': (res) => res.writeHead(200, 'OK', { 'cache-control': YEAR }).end('x'),
    };
    for (const [way, write] of Object.entries(ways)) {
      const response = await fetch(await serve(write));
      expect(response.headers.get('cache-control'), way).toBe(PRIVATE_CACHE_CONTROL);
      expect(response.headers.get('x-content-type-options'), way).toBe('nosniff');
      expect(await response.text(), way).toBe('x');
    }
  });

  it('leaves every other header, and any answer not made private, as set', async () => {
    const kept = await fetch(await serve((res) => res.writeHead(200, { 'Content-Type': 'text/plain', 'X-Other': '2' }).end('y')));
    expect(kept.headers.get('content-type')).toBe('text/plain');
    expect(kept.headers.get('x-other')).toBe('2');
    const open = await fetch(await serve((res) => res.setHeader('Cache-Control', YEAR).end('z'), false));
    expect(open.headers.get('cache-control')).toBe(YEAR);
  });
});
