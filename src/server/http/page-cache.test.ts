import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { EVERYTHING } from '@/server/services/catalog/read-cache';
import { chooseEncoding, createPageCache, pageCacheKey, PUBLIC_PAGE_CACHE_CONTROL, type RenderedPage, renderAddress } from './page-cache';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server answering every request from a page cache whose renders the test controls. */
async function serve(render: (url: string) => Promise<RenderedPage>) {
  let renders = 0;
  const cache = createPageCache({
    render: (req) => {
      renders += 1;
      return render(req.url ?? '/');
    },
  });
  const server = createServer((req, res) => void cache.serve(req, res, pageCacheKey(req.method, req.url ?? '/', req.headers) ?? ''));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { cache, base, renders: () => renders };
}

const html = (text: string, tags: string[], keep = true, status = 200): RenderedPage => ({
  status,
  headers: [
    ['content-type', 'text/html; charset=utf-8'],
    ['cache-control', 'private, no-cache, no-store'],
    ['content-length', '999'],
  ],
  body: Buffer.from(`<html><body>${text.repeat(50)}</body></html>`),
  tags: new Set(tags),
  keep,
});

describe('page cache', () => {
  it('caches the storefront pages only, each query string and navigation payload apart', () => {
    expect(pageCacheKey('GET', '/produits/abc', {})).not.toBeNull();
    expect(pageCacheKey('HEAD', '/pro?categorie=x', {})).not.toBeNull();
    expect(pageCacheKey('GET', '/pro?categorie=x', {})).not.toBe(pageCacheKey('GET', '/pro?categorie=y', {}));
    expect(pageCacheKey('GET', '/pro', { rsc: '1' })).not.toBe(pageCacheKey('GET', '/pro', {}));
    for (const url of ['/admin', '/admin/login', '/api/v1/types', '/produits/abc/extra', '/inconnue']) expect(pageCacheKey('GET', url, {}), url).toBeNull();
    expect(pageCacheKey('POST', '/', {})).toBeNull();
  });

  it('answers in Brotli, gzip or plain text as the client accepts', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('renders a page once for a burst of visitors, then serves it with its ETag and public caching', async () => {
    const { base, renders } = await serve(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return html('Protéines', ['product:1']);
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}/produits/1`)));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(renders()).toBe(1);
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toContain('Protéines');
    const [first] = answers;
    expect(first.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(`${base}/produits/1`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(bodies[0]);
    const etag = first.headers.get('etag') ?? '';
    expect((await fetch(`${base}/produits/1`, { headers: { 'if-none-match': `W/${etag}` } })).status).toBe(304);
    expect(renders()).toBe(1);
  });

  it('renders again only the pages that show an invalidated tag', async () => {
    let version = 1;
    const { cache, base, renders } = await serve(async (url) => html(`${url} v${version}`, url === '/faq' ? ['menu'] : ['menu', 'product:1']));
    await fetch(`${base}/produits/1`);
    await fetch(`${base}/faq`);
    version = 2;
    cache.invalidate(['product:1']);
    expect(await (await fetch(`${base}/produits/1`)).text()).toContain('v2');
    expect(await (await fetch(`${base}/faq`)).text()).toContain('v1');
    expect(renders()).toBe(3);
    version = 3;
    cache.invalidate([EVERYTHING]);
    expect(await (await fetch(`${base}/faq`)).text()).toContain('v3');
  });

  it('does not keep a render that must not be kept, nor an error page, and says so to shared caches', async () => {
    const { base, renders } = await serve(async (url) => (url === '/faq' ? html('Sans menu', [], false) : html('Introuvable', [], true, 404)));
    const failed = await fetch(`${base}/faq`);
    expect(failed.headers.get('cache-control')).toContain('no-store');
    await fetch(`${base}/faq`);
    const missing = await fetch(`${base}/produits/absent`);
    expect(missing.status).toBe(404);
    await fetch(`${base}/produits/absent`);
    expect(renders()).toBe(4);
  });
});

describe('what the page cache fetches', () => {
  const origin = 'http://127.0.0.1:3000';

  it('is a page it keeps, on the server itself: the request adds a path and a query, never a host', () => {
    for (const url of ['/', '/pro?categorie=x&page=2', '/produits/0b6c3a4e-1f2d-4c5b-9a8e-7d6c5b4a3f21', '/faq', '/sitemap.xml']) {
      expect(renderAddress(origin, url)).toBe(`${origin}${url}`);
    }
    // Names of hosts inside a kept path or its query stay a path and a query.
    for (const url of ['/produits/@evil.example', '/produits/evil.example:80', '/?next=http://evil.example/', '/pro?u=//evil.example', '/produits/..']) {
      const address = renderAddress(origin, url);
      expect(address, url).not.toBeNull();
      expect(new URL(address as string).origin, url).toBe(origin);
    }
  });

  it('is nothing for any other request target: another host, the back office, the API', () => {
    const others = [
      '@evil.example/',
      '@evil.example/produits/x',
      ':80@evil.example/pro',
      'http://evil.example/',
      'http://evil.example/produits/x',
      '//evil.example/',
      '//evil.example/produits/x',
      '\\\\evil.example/pro',
      '*',
      '',
      '/admin',
      '/admin/produits',
      '/api/v1/produits',
      '/uploads/products/x.webp',
      '/produits/x/y',
      '/_next/image?url=http://evil.example/x.png&w=64&q=75',
    ];
    for (const url of others) expect(renderAddress(origin, url), url).toBeNull();
  });
});
