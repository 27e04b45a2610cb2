// What server.ts hands to Hono: the API under /api/v1 and the uploaded images under /uploads, one app and one
// router, so that an API request is matched once.
import { createApiRoot } from '@/server/api/app';
import { getStorage } from '@/server/storage/storage';
import { UPLOADS_PATH } from '@/shared/constants';

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
  return app;
}
