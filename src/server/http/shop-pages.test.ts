import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Executor } from '@/server/db/client';
import { cachedRead } from '@/server/services/catalog/read-cache';
import { PUBLIC_PAGE_CACHE_CONTROL, STALE_PAGE_CACHE_CONTROL } from './page-cache';
import type { NextHandler } from './page-renders';
import { routeOf } from './routes';
import { scriptHash } from './script-hashes';
import { createShopPages } from './shop-pages';
import { PRIVATE_CACHE_CONTROL, ShopResponse } from './shop-response';

const CATEGORY = '0b6c3a4e-1f2d-4c5b-9a8e-7d6c5b4a3f21';
const STOREFRONT_CSP = "script-src 'self'";
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
}

/**
 * A server routed as server.ts routes it, whose Next.js is `next`. Each page Next.js renders reads the catalogue
 * through the tagged read cache, tagged `product:1` (the product and the catalogue) or `menu` (the FAQ).
 */
async function shop(options: { next?: NextHandler; listening?: boolean } = {}) {
  const seen: Seen[] = [];
  const db = {} as Executor;
  let version = 1;
  /** Holds the renders while set: the test lets them finish. */
  let gate: Promise<void> | null = null;
  const next: NextHandler =
    options.next ??
    (async (req, res) => {
      seen.push({ url: req.url ?? '', headers: req.headers });
      await gate;
      const tags = req.url === '/faq' ? ['menu'] : ['product:1'];
      const data = await cachedRead(db, `${req.url}:${version}`, tags, async () => `v${version}`);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', req.url?.startsWith('/admin') ? 'public, s-maxage=31536000' : 'private, no-cache, no-store, max-age=0, must-revalidate');
      res.end(`<html>${req.url} ${data}</html>`);
    });
  const buildDir = mkdtempSync(path.join(os.tmpdir(), 'boutique-shop-pages-'));
  mkdirSync(path.join(buildDir, 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(buildDir, 'static', 'chunks', 'app.js'), `console.log(${JSON.stringify('x'.repeat(2_000))});`);
  const log = { error: vi.fn() };
  const pages = createShopPages({ handleNext: next, log, headers: { 'X-Frame-Options': 'DENY', 'Content-Security-Policy': STOREFRONT_CSP },
    buildDir,
    warmAssets: false,
    backOfficeCsp: (nonce) => `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    storefrontCsp: (hashes) => [STOREFRONT_CSP, ...hashes].join(' '),
  });
  const server: Server = createServer({ ServerResponse: ShopResponse }, (req, res) => {
    const route = routeOf(req, { production: true, isCacheRender: pages.isCacheRender });
    if (route.kind === 'refused' || route.kind === 'api' || route.kind === 'redirect' || route.kind === 'elsewhere') {
      res.writeHead(400).end();
      return;
    }
    req.url = route.url;
    void pages.serve(req, res, route);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  if (options.listening !== false) pages.listening(server.address());
  cleanups.push(() => {
    server.close();
    pages.close();
    rmSync(buildDir, { recursive: true, force: true });
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (target: string, headers: Record<string, string> = {}) => {
    const response = await fetch(base + target, { headers });
    return { status: response.status, headers: response.headers, body: await response.text() };
  };
  const hold = () => {
    let open!: () => void;
    gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    return () => {
      gate = null;
      open();
    };
  };
  return { pages, base, get, seen, log, hold, setVersion: (value: number) => (version = value) };
}

describe("Next.js's side of the server", () => {
  it('renders a storefront page once for fbclid, utm_* and unknown parameters alike, as Next.js sees it without them', async () => {
    const { get, seen } = await shop();
    const visitor = { cookie: 'session=abc', 'user-agent': 'Mozilla/5.0 (Android)', 'accept-encoding': 'br' };
    const first = await get('/produits/abc?fbclid=IwAR0xyz', visitor);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    for (const query of ['', '?utm_source=whatsapp&utm_medium=social', `?random=${Math.random()}`]) {
      expect((await get(`/produits/abc${query}`)).headers.get('etag'), query).toBe(first.headers.get('etag'));
    }
    expect(seen.map((s) => s.url)).toEqual(['/produits/abc']);
    // One rendering for every visitor: without the visitor's cookies, user agent or compression.
    expect(seen[0].headers.cookie).toBeUndefined();
    expect(seen[0].headers['user-agent']).not.toContain('Mozilla');
    expect(seen[0].headers['accept-encoding']).toBe('identity');
  });

  it("renders /pro with the catalogue's own parameters only, in one order", async () => {
    const { get, seen } = await shop();
    await get(`/pro?utm_campaign=x&sort=prix&categorie=${CATEGORY}&fbclid=y`);
    await get(`/pro?categorie=${CATEGORY}&sort=prix`);
    expect(seen.map((s) => s.url)).toEqual([`/pro?categorie=${CATEGORY}&sort=prix`]);
  });

  it('serves a page a write made stale as it was, marked so, while rendering it again; then the new one; other pages are not rendered again', async () => {
    const { pages, get, seen, setVersion, hold } = await shop();
    expect((await get('/produits/abc')).body).toContain('v1');
    await get('/faq');
    setVersion(2);
    pages.invalidate(['product:1']);
    const release = hold();
    for (const query of ['', '?fbclid=x']) {
      const stale = await get(`/produits/abc${query}`);
      expect(stale.body).toContain('v1');
      expect(stale.headers.get('cache-control')).toBe(STALE_PAGE_CACHE_CONTROL);
    }
    release();
    await vi.waitFor(async () => expect((await get('/produits/abc')).body).toContain('v2'));
    expect((await get('/produits/abc')).headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect((await get('/faq')).body).toContain('v1');
    expect(seen.map((s) => s.url)).toEqual(['/produits/abc', '/faq', '/produits/abc']);
  });

  it("keeps the back office's Cache-Control private whatever Next.js sets, and out of search engines", async () => {
    const { get } = await shop();
    for (const target of ['/admin', '/admin/produits', '/admin?x=1']) {
      const answer = await get(target);
      expect(answer.headers.get('cache-control'), target).toBe(PRIVATE_CACHE_CONTROL);
      expect(answer.headers.get('x-robots-tag'), target).toBe('noindex, nofollow');
      expect(answer.headers.get('x-frame-options'), target).toBe('DENY');
    }
    // Any other page keeps what Next.js set.
    expect((await get('/inconnue')).headers.get('cache-control')).toContain('private');
  });

  it("renders a shopper's order page for each request: private, never indexed, no referrer, with the storefront's script policy", async () => {
    const { get, seen } = await shop({
      next: async (req, res) => {
        seen.push({ url: req.url ?? '', headers: req.headers });
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        // Whatever Next.js would say, the answer stays private.
        res.setHeader('Cache-Control', 'public, s-maxage=31536000');
        res.end(`<html><body><script>self.x=${JSON.stringify(req.url)}</script></body></html>`);
      },
    });
    const first = await get('/commande/AAAAAAAAAAAAAAAAAAAAAA');
    const second = await get('/commande/BBBBBBBBBBBBBBBBBBBBBB');
    for (const answer of [first, second]) {
      expect(answer.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
      expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      expect(answer.headers.get('content-security-policy')).toMatch(/^script-src 'self' 'sha256-/);
    }
    expect(second.body).toContain('BBBBBBBBBBBBBBBBBBBBBB');
    expect(second.body).not.toContain('AAAAAAAAAAAAAAAAAAAAAA');
    // Each asked of Next.js: none is kept for the next visitor.
    expect(seen.map((s) => s.url)).toEqual(['/commande/AAAAAAAAAAAAAAAAAAAAAA', '/commande/BBBBBBBBBBBBBBBBBBBBBB']);
  });

  it('gives each back-office page a nonce policy of its own, told to Next.js on the request; the storefront keeps its policy', async () => {
    const { get, seen } = await shop();
    const nonces = new Set<string>();
    for (const target of ['/admin', '/admin/login', '/admin']) {
      const answer = await get(target, { 'content-security-policy': "script-src 'nonce-choisi-par-le-visiteur'" });
      const csp = answer.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1] ?? '';
      expect(csp, target).toContain("'strict-dynamic'");
      expect(csp, target).not.toContain('unsafe-inline');
      expect(nonce.length, target).toBeGreaterThanOrEqual(22);
      expect(seen.at(-1)?.headers['content-security-policy'], target).toBe(csp);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
    // A storefront page: its shared policy, and Next.js never sees a policy a visitor sent.
    const page = await get('/inconnue', { 'content-security-policy': "script-src 'nonce-choisi-par-le-visiteur'" });
    expect(page.headers.get('content-security-policy')).toBe(STOREFRONT_CSP);
    expect(seen.at(-1)?.url).toBe('/inconnue');
    expect(seen.at(-1)?.headers['content-security-policy']).toBeUndefined();
  });

  it('lists in the policy of every storefront HTML answer, kept or not, the hashes of its own inline scripts, computed once per render', async () => {
    const payload = (part: string) => `(self.__next_f=self.__next_f||[]).push([1,${JSON.stringify(part)}])`;
    const rendered: string[] = [];
    const { get } = await shop({
      next: async (req, res) => {
        const url = req.url ?? '';
        rendered.push(url);
        if (url === '/inconnue') {
          // Head and body at once, as Next.js answers some pages.
          res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
          res.end(`<html><body><script>${payload('absente')}</script></body></html>`);
          return;
        }
        // Streamed as Next.js streams: the head flushed, the payload in several writes, its last with the end.
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.flushHeaders();
        res.write('<!DOCTYPE html><html><head><script src="/_next/static/chunks/app.js" async=""></script></head><body>');
        await new Promise((resolve) => setTimeout(resolve, 5));
        res.write(`<script>${payload('un')}</script>`);
        res.write(Buffer.from(`<script>${payload('é')}</script><script type="application/ld+json">{"@type":"Product"}</script>`));
        res.end(`<script>${payload(url)}</script></body></html>`);
      },
    });
    const policyOf = (...parts: string[]) => [STOREFRONT_CSP, ...parts.map((part) => scriptHash(payload(part)))].join(' ');
    for (const encoding of ['br', 'gzip', 'identity']) {
      const kept = await get('/faq', { 'accept-encoding': encoding });
      expect(kept.headers.get('content-security-policy'), encoding).toBe(policyOf('un', 'é', '/faq'));
      expect(kept.body, encoding).toContain('</html>');
      const missing = await get('/inconnue', { 'accept-encoding': encoding });
      expect(missing.status, encoding).toBe(404);
      expect(missing.headers.get('content-security-policy'), encoding).toBe(policyOf('absente'));
      expect(missing.headers.get('content-encoding'), encoding).toBe(encoding === 'identity' ? null : encoding);
      expect(missing.body, encoding).toContain(payload('absente'));
    }
    // The kept page was rendered, and hashed, once; each other page at each request.
    expect(rendered).toEqual(['/faq', '/inconnue', '/inconnue', '/inconnue']);
  });

  it('lets any other answer through as Next.js streams it, with the policy that allows no inline script', async () => {
    let release!: () => void;
    const { base } = await shop({
      next: async (_req, res) => {
        res.setHeader('Content-Type', 'text/x-component');
        res.flushHeaders();
        res.write('0:["début"]\n');
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        res.end('1:["fin"]\n');
      },
    });
    const response = await fetch(`${base}/inconnue`, { headers: { rsc: '1' } });
    expect(response.headers.get('content-security-policy')).toBe(STOREFRONT_CSP);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    // The first part arrives while Next.js is still writing: nothing held.
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('0:["début"]\n');
    release();
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read()) rest += new TextDecoder().decode(part.value);
    expect(rest).toBe('1:["fin"]\n');
  });

  it("renders a page as if there were no cache when the cache's render fails, with the page's own parameters", async () => {
    const { get, seen, log } = await shop({ listening: false });
    const answer = await get('/faq?fbclid=1');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('/faq v1');
    expect(seen.map((s) => s.url)).toEqual(['/faq']);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ path: '/faq' }), 'page cache failed');
  });

  it('serves the built scripts from memory, compressed, and leaves to Next.js what is not one', async () => {
    const { get, seen } = await shop();
    const script = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.body).toContain('console.log');
    await get('/_next/static/chunks/missing.js', { 'accept-encoding': 'gzip' });
    expect(seen.map((s) => s.url)).toEqual(['/_next/static/chunks/missing.js']);
  });
});
