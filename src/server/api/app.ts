// The REST API under /api/v1: one Hono app, framework-independent, testable with app.request().
import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { matchedRoutes } from 'hono/route';
import { z } from 'zod';
import { getConfig, waveOf } from '@/server/config';
import { pingDatabase } from '@/server/db/client';
import { isDatabaseUnavailable } from '@/server/db/errors';
import { securityHeaders } from '@/server/http/security-headers';
import { getLogger } from '@/server/logger';
import { DomainError } from '@/server/services/errors';
import { API_BASE_PATH } from '@/shared/constants';
import { API_MESSAGES } from '@/shared/messages';
import { ORDER_LIMITS } from '@/shared/orders/limits';
import { adminRoutes } from './admins';
import { authRoutes } from './auth';
import { stepUpRoutes } from './step-up';
import { categoriesRoutes } from './categories';
import { dashboardRoutes } from './dashboard';
import { demoRoutes } from './demo';
import { feedRoutes } from './feeds';
import { errorResponse } from './errors';
import { TAGS, documented, refusal } from './openapi-routes';
import { ordersRoutes } from './orders';
import { wavePayRoutes, waveWebhookRoutes } from './payments';
import { customersRoutes } from './customers';
import { passkeyRoutes } from './passkeys';
import { productsRoutes } from './products';
import { mailRoutes } from './mail';
import { methodsOf } from './method-not-allowed';
import { failure, ok } from './respond';
import { settingsRoutes } from './settings';
import { twoFactorRoutes } from './two-factor';
import type { AppEnv } from './types';
import { ownOrigins, writeRefusal } from './write-guard';
import { zonesRoutes } from './zones';

const JSON_BODY_LIMIT = 1024 * 1024;
/** The pool makes new connections on demand: a database that lost them answers again within seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;
/** Five images of 5 MB each, plus the form fields and multipart framing. */
export const UPLOAD_BODY_LIMIT = 27 * 1024 * 1024;
/**
 * The only routes that take pictures: creating (POST /produits) and updating (PUT /produits/{id}) a product.
 * The route decides, never the client's Content-Type: any other route reads at most 1 MB, whatever it is sent.
 */
function takesUploads(method: string, path: string): boolean {
  const products = `${API_BASE_PATH}/produits`;
  if (!path.startsWith(products)) return false;
  const rest = path.slice(products.length).replace(/\/+$/, '');
  return (method === 'POST' && rest === '') || (method === 'PUT' && /^\/[^/]+$/.test(rest));
}

/** The orders, the customers, the delivery zones and the shop's settings take small JSON bodies only (docs/api.md, "Body limits"). */
function takesSmallBodies(path: string): boolean {
  return (
    path.startsWith(`${API_BASE_PATH}/commandes`) ||
    path.startsWith(`${API_BASE_PATH}/clients`) ||
    path.startsWith(`${API_BASE_PATH}/zones`) ||
    path.startsWith(`${API_BASE_PATH}/parametres`)
  );
}

/**
 * A body refused before it is read is left unread on the connection, which cannot carry another request: the
 * answer says it closes (a "keep-alive" one made the client's next request on it fail with "socket hang up").
 */
const tooLarge = (c: Context<AppEnv>): never => {
  c.header('Connection', 'close');
  throw new DomainError('body_too_large', API_MESSAGES.bodyTooLarge);
};

/**
 * A body the route answered without reading (a write refused for its token, an unknown route) is as unusable on
 * the connection as one too large: without "close", the server drains it for a while, then drops the socket, and a
 * client that sent its next request on it meanwhile saw it fail ("other side closed", found by the fuzzer over
 * HTTP). Known only under node:http (`c.env.incoming`).
 */
function leftBodyUnread(c: Context<AppEnv>): boolean {
  const incoming = c.env?.incoming;
  if (!incoming || incoming.readableEnded) return false;
  return Number(incoming.headers['content-length'] ?? 0) > 0 || incoming.headers['transfer-encoding'] !== undefined;
}

/** One-time tokens travel in some paths (account verification): they never reach the logs, nor anything after them. */
function loggablePath(path: string): string {
  return path.replace(/(\/auth\/verify\/).*$/s, '$1***');
}

/**
 * Every answer is data, never a page or a file to open: a browser sent to an API address (by a link someone
 * crafted, whose query it echoes) saves it under this fixed name instead of showing or running it. fetch()
 * ignores the header.
 */
const API_CONTENT_DISPOSITION = 'attachment; filename="api.json"';

/** What hono/request-id accepts from a client: the id it sent is kept when it looks like one. */
const CLIENT_REQUEST_ID = /^[\w\-=]{1,255}$/;

/**
 * The API on a root app of its own, so that the HTTP entry can add routes outside /api/v1 (the uploads) to the
 * same router instead of chaining two apps. Handlers for errors and unknown paths are set on the root before
 * the /api/v1 view is taken, so that both answer with the envelope.
 */
export function createApiRoot() {
  // Not strict: docs/api.md lists some paths with a trailing slash (/types/, /produits/) and others without.
  const root = new Hono<AppEnv>({ strict: false });
  root.notFound((c) => errorResponse(c, new DomainError('route_not_found', API_MESSAGES.routeNotFound)));
  root.onError((error, c) => {
    if (error instanceof DomainError) return errorResponse(c, error);
    if (isDatabaseUnavailable(error)) {
      // Reads were asked again on a new connection already (server/db/read-retry.ts); writes never are.
      getLogger().warn({ reqId: c.get('requestId'), err: error, path: loggablePath(c.req.path) }, 'database unavailable');
      const read = c.req.method === 'GET' || c.req.method === 'HEAD';
      const retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;
      return errorResponse(
        c,
        read
          ? new DomainError('database_unavailable', API_MESSAGES.databaseUnavailable, { retryAfterSeconds })
          : new DomainError('database_write_interrupted', API_MESSAGES.databaseWriteInterrupted, { retryAfterSeconds }),
      );
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(failure(error.status, 'validation_failed', API_MESSAGES.validationFailed, null), error.status);
    }
    getLogger().error({ reqId: c.get('requestId'), err: error, path: loggablePath(c.req.path) }, 'unhandled error');
    return c.json(failure(500, 'internal_error', API_MESSAGES.internal, null), 500);
  });

  const api = root.basePath(API_BASE_PATH);
  const methodsAt = methodsOf(root);
  const headers = Object.entries(securityHeaders(getConfig()));
  const origins = ownOrigins(getConfig());
  const limits = {
    json: bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge }),
    upload: bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: tooLarge }),
    small: bodyLimit({ maxSize: ORDER_LIMITS.bodyMaxBytes, onError: tooLarge }),
  };

  // One middleware for the request id, the security headers, the writes' origin and type (write-guard.ts), the body
  // limit and the log line: every step of
  // a middleware chain costs, and headers set before the answer exists ride along when it is created, where
  // headers set afterwards make Hono copy the finished response once per header.
  api.use(async (c, next) => {
    const started = performance.now();
    const sent = c.req.header('x-request-id');
    const reqId = sent && CLIENT_REQUEST_ID.test(sent) ? sent : randomUUID();
    c.set('requestId', reqId);
    c.header('X-Request-Id', reqId);
    for (const [name, value] of headers) c.header(name, value);
    c.header('Content-Disposition', API_CONTENT_DISPOSITION);
    // Answers that may be cached say so themselves (c.body(…, { 'Cache-Control': … }) replaces this).
    c.header('Cache-Control', 'no-store');

    const method = c.req.method;
    // A known path asked with a method none of its routes takes is told so before anything else (its
    // authentication, its body): only a request no route of its method matched is looked at.
    const allowed = matchedRoutes(c).some((route) => route.method !== 'ALL') ? [] : methodsAt(c.req.path);
    if (allowed.length > 0) {
      c.header('Allow', allowed.join(', '));
      c.res = errorResponse(c, new DomainError('method_not_allowed', API_MESSAGES.methodNotAllowed));
    } else if (method === 'GET' || method === 'HEAD') await next();
    else {
      // A write another site's page sent, or whose body is not JSON, is answered here and changes nothing.
      const uploads = takesUploads(method, c.req.path);
      const refusal = method === 'OPTIONS' ? null : writeRefusal(c, origins, uploads);
      if (refusal) c.res = errorResponse(c, refusal);
      else await (uploads ? limits.upload : takesSmallBodies(c.req.path) ? limits.small : limits.json)(c, next);
    }
    if (leftBodyUnread(c)) c.header('Connection', 'close');

    const log = getLogger();
    if (log.isLevelEnabled('info')) {
      log.info(
        { reqId, method, path: loggablePath(c.req.path), status: c.res.status, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
  });

  const route = documented(api);

  route.get(
    '/health',
    {
      operationId: 'health',
      tag: TAGS.health,
      summary: 'Whether the service and its database answer',
      access: 'anyone',
      success: [{ messages: [API_MESSAGES.healthOk], data: z.object({ database: z.literal('ok') }) }],
      failures: [refusal('database_unavailable', API_MESSAGES.healthDown, { data: { database: 'down' } })],
    },
    async (c) => {
      try {
        await pingDatabase();
        return ok(c, { database: 'ok' }, API_MESSAGES.healthOk);
      } catch {
        return c.json(failure(503, 'database_unavailable', API_MESSAGES.healthDown, { database: 'down' }), 503);
      }
    },
  );

  // The OpenAPI document (docs/api.md) of the whole app, built on its first call: its builder is loaded only then.
  route.get(
    '/openapi.json',
    {
      operationId: 'openApiDocument',
      tags: [TAGS.document],
      summary: 'This OpenAPI 3.1 document',
      description: 'Anyone. Generated from the zod schemas the API validates with; built once per process.',
      security: [],
      responses: {
        200: {
          description: 'The document (not wrapped in the envelope).',
          content: { 'application/json': { schema: z.looseObject({ openapi: z.string() }) } },
        },
      },
    },
    async (c) => {
      const { openApiJson } = await import('./openapi');
      return c.body(openApiJson(root), 200, { 'Content-Type': 'application/json; charset=UTF-8' });
    },
  );

  api.route('/auth/admin', adminRoutes());
  api.route('/auth', authRoutes());
  api.route('/auth', twoFactorRoutes());
  api.route('/auth', passkeyRoutes());
  api.route('/auth', stepUpRoutes());
  api.route('/types', categoriesRoutes());
  api.route('/produits', productsRoutes());
  api.route('/dashboard', dashboardRoutes());
  if (waveOf(getConfig())) api.route('/commandes/suivi', wavePayRoutes());
  api.route('/commandes', ordersRoutes());
  if (waveOf(getConfig())) api.route('/paiements', waveWebhookRoutes());
  api.route('/clients', customersRoutes());
  api.route('/zones', zonesRoutes());
  api.route('/parametres', settingsRoutes());
  api.route('/demo', demoRoutes());
  api.route('/parametres/email-test', mailRoutes());
  api.route('/parametres/flux', feedRoutes());

  return { root, api };
}

/** The API alone, seen from /api/v1 (tests add routes to it). */
export function createApi() {
  return createApiRoot().api;
}
