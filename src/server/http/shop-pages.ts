// Everything server.ts sends to Next.js's side (docs/decisions/012-storefront-page-cache.md): the built scripts and
// styles from memory, the storefront's public pages through the page cache, the page cache's own renders, the
// back office kept private, and any other page rendered in the line of renders. Each answer carries the
// security headers first; every HTML answer but the back office's, kept or not, carries the policy of its own
// inline scripts (docs/SECURITY.md, "Headers").
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createPageCache } from './page-cache';
import { createCacheRenders, createPageRenderer, type NextHandler } from './page-renders';
import type { Route } from './routes';
import { inlineScriptHashes } from './script-hashes';
import { newNonce } from './security-headers';
import type { ShopResponse } from './shop-response';
import { createStaticAssets } from './static-assets';

/** The routes of Next.js's side: every route but a refused target, the Hono app's and the other host's. */
export type PageRoute = Exclude<Route, { kind: 'refused' } | { kind: 'api' } | { kind: 'redirect' } | { kind: 'elsewhere' }>;

export interface ShopPagesOptions {
  handleNext: NextHandler;
  log: Pick<Logger, 'error'>;
  /** The security headers of every page (./security-headers.ts). */
  headers: Record<string, string>;
  /** The build's directory (`.next`), for its scripts and styles. */
  buildDir: string;
  /** Compress every built script and style once the server listens (production). */
  warmAssets: boolean;
  /** The back office's policy for a request's nonce (./security-headers.ts, `backOfficeCsp`). */
  backOfficeCsp: (nonce: string) => string;
  /** A storefront page's policy for the hashes of its inline scripts (./security-headers.ts, `storefrontCsp`). */
  storefrontCsp: (hashes: readonly string[]) => string;
}

/** The request headers Next.js reads a nonce from: only this server may set them. */
const NONCE_HEADERS = ['content-security-policy', 'content-security-policy-report-only'] as const;

export function createShopPages(options: ShopPagesOptions) {
  const { log } = options;
  const headers = Object.entries(options.headers);
  const render = createPageRenderer(options.handleNext, log);
  const renders = createCacheRenders(render);
  const cache = createPageCache({
    render: renders.render,
    onBackgroundError: (err, page) => log.error({ err, path: page.address.split('?')[0] }, 'page render for the cache failed'),
  });
  const assets = createStaticAssets(options.buildDir);

  /**
   * What Next.js renders outside the back office: an HTML answer is held to its end and given the policy of its
   * own inline scripts, hashed once per render (a kept page's render is hashed once, and its policy kept with it).
   * Next.js compresses as it streams, before the policy could be set: it is asked for the page uncompressed, and
   * the page is compressed once held, as the client accepts.
   */
  const withScriptPolicy = (req: IncomingMessage, res: ShopResponse) => {
    const accepted = req.headers['accept-encoding'];
    req.headers['accept-encoding'] = 'identity';
    res.holdHtml((html) => options.storefrontCsp(inlineScriptHashes(html)), typeof accepted === 'string' ? accepted : undefined);
  };

  return {
    /** Whether a request is one of the page cache's own renders (for `routeOf`). */
    isCacheRender: renders.owns,

    async serve(req: IncomingMessage, res: ShopResponse, route: PageRoute): Promise<void> {
      for (const [name, value] of headers) res.setHeader(name, value);
      // A visitor's own policy header would have Next.js print its nonce into a page (one the cache may keep).
      for (const name of NONCE_HEADERS) delete req.headers[name];
      switch (route.kind) {
        case 'asset':
          if (!(await assets.serve(req, res, route.url).catch(() => false))) {
            withScriptPolicy(req, res);
            await render(req, res, route.url);
          }
          return;
        case 'cache-render':
          withScriptPolicy(req, res);
          return renders.serve(req, res, route.url);
        case 'cached-page':
          try {
            await cache.serve(req, res, route.page);
          } catch (err) {
            log.error({ err, path: route.page.address.split('?')[0] }, 'page cache failed');
            // Rendered as if there were no cache, with the page's own parameters still.
            if (res.headersSent) return;
            req.url = route.page.address;
            withScriptPolicy(req, res);
            await render(req, res, route.page.address);
          }
          return;
        case 'back-office':
          // Never indexed, whatever a page's own metadata says, nor kept by a shared cache: its pages are static
          // shells, which Next.js would otherwise mark cacheable for a year.
          res.setHeader('X-Robots-Tag', 'noindex, nofollow');
          res.keepPrivate();
          {
            // A nonce of its own for each back-office page, given to Next.js as it reads it, on the request's
            // policy header, to mark its scripts (docs/decisions/024-refresh-cookie-and-nonce-csp.md).
            const csp = options.backOfficeCsp(newNonce());
            res.setHeader('Content-Security-Policy', csp);
            req.headers['content-security-policy'] = csp;
          }
          return render(req, res, route.url);
        case 'order-page':
          // A shopper's order (docs/SECURITY.md, "The order's page"): never indexed, never kept by any cache, and
          // its address (a bearer secret) never sent on as a referrer.
          res.setHeader('X-Robots-Tag', 'noindex, nofollow');
          res.setHeader('Referrer-Policy', 'no-referrer');
          res.keepPrivate();
          withScriptPolicy(req, res);
          return render(req, res, route.url);
        case 'page':
          withScriptPolicy(req, res);
          return render(req, res, route.url);
      }
    },

    /** Marks stale the kept pages that show one of these catalogue tags. */
    invalidate: (tags: readonly string[]) => cache.invalidate(tags),

    /** Once the server listens: where the page cache asks its renders; the built files compressed. */
    listening(address: AddressInfo | string | null): void {
      if (typeof address !== 'object' || address === null) throw new Error('the server listens on no address');
      renders.listening(address);
      if (options.warmAssets) void assets.warm();
    },

    close(): void {
      cache.close();
    },
  };
}
