import { describe, expect, it } from 'vitest';
import { type Route, routeOf } from './routes';

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
  });
});
