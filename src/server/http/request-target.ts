// The one reading of a request's target, made once by server.ts before it chooses between the API and the pages
// (docs/SECURITY.md, 13.1.1): the path every part of the server then sees is the one the choice was made on.
// WHATWG URL is the reading Hono (through @hono/node-server) and fetch make of it.

/**
 * The target as path and query: dot segments resolved ('/uploads/../api/v1/x' is '/api/v1/x', '%2e%2e'
 * included), characters URLs escape escaped, a leading '//' kept as a path. An absolute target
 * ('http://host/path', which HTTP/1.1 servers must accept) is its path and query: the host it names is never
 * used. Null for any other form ('*', 'host:port', '@host/…'): a 400.
 */
export function requestTarget(raw: string | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    if (raw.startsWith('/')) url = new URL(`http://localhost${raw}`);
    else if (/^https?:\/\//i.test(raw)) url = new URL(raw);
    else return null;
  } catch {
    return null;
  }
  return url.pathname + url.search;
}
