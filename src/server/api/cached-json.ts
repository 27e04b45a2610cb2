// Public catalogue answers kept as ready-made JSON text in the catalogue's cache: a repeated read costs neither
// a query nor a serialisation. `build` reads through services/catalog/cached-reads.ts, whose tags the answer
// takes, so that a write drops exactly the answers it changed (services/catalog/read-cache.ts).
import type { Context } from 'hono';
import { getDb } from '@/server/db/client';
import { cachedRead } from '@/server/services/catalog/read-cache';

export async function cachedJson(c: Context, key: string, build: () => Promise<unknown>): Promise<Response> {
  const text = await cachedRead(getDb(), `json:${key}`, [], async () => JSON.stringify(await build()));
  return c.body(text, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
}
