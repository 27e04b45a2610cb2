import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVERYTHING } from '@/server/services/catalog/read-cache';
import {
  chooseEncoding,
  createPageCache,
  PAGE_CACHE_LIMITS,
  type PageCache,
  type PageCacheOptions,
  type PageRequest,
  PUBLIC_PAGE_CACHE_CONTROL,
  pageRequest,
  type RenderedPage,
  renderAddress,
  STALE_PAGE_CACHE_CONTROL,
} from './page-cache';

const servers: Server[] = [];
const caches: PageCache[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  for (const cache of caches.splice(0)) cache.close();
  vi.restoreAllMocks();
});

const CATEGORY = '0b6c3a4e-1f2d-4c5b-9a8e-7d6c5b4a3f21';

/** A server answering every request from a page cache whose renders the test controls. */
async function serve(render: (address: string) => Promise<RenderedPage>, options: Omit<PageCacheOptions, 'render'> = {}) {
  const rendered: string[] = [];
  const cache = createPageCache({
    ...options,
    render: (page: PageRequest) => {
      rendered.push(page.address);
      return render(page.address);
    },
  });
  caches.push(cache);
  const server = createServer((req, res) => {
    const page = pageRequest(req.method, req.url ?? '/', req.headers);
    if (!page) {
      res.statusCode = 404;
      res.end();
      return;
    }
    cache.serve(req, res, page).catch(() => {
      // What server.ts does when the cache fails: the page rendered without it (here, a mark).
      res.statusCode = 599;
      res.end('rendered without the cache');
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { cache, base, renders: () => rendered.length, rendered };
}

const html = (text: string, tags: string[], keep = true, status = 200, headers: [string, string][] = []): RenderedPage => ({
  status,
  headers: [
    ['content-type', 'text/html; charset=utf-8'],
    ['cache-control', 'private, no-cache, no-store'],
    ['content-length', '999'],
    ...headers,
  ],
  body: Buffer.from(`<html><body>${text.repeat(50)}</body></html>`),
  tags: new Set(tags),
  keep,
});

/** A render the test finishes when it wants. */
function deferred() {
  let resolve!: (page: RenderedPage) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<RenderedPage>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, body: await response.text(), cacheControl: response.headers.get('cache-control'), etag: response.headers.get('etag') };
}

/** Whether the request is still unanswered after `ms`. */
async function stillWaiting(answer: Promise<unknown>, ms = 150): Promise<boolean> {
  return Promise.race([answer.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), ms))]);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('what the page cache keys a page on', () => {
  it('caches the storefront pages only, each navigation payload apart', () => {
    expect(pageRequest('GET', '/produits/abc', {})).not.toBeNull();
    expect(pageRequest('HEAD', `/pro?categorie=${CATEGORY}`, {})).not.toBeNull();
    expect(pageRequest('GET', '/pro?sort=prix', {})?.key).not.toBe(pageRequest('GET', '/pro?sort=alphabet', {})?.key);
    expect(pageRequest('GET', '/pro', { rsc: '1' })?.key).not.toBe(pageRequest('GET', '/pro', {})?.key);
    expect(pageRequest('GET', '/pro', { rsc: '1', 'next-router-state-tree': 'a' })?.key).not.toBe(pageRequest('GET', '/pro', { rsc: '1', 'next-router-state-tree': 'b' })?.key);
    for (const url of ['/admin', '/admin/login', '/api/v1/types', '/produits/abc/extra', '/inconnue', '/_next/static/x.js']) expect(pageRequest('GET', url, {}), url).toBeNull();
    expect(pageRequest('POST', '/', {})).toBeNull();
  });

  it('keys and renders a page without fbclid, utm_* or any parameter it does not read', () => {
    for (const path of ['/', '/produits/abc', '/faq', '/livraison', '/cart', '/robots.txt', '/sitemap.xml']) {
      const plain = pageRequest('GET', path, {});
      for (const query of ['?fbclid=IwAR0abc', '?utm_source=whatsapp&utm_medium=social&utm_campaign=promo', `?x=${'a'.repeat(8_000)}`, '?', '?page=2&sort=prix']) {
        const page = pageRequest('GET', `${path}${query}`, {});
        expect(page?.key, `${path}${query.slice(0, 40)}`).toBe(plain?.key);
        expect(page?.address).toBe(path);
      }
    }
  });

  it("keeps /pro's own parameters only, with the values the page takes, in one order", () => {
    const page = pageRequest('GET', `/pro?utm_source=x&page=2&fbclid=y&sort=prix&categorie=${CATEGORY.toUpperCase()}&search=%20whey%20&view=list&limit=50&minPrice=100&maxPrice=900`, {});
    expect(page?.address).toBe(`/pro?search=whey&categorie=${CATEGORY}&sort=prix&minPrice=100&maxPrice=900&limit=50&view=list&page=2`);
    expect(pageRequest('GET', `/pro?categorie=${CATEGORY}&sort=prix`, {})?.key).toBe(pageRequest('GET', `/pro?sort=prix&categorie=${CATEGORY}&fbclid=z`, {})?.key);
    // Values the page would not take are the page without them.
    expect(pageRequest('GET', '/pro?page=abc&sort=random&categorie=x&limit=7&view=tiles&page=1', {})?.address).toBe('/pro');
    // The address reads back the same: a fixed point, so that what is kept is what the key says.
    const search = `/pro?search=${encodeURIComponent(`${'w'.repeat(99)} \u0000x`)}`;
    const address = pageRequest('GET', search, {})?.address ?? '';
    expect(pageRequest('GET', address, {})?.address).toBe(address);
  });

  it("keeps Next.js's _rsc and navigation headers for a client-side navigation only", () => {
    const navigation = pageRequest('GET', '/produits/abc?_rsc=h1&fbclid=y', { rsc: '1', 'next-router-state-tree': 'tree', accept: '*/*' });
    expect(navigation?.address).toBe('/produits/abc?_rsc=h1');
    expect(navigation?.headers).toEqual({ accept: '*/*', rsc: '1', 'next-router-state-tree': 'tree' });
    expect(pageRequest('GET', `/pro?_rsc=h2&categorie=${CATEGORY}`, { rsc: '1' })?.address).toBe(`/pro?categorie=${CATEGORY}&_rsc=h2`);
    // A page asked without `RSC: 1` is the HTML: Next.js's parameter and navigation headers are not part of it.
    const html = pageRequest('GET', '/produits/abc?_rsc=h1', { 'next-router-state-tree': 'tree', 'next-url': '/x' });
    expect(html?.address).toBe('/produits/abc');
    expect(html?.key).toBe(pageRequest('GET', '/produits/abc', {})?.key);
    expect(html?.headers).toEqual({ accept: '*/*' });
  });

  it('answers in Brotli, gzip or plain text as the client accepts', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('page cache', () => {
  it('renders a page once for a burst of visitors, then serves it with its ETag and public caching', async () => {
    const { base, renders } = await serve(async () => {
      await pause(50);
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

  it('serves a page asked with fbclid, utm_* or an unknown parameter from the same entry, rendered without them', async () => {
    const { base, renders, rendered } = await serve(async (address) => html(`page ${address}`, ['product:1']));
    const first = await get(`${base}/produits/1?fbclid=IwAR1`);
    for (const query of ['', '?fbclid=IwAR2', '?utm_source=whatsapp&utm_campaign=promo', `?z=${Math.random()}`]) {
      const again = await get(`${base}/produits/1${query}`);
      expect(again.etag, query).toBe(first.etag);
    }
    expect(renders()).toBe(1);
    expect(rendered).toEqual(['/produits/1']);
    await get(`${base}/pro?fbclid=a&sort=prix`);
    await get(`${base}/pro?sort=prix&utm_medium=social`);
    expect(rendered).toEqual(['/produits/1', '/pro?sort=prix']);
  });

  it('does not keep a render that must not be kept, nor an error page, and says so to shared caches', async () => {
    const { base, renders } = await serve(async (address) => (address === '/faq' ? html('Sans menu', [], false) : html('Introuvable', [], true, 404)));
    const failed = await fetch(`${base}/faq`);
    expect(failed.headers.get('cache-control')).toContain('no-store');
    await fetch(`${base}/faq`);
    const missing = await fetch(`${base}/produits/absent`);
    expect(missing.status).toBe(404);
    await fetch(`${base}/produits/absent`);
    expect(renders()).toBe(4);
  });
});

describe('the page cache’s bounds', () => {
  it('counts keys, headers and tags with the bodies against its byte cap', async () => {
    const header: [string, string] = ['link', `<${'x'.repeat(12_000)}>`];
    const tags = Array.from({ length: 100 }, (_, i) => `product:${String(i).padStart(36, '0')}`);
    const { cache, base, renders } = await serve(async () => html('a', tags, true, 200, [header]), { limits: { bytes: 40_000 } });
    await get(`${base}/produits/1`);
    const { bytes } = cache.stats();
    // The body compresses to a few hundred bytes: the rest is the header and the tags.
    expect(bytes).toBeGreaterThan(12_000 + 100 * 44);
    expect(bytes).toBeLessThan(20_000);
    await get(`${base}/produits/2`);
    expect(cache.stats()).toMatchObject({ entries: 2 });
    // A third does not fit beside them: the least recently used goes.
    await get(`${base}/produits/1`);
    await get(`${base}/produits/3`);
    expect(cache.stats()).toMatchObject({ entries: 2 });
    expect(cache.stats().bytes).toBeLessThanOrEqual(40_000);
    await get(`${base}/produits/1`);
    expect(renders()).toBe(3);
    await get(`${base}/produits/2`);
    expect(renders()).toBe(4);

    // The key: a client-side navigation's headers are part of it.
    const small = await serve(async () => html('a', []));
    await get(`${small.base}/faq`);
    const plain = small.cache.stats().bytes;
    expect(plain).toBeLessThan(2_000);
    await get(`${small.base}/faq`, { rsc: '1', 'next-router-state-tree': 'x'.repeat(10_000) });
    expect(small.cache.stats().bytes - plain).toBeGreaterThan(10_000);
  });

  it('keeps at most its number of entries, least recently used out first', async () => {
    const { cache, base, renders } = await serve(async (address) => html(address, []), { limits: { entries: 3 } });
    for (const id of [1, 2, 3]) await get(`${base}/produits/${id}`);
    await get(`${base}/produits/1`);
    await get(`${base}/produits/4`);
    expect(cache.stats().entries).toBe(3);
    expect(renders()).toBe(4);
    await get(`${base}/produits/1`);
    expect(renders()).toBe(4);
    await get(`${base}/produits/2`);
    expect(renders()).toBe(5);
  });

  it('sweeps the pages past their life or stale for over a second, on a timer that keeps no process alive', async () => {
    const interval = vi.spyOn(globalThis, 'setInterval');
    let now = 0;
    const { cache, base } = await serve(async (address) => html(address, [address === '/faq' ? 'menu' : 'product:1']), { now: () => now });
    const timer = interval.mock.results.at(-1)?.value as NodeJS.Timeout;
    expect(interval.mock.calls.at(-1)?.[1]).toBe(PAGE_CACHE_LIMITS.sweepMs);
    expect(timer.hasRef()).toBe(false);

    await get(`${base}/produits/1`);
    await get(`${base}/faq`);
    now = 10_000;
    cache.invalidate(['product:1']);
    now = 10_999;
    cache.sweep();
    expect(cache.stats().entries).toBe(2);
    now = 11_000;
    cache.sweep();
    expect(cache.stats().entries).toBe(1);
    now = PAGE_CACHE_LIMITS.ttlMs + PAGE_CACHE_LIMITS.staleMs - 1;
    cache.sweep();
    expect(cache.stats().entries).toBe(1);
    now = PAGE_CACHE_LIMITS.ttlMs + PAGE_CACHE_LIMITS.staleMs;
    cache.sweep();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0, rendering: 0 });
  });
});

/**
 * A render the test controls: the first answers `first` at once, each later one waits until the test answers it
 * (`next()` gives the oldest render not answered yet).
 */
function controlled(first: RenderedPage) {
  const waiting: ReturnType<typeof deferred>[] = [];
  let calls = 0;
  return {
    render: async () => {
      calls += 1;
      if (calls === 1) return first;
      const render = deferred();
      waiting.push(render);
      return render.promise;
    },
    calls: () => calls,
    next: () => {
      const render = waiting.shift();
      if (!render) throw new Error('no render under way');
      return render;
    },
  };
}

describe('the page cache after a write', () => {
  it('renders again only the pages that show an invalidated tag, serving them as they were meanwhile, marked stale', async () => {
    let version = 1;
    const { cache, base, renders } = await serve(async (address) => html(`${address} v${version}`, address === '/faq' ? ['menu'] : ['menu', 'product:1']));
    await get(`${base}/produits/1`);
    await get(`${base}/faq`);
    version = 2;
    cache.invalidate(['product:1']);
    const stale = await get(`${base}/produits/1`);
    expect(stale.body).toContain('v1');
    expect(stale.cacheControl).toBe(STALE_PAGE_CACHE_CONTROL);
    await pause(20);
    const fresh = await get(`${base}/produits/1`);
    expect(fresh.body).toContain('v2');
    expect(fresh.cacheControl).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect((await get(`${base}/faq`)).body).toContain('v1');
    expect(renders()).toBe(3);
    version = 3;
    cache.invalidate([EVERYTHING]);
    await get(`${base}/faq`);
    await pause(20);
    expect((await get(`${base}/faq`)).body).toContain('v3');
  });

  it('serves the page as it was while it renders it again, once, in the background, then the new one', async () => {
    let now = 0;
    const pages = controlled(html('ancien prix', ['product:1']));
    const { cache, base } = await serve(pages.render, { now: () => now });
    const before = await get(`${base}/produits/1`);
    now = 5_000;
    cache.invalidate(['product:1']);
    now = 5_400;
    const during = await Promise.all(Array.from({ length: 10 }, () => get(`${base}/produits/1?fbclid=${Math.random()}`)));
    for (const answer of during) {
      expect(answer.body).toContain('ancien prix');
      expect(answer.etag).toBe(before.etag);
      // Marked stale: a shared cache must ask again before it uses it again.
      expect(answer.cacheControl).toBe(STALE_PAGE_CACHE_CONTROL);
    }
    expect(pages.calls()).toBe(2);
    expect(cache.stats().rendering).toBe(1);
    pages.next().resolve(html('nouveau prix', ['product:1']));
    await pause(20);
    const after = await get(`${base}/produits/1`);
    expect(after.body).toContain('nouveau prix');
    expect(after.cacheControl).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(pages.calls()).toBe(2);
  });

  it('never serves a stale page a second or more after the write: visitors then wait for the new one', async () => {
    let now = 0;
    const pages = controlled(html('ancien prix', ['product:1']));
    const { cache, base } = await serve(pages.render, { now: () => now });
    await get(`${base}/produits/1`);
    cache.invalidate(['product:1']);
    now = 999;
    expect((await get(`${base}/produits/1`)).body).toContain('ancien prix');
    now = 1_000;
    const waiting = get(`${base}/produits/1`);
    expect(await stillWaiting(waiting)).toBe(true);
    // Still the one render, started by the first visitor after the write.
    expect(pages.calls()).toBe(2);
    pages.next().resolve(html('nouveau prix', ['product:1']));
    expect((await waiting).body).toContain('nouveau prix');
  });

  it('does not lengthen that second when another write overtakes the render under way', async () => {
    let now = 0;
    const pages = controlled(html('v1', ['product:1']));
    const { cache, base } = await serve(pages.render, { now: () => now });
    await get(`${base}/produits/1`);
    cache.invalidate(['product:1']);
    now = 100;
    expect((await get(`${base}/produits/1`)).body).toContain('v1');
    now = 600;
    cache.invalidate(['product:1']);
    // The render started at 100 finishes after the second write: newer than v1, but stale itself.
    pages.next().resolve(html('v2', ['product:1']));
    await pause(20);
    now = 700;
    const stale = await get(`${base}/produits/1`);
    expect(stale.body).toContain('v2');
    expect(stale.cacheControl).toBe(STALE_PAGE_CACHE_CONTROL);
    // A second from the first write: no more stale pages, the visitor waits for the render started after the second.
    now = 1_000;
    const waiting = get(`${base}/produits/1`);
    expect(await stillWaiting(waiting)).toBe(true);
    pages.next().resolve(html('v3', ['product:1']));
    const fresh = await waiting;
    expect(fresh.body).toContain('v3');
    expect(fresh.cacheControl).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });

  it('renders a page once at a time: writes during its render have one more made after it, never several beside it', async () => {
    let now = 0;
    const pages = controlled(html('v1', ['product:1']));
    const { cache, base } = await serve(pages.render, { now: () => now });
    await get(`${base}/produits/1`);
    cache.invalidate(['product:1']);
    now = 100;
    expect((await get(`${base}/produits/1`)).body).toContain('v1');
    expect(pages.calls()).toBe(2);
    // Two more writes while that render is under way: one render is queued behind it, and only one.
    for (const at of [200, 300]) {
      now = at;
      cache.invalidate(['product:1']);
      await Promise.all(Array.from({ length: 3 }, () => get(`${base}/produits/1`)));
    }
    expect(pages.calls()).toBe(2);
    pages.next().resolve(html('v2', ['product:1']));
    await pause(20);
    // The queued render starts once the first has ended, and reads what both writes left.
    expect(pages.calls()).toBe(3);
    now = 400;
    const stale = await get(`${base}/produits/1`);
    expect(stale.body).toContain('v2');
    expect(stale.cacheControl).toBe(STALE_PAGE_CACHE_CONTROL);
    pages.next().resolve(html('v3', ['product:1']));
    await pause(20);
    const fresh = await get(`${base}/produits/1`);
    expect(fresh.body).toContain('v3');
    expect(fresh.cacheControl).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(pages.calls()).toBe(3);
  });

  it('keeps serving the old page when its new render fails, within the second; after it, falls back as without the cache', async () => {
    let now = 0;
    const failures: unknown[] = [];
    const pages = controlled(html('ancien', ['product:1']));
    const { cache, base } = await serve(pages.render, { now: () => now, onBackgroundError: (error) => failures.push(error) });
    await get(`${base}/produits/1`);
    cache.invalidate(['product:1']);
    now = 100;
    expect((await get(`${base}/produits/1`)).body).toContain('ancien');
    expect((await get(`${base}/produits/1`)).body).toContain('ancien');
    pages.next().reject(new Error('render refused'));
    await pause(20);
    // Told once, for the one render.
    expect(failures).toHaveLength(1);
    // A render whose read failed is not kept either: the old page stays.
    now = 200;
    expect((await get(`${base}/produits/1`)).body).toContain('ancien');
    pages.next().resolve(html('lecture échouée', ['product:1'], false));
    await pause(20);
    now = 300;
    expect((await get(`${base}/produits/1`)).body).toContain('ancien');
    expect(pages.calls()).toBe(4);
    // Past the second: the visitor waits for the render under way, and gets it unkept, marked so.
    now = 1_100;
    const late = get(`${base}/produits/1`);
    expect(await stillWaiting(late)).toBe(true);
    pages.next().resolve(html('lecture échouée', ['product:1'], false));
    const answer = await late;
    expect(pages.calls()).toBe(4);
    expect(answer.body).toContain('lecture échouée');
    expect(answer.cacheControl).toContain('no-store');
    // A render that fails for a visitor who waited: what server.ts does then, the page rendered without the cache.
    const failing = get(`${base}/produits/1`);
    await pause(20);
    pages.next().reject(new Error('render refused'));
    expect((await failing).status).toBe(599);
    expect(failures).toHaveLength(1);
  });

  it('drops the old page at once when its new render says it is gone (a product deleted)', async () => {
    let deleted = false;
    const { cache, base, renders } = await serve(async () => (deleted ? html('Introuvable', ['product:1'], true, 404) : html('Protéines', ['product:1'])));
    await get(`${base}/produits/1`);
    deleted = true;
    cache.invalidate(['product:1']);
    expect((await get(`${base}/produits/1`)).status).toBe(200);
    await pause(20);
    expect(cache.stats().entries).toBe(0);
    expect((await get(`${base}/produits/1`)).status).toBe(404);
    expect(renders()).toBe(3);
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
