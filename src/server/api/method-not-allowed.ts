// A known path asked with a method none of its routes takes (docs/api.md, "Errors and statuses"): 405
// `method_not_allowed` with `Allow`, where an unknown path stays a 404 `route_not_found`. Read from the app's own
// route table, so that a route answers with the methods it was registered with and nothing else.
import type { Hono } from 'hono';
import { API_BASE_PATH } from '@/shared/constants';

interface Matcher {
  pattern: RegExp;
  method: string;
}

/** A Hono path as a regular expression: `:id` one segment, `*` the rest; a trailing slash or not (app.ts: not strict). */
function matcherOf({ method, path }: { method: string; path: string }): Matcher {
  const body = path
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return { method, pattern: new RegExp(`^${body}/?$`) };
}

/** Allow's order: the reads first, then the writes, as the document lists them. */
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

// biome-ignore lint/suspicious/noExplicitAny: any app, whatever its environment
type AnyHono = Hono<any, any, any>;

/**
 * The methods the app's API routes take at a path, HEAD with GET (Hono answers it from the GET route); empty when
 * no route of the API has that path. Middleware (`ALL`) and the routes outside /api/v1 (the pictures) do not
 * count. The matchers are made again only when the route table grows (a test adding a route).
 */
export function methodsOf(app: AnyHono): (path: string) => string[] {
  let known = -1;
  let matchers: Matcher[] = [];
  return (path) => {
    if (app.routes.length !== known) {
      known = app.routes.length;
      matchers = app.routes.filter((route) => route.method !== 'ALL' && route.path.startsWith(`${API_BASE_PATH}/`)).map(matcherOf);
    }
    const methods = new Set(matchers.filter(({ pattern }) => pattern.test(path)).map(({ method }) => method));
    if (methods.has('GET')) methods.add('HEAD');
    return ORDER.filter((method) => methods.has(method));
  };
}
