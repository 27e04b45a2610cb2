// The answers of a shop whose back office has an origin of its own (ADMIN_URL; ./routes.ts, `splitByHost`) to a
// request made on the wrong host: sent to the other host, or, for the back office's session, the API's 404.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { failure } from '@/server/api/respond';
import { API_MESSAGES } from '@/shared/messages';
import { PRIVATE_CACHE_CONTROL } from './shop-response';

/** A request with a body this answer does not read: its connection is not kept for another request. */
const hasBody = (req: IncomingMessage) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * The same path on the other host: 307, the method kept, and not permanent (a browser would keep a permanent one
 * even after ADMIN_URL changed).
 */
export function redirectToHost(req: IncomingMessage, res: ServerResponse, location: string, headers: Record<string, string>): void {
  res.writeHead(307, { ...headers, Location: location, 'Cache-Control': PRIVATE_CACHE_CONTROL, ...(hasBody(req) ? { Connection: 'close' } : {}) }).end();
}

/** /api/v1/auth asked on another host than the back office's: the API's own 404, in its envelope (docs/api.md). */
export function authElsewhere(req: IncomingMessage, res: ServerResponse, headers: Record<string, string>): void {
  const body = JSON.stringify(failure(404, 'route_not_found', API_MESSAGES.routeNotFound, null));
  res
    .writeHead(404, {
      ...headers,
      'Content-Type': 'application/json; charset=UTF-8',
      'Cache-Control': 'no-store',
      'Content-Length': Buffer.byteLength(body),
      ...(hasBody(req) ? { Connection: 'close' } : {}),
    })
    .end(req.method === 'HEAD' ? undefined : body);
}
