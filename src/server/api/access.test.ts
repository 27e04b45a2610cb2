// Who may call each route is said once, by its documented `access` (docs/api.md, "Authentication"):
// read from the app's own routes, so that a route added later is checked without being named here.
import { describe, expect, it } from 'vitest';
import { useTestBackend } from '@test/harness';
import { API_MESSAGES } from '@/shared/messages';
import { type Access, documentationOf, isOperation } from './openapi-routes';

const t = useTestBackend();

/** Every route the app registers with a description, its path made concrete (a UUID nobody has, plain words). */
function routesByAccess(): { method: string; path: string; access: Access }[] {
  const found = new Map<string, { method: string; path: string; access: Access }>();
  for (const { method, path, handler } of t().app.routes) {
    const doc = documentationOf(handler);
    if (!doc || isOperation(doc)) continue;
    const concrete = path.replace(':id', '00000000-0000-4000-8000-000000000000').replace(/:(\w+)/g, 'valeur');
    found.set(`${method} ${path}`, { method, path: concrete, access: doc.access });
  }
  return [...found.values()];
}

function call(method: string, path: string, token?: string) {
  return t().app.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: method === 'GET' ? undefined : '{}',
  });
}

describe("a route's access", () => {
  it('refuses every route for administrators to a caller without a token', async () => {
    const guarded = routesByAccess().filter(({ access }) => access !== 'anyone');
    expect(guarded.length).toBeGreaterThan(30);
    for (const { method, path } of guarded) {
      const response = await call(method, path);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect((await response.json()).message, `${method} ${path}`).toBe(API_MESSAGES.unauthenticated);
    }
  });

  it("refuses every super administrator's route to an administrator", async () => {
    const admin = await t().createAdmin({ role: 'admin' });
    const superOnly = routesByAccess().filter(({ access }) => access === 'super administrator');
    expect(superOnly.length).toBeGreaterThan(3);
    for (const { method, path } of superOnly) {
      const response = await call(method, path, admin.token);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect((await response.json()).message, `${method} ${path}`).toBe(API_MESSAGES.forbidden);
    }
  });
});
