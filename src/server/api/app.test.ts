import { describe, expect, it, vi } from 'vitest';
import { getLogger } from '@/server/logger';
import { issueOneTimeToken } from '@/server/services/accounts/one-time-tokens';
import { useTestBackend } from '@test/harness';
import { createApi } from './app';

const backend = useTestBackend();

describe('API common layer', () => {
  it('answers the health check with the envelope and the database state', async () => {
    const { status, body, headers } = await backend().call('GET', '/health');
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, status: 200, message: 'Service opérationnel', data: { database: 'ok' } });
    expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API paths with a 404 envelope in French', async () => {
    const { status, body } = await backend().call('GET', '/nope/nothing');
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, status: 404, code: 'route_not_found', message: 'Route introuvable', data: null });
  });

  it('sets the security headers on every answer, errors included', async () => {
    for (const path of ['/health', '/missing']) {
      const { headers } = await backend().call('GET', path);
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends every answer as JSON to save under a fixed name, never as a page: errors and cached reads included', async () => {
    const answers = [
      await backend().call('GET', '/health'),
      await backend().call('GET', '/missing?<script>=1'),
      await backend().call('GET', '/produits'),
      await backend().call('GET', '/types/'),
      await backend().call('POST', '/auth/login', { json: { identifier: '', password: '' } }),
      await backend().call('GET', '/auth/profile'),
    ];
    for (const { status, headers } of answers) {
      expect(headers.get('content-type'), String(status)).toMatch(/^application\/json/);
      expect(headers.get('content-disposition'), String(status)).toBe('attachment; filename="api.json"');
    }
    expect(answers.map((a) => a.status)).toEqual([200, 404, 200, 200, 400, 401]);
  });

  it('names no software or version, and forbids framing', async () => {
    const { headers } = await backend().call('GET', '/health');
    expect(headers.get('x-powered-by')).toBeNull();
    expect(headers.get('server')).toBeNull();
    expect(headers.get('x-frame-options')).toBe('DENY');
    // No third-party origin may supply scripts, styles, frames or connections.
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/https?:|\*/);
  });

  it('allows no other site to read its answers: no CORS header, whatever the Origin, preflight included', async () => {
    const origin = { origin: 'https://ailleurs.example' };
    const read = await backend().call('GET', '/produits', { headers: origin });
    expect(read.status).toBe(200);
    const preflight = await backend().app.request('/api/v1/auth/profile', {
      method: 'OPTIONS',
      headers: { ...origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization' },
    });
    // No route takes OPTIONS: a method the path does not take, whose answer grants nothing.
    expect(preflight.status).toBe(405);
    for (const headers of [read.headers, preflight.headers]) {
      expect([...headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });

  it('answers a method a known path does not take with a 405 envelope and Allow, an unknown path with a 404', async () => {
    for (const [method, path, allow] of [
      ['PATCH', '/produits', 'GET, HEAD, POST'],
      ['PROPFIND', '/produits', 'GET, HEAD, POST'],
      ['DELETE', '/health', 'GET, HEAD'],
      ['PUT', '/auth/login', 'POST'],
    ]) {
      const response = await backend().app.request(`/api/v1${path}`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow'), method).toBe(allow);
      expect(await response.json()).toEqual({ success: false, status: 405, code: 'method_not_allowed', message: 'Méthode non autorisée', data: null });
    }
    const unknown = await backend().app.request('/api/v1/nulle-part', { method: 'PATCH' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, status: 404, code: 'route_not_found', message: 'Route introuvable', data: null });
  });

  it('refuses a body over the limit with 413 and a French message', async () => {
    const big = 'x'.repeat(1024 * 1024 + 10);
    const response = await backend().app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
      body: big,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, status: 413, message: 'La requête est trop volumineuse' });
  });

  it('never leaks a stack trace: an unexpected failure is a generic French 500', async () => {
    const app = createApi();
    app.get('/__boom', () => {
      throw new Error('secret internals at /work/main/src/x.ts:12');
    });
    const response = await app.request('/api/v1/__boom');
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({
      success: false,
      status: 500,
      code: 'internal_error',
      message: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
      data: null,
    });
    expect(text).not.toMatch(/secret internals|\.ts:|at /);
  });

  it('serves uploaded images with long-lived cache headers, and 404 for anything else', async () => {
    const { getStorage } = await import('@/server/storage/storage');
    await getStorage().put('test/pixel.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
    const hit = await backend().app.request('/uploads/test/pixel.webp');
    expect(hit.status).toBe(200);
    expect(hit.headers.get('content-type')).toBe('image/webp');
    expect(hit.headers.get('cache-control')).toContain('immutable');
    expect((await backend().app.request('/uploads/test/missing.webp')).status).toBe(404);
    // Paths written to climb out of /uploads never reach it through app.request(), whose URL parser resolves dot
    // segments first: tests/e2e/hostile-requests.test.ts sends them byte for byte to the running server.
  });
});

describe('the request log', () => {
  it('masks the token of a verification link: the line names the path without it', async () => {
    const admin = await backend().createAdmin({ verified: false });
    const token = await issueOneTimeToken({ adminId: admin.id, purpose: 'verify' });
    const logger = getLogger();
    const level = logger.level;
    logger.level = 'info';
    const info = vi.spyOn(logger, 'info').mockImplementation(() => {});
    try {
      const verified = await backend().call('GET', `/auth/verify/${token}`);
      expect(verified.status).toBe(200);
      // A token sent again (refused), or with more after it, is masked as well.
      expect((await backend().call('GET', `/auth/verify/${token}`)).status).toBe(400);
      expect((await backend().call('GET', `/auth/verify/${token}/${token}`)).status).toBe(404);
      await backend().settle();
      const lines = info.mock.calls.filter(([, message]) => message === 'request').map(([fields]) => fields as Record<string, unknown>);
      expect(lines.map((line) => [line.path, line.status])).toEqual([
        ['/api/v1/auth/verify/***', 200],
        ['/api/v1/auth/verify/***', 400],
        ['/api/v1/auth/verify/***', 404],
      ]);
      expect(JSON.stringify(info.mock.calls)).not.toContain(token);
    } finally {
      info.mockRestore();
      logger.level = level;
    }
  });
});

describe('health when the database is gone', () => {
  it('answers 503 when the database does not answer', async () => {
    const { database, call } = backend();
    const original = database.db.execute.bind(database.db);
    database.db.execute = (() => Promise.reject(new Error('connection lost'))) as unknown as typeof database.db.execute;
    try {
      const { status, body } = await call('GET', '/health');
      expect(status).toBe(503);
      expect(body).toMatchObject({ success: false, status: 503, message: 'Base de données indisponible', data: { database: 'down' } });
    } finally {
      database.db.execute = original;
    }
  });
});
