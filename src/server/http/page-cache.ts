// The storefront's page cache (docs/decisions/012-storefront-page-cache.md): the public pages, rendered once by
// Next.js, kept compressed in memory with the catalogue tags their data carried, and served to every visitor
// until a write invalidates one of those tags. A burst of visitors on one link costs one render: the others
// wait for it. Shared caches (a CDN) may keep a page one second and serve it stale while they ask again.
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { EVERYTHING } from '@/server/services/catalog/read-cache';

/** A shared cache may keep a page a second, then serve it stale for a minute while it asks again. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=59';
const UNCACHED = 'private, no-cache, no-store, max-age=0, must-revalidate';

/** The storefront pages that show the same thing to every visitor. */
const CACHEABLE_PATHS = [/^\/$/, /^\/pro$/, /^\/produits\/[^/]+$/, /^\/cart$/, /^\/faq$/, /^\/livraison$/, /^\/sitemap\.xml$/, /^\/robots\.txt$/];

/** The request headers Next.js answers differently for (its `Vary`): a client-side navigation's payload. */
export const VARIANT_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree', 'next-url'];

/** What the cache never stores nor repeats: framing, the encoding it chooses itself, and per-answer values. */
const DROPPED_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date', 'cache-control', 'etag']);

const MAX_BYTES = 32 * 1024 * 1024;
/** The bound on staleness for a change made outside the services (a script, `psql`). */
const TTL_MS = 60_000;

/** Whether a request target (path and query, as received) is one of the pages the cache keeps. */
function isCacheable(url: string): boolean {
  const path = url.split('?')[0];
  return CACHEABLE_PATHS.some((pattern) => pattern.test(path));
}

/** The key of a cacheable request (path, query and navigation headers), or null for one the cache leaves alone. */
export function pageCacheKey(method: string | undefined, url: string, headers: IncomingHttpHeaders): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (!isCacheable(url)) return null;
  return [url, ...VARIANT_HEADERS.map((name) => headers[name] ?? '')].join('\n');
}

/**
 * The address the cache asks a page from: the server's own origin (`http://` and its loopback address) and the
 * request's path and query, for the pages it keeps only; null for any other target. Every kept path starts
 * with '/', so a request cannot name another host ('@host/…', 'http://host/…', '//host/…'); the result is
 * checked to be on the origin anyway.
 */
export function renderAddress(origin: string, url: string): string | null {
  if (!isCacheable(url)) return null;
  const address = new URL(origin + url);
  return address.origin === new URL(origin).origin ? address.href : null;
}

export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  tags: ReadonlySet<string>;
  /** False when the render must not be kept (a read failed, a write overtook it, it set a cookie). */
  keep: boolean;
}

interface Entry {
  status: number;
  headers: [string, string][];
  gzip: Buffer;
  br: Buffer;
  etag: string;
  tags: ReadonlySet<string>;
  stored: boolean;
  expires: number;
}

/** The encoding to answer with: Brotli, then gzip, then none, as the client accepts them. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

function toEntry(page: RenderedPage, now: number): Entry {
  const headers = page.headers.filter(([name]) => !DROPPED_HEADERS.has(name.toLowerCase()));
  return {
    status: page.status,
    headers,
    gzip: gzipSync(page.body, { level: 9 }),
    br: brotliCompressSync(page.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length },
    }),
    etag: `"${createHash('sha256').update(page.body).digest('base64url').slice(0, 27)}"`,
    tags: page.tags,
    stored: page.keep && page.status === 200,
    expires: now + TTL_MS,
  };
}

const sizeOf = (entry: Entry) => entry.gzip.length + entry.br.length;

export function createPageCache(options: { render: (req: IncomingMessage) => Promise<RenderedPage>; now?: () => number; maxBytes?: number }) {
  const now = options.now ?? Date.now;
  const maxBytes = options.maxBytes ?? MAX_BYTES;
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<Entry>>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= sizeOf(entry);
  };

  const store = (key: string, entry: Entry) => {
    remove(key);
    if (sizeOf(entry) > maxBytes) return;
    entries.set(key, entry);
    bytes += sizeOf(entry);
    // Least recently used out first: a Map keeps insertion order, and a hit re-inserts.
    while (bytes > maxBytes) remove(entries.keys().next().value as string);
  };

  function send(req: IncomingMessage, res: ServerResponse, entry: Entry) {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader('Cache-Control', entry.stored ? PUBLIC_PAGE_CACHE_CONTROL : UNCACHED);
    res.setHeader('ETag', entry.etag);
    if (entry.stored && matchesEtag(req.headers['if-none-match'], entry.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : gunzipSync(entry.gzip);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.statusCode = entry.status;
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function entryFor(key: string, req: IncomingMessage): Promise<Entry> {
    const cached = entries.get(key);
    if (cached && cached.expires > now()) {
      entries.delete(key);
      entries.set(key, cached);
      return Promise.resolve(cached);
    }
    let pending = inflight.get(key);
    if (!pending) {
      pending = options
        .render(req)
        .then((page) => {
          const entry = toEntry(page, now());
          if (entry.stored && inflight.get(key) === pending) store(key, entry);
          return entry;
        })
        .finally(() => {
          if (inflight.get(key) === pending) inflight.delete(key);
        });
      inflight.set(key, pending);
    }
    return pending;
  }

  return {
    /** Answers a cacheable request from the cache, rendering the page first when it is not there. */
    async serve(req: IncomingMessage, res: ServerResponse, key: string): Promise<void> {
      send(req, res, await entryFor(key, req));
    },

    /** Drops every page that shows one of these tags; the renders in progress are not kept either. */
    invalidate(tags: readonly string[]): void {
      const everything = tags.includes(EVERYTHING);
      for (const [key, entry] of entries) if (everything || tags.some((tag) => entry.tags.has(tag))) remove(key);
      inflight.clear();
    },
  };
}
