// What server.ts hands to Hono: the API under /api/v1, the uploaded images under /uploads and the catalogue feeds
// under /feeds, one app and one router, so that an API request is matched once.
import type { Context } from 'hono';
import { createApiRoot } from '@/server/api/app';
import { feedJpeg } from '@/server/services/feeds/feed-image';
import { FEED_CONTENT_TYPES, readFeed } from '@/server/services/feeds/read-feeds';
import { getStorage } from '@/server/storage/storage';
import { UPLOADS_PATH } from '@/shared/constants';
import { FEED_IMAGES_PREFIX, FEED_PATHS, type FeedKind } from '@/shared/feeds/paths';
import { PUBLIC_PAGE_CACHE_CONTROL } from './page-cache';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** The storage key a path names, or null when its percent-encoding is malformed (a client's mistake: 404). */
function keyOf(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** Whether If-None-Match names this ETag (a weak comparison, as for the storefront's pages). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((value) => {
    const tag = value.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/**
 * A catalogue feed (docs/decisions/031-catalogue-feeds.md), from the catalogue's cache: briefly cacheable like the
 * storefront's pages, with an ETag so that a crawler fetching it again unchanged gets a 304.
 */
async function feedAnswer(c: Context, kind: FeedKind): Promise<Response> {
  const feed = await readFeed(kind);
  const headers = {
    'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL,
    ETag: feed.etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (matches(c.req.header('if-none-match'), feed.etag)) return c.body(null, 304, headers);
  return c.body(feed.body, 200, { ...headers, 'Content-Type': FEED_CONTENT_TYPES[kind] });
}

export function createHttpApp() {
  const { root: app } = createApiRoot();
  // Outside /api/v1: none of the API's middleware; the answers carry their own headers.
  app.get(`${UPLOADS_PATH}/*`, async (c) => {
    const key = keyOf(c.req.path.slice(UPLOADS_PATH.length + 1));
    if (key === null) return c.body(null, 404);
    const extension = key.split('.').pop()?.toLowerCase() ?? '';
    const type = CONTENT_TYPES[extension];
    if (!type || key.includes('..')) return c.body(null, 404);
    const body = await getStorage()
      .get(key)
      .catch(() => null);
    if (!body) return c.body(null, 404);
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': type,
      // Stored objects never change under a key: a new picture gets a new key.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  app.get(FEED_PATHS.meta, (c) => feedAnswer(c, 'meta'));
  app.get(FEED_PATHS.google, (c) => feedAnswer(c, 'google'));
  app.get(`${FEED_IMAGES_PREFIX}:file`, async (c) => {
    const file = c.req.param('file');
    const jpeg = file.endsWith('.jpg') ? await feedJpeg({ pictureId: file.slice(0, -'.jpg'.length) }) : null;
    if (!jpeg) return c.body(null, 404);
    return c.body(new Uint8Array(jpeg), 200, {
      'Content-Type': 'image/jpeg',
      // A picture never changes under its id: a new picture gets a new id.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return app;
}
