// The process entry: one node:http server for the whole shop. /api/v1 and /uploads go to the Hono app,
// every other path to Next.js. It owns start-up (lock, migrations, seed, first super administrator) and a
// graceful shutdown.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import next from 'next';
import { startBackend } from '@/server/bootstrap';
import { readConfig } from '@/server/config';
import { DataDirLockedError } from '@/server/data-dir-lock';
import { createFifoLimiter } from '@/server/fifo-limiter';
import { createHttpApp } from '@/server/http/http-app';
import { securityHeaders } from '@/server/http/security-headers';
import { getLogger } from '@/server/logger';
import { WeakJwtSecretError } from '@/server/secrets';
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
    if (error instanceof DataDirLockedError || error instanceof WeakJwtSecretError) {
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

  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith(`${API_BASE_PATH}/`) || url === API_BASE_PATH || url.startsWith(`${UPLOADS_PATH}/`)) {
      void handleApi(req, res);
      return;
    }
    for (const [name, value] of pageHeaders) res.setHeader(name, value);
    // The back office is never indexed, whatever a page's own metadata says.
    if (url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?')) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    void renderPage(req, res, url);
  });
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
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
    await backend.close();
    await nextApp.close?.();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error('Échec du démarrage de la boutique :', error);
  process.exit(1);
});
