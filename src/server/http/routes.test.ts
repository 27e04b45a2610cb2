import { describe, expect, it } from 'vitest';
import { requestTarget } from './request-target';
import { type Route, routeOf, siteHosts } from './routes';

const CATEGORY = '0b6c3a4e-1f2d-4c5b-9a8e-7d6c5b4a3f21';

function route(url: string, options: { production?: boolean; method?: string; headers?: Record<string, string>; render?: boolean } = {}): Route {
  const { production = true, method = 'GET', headers = {}, render = false } = options;
  return routeOf({ method, url, headers }, { production, isCacheRender: () => render });
}

describe('where a request goes', () => {
  it('refuses a target that is no path', () => {
    for (const url of ['*', 'evil.example:80', '@evil.example/pro', '']) expect(route(url).kind, url).toBe('refused');
  });

  it('sends the API and the pictures to the Hono app, on the path the choice was made on', () => {
    for (const url of ['/api/v1', '/api/v1/health', '/uploads/products/x.webp', '/uploads/../api/v1/health', '/pro/%2e%2e/api/v1/types']) {
      expect(route(url).kind, url).toBe('api');
    }
    expect(route('/uploads/../api/v1/health')).toEqual({ kind: 'api', url: '/api/v1/health' });
    // Out of the API by its dot segments: a page.
    expect(route('/api/v1/../../admin/login')).toEqual({ kind: 'back-office', url: '/admin/login' });
    expect(route('/api/v1x').kind).toBe('page');
  });

  it('sends the catalogue feeds to the Hono app, in production and in development', () => {
    for (const url of ['/feeds/meta.csv', '/feeds/google.xml', '/feeds/autre.csv']) {
      expect(route(url), url).toEqual({ kind: 'api', url });
      expect(route(url, { production: false }).kind, url).toBe('api');
    }
    expect(route('/feedsx').kind).toBe('page');
  });

  it('serves the built scripts and styles from memory, in production only', () => {
    expect(route('/_next/static/chunks/app.js')).toEqual({ kind: 'asset', url: '/_next/static/chunks/app.js' });
    expect(route('/_next/static/chunks/app.js', { production: false }).kind).toBe('page');
    expect(route('/_next/image?url=x').kind).toBe('page');
  });

  it("answers the page cache's own renders by rendering them, before any cached page", () => {
    expect(route('/produits/abc', { render: true })).toEqual({ kind: 'cache-render', url: '/produits/abc' });
    expect(route('/produits/abc').kind).toBe('cached-page');
  });

  it('takes the storefront pages from the cache in production, keyed on the parameters each reads', () => {
    const page = route(`/pro?fbclid=x&categorie=${CATEGORY}&utm_source=y`);
    expect(page).toMatchObject({ kind: 'cached-page', url: `/pro?fbclid=x&categorie=${CATEGORY}&utm_source=y`, page: { address: `/pro?categorie=${CATEGORY}` } });
    for (const url of ['/', '/produits/abc?fbclid=1', '/cart', '/faq', '/livraison', '/sitemap.xml', '/robots.txt?x=1']) expect(route(url).kind, url).toBe('cached-page');
    expect(route('/faq', { method: 'POST' }).kind).toBe('page');
    // In development every page shows the code as it is now.
    expect(route('/faq', { production: false }).kind).toBe('page');
  });

  it('keeps the back office apart: every path under /admin, and /admin itself', () => {
    for (const url of ['/admin', '/admin/', '/admin/produits', '/admin?x=1', '/admin/../admin/login']) expect(route(url).kind, url).toBe('back-office');
    for (const url of ['/administration', '/adminx']) expect(route(url).kind, url).toBe('page');
    expect(route('/admin', { production: false }).kind).toBe('back-office');
  });

  it('renders any other page', () => {
    for (const url of ['/inconnue', '/produits/a/b', '/pro/x']) expect(route(url).kind, url).toBe('page');
    // A shopper's order: never kept, in production as in development.
    for (const url of ['/commande/q3Zc0v1lQ9yE2b7nK4mXwA', '/commande/inconnue', '/commande/x?utm_source=y']) {
      expect(route(url), url).toEqual({ kind: 'order-page', url });
      expect(route(url, { production: false }).kind, url).toBe('order-page');
    }
    expect(route('/commandes').kind).toBe('page');
  });
});

describe('with the back office on its own host (ADMIN_URL)', () => {
  const hosts = siteHosts({ publicUrl: 'https://boutique.example.sn', adminUrl: 'https://admin.example.sn' });
  function on(host: string | undefined, url: string, options: { method?: string; render?: boolean } = {}): Route {
    const headers: Record<string, string> = host === undefined ? {} : { host };
    return routeOf({ method: options.method ?? 'GET', url, headers }, { production: true, isCacheRender: () => options.render ?? false, hosts });
  }

  it("sends the back office asked on the shop's host (or any other) to the same path on its own host", () => {
    for (const url of ['/admin', '/admin/login', '/admin/reset-password?token=abc', '/admin/../admin/compte']) {
      expect(on('boutique.example.sn', url), url).toEqual({ kind: 'redirect', location: `https://admin.example.sn${requestTarget(url)}` });
    }
    expect(on('10.0.0.4:3000', '/admin')).toEqual({ kind: 'redirect', location: 'https://admin.example.sn/admin' });
    expect(on(undefined, '/admin/login')).toEqual({ kind: 'redirect', location: 'https://admin.example.sn/admin/login' });
  });

  it("answers /api/v1/auth on any host but the back office's with the API's 404, the rest of the API as before", () => {
    for (const url of ['/api/v1/auth/refresh', '/api/v1/auth', '/api/v1/auth/login?x=1', '/api/v1/produits/../auth/refresh']) {
      expect(on('boutique.example.sn', url).kind, url).toBe('elsewhere');
      expect(on('127.0.0.1:3000', url).kind, url).toBe('elsewhere');
    }
    expect(on('boutique.example.sn', '/api/v1/produits').kind).toBe('api');
    expect(on('boutique.example.sn', '/api/v1/authors').kind).toBe('api');
    expect(on('boutique.example.sn', '/uploads/products/x.webp').kind).toBe('api');
    expect(on('boutique.example.sn', '/feeds/meta.csv').kind).toBe('api');
    // The feeds are the shop's: asked on the back office's host, sent to the shop's.
    expect(on('admin.example.sn', '/feeds/google.xml')).toEqual({ kind: 'redirect', location: 'https://boutique.example.sn/feeds/google.xml' });
  });

  it("serves the storefront on the shop's host, and on any other (the page cache's own renders among them)", () => {
    expect(on('boutique.example.sn', '/faq').kind).toBe('cached-page');
    expect(on('127.0.0.1:3000', '/faq', { render: true }).kind).toBe('cache-render');
    expect(on('boutique.example.sn', '/nulle-part').kind).toBe('page');
  });

  it("answers on the back office's host the back office, the whole API and the built files, and sends every other page to the shop", () => {
    for (const host of ['admin.example.sn', 'ADMIN.example.sn', 'admin.example.sn:443']) {
      expect(on(host, '/admin/compte').kind, host).toBe('back-office');
      expect(on(host, '/api/v1/auth/refresh').kind, host).toBe('api');
      expect(on(host, '/api/v1/produits').kind, host).toBe('api');
      expect(on(host, '/uploads/products/x.webp').kind, host).toBe('api');
      expect(on(host, '/_next/static/chunks/app.js').kind, host).toBe('asset');
      expect(on(host, '/_next/image?url=x').kind, host).toBe('page');
      expect(on(host, '/icon.svg?icon.2pyotys8dp6eb.svg').kind, host).toBe('page');
    }
    for (const url of ['/', '/faq', '/pro?categorie=x', '/produits/abc', '/nulle-part', '/administration']) {
      expect(on('admin.example.sn', url), url).toEqual({ kind: 'redirect', location: `https://boutique.example.sn${url}` });
    }
    // The page cache's own renders are answered, whatever host the loopback address is (ADMIN_URL may name it).
    expect(on('admin.example.sn', '/faq', { render: true }).kind).toBe('cache-render');
  });

  it('tells the hosts apart with their ports, and changes nothing without ADMIN_URL', () => {
    const local = siteHosts({ publicUrl: 'http://127.0.0.1:3000', adminUrl: 'http://localhost:3000' });
    const routeOn = (host: string, url: string) => routeOf({ method: 'GET', url, headers: { host } }, { production: true, isCacheRender: () => false, hosts: local });
    expect(routeOn('localhost:3000', '/admin').kind).toBe('back-office');
    expect(routeOn('localhost:3001', '/admin').kind).toBe('redirect');
    expect(routeOn('127.0.0.1:3000', '/admin')).toEqual({ kind: 'redirect', location: 'http://localhost:3000/admin' });
    expect(routeOn('localhost:3000', '/')).toEqual({ kind: 'redirect', location: 'http://127.0.0.1:3000/' });
    expect(siteHosts({ publicUrl: 'https://boutique.example.sn', adminUrl: null })).toBeNull();
    const unsplit = (host: string, url: string) => routeOf({ method: 'GET', url, headers: { host } }, { production: true, isCacheRender: () => false, hosts: null });
    expect(unsplit('boutique.example.sn', '/admin').kind).toBe('back-office');
    expect(unsplit('boutique.example.sn', '/api/v1/auth/refresh').kind).toBe('api');
  });
});
