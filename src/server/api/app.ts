// The REST API under /api/v1: one Hono app, framework-independent, testable with app.request().
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { getConfig } from '@/server/config';
import { pingDatabase } from '@/server/db/client';
import { securityHeaders } from '@/server/http/security-headers';
import { getLogger } from '@/server/logger';
import { API_BASE_PATH } from '@/shared/constants';
import { API_MESSAGES } from '@/shared/messages';
import { adminRoutes } from './admins';
import { authRoutes } from './auth';
import { categoriesRoutes } from './categories';
import { dashboardRoutes } from './dashboard';
import { productsRoutes } from './products';
import { ApiError, envelope, ok } from './respond';
import type { AppEnv } from './types';

const JSON_BODY_LIMIT = 1024 * 1024;
/** Five images of 5 MB each, plus the form fields and multipart framing. */
export const UPLOAD_BODY_LIMIT = 27 * 1024 * 1024;

/** One-time tokens travel in some paths (account verification): they never reach the logs. */
function loggablePath(path: string): string {
  return path.replace(/(\/auth\/verify\/)[^/]+/, '$1***');
}

export function createApi() {
  // Not strict: SPEC §7 calls some paths with a trailing slash (/types/, /produits/) and others without.
  const app = new Hono<AppEnv>({ strict: false }).basePath(API_BASE_PATH);
  const headers = securityHeaders(getConfig());

  app.use(requestId({ headerName: 'X-Request-Id' }));

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    c.header('Cache-Control', c.res.headers.get('Cache-Control') ?? 'no-store');
    getLogger().info(
      {
        reqId: c.get('requestId'),
        method: c.req.method,
        path: loggablePath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });

  app.use(async (c, next) => {
    const isUpload = /^multipart\/form-data/i.test(c.req.header('content-type') ?? '');
    return bodyLimit({
      maxSize: isUpload ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT,
      onError: () => {
        throw new ApiError(413, API_MESSAGES.bodyTooLarge);
      },
    })(c, next);
  });

  app.get('/health', async (c) => {
    try {
      await pingDatabase();
      return ok(c, { database: 'ok' }, API_MESSAGES.healthOk);
    } catch {
      return c.json(envelope(503, API_MESSAGES.healthDown, { database: 'down' }), 503);
    }
  });

  app.route('/auth/admin', adminRoutes());
  app.route('/auth', authRoutes());
  app.route('/types', categoriesRoutes);
  app.route('/produits', productsRoutes);
  app.route('/dashboard', dashboardRoutes);

  app.notFound((c) => c.json(envelope(404, API_MESSAGES.routeNotFound, null), 404));

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(envelope(error.status, error.message, error.data), error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(envelope(error.status, API_MESSAGES.validationFailed, null), error.status);
    }
    getLogger().error({ reqId: c.get('requestId'), err: error, path: loggablePath(c.req.path) }, 'unhandled error');
    return c.json(envelope(500, API_MESSAGES.internal, null), 500);
  });

  return app;
}

export type Api = ReturnType<typeof createApi>;
