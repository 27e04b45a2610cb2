// The OpenAPI document: served, complete (every route the app registers, and only those), a valid OpenAPI 3.1,
// and telling the French messages the API really answers with.
import { describe, expect, it } from 'vitest';
import { useTestBackend } from '@test/harness';
import { ERROR_CODES } from '@/shared/error-codes';
import { API_MESSAGES } from '@/shared/messages';
import { AUTH_MESSAGES, AUTH_VALIDATION } from '@/shared/auth/messages';
import { CATALOGUE_VALIDATION } from '@/shared/catalog/messages';
import { CATALOGUE_MESSAGES } from '@/shared/catalog/messages';
import { categorySchema } from '@/shared/catalog/schemas';
import { changePasswordSchema } from '@/shared/auth/schemas';
import { createApiRoot } from './app';
import { buildOpenApiDocument, schemaMessages } from './openapi';
import { documented } from './openapi-routes';

// Wave on, so that its two routes are in the document (its API out of reach: nothing here calls it).
const t = useTestBackend({ env: { WAVE_API_KEY: 'wave_sn_prod_test', WAVE_WEBHOOK_SECRET: 'wave-secret', WAVE_API_URL: 'http://127.0.0.1:9' } });

// biome-ignore lint/suspicious/noExplicitAny: the document is walked as plain JSON
type Json = any;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

async function servedDocument(): Promise<Json> {
  const response = await t().app.request('/api/v1/openapi.json');
  expect(response.status).toBe(200);
  return response.json();
}

/** `METHOD path` of every route an app (the test backend's by default) registers, in OpenAPI's spelling of paths. */
function registeredRoutes(app: { routes: { method: string; path: string }[] } = t().app): string[] {
  const routes = new Set<string>();
  for (const { method, path } of app.routes) {
    // Middleware (app.use) is registered under ALL.
    if (method === 'ALL') continue;
    const openApiPath = path
      .replace(/:(\w+)/g, '{$1}')
      // The uploads' wildcard is the storage key.
      .replace(/\/\*$/, '/{key}')
      // Not strict (app.ts): `/types/` and `/types` are one route.
      .replace(/(.)\/$/, '$1');
    routes.add(`${method} ${openApiPath}`);
  }
  return [...routes].sort();
}

function documentedRoutes(document: Json): string[] {
  const routes: string[] = [];
  for (const [path, item] of Object.entries<Json>(document.paths)) {
    for (const method of METHODS) if (item[method]) routes.push(`${method.toUpperCase()} ${path}`);
  }
  return routes.sort();
}

function operations(document: Json): { route: string; path: string; operation: Json }[] {
  return Object.entries<Json>(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ route: `${method.toUpperCase()} ${path}`, path, operation: item[method] })),
  );
}

function operation(document: Json, method: string, path: string): Json {
  const found = document.paths[path]?.[method];
  expect(found, `${method} ${path}`).toBeDefined();
  return found;
}

/** The answers the document gives as examples for one status of one operation. */
function documentedFailures(document: Json, method: string, path: string, status: number): Json[] {
  const examples = operation(document, method, path).responses[status]?.content?.['application/json']?.examples ?? {};
  return Object.values<Json>(examples).map((example) => example.value);
}

/** The French messages the document gives for one status of one operation. */
function documentedMessages(document: Json, method: string, path: string, status: number): string[] {
  return documentedFailures(document, method, path, status).map((failure) => failure.message);
}

/** `field: message` of a failure filed under a field (items of a list as `N`), `message` alone otherwise. */
function filed(failure: Json): string {
  const field = Object.entries<Json>(failure.data?.errors ?? {}).find(([, message]) => message === failure.message)?.[0];
  return field ? `${field.replace(/\.\d+(?=\.|$)/g, '.N')}: ${failure.message}` : failure.message;
}

/** Every `$ref` anywhere in the document. */
function refs(node: Json, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refs(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refs(value, found);
    }
  }
  return found;
}

function resolve(document: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: Json = document;
  for (const part of ref.slice(2).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    node = node && typeof node === 'object' ? node[key] : undefined;
  }
  return node;
}

describe('GET /api/v1/openapi.json', () => {
  it('serves the document to anyone, as JSON, not stored by caches', async () => {
    const response = await t().app.request('/api/v1/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-request-id')).toBeTruthy();
    const document = await response.json();
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBe('Boutique API');
  });

  it('answers the same document on every call, the one the builder makes', async () => {
    const first = await servedDocument();
    expect(await servedDocument()).toEqual(first);
    expect(JSON.parse(JSON.stringify(buildOpenApiDocument(t().app)))).toEqual(first);
  });
});

describe('the routes', () => {
  it('documents every route the app registers, and no route that does not exist', async () => {
    const registered = registeredRoutes();
    // The comparison must have something to compare: the app's routes were read.
    expect(registered).toContain('POST /api/v1/auth/login');
    expect(registered).toContain('GET /uploads/{key}');
    expect(registered).toContain('PUT /api/v1/produits/{id}');
    expect(documentedRoutes(await servedDocument())).toEqual(registered);
  });

  it('marks the routes behind a token, and those of the super administrator', async () => {
    const document = await servedDocument();
    for (const { route, operation } of operations(document)) {
      expect(operation.security, route).toBeDefined();
      const needsToken = operation.security.some((requirement: Json) => 'bearerAuth' in requirement);
      const [method, path] = route.split(' ');
      const unauthenticated = documentedMessages(document, method.toLowerCase(), path, 401).includes(API_MESSAGES.unauthenticated);
      // The catalogue is open to anyone, its administrators' parameters (`statut`, `alerte`) to administrators only.
      expect(unauthenticated, route).toBe(needsToken || route === 'GET /api/v1/produits');
    }
    const superOnly = operations(document)
      .filter(({ operation }) => operation['x-required-role'] === 'SUPER_ADMIN')
      .map(({ route }) => route);
    expect(superOnly).toEqual([
      'GET /api/v1/auth/admin',
      'POST /api/v1/auth/admin',
      'GET /api/v1/auth/admin/{id}',
      'PUT /api/v1/auth/admin/{id}/toggle-status',
      'POST /api/v1/auth/admin/{id}/2fa/reset',
      'GET /api/v1/dashboard/mise-en-ligne',
      'PUT /api/v1/parametres',
      'GET /api/v1/demo',
      'DELETE /api/v1/demo',
      'POST /api/v1/parametres/email-test',
      'GET /api/v1/parametres/flux',
    ]);
    expect(documentedMessages(document, 'get', '/api/v1/auth/admin', 403)).toContain(API_MESSAGES.forbidden);
    expect(operation(document, 'get', '/api/v1/produits').security).toEqual([]);
    expect(operation(document, 'post', '/api/v1/produits').security).toEqual([{ bearerAuth: [] }]);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  });
});

/** A concrete address for a documented path: a UUID nobody has for `{id}`, plain words for the others. */
function concrete(path: string): string {
  return path.replace('{id}', '00000000-0000-4000-8000-000000000000').replace('{token}', 'jeton').replace('{key}', 'absent.webp');
}

describe('documentation declared beside the routes', () => {
  it('leaves out of the document a route registered without its documentation, which the comparison of routes names', () => {
    const { root, api } = createApiRoot();
    documented(api).get(
      '/documentee',
      { operationId: 'documentee', summary: 'A route registered with its documentation', security: [], responses: { 200: { description: 'OK' } } },
      (c) => c.text('oui'),
    );
    api.get('/sans-documentation', (c) => c.text('non'));
    const document = JSON.parse(JSON.stringify(buildOpenApiDocument(root)));
    expect(operation(document, 'get', '/api/v1/documentee').operationId).toBe('documentee');
    const registered = registeredRoutes(root);
    const inDocument = documentedRoutes(document);
    expect(registered.filter((route) => !inDocument.includes(route))).toEqual(['GET /api/v1/sans-documentation']);
    expect(inDocument.filter((route) => !registered.includes(route))).toEqual([]);
  });

  it('documents only routes the app serves: none of its operations is answered as an unknown route', async () => {
    const document = await servedDocument();
    for (const { route, path } of operations(document)) {
      const method = route.split(' ')[0];
      const response = await t().app.request(concrete(path), { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });
      const body = response.headers.get('content-type')?.startsWith('application/json') ? await response.json() : null;
      expect(body?.code, route).not.toBe('route_not_found');
    }
  });
});

describe('what the document says of access holds', () => {
  it('refuses an anonymous call to every route it marks as needing a token, and to no other', async () => {
    const document = await servedDocument();
    for (const { route, path, operation } of operations(document)) {
      const needsToken = operation.security.some((requirement: Json) => 'bearerAuth' in requirement);
      const method = route.split(' ')[0];
      const response = await t().app.request(concrete(path), { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });
      const refused = response.status === 401 && (await response.json()).message === API_MESSAGES.unauthenticated;
      expect(refused, route).toBe(needsToken);
    }
  });

  it("refuses an administrator the super administrator's routes, and only those", async () => {
    const document = await servedDocument();
    const admin = await t().createAdmin({ role: 'admin' });
    for (const { route, path, operation } of operations(document)) {
      const method = route.split(' ')[0];
      const response = await t().app.request(concrete(path), {
        method,
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      const forbidden = response.status === 403 && (await response.json()).message === API_MESSAGES.forbidden;
      expect(forbidden, route).toBe(operation['x-required-role'] === 'SUPER_ADMIN');
    }
  });
});

describe('a valid OpenAPI 3.1 document', () => {
  it('resolves every $ref inside the document', async () => {
    const document = await servedDocument();
    const all = refs(document);
    expect(all.length).toBeGreaterThan(10);
    for (const ref of new Set(all)) expect(resolve(document, ref), ref).toBeDefined();
  });

  it('declares every parameter of each path, required, and none that the path lacks', async () => {
    const document = await servedDocument();
    for (const { route, path, operation } of operations(document)) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const declared = (operation.parameters ?? [])
        .map((parameter: Json) => (parameter.$ref ? resolve(document, parameter.$ref) : parameter))
        .filter((parameter: Json) => parameter.in === 'path');
      expect(declared.map((parameter: Json) => parameter.name).sort(), route).toEqual(inPath);
      for (const parameter of declared) expect(parameter.required, `${route} ${parameter.name}`).toBe(true);
    }
  });

  it('gives every parameter and body field a type, and names only declared security schemes', async () => {
    const document = await servedDocument();
    const typed = (schema: Json) =>
      schema && ['type', 'anyOf', 'oneOf', 'allOf', '$ref', 'enum', 'const'].some((key) => key in schema);
    for (const { route, operation } of operations(document)) {
      for (const parameter of operation.parameters ?? []) expect(typed(parameter.schema), `${route} ${parameter.name}`).toBe(true);
      for (const [type, media] of Object.entries<Json>(operation.requestBody?.content ?? {})) {
        for (const [name, field] of Object.entries<Json>(media.schema.properties ?? {})) expect(typed(field), `${route} ${type} ${name}`).toBe(true);
      }
      for (const requirement of operation.security ?? []) {
        for (const scheme of Object.keys(requirement)) expect(document.components.securitySchemes, route).toHaveProperty(scheme);
      }
      for (const status of Object.keys(operation.responses)) expect(status, route).toMatch(/^[1-5]\d\d$/);
    }
  });

  it('gives each operation a unique id and at least one answer', async () => {
    const document = await servedDocument();
    const ids = operations(document).map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { route, operation } of operations(document)) {
      expect(Object.keys(operation.responses).length, route).toBeGreaterThan(0);
      for (const tag of operation.tags ?? []) expect(document.tags.map((known: Json) => known.name), route).toContain(tag);
    }
  });
});

describe('bodies, answers and their French messages', () => {
  it('describes JSON bodies from the shared schemas', async () => {
    const document = await servedDocument();
    const login = operation(document, 'post', '/api/v1/auth/login').requestBody.content['application/json'].schema;
    expect(login.required).toEqual(['identifier', 'password']);
    const category = operation(document, 'post', '/api/v1/types').requestBody.content['application/json'].schema;
    expect(category.properties.nom).toMatchObject({ type: 'string', minLength: 1, maxLength: 150 });
    expect(category.properties.sousTypes).toMatchObject({ type: 'array', maxItems: 5 });
  });

  it('describes the product form as multipart, with its fields and the pictures as a binary array', async () => {
    const document = await servedDocument();
    for (const method of ['post', 'put']) {
      const path = method === 'post' ? '/api/v1/produits' : '/api/v1/produits/{id}';
      const content = operation(document, method, path).requestBody.content;
      const form = content['multipart/form-data'].schema;
      expect(Object.keys(form.properties)).toEqual(
        expect.arrayContaining(['nom', 'description', 'prix', 'pourcentPromotion', 'aLaUne', 'enRupture', 'stock', 'typeProduit', 'sousTypeProduit', 'images']),
      );
      expect(form.properties.images).toMatchObject({ type: 'array', maxItems: 5, items: { type: 'string', format: 'binary' } });
      expect(form.properties.prix.type).toEqual(['integer', 'string']);
      expect(form.required).toEqual(expect.arrayContaining(['nom', 'typeProduit']));
      expect(content['application/json']).toBeDefined();
    }
  });

  it('gives each answer the envelope and its French message', async () => {
    const document = await servedDocument();
    const created = operation(document, 'post', '/api/v1/types').responses['201'].content['application/json'].schema;
    expect(created.properties.success).toMatchObject({ const: true });
    expect(created.properties.message).toMatchObject({ const: CATALOGUE_MESSAGES.categoryCreated });
    expect(created.properties.data.$ref).toBe('#/components/schemas/Category');
    // Shoppers' products, or the administrators' shape (with `statut` or `alerte`): either envelope.
    const listing = operation(document, 'get', '/api/v1/produits').responses['200'].content['application/json'].schema;
    expect(listing.anyOf.map((answer: Json) => answer.properties.data.items.$ref)).toEqual(['#/components/schemas/Product', '#/components/schemas/AdminProduct']);
    for (const answer of listing.anyOf) expect(answer.properties.pagination.$ref).toBe('#/components/schemas/Pagination');
    const toggled = operation(document, 'put', '/api/v1/auth/admin/{id}/toggle-status').responses['200'].content['application/json'].schema;
    expect(toggled.properties.message.enum).toEqual([AUTH_MESSAGES.adminBlocked, AUTH_MESSAGES.adminUnblocked]);
  });

  it('reads the field messages from the schemas, on the fields the API files them under', () => {
    expect(schemaMessages(changePasswordSchema)).toEqual(
      expect.arrayContaining([
        { field: 'currentPassword', message: AUTH_VALIDATION.currentPasswordRequired },
        { field: 'newPassword', message: AUTH_VALIDATION.newPasswordMin },
        { field: 'confirmPassword', message: AUTH_VALIDATION.newPasswordsDiffer },
        { field: 'newPassword', message: AUTH_VALIDATION.newPasswordSameAsOld },
      ]),
    );
    expect(schemaMessages(categorySchema)).toEqual(
      expect.arrayContaining([
        { field: 'nom', message: CATALOGUE_VALIDATION.categoryNameRequired },
        { field: 'sousTypes', message: CATALOGUE_VALIDATION.subTypesLimit },
        { field: 'sousTypes.N.nom', message: CATALOGUE_VALIDATION.subTypeMax },
      ]),
    );
  });

  it("lists among each route's failures the messages the API answers with", async () => {
    const document = await servedDocument();
    const admin = await t().createAdmin({ role: 'admin' });
    const unverified = await t().createAdmin({ verified: false });
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const cases: { method: string; path: string; call: [string, string, Parameters<ReturnType<typeof t>['call']>[2]?] }[] = [
      { method: 'post', path: '/api/v1/types', call: ['POST', '/types', { token: admin.token, json: {} }] },
      { method: 'post', path: '/api/v1/types', call: ['POST', '/types', { token: admin.token, json: { nom: 'x'.repeat(151) } }] },
      { method: 'post', path: '/api/v1/types', call: ['POST', '/types', { token: admin.token, body: '{', headers: { 'content-type': 'application/json' } }] },
      { method: 'get', path: '/api/v1/types/{id}', call: ['GET', `/types/${unknownId}`] },
      { method: 'get', path: '/api/v1/types/{id}', call: ['GET', '/types/pas-un-id'] },
      { method: 'get', path: '/api/v1/produits', call: ['GET', '/produits?page=0'] },
      { method: 'get', path: '/api/v1/produits', call: ['GET', '/produits?minPrice=9&maxPrice=1'] },
      { method: 'get', path: '/api/v1/produits/panier', call: ['GET', '/produits/panier'] },
      { method: 'get', path: '/api/v1/produits/best', call: ['GET', '/produits/best?limit=0'] },
      { method: 'get', path: '/api/v1/dashboard/top-products', call: ['GET', '/dashboard/top-products?by=prix', { token: admin.token }] },
      { method: 'put', path: '/api/v1/auth/profile', call: ['PUT', '/auth/profile', { token: admin.token, json: { nom: 'Diop', prenom: 'Awa', email: 'autre@example.sn' } }] },
      { method: 'post', path: '/api/v1/types', call: ['POST', '/types', { token: admin.token, json: { nom: 'Miel', sousTypes: [{ nom: 'Bio' }, { nom: 'bio' }] } }] },
      { method: 'get', path: '/api/v1/auth/admin', call: ['GET', '/auth/admin', { token: admin.token }] },
      { method: 'get', path: '/api/v1/dashboard/stats', call: ['GET', '/dashboard/stats'] },
      { method: 'post', path: '/api/v1/produits', call: ['POST', '/produits', { token: admin.token, json: { nom: 'Miel', prix: '0' } }] },
      {
        method: 'put',
        path: '/api/v1/auth/change-password',
        call: ['PUT', '/auth/change-password', { token: admin.token, json: { currentPassword: 'a', newPassword: 'bbbbbbbb', confirmPassword: 'c' } }],
      },
      { method: 'post', path: '/api/v1/auth/login', call: ['POST', '/auth/login', { json: { identifier: 'personne@example.sn', password: 'x' } }] },
      { method: 'post', path: '/api/v1/auth/login', call: ['POST', '/auth/login', { json: { identifier: unverified.email, password: unverified.password } }] },
      { method: 'get', path: '/api/v1/auth/profile', call: ['GET', '/auth/profile', { token: 'pas.un.jeton' }] },
    ];
    for (const { method, path, call } of cases) {
      const answer = await t().call(...call);
      expect(answer.status, call[1]).toBeGreaterThanOrEqual(400);
      // The message, and the field it is filed under.
      const documented = documentedFailures(document, method, path, answer.status).map(filed);
      expect(documented, `${call[0]} ${call[1]}`).toContain(filed(answer.body));
      // And its code, beside that message.
      const coded = documentedFailures(document, method, path, answer.status).map((failure) => `${failure.code} ${filed(failure)}`);
      expect(coded, `${call[0]} ${call[1]}`).toContain(`${answer.body.code} ${filed(answer.body)}`);
    }
  });
});

describe('the error codes', () => {
  it('are the enum of the failure envelope, required beside the message', async () => {
    const document = await servedDocument();
    const failure = document.components.schemas.Failure;
    expect(failure.properties.code.enum).toEqual([...ERROR_CODES]);
    expect(failure.required).toEqual(expect.arrayContaining(['success', 'status', 'code', 'message', 'data']));
  });

  it('are given by every failure example, each one of the enum, under its own status', async () => {
    const document = await servedDocument();
    const seen = new Set<string>();
    for (const { route, operation } of operations(document)) {
      for (const [status, response] of Object.entries<Json>(operation.responses)) {
        const examples = Object.values<Json>(response.content?.['application/json']?.examples ?? {});
        if (Number(status) < 400 || examples.length === 0) continue;
        expect(response.content['application/json'].schema.$ref, `${route} ${status}`).toBe('#/components/schemas/Failure');
        for (const { value } of examples) {
          expect(ERROR_CODES, `${route} ${status} ${value.message}`).toContain(value.code);
          expect(value.status, `${route} ${value.code}`).toBe(Number(status));
          seen.add(value.code);
        }
      }
    }
    // Every code a route can answer is documented somewhere; only the unknown route's and the method it does not
    // take are no operation's (the document's description tells them).
    expect([...seen].sort()).toEqual(ERROR_CODES.filter((code) => code !== 'route_not_found' && code !== 'method_not_allowed').sort());
  });

  it('tells the two 403s of a route behind a token apart by their code', async () => {
    const document = await servedDocument();
    const refusals = documentedFailures(document, 'get', '/api/v1/auth/admin', 403).map((failure) => [failure.code, failure.message]);
    expect(refusals).toEqual([
      ['token_expired', API_MESSAGES.tokenExpired],
      ['forbidden', API_MESSAGES.forbidden],
    ]);
  });
});
