// How server.ts has pages rendered by Next.js (docs/decisions/001-one-process.md, 012-storefront-page-cache.md):
// a few at a time, the others waiting in a first-come, first-served line; and, for the page cache, through a
// request of the server to itself that carries a secret and the id of the scope collecting the catalogue tags
// the page's data carries.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createFifoLimiter } from '@/server/fifo-limiter';
import { collectCatalogueTags, newTagScope, type TagScope } from '@/server/services/catalog/read-cache';
import { type PageRequest, type RenderedPage, renderAddress } from './page-cache';

/**
 * Pages rendered at once. Rendering is JavaScript on the one main thread (and PGlite's queries too): fifty
 * renders in progress at once finish no sooner than four, but every step of every other request (an API write
 * reading its upload, storing its pictures) waited behind a turn of all fifty. In line, they wait behind four
 * (bench/README.md, "Writes under load").
 */
const PAGE_RENDER_CONCURRENCY = 4;

/** A path as the log shows it: without its query, and without the code of an order's page (a bearer secret). */
export const loggablePagePath = (url: string) => url.split('?')[0].replace(/^(\/commande\/).+$/s, '$1***');
const PAGE_RENDER_PLACE_MS = 2_000;
/** Marks the page cache's own render requests: `<this process's secret>:<render id>`. */
export const RENDER_HEADER = 'x-boutique-page-render';

export type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<unknown>;
export type PageRenderer = (req: IncomingMessage, res: ServerResponse, url: string) => Promise<void>;

/** Renders a request through Next.js, in the line of renders (built files under /_next/ never wait in it). */
export function createPageRenderer(handleNext: NextHandler, log: Pick<Logger, 'error'>, options = { concurrency: PAGE_RENDER_CONCURRENCY, placeMs: PAGE_RENDER_PLACE_MS }): PageRenderer {
  const renders = createFifoLimiter(options.concurrency);
  return async (req, res, url) => {
    const release = url.startsWith('/_next/') ? () => {} : await renders.acquire();
    // Gone while in line (a client that gave up): nobody to render for.
    if (req.socket.destroyed) {
      release();
      return;
    }
    // A client slow to read the page keeps its render waiting on the socket: after a while, its place goes
    // to the next in line, so that slow readers cannot hold the shop.
    const timer = setTimeout(release, options.placeMs);
    try {
      await handleNext(req, res);
    } catch (error) {
      // The path only: a query string may carry a one-time token (password reset, verification links).
      log.error({ err: error, path: loggablePagePath(url) }, 'page rendering failed');
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end('Une erreur interne est survenue.');
      }
    } finally {
      clearTimeout(timer);
      release();
    }
  };
}

/** The origin this server is asked on from itself: `http://` and the loopback address of where it listens. */
export function loopbackOrigin(address: AddressInfo): string {
  if (address.family === 'IPv6') return `http://${address.address === '::' ? '[::1]' : `[${address.address}]`}:${address.port}`;
  return `http://${address.address === '0.0.0.0' ? '127.0.0.1' : address.address}:${address.port}`;
}

/** The page cache's renders: asked of this server by `render`, answered by `serve` inside their tag scope. */
export function createCacheRenders(renderPage: PageRenderer) {
  const secret = randomUUID();
  const scopes = new Map<string, TagScope>();
  let origin = '';

  const scopeOf = (req: Pick<IncomingMessage, 'headers'>): TagScope | undefined => {
    const value = req.headers[RENDER_HEADER];
    if (typeof value !== 'string') return undefined;
    const [given, id] = value.split(':');
    return given === secret ? scopes.get(id) : undefined;
  };

  return {
    /** Once the server listens: where the renders are asked. */
    listening(address: AddressInfo): void {
      origin = loopbackOrigin(address);
    },

    /** Whether a request is one of the cache's own renders, in progress. */
    owns: (req: Pick<IncomingMessage, 'headers'>): boolean => scopeOf(req) !== undefined,

    /** Renders one of the cache's own requests, its scope collecting the tags of every catalogue read made. */
    async serve(req: IncomingMessage, res: ServerResponse, url: string): Promise<void> {
      const scope = scopeOf(req);
      if (!scope) throw new Error('not a render of the page cache');
      await collectCatalogueTags(scope, () => renderPage(req, res, url));
    },

    /** The page cache's render: the page asked of this server, one variant for every visitor. */
    render: async (page: PageRequest): Promise<RenderedPage> => {
      const id = randomUUID();
      const scope = newTagScope();
      scopes.set(id, scope);
      try {
        // No cookies, no user agent, no compression (the cache compresses once).
        const headers = { ...page.headers, 'accept-encoding': 'identity', [RENDER_HEADER]: `${secret}:${id}` };
        // Only this server, and only the pages the cache keeps: a request never chooses what is fetched.
        const address = renderAddress(origin, page.address);
        if (!address) throw new Error('not a page the cache keeps');
        const response = await fetch(address, { headers, redirect: 'manual' });
        const body = Buffer.from(await response.arrayBuffer());
        // A render that a write overtook is told apart by the page cache itself, from the tags.
        return { status: response.status, headers: [...response.headers], body, tags: scope.tags, keep: !scope.failed && !response.headers.has('set-cookie') };
      } finally {
        scopes.delete(id);
      }
    },
  };
}

export type CacheRenders = ReturnType<typeof createCacheRenders>;
