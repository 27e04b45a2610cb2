// Where server.ts sends a request (docs/decisions/001-one-process.md, 012-storefront-page-cache.md), chosen on
// its target as read once (`requestTarget`): every part of the server then sees that same path. With ADMIN_URL,
// on its Host header too: the back office and its session answer on their own host only (docs/SECURITY.md, "The
// back office's origin").
import type { IncomingMessage } from 'node:http';
import { API_BASE_PATH, UPLOADS_PATH } from '@/shared/constants';
import { ORDER_PAGE_PATH } from '@/shared/orders/order-page';
import { FEEDS_PREFIX } from '@/shared/feeds/paths';
import { type PageRequest, pageRequest } from './page-cache';
import { requestTarget } from './request-target';

export type Route =
  /** A target that is no path: 400. */
  | { kind: 'refused' }
  /** The Hono app: the API, the uploaded pictures and the catalogue feeds. */
  | { kind: 'api'; url: string }
  /** A built script or style, from memory (production). */
  | { kind: 'asset'; url: string }
  /** One of the page cache's own renders, asked by the server of itself. */
  | { kind: 'cache-render'; url: string }
  /** A storefront page the cache keeps (production). */
  | { kind: 'cached-page'; url: string; page: PageRequest }
  /** A shopper's page of an order (/commande/{code}): rendered for each request, never kept, never indexed. */
  | { kind: 'order-page'; url: string }
  /** The back office: rendered, never indexed, private. */
  | { kind: 'back-office'; url: string }
  /** Any other page, rendered by Next.js. */
  | { kind: 'page'; url: string }
  /** With ADMIN_URL: the back office asked on another host, or a storefront page on the back office's host. */
  | { kind: 'redirect'; location: string }
  /** With ADMIN_URL: the back office's session (/api/v1/auth) asked on another host: the API's 404. */
  | { kind: 'elsewhere' };

/** The two hosts of a shop whose back office has an origin of its own (ADMIN_URL). */
export interface SiteHosts {
  /** The Host header values of the back office's origin, lower-case: its host, and with its default port. */
  admin: ReadonlySet<string>;
  adminOrigin: string;
  publicOrigin: string;
}

/** The hosts requests are told apart by, or null without ADMIN_URL: every request is then answered as before. */
export function siteHosts(config: { publicUrl: string; adminUrl: string | null }): SiteHosts | null {
  if (!config.adminUrl) return null;
  const admin = new URL(config.adminUrl);
  const defaultPort = admin.protocol === 'https:' ? '443' : '80';
  const names = new Set([admin.host]);
  if (!admin.port) names.add(`${admin.host}:${defaultPort}`);
  return { admin: names, adminOrigin: admin.origin, publicOrigin: new URL(config.publicUrl).origin };
}

export interface RouteOptions {
  production: boolean;
  /** Whether a request is one of the page cache's renders in progress (./page-renders.ts). */
  isCacheRender: (req: Pick<IncomingMessage, 'headers'>) => boolean;
  /** With ADMIN_URL (`siteHosts`): which host answers what. */
  hosts?: SiteHosts | null;
}

const AUTH_PATH = `${API_BASE_PATH}/auth`;
/** The app's icons, which the back office's pages show too (src/app/icon.svg). */
const ICONS = new Set(['/icon.svg', '/favicon.ico']);

/** /commande/… : its code is a bearer secret (docs/SECURITY.md, "The order's page"). */
const isOrderPage = (url: string) => url.startsWith(`${ORDER_PAGE_PATH}/`);
const isBackOffice = (url: string) => url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?');
const isApi = (url: string) => url === API_BASE_PATH || url.startsWith(`${API_BASE_PATH}/`) || url.startsWith(`${UPLOADS_PATH}/`);
/** The catalogue feeds (docs/decisions/031-catalogue-feeds.md): public, on the shop's host only. */
const isFeed = (url: string) => url.startsWith(FEEDS_PREFIX);
/** /api/v1/auth and below: the sign-in, the session's refresh and its cookie (src/shared/auth/session-cookie.ts). */
const isAuth = (url: string) => url === AUTH_PATH || url.startsWith(`${AUTH_PATH}/`) || url.startsWith(`${AUTH_PATH}?`);

/**
 * On the back office's host: the back office, the whole API (its pages call it), Next.js's built files and the icon; every
 * other page is the storefront's, sent to the shop's address, so that no storefront script ever runs on this
 * origin. On any other host: the back office sent to its own host, and its session's API a 404.
 */
function splitByHost(url: string, host: string | undefined, hosts: SiteHosts): Route | null {
  if (host !== undefined && hosts.admin.has(host.toLowerCase())) {
    if (isBackOffice(url) || isApi(url) || url.startsWith('/_next/') || ICONS.has(url.split('?')[0])) return null;
    return { kind: 'redirect', location: hosts.publicOrigin + url };
  }
  if (isBackOffice(url)) return { kind: 'redirect', location: hosts.adminOrigin + url };
  if (isAuth(url)) return { kind: 'elsewhere' };
  return null;
}

export function routeOf(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>, options: RouteOptions): Route {
  const url = requestTarget(req.url);
  if (url === null) return { kind: 'refused' };
  // The page cache's own renders (a secret in a header) are asked on the loopback address, whatever host that is.
  const split = options.hosts && !options.isCacheRender(req) ? splitByHost(url, req.headers.host, options.hosts) : null;
  if (split) return split;
  if (isApi(url) || isFeed(url)) return { kind: 'api', url };
  if (options.production && url.startsWith('/_next/static/')) return { kind: 'asset', url };
  if (options.isCacheRender(req)) return { kind: 'cache-render', url };
  // Whoever holds its link, and them only: no cache may keep it for the next visitor.
  if (isOrderPage(url)) return { kind: 'order-page', url };
  // In development a page shows the code as it is now: no page is kept.
  const page = options.production ? pageRequest(req.method, url, req.headers) : null;
  if (page) return { kind: 'cached-page', url, page };
  if (isBackOffice(url)) return { kind: 'back-office', url };
  return { kind: 'page', url };
}
