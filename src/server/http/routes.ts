// Where server.ts sends a request (docs/decisions/001-one-process.md, 012-storefront-page-cache.md), chosen on
// its target as read once (`requestTarget`): every part of the server then sees that same path.
import type { IncomingMessage } from 'node:http';
import { API_BASE_PATH, UPLOADS_PATH } from '@/shared/constants';
import { type PageRequest, pageRequest } from './page-cache';
import { requestTarget } from './request-target';

export type Route =
  /** A target that is no path: 400. */
  | { kind: 'refused' }
  /** The Hono app: the API and the uploaded pictures. */
  | { kind: 'api'; url: string }
  /** A built script or style, from memory (production). */
  | { kind: 'asset'; url: string }
  /** One of the page cache's own renders, asked by the server of itself. */
  | { kind: 'cache-render'; url: string }
  /** A storefront page the cache keeps (production). */
  | { kind: 'cached-page'; url: string; page: PageRequest }
  /** The back office: rendered, never indexed, private. */
  | { kind: 'back-office'; url: string }
  /** Any other page, rendered by Next.js. */
  | { kind: 'page'; url: string };

export interface RouteOptions {
  production: boolean;
  /** Whether a request is one of the page cache's renders in progress (./page-renders.ts). */
  isCacheRender: (req: Pick<IncomingMessage, 'headers'>) => boolean;
}

export function routeOf(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>, options: RouteOptions): Route {
  const url = requestTarget(req.url);
  if (url === null) return { kind: 'refused' };
  if (url === API_BASE_PATH || url.startsWith(`${API_BASE_PATH}/`) || url.startsWith(`${UPLOADS_PATH}/`)) return { kind: 'api', url };
  if (options.production && url.startsWith('/_next/static/')) return { kind: 'asset', url };
  if (options.isCacheRender(req)) return { kind: 'cache-render', url };
  // In development a page shows the code as it is now: no page is kept.
  const page = options.production ? pageRequest(req.method, url, req.headers) : null;
  if (page) return { kind: 'cached-page', url, page };
  if (url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?')) return { kind: 'back-office', url };
  return { kind: 'page', url };
}
