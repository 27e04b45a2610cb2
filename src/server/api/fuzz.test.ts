// Hostile input on every route: a seeded run of the fuzzer (tests/support/fuzz.ts) over the API's route table
// and /uploads, each answer checked (no 5xx, the envelope, a French message, a failure's known code) and what is
// stored afterwards checked against the acknowledged writes. A failure prints its seed: FUZZ_SEED=<seed> repeats
// the run; FUZZ_COUNT sets its length (bench/fuzz/run.ts makes the long run).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '@/shared/constants';
import { type FuzzTarget, formatFailures, fuzzRoutes, fuzzSeed, makeRequest, prepareFuzzTarget, runFuzz, seededRandom } from '@test/fuzz';
import { createTestBackend, useTestBackend } from '@test/harness';

const COUNT = Number(process.env.FUZZ_COUNT ?? 400);
const HTTP_COUNT = Math.ceil(COUNT / 2);
const t = useTestBackend();
let target: FuzzTarget;

describe('the fuzzer', () => {
  it('reaches every route of the app, the pictures included', () => {
    const routes = fuzzRoutes(t().app).map((route) => `${route.method} ${route.path}`);
    expect(routes).toEqual(expect.arrayContaining(['POST /api/v1/produits', 'PUT /api/v1/auth/admin/:id/toggle-status', 'GET /uploads/*']));
    // The orders' public call and the back office's, and the zones.
    expect(routes).toEqual(expect.arrayContaining(['POST /api/v1/commandes', 'POST /api/v1/commandes/:id/confirmer', 'GET /api/v1/commandes/export.csv', 'PUT /api/v1/zones/:id']));
    // Middleware (ALL) and a route's own guards (a second entry of the same method and path) are not routes.
    expect(routes.some((route) => route.startsWith('ALL '))).toBe(false);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it(`sends ${COUNT} hostile requests: no 5xx, the French envelope every time, nothing stored unexplained`, { timeout: 120_000 }, async () => {
    const seed = fuzzSeed();
    target = await prepareFuzzTarget(t());
    const report = await runFuzz(t(), target, { seed, count: COUNT });
    expect(report.failures, formatFailures(report)).toEqual([]);
    expect(report.requests).toBe(COUNT);
    // Refusals and answers of every kind were seen, not one status throughout.
    expect(report.statuses[400]).toBeGreaterThan(0);
    expect(report.statuses[401]).toBeGreaterThan(0);
    expect(report.statuses[200]).toBeGreaterThan(0);
    // Every refusal carried a known code (a missing or unknown one is a failure above), the 400s' and the 401s'.
    expect(report.codes.validation_failed).toBeGreaterThan(0);
    expect((report.codes.unauthenticated ?? 0) + (report.codes.token_invalid ?? 0)).toBeGreaterThan(0);
  });

  it(`sends ${HTTP_COUNT} more over node:http, as server.ts serves the app, on kept-alive connections: none fails on its connection`, { timeout: 120_000 }, async () => {
    // Over HTTP a refused body is left on the connection: the next request on it failed ("other side closed")
    // until such answers said they close it (src/server/api/app.ts).
    const server = createServer(getRequestListener(t().app.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const report = await runFuzz(t(), target, { seed: fuzzSeed(), count: HTTP_COUNT, fetch: (url, init) => fetch(base + url, init) });
      expect(report.failures, formatFailures(report)).toEqual([]);
      expect(report.requests).toBe(HTTP_COUNT);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('repeats the same requests for the same seed', () => {
    const routes = fuzzRoutes(t().app);
    const requests = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 50 }, () => {
        const request = makeRequest(random, routes, target);
        return `${request.method} ${request.url} ${request.bodyKind} ${request.tokenKind}`;
      });
    };
    expect(requests(42)).toEqual(requests(42));
    expect(requests(42)).not.toEqual(requests(43));
  });

  // Last: a second backend takes over the process-wide database and configuration until it is closed.
  it('finds a route added to the app that crashes, answers in English or leaves a file behind, and names its seed', { timeout: 60_000 }, async () => {
    const backend = await createTestBackend();
    try {
      // Routes added before the first request (Hono builds its matcher then), as a new route of the API would be.
      backend.app.post(`${API_BASE_PATH}/canari/crash`, () => {
        throw new TypeError("Cannot read properties of undefined (reading 'nom')");
      });
      backend.app.put(`${API_BASE_PATH}/canari/:id`, (c) =>
        c.json({ success: false, status: 400, message: 'Expected string, received number', data: null }, 400),
      );
      backend.app.patch(`${API_BASE_PATH}/canari/:id`, (c) => c.json({ success: false, status: 409, message: 'Ce nom est déjà pris', data: null }, 409));
      backend.app.delete(`${API_BASE_PATH}/canari/:id`, (c) => {
        const folder = path.join(backend.dataDir, 'uploads', 'products');
        mkdirSync(folder, { recursive: true });
        writeFileSync(path.join(folder, 'oubli.webp'), 'left behind');
        return c.json({ success: true, status: 200, message: 'Supprimé', data: null }, 200);
      });
      const target = await prepareFuzzTarget(backend);
      // A seed whose 400 requests reach the four routes (each route added to the app changes the draw).
      const report = await runFuzz(backend, target, { seed: 1, count: 400 });
      const reasons = report.failures.map((failure) => failure.reason);
      expect(reasons).toContain('server error 500');
      expect(reasons).toContain('English in the message ("Expected"): Expected string, received number');
      expect(reasons).toContain('no known error code (none)');
      expect(reasons).toContain('1 picture file(s) no product names');
      expect(report.failures.filter((failure) => failure.request.includes('/canari'))).toHaveLength(report.failures.length - 1);
      expect(formatFailures(report)).toMatch(/^fuzz seed 1 \(repeat with FUZZ_SEED=1\)/);
    } finally {
      await backend.close();
    }
  });
});
