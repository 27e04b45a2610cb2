// Public catalogue answers served from the read cache as ready-made JSON text: a repeated read costs neither
// a query nor a serialisation (see services/catalog/read-cache.ts for when it is emptied).
import type { Context } from 'hono';
import { getDb } from '@/server/db/client';
import { cachedRead } from '@/server/services/catalog/read-cache';

export async function cachedJson(c: Context, key: string, build: () => Promise<unknown>): Promise<Response> {
  const text = await cachedRead(getDb(), key, async () => JSON.stringify(await build()));
  return c.body(text, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
}
