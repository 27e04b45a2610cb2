// The storefront's page cache (docs/decisions/012-storefront-page-cache.md): the public pages, rendered once by
// Next.js, kept compressed in memory with the catalogue tags their data carried, and served to every visitor
// until a write invalidates one of those tags. A burst of visitors on one link costs one render: the others
// wait for it. After a write, a page already kept is served as it was, marked stale, while it is rendered
// again, once, in the background, and never more than a second after the write. Shared caches (a CDN) may keep
// a page one second and serve it stale while they ask again.
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib';
import { EVERYTHING } from '@/server/services/catalog/read-cache';
import { isStorefrontPage, storefrontAddress } from './storefront-pages';

/** A shared cache may keep a page a second, then serve it stale for a minute while it asks again. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=59';
/** A page served stale while it is rendered again: a shared cache must ask again before it uses it again. */
export const STALE_PAGE_CACHE_CONTROL = 'public, no-cache';
const UNCACHED = 'private, no-cache, no-store, max-age=0, must-revalidate';

/** The request headers Next.js answers differently for (its `Vary`): a client-side navigation's payload. */
export const VARIANT_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree', 'next-url'];

/** What the cache never stores nor repeats: framing, the encoding it chooses itself, and per-answer values. */
const DROPPED_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date', 'cache-control', 'etag']);

export const PAGE_CACHE_LIMITS = {
  /** Everything an entry holds, its key, headers and tags with its two compressed bodies. */
  bytes: 32 * 1024 * 1024,
  entries: 2_000,
  /** The bound on staleness for a change made outside the services (a script, `psql`). */
  ttlMs: 60_000,
  /** How long after a write (or the end of its life) a page may still be served while it is rendered again. */
  staleMs: 1_000,
  /** How often the pages that can no longer be served are dropped. */
  sweepMs: 10_000,
};
/** What an entry costs besides its bytes: its objects, its place in the map. */
const ENTRY_OVERHEAD_BYTES = 512;

/** A request for a kept page: what the cache keys it on and what it has rendered. */
export interface PageRequest {
  /** The address and, for a client-side navigation, the navigation headers. */
  key: string;
  /** The path and query rendered: the page's own parameters only (./storefront-pages.ts). */
  address: string;
  /** The request headers the render is asked with: Accept and, for a client-side navigation, Next.js's own. */
  headers: Record<string, string>;
}

/** The request for a kept page this is, or null for one the cache leaves alone. */
export function pageRequest(method: string | undefined, url: string, headers: IncomingHttpHeaders): PageRequest | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  // Next.js reads its navigation headers only with `RSC: 1`: without it the page is the HTML every visitor gets.
  const navigation = headers.rsc === '1';
  const address = storefrontAddress(url, navigation);
  if (address === null) return null;
  const asked: Record<string, string> = { accept: String(headers.accept ?? '*/*') };
  if (!navigation) return { key: address, address, headers: asked };
  for (const name of VARIANT_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string') asked[name] = value;
  }
  return { key: [address, ...VARIANT_HEADERS.map((name) => asked[name] ?? '')].join('\n'), address, headers: asked };
}

/**
 * The address the cache asks a page from: the server's own origin (`http://` and its loopback address) and a
 * page's address, for the pages it keeps only; null for any other target. Every kept path starts with '/', so
 * an address cannot name another host ('@host/…', 'http://host/…', '//host/…'); the result is checked to be on
 * the origin anyway.
 */
export function renderAddress(origin: string, address: string): string | null {
  if (!isStorefrontPage(address.split('?')[0])) return null;
  const url = new URL(origin + address);
  return url.origin === new URL(origin).origin ? url.href : null;
}

export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  tags: ReadonlySet<string>;
  /** False when the render must not be kept (a read failed, it set a cookie). */
  keep: boolean;
}

interface Entry {
  status: number;
  headers: [string, string][];
  gzip: Buffer;
  br: Buffer;
  etag: string;
  tags: ReadonlySet<string>;
  /** A 200 whose render may be kept: the answer may be shared. */
  shareable: boolean;
  expires: number;
  /** When a write made this page stale (or when it was rendered, if a write overtook its render); null: fresh. */
  staleSince: number | null;
  bytes: number;
}

/** A render of a page visitors may wait for; `started` once it has begun reading the catalogue. */
interface Flight {
  promise: Promise<Entry>;
  started: boolean;
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

const compressGzip = promisify(gzip);
const compressBrotli = promisify(brotliCompress);

/** The entry of a rendered page, its bodies compressed on libuv's threads: renders after a write block no visitor. */
async function toEntry(key: string, page: RenderedPage, now: () => number, ttlMs: number): Promise<Entry> {
  const headers = page.headers.filter(([name]) => !DROPPED_HEADERS.has(name.toLowerCase()));
  const [gzipped, br] = await Promise.all([
    compressGzip(page.body, { level: 9 }),
    compressBrotli(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length } }),
  ]);
  const etag = `"${createHash('sha256').update(page.body).digest('base64url').slice(0, 27)}"`;
  let bytes = ENTRY_OVERHEAD_BYTES + Buffer.byteLength(key) + gzipped.length + br.length + etag.length;
  for (const [name, value] of headers) bytes += Buffer.byteLength(name) + Buffer.byteLength(value);
  for (const tag of page.tags) bytes += Buffer.byteLength(tag);
  const shareable = page.keep && page.status === 200;
  return { status: page.status, headers, gzip: gzipped, br, etag, tags: page.tags, shareable, expires: now() + ttlMs, staleSince: null, bytes };
}

export interface PageCacheOptions {
  render: (page: PageRequest) => Promise<RenderedPage>;
  /** Told of a render started for a page served stale that failed (a visitor waiting for it is told by `serve`). */
  onBackgroundError?: (error: unknown, page: PageRequest) => void;
  now?: () => number;
  limits?: Partial<typeof PAGE_CACHE_LIMITS>;
}

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const limits = { ...PAGE_CACHE_LIMITS, ...options.limits };
  const entries = new Map<string, Entry>();
  /** The render visitors of a key wait for: not started yet, or started after the last invalidation. */
  const inflight = new Map<string, Flight>();
  /** The last render of each key not finished yet, whether a write overtook it or not: the next one waits for it. */
  const running = new Map<string, Promise<Entry>>();
  /** The renders started for a page served stale, whose failure has been listened for. */
  const watched = new WeakSet<Promise<Entry>>();
  /** Incremented by every invalidation; `versions` holds, per tag, the clock of its last invalidation. */
  let clock = 0;
  const versions = new Map<string, number>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  const store = (key: string, entry: Entry) => {
    remove(key);
    if (entry.bytes > limits.bytes) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    // Least recently used out first: a Map keeps insertion order, and a hit re-inserts.
    while (bytes > limits.bytes || entries.size > limits.entries) remove(entries.keys().next().value as string);
  };

  const touch = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
  };

  /** Whether one of these tags was invalidated after the clock read `since`. */
  const overtaken = (tags: ReadonlySet<string>, since: number) => {
    if ((versions.get(EVERYTHING) ?? 0) > since) return true;
    for (const tag of tags) if ((versions.get(tag) ?? 0) > since) return true;
    return false;
  };

  /** When the entry stopped being fresh (a write, the end of its life), or null while it is fresh. */
  const staleAt = (entry: Entry, at: number) => entry.staleSince ?? (entry.expires <= at ? entry.expires : null);

  /** Keeps what a render gave, as its tags allow (docs/decisions/012-storefront-page-cache.md, "After a write"). */
  function settle(key: string, entry: Entry, keep: boolean, startedAt: number, began: number) {
    // A read failed, a cookie was set, the render broke (5xx): the page kept, if any, stays as it is.
    if (!keep || entry.status >= 500) return;
    const kept = entries.get(key);
    if (!overtaken(entry.tags, startedAt)) {
      if (entry.shareable) store(key, entry);
      // The page is no longer there (a product deleted: 404): the old one goes with it.
      else remove(key);
      return;
    }
    // A write came while it was rendered: stale itself, though newer than a stale page kept, which it replaces
    // without lengthening the time that page may still be served.
    entry.staleSince = kept?.staleSince ?? began;
    if (entry.shareable && kept && kept.staleSince !== null) store(key, entry);
  }

  /**
   * The render visitors of a page wait for: the one under way if it started after the last write, else a new one,
   * started once the page's last render has ended. A page is rendered once at a time: writes coming faster than
   * its renders queue one more render, never several side by side.
   */
  function render(page: PageRequest): Promise<Entry> {
    const current = inflight.get(page.key);
    if (current) return current.promise;
    const before = running.get(page.key);
    const flight: Flight = { promise: Promise.resolve() as unknown as Promise<Entry>, started: false };
    const start = async (): Promise<Entry> => {
      flight.started = true;
      const startedAt = clock;
      const began = now();
      const rendered = await options.render(page);
      const entry = await toEntry(page.key, rendered, now, limits.ttlMs);
      settle(page.key, entry, rendered.keep, startedAt, began);
      return entry;
    };
    flight.promise = (before ? before.then(start, start) : start()).finally(() => {
      if (inflight.get(page.key) === flight) inflight.delete(page.key);
      if (running.get(page.key) === flight.promise) running.delete(page.key);
    });
    inflight.set(page.key, flight);
    running.set(page.key, flight.promise);
    return flight.promise;
  }

  function send(req: IncomingMessage, res: ServerResponse, entry: Entry) {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader('Cache-Control', !entry.shareable ? UNCACHED : entry.staleSince === null ? PUBLIC_PAGE_CACHE_CONTROL : STALE_PAGE_CACHE_CONTROL);
    res.setHeader('ETag', entry.etag);
    if (entry.shareable && matchesEtag(req.headers['if-none-match'], entry.etag)) {
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

  /** Drops the pages that can no longer be served: past their life, or stale for longer than `staleMs`. */
  function sweep() {
    const at = now();
    for (const [key, entry] of entries) if (at - (entry.staleSince ?? entry.expires) >= limits.staleMs) remove(key);
  }
  const sweeper = setInterval(sweep, limits.sweepMs);
  // The sweep never keeps the process alive on its own.
  sweeper.unref();

  return {
    /**
     * Answers a request for a kept page: from the cache while it is fresh; as it was while it is rendered again,
     * once, in the background, when a write made it stale less than `staleMs` ago; otherwise once rendered
     * (visitors asking for the same page meanwhile wait for that one render).
     */
    async serve(req: IncomingMessage, res: ServerResponse, page: PageRequest): Promise<void> {
      const at = now();
      const entry = entries.get(page.key);
      const since = entry ? staleAt(entry, at) : null;
      if (entry && since === null) {
        touch(page.key, entry);
        return send(req, res, entry);
      }
      const pending = render(page);
      if (entry && since !== null && at - since < limits.staleMs) {
        // Nobody may wait for this render: its failure is told once, here.
        if (!watched.has(pending)) {
          watched.add(pending);
          pending.catch((error) => options.onBackgroundError?.(error, page));
        }
        touch(page.key, entry);
        return send(req, res, entry);
      }
      send(req, res, await pending);
    },

    /**
     * Marks stale every page that shows one of these tags; the renders under way are no longer waited for (kept,
     * when they finish, as their own tags allow).
     */
    invalidate(tags: readonly string[]): void {
      clock += 1;
      for (const tag of tags) versions.set(tag, clock);
      const at = now();
      const everything = tags.includes(EVERYTHING);
      for (const entry of entries.values()) {
        if (entry.staleSince === null && (everything || tags.some((tag) => entry.tags.has(tag)))) entry.staleSince = at;
      }
      // A render not started yet will read what this write left: it may still be waited for.
      for (const [key, flight] of inflight) if (flight.started) inflight.delete(key);
    },

    sweep,

    /** What the cache holds: pages, the bytes they count for, renders in progress. */
    stats() {
      return { entries: entries.size, bytes, rendering: running.size };
    },

    close(): void {
      clearInterval(sweeper);
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
