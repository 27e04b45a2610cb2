// The answers of server.ts's node:http server (given to `createServer` as its ServerResponse). An answer made
// private keeps `Cache-Control` private whatever is set after, by whatever means: the back office's pages are
// static shells, which Next.js would otherwise mark cacheable for a year, and a shared cache must never keep them.
import { type IncomingMessage, ServerResponse } from 'node:http';

/** The back office and everything not from the page cache: never kept by a shared cache. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

const isCacheControl = (name: string) => name.toLowerCase() === 'cache-control';

export class ShopResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  /** A plain property, not `#private`: Node may call setHeader before a subclass's fields are set up. */
  private privateCache = false;

  /** From now on, this answer's Cache-Control is PRIVATE_CACHE_CONTROL. */
  keepPrivate(): void {
    this.privateCache = true;
    super.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
  }

  // setHeaders() and writeHead() with headers go through these two (once a header is set, as keepPrivate does).
  override setHeader(name: string, value: number | string | readonly string[]): this {
    return super.setHeader(name, this.privateCache && isCacheControl(name) ? PRIVATE_CACHE_CONTROL : value);
  }

  override appendHeader(name: string, value: string | readonly string[]): this {
    if (this.privateCache && isCacheControl(name)) return super.setHeader(name, PRIVATE_CACHE_CONTROL);
    return super.appendHeader(name, value);
  }

  override removeHeader(name: string): void {
    if (!(this.privateCache && isCacheControl(name))) super.removeHeader(name);
  }
}
