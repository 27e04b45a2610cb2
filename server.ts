// The process entry: one node:http server for the whole shop. /api/v1 and /uploads go to the Hono app,
// every other path to Next.js. It owns start-up (lock, migrations, seed, first super administrator) and a
// graceful shutdown.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import next from 'next';
import { startBackend } from '@/server/bootstrap';
import { readConfig } from '@/server/config';
import { DataDirLockedError } from '@/server/data-dir-lock';
import { createFifoLimiter } from '@/server/fifo-limiter';
import { createHttpApp } from '@/server/http/http-app';
import { collectWhenQuiet } from '@/server/idle-collector';
import { createPageCache, pageCacheKey, type RenderedPage, renderAddress, VARIANT_HEADERS } from '@/server/http/page-cache';
import { requestTarget } from '@/server/http/request-target';
import { createStaticAssets } from '@/server/http/static-assets';
import { securityHeaders } from '@/server/http/security-headers';
import { getLogger } from '@/server/logger';
import { WeakJwtSecretError } from '@/server/secrets';
import { DataDirUnwritableError } from '@/server/storage/disk-errors';
import { changedSince, collectCatalogueTags, newTagScope, onCatalogueInvalidated, type TagScope } from '@/server/services/catalog/read-cache';
import { API_BASE_PATH, UPLOADS_PATH } from '@/shared/constants';

const SHUTDOWN_GRACE_MS = 10_000;
/**
 * Pages rendered at once. Rendering is JavaScript on the one main thread (and PGlite's queries too): fifty
 * renders in progress at once finish no sooner than four, but every step of every other request (an API write
 * reading its upload, storing its pictures) waited behind a turn of all fifty. In line, they wait behind four
 * (bench/README.md, "Writes under load").
 */
const PAGE_RENDER_CONCURRENCY = 4;
const PAGE_RENDER_PLACE_MS = 2_000;
/** Marks the page cache's own render requests (see renderForCache): `<this process's secret>:<render id>`. */
const RENDER_HEADER = 'x-boutique-page-render';
/** The back office and everything not from the page cache: never kept by a shared cache. */
const PRIVATE_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

async function main() {
  // Everything this process creates is its user's alone: DATA_DIR's database files (PGlite writes them itself),
  // the outbox, the uploads, the signing key. The build is made before this runs (scripts/start.mjs), with
  // the usual modes; what Next.js writes while serving (its cache under .next) only this user reads.
  process.umask(0o077);
  const initial = readConfig();
  let backend: Awaited<ReturnType<typeof startBackend>>;
  try {
    backend = await startBackend(initial);
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof WeakJwtSecretError || error instanceof DataDirUnwritableError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { config } = backend;
  const log = getLogger();

  const nextApp = next({ dev: config.env === 'development', dir: process.cwd(), hostname: config.host, port: config.port });
  await nextApp.prepare();
  const handleNext = nextApp.getRequestHandler();
  const handleApi = getRequestListener(createHttpApp().fetch);
  const pageHeaders = Object.entries(securityHeaders(config));

  const renders = createFifoLimiter(PAGE_RENDER_CONCURRENCY);
  const renderPage = async (req: IncomingMessage, res: ServerResponse, url: string) => {
    // Built files (scripts, styles, fonts) are read from disk: they never wait behind a render.
    const release = url.startsWith('/_next/') ? () => {} : await renders.acquire();
    // Gone while in line (a client that gave up): nobody to render for.
    if (req.socket.destroyed) {
      release();
      return;
    }
    // A client slow to read the page keeps its render waiting on the socket: after a while, its place goes
    // to the next in line, so that slow readers cannot hold the shop.
    const timer = setTimeout(release, PAGE_RENDER_PLACE_MS);
    try {
      await handleNext(req, res);
    } catch (error) {
      // The path only: a query string may carry a one-time token (password reset, verification links).
      log.error({ err: error, path: url.split('?')[0] }, 'page rendering failed');
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end('Une erreur interne est survenue.');
      }
    } finally {
      clearTimeout(timer);
      release();
    }
  };

  // The page cache renders a missing page through this same server, as a request of its own carrying a
  // secret and the id of the scope that collects the catalogue tags the page's data carries.
  const renderSecret = randomUUID();
  const renderScopes = new Map<string, TagScope>();
  let origin = '';
  const renderForCache = async (req: IncomingMessage): Promise<RenderedPage> => {
    const id = randomUUID();
    const scope = newTagScope();
    renderScopes.set(id, scope);
    try {
      // One variant for every visitor: no cookies, no user agent, no compression (the cache compresses once).
      const headers: Record<string, string> = { accept: String(req.headers.accept ?? '*/*'), 'accept-encoding': 'identity', [RENDER_HEADER]: `${renderSecret}:${id}` };
      for (const name of VARIANT_HEADERS) {
        const value = req.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      // Only this server, and only the pages the cache keeps: a request never chooses what is fetched.
      const address = renderAddress(origin, req.url ?? '/');
      if (!address) throw new Error('not a page the cache keeps');
      const response = await fetch(address, { headers, redirect: 'manual' });
      const body = Buffer.from(await response.arrayBuffer());
      return {
        status: response.status,
        headers: [...response.headers],
        body,
        tags: scope.tags,
        keep: !scope.failed && !changedSince(scope.tags, scope.startedAt) && !response.headers.has('set-cookie'),
      };
    } finally {
      renderScopes.delete(id);
    }
  };
  const pages = createPageCache({ render: renderForCache });
  const production = config.env === 'production';
  const assets = createStaticAssets(path.join(process.cwd(), '.next'));
  onCatalogueInvalidated((tags) => pages.invalidate(tags));
  const idle = production ? collectWhenQuiet(log) : null;

  const server = createServer((req, res) => {
    idle?.noteRequest();
    // Read once: the choice below, the API's router, Next.js and the page cache all see this same path.
    const url = requestTarget(req.url);
    if (url === null) {
      res.statusCode = 400;
      res.setHeader('Connection', 'close');
      res.end();
      return;
    }
    req.url = url;
    if (url.startsWith(`${API_BASE_PATH}/`) || url === API_BASE_PATH || url.startsWith(`${UPLOADS_PATH}/`)) {
      void handleApi(req, res);
      return;
    }
    for (const [name, value] of pageHeaders) res.setHeader(name, value);
    if (production && url.startsWith('/_next/static/')) {
      assets
        .serve(req, res, url)
        .then((served) => (served ? undefined : renderPage(req, res, url)))
        .catch(() => renderPage(req, res, url));
      return;
    }
    const render = req.headers[RENDER_HEADER];
    if (typeof render === 'string') {
      const [secret, id] = render.split(':');
      const scope = secret === renderSecret ? renderScopes.get(id) : undefined;
      if (scope) {
        void collectCatalogueTags(scope, () => renderPage(req, res, url));
        return;
      }
    }
    // In development a page shows the code as it is now: no page is kept.
    const key = production ? pageCacheKey(req.method, url, req.headers) : null;
    if (key) {
      pages.serve(req, res, key).catch((error) => {
        log.error({ err: error, path: url.split('?')[0] }, 'page cache failed');
        if (!res.headersSent) void renderPage(req, res, url);
      });
      return;
    }
    if (url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?')) {
      // The back office is never indexed, whatever a page's own metadata says, nor kept by a shared cache:
      // its pages are static shells, which Next.js would otherwise mark cacheable for a year.
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      keepPrivate(res);
    }
    void renderPage(req, res, url);
  });
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address() as AddressInfo;
  const loopback = address.family === 'IPv6' ? (address.address === '::' ? '[::1]' : `[${address.address}]`) : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  origin = `http://${loopback}:${address.port}`;
  if (production) void assets.warm();
  console.log(`Boutique prête : ${config.publicUrl}/`);
  console.log(`Back-office : ${config.publicUrl}/admin`);
  if (backend.superAdmin.generatedPassword) {
    console.log(
      `Super administrateur créé : ${backend.superAdmin.email} / mot de passe : ${backend.superAdmin.generatedPassword}` +
        ' (affiché une seule fois : notez-le)',
    );
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    clearTimeout(force);
    idle?.stop();
    await backend.close();
    await nextApp.close?.();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** Whatever Next.js says, this answer's Cache-Control stays private. */
function keepPrivate(res: ServerResponse) {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'cache-control' ? PRIVATE_CACHE_CONTROL : value);
  setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
}

main().catch((error) => {
  console.error('Échec du démarrage de la boutique :', error);
  process.exit(1);
});
