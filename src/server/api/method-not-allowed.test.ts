// A method a route does not take (docs/api.md, "Errors and statuses"): 405 `method_not_allowed` with the methods
// the path takes in `Allow`, on every route of the API; an unknown path stays a 404, and the pictures outside the
// API answer as they did.
import { describe, expect, it } from 'vitest';
import { useTestBackend } from '@test/harness';
import { API_MESSAGES as A } from '@/shared/messages';

const t = useTestBackend();

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Every route of the API: its method, its path with a UUID for each parameter, and the paths it matches. */
function apiRoutes(): { method: string; path: string; pattern: RegExp }[] {
  return t()
    .app.routes.filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/v1/'))
    .map((route) => ({
      method: route.method,
      path: route.path.replace(/:\w+/g, '0b6f1f9e-3c1a-4d3e-9a52-6f1d2c3b4a59'),
      pattern: new RegExp(`^${route.path.replace(/\/$/, '').replace(/:\w+/g, '[^/]+')}/?$`),
    }));
}

describe('a method the route does not take', () => {
  it('is answered 405, in French, with the methods the path takes, on every route of the API', async () => {
    const routes = apiRoutes();
    const byPath = new Map<string, Set<string>>();
    for (const { method, path } of routes) byPath.set(path, (byPath.get(path) ?? new Set()).add(method));
    expect(byPath.size).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const [path, taken] of byPath) {
      // Another route may take the method at this path (`/produits/best` is also a `/produits/{id}`): the answer is then its own.
      const method = METHODS.find((candidate) => !routes.some((route) => route.method === candidate && route.pattern.test(path)));
      if (!method) continue;
      const response = await t().app.request(path, { method });
      const body = await response.json();
      const allow = response.headers.get('allow')?.split(', ') ?? [];
      if (response.status !== 405 || body.code !== 'method_not_allowed' || body.message !== A.methodNotAllowed || ![...taken].every((m) => allow.includes(m))) {
        wrong.push(`${method} ${path}: ${response.status} ${body.code} Allow: ${allow.join(', ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('names the methods in Allow, HEAD with GET, and carries the envelope and the request id', async () => {
    const response = await t().app.request('/api/v1/health', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(response.headers.get('x-request-id')).toBeTruthy();
    expect(await response.json()).toEqual({ success: false, status: 405, code: 'method_not_allowed', message: 'Méthode non autorisée', data: null });

    const zones = await t().call('PATCH', '/zones/');
    expect(zones.status).toBe(405);
    expect(zones.headers.get('allow')).toBe('GET, HEAD, POST');
  });

  it('leaves an unknown path a 404, and the pictures outside the API as they were', async () => {
    const unknown = await t().call('POST', '/nulle-part', { json: {} });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'route_not_found', message: A.routeNotFound });
    expect(unknown.headers.get('allow')).toBeNull();
    const picture = await t().app.request('/uploads/products/x/display.webp', { method: 'DELETE' });
    expect(picture.status).toBe(404);
    expect(picture.headers.get('allow')).toBeNull();
  });
});
