// The answers of server.ts's node:http server (given to `createServer` as its ServerResponse). An answer made
// private keeps `Cache-Control` private whatever is set after, by whatever means: the back office's pages are
// static shells, which Next.js would otherwise mark cacheable for a year, and a shared cache must never keep them.
// A storefront answer that turns out to be HTML can be held to its end, to be given the policy of its own inline
// scripts (./script-hashes.ts) before anything is sent.
import { type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chooseEncoding } from './page-cache';

/** The back office and everything not from the page cache: never kept by a shared cache. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

const isCacheControl = (name: string) => name.toLowerCase() === 'cache-control';

/** The Content-Security-Policy of an HTML answer, from its whole body. */
export type HtmlPolicy = (html: Buffer) => string;

interface Hold {
  policy: HtmlPolicy;
  /** The client's Accept-Encoding, taken off its request so that nothing before this compresses the page. */
  acceptEncoding: string | undefined;
  /** The body so far; null until the first write or the end tells whether the answer is HTML. */
  chunks: Buffer[] | null;
}

type WriteCallback = (error?: Error | null) => void;

/** An HTML page as the client accepts it: Brotli or gzip, at a level cheap enough to do while answering. */
function compressed(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

export class ShopResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  /** A plain property, not `#private`: Node may call setHeader before a subclass's fields are set up. */
  private privateCache = false;
  private hold: Hold | null = null;
  /** Set while a held page is sent: its head and body go through. */
  private releasing = false;

  /**
   * If this answer is HTML (its Content-Type when it starts), nothing of it is sent until its end: it is then
   * sent whole, with the Content-Security-Policy `policy` gives for its body, compressed as the client accepts
   * (`acceptEncoding`, which the request must no longer carry). Any other answer goes through as it comes.
   */
  holdHtml(policy: HtmlPolicy, acceptEncoding: string | undefined): void {
    this.hold = { policy, acceptEncoding, chunks: null };
  }

  /** Whether what is written now is held: decided on the first write, or the end, of a held answer. */
  private holding(): Hold | null {
    const hold = this.hold;
    if (!hold || this.releasing) return null;
    if (hold.chunks) return hold;
    const type = String(this.getHeader('content-type') ?? '').toLowerCase();
    const empty = this.statusCode === 204 || this.statusCode === 304;
    if (type.startsWith('text/html') && !empty && !this.getHeader('content-encoding')) {
      hold.chunks = [];
      return hold;
    }
    this.hold = null;
    return null;
  }

  override writeHead(statusCode: number, statusMessage?: string, headers?: OutgoingHttpHeaders | OutgoingHttpHeader[]): this;
  override writeHead(statusCode: number, headers?: OutgoingHttpHeaders | OutgoingHttpHeader[]): this;
  override writeHead(statusCode: number, reason?: string | OutgoingHttpHeaders | OutgoingHttpHeader[], given?: OutgoingHttpHeaders | OutgoingHttpHeader[]): this {
    if (!this.hold || this.releasing) {
      return typeof reason === 'string' ? super.writeHead(statusCode, reason, given) : super.writeHead(statusCode, reason);
    }
    // Not sent yet: kept on the answer, which is sent as it is once it is known not to be held, or at its end.
    this.statusCode = statusCode;
    if (typeof reason === 'string') this.statusMessage = reason;
    const headers = typeof reason === 'string' ? given : reason;
    if (Array.isArray(headers)) {
      const flat = headers.flat() as OutgoingHttpHeader[];
      for (let i = 0; i + 1 < flat.length; i += 2) this.setHeader(String(flat[i]), flat[i + 1] as string);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value);
    }
    return this;
  }

  override flushHeaders(): void {
    if (this.hold && !this.releasing) return;
    super.flushHeaders();
  }

  // biome-ignore lint/suspicious/noExplicitAny: node:http's own signature.
  override write(chunk: any, encoding?: BufferEncoding | WriteCallback, callback?: WriteCallback): boolean {
    const hold = this.holding();
    if (!hold) return typeof encoding === 'function' ? super.write(chunk, encoding) : super.write(chunk, encoding as BufferEncoding, callback);
    const done = typeof encoding === 'function' ? encoding : callback;
    hold.chunks?.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
    if (done) process.nextTick(done);
    return true;
  }

  override end(callback?: () => void): this;
  // biome-ignore lint/suspicious/noExplicitAny: node:http's own signature.
  override end(chunk: any, callback?: () => void): this;
  // biome-ignore lint/suspicious/noExplicitAny: node:http's own signature.
  override end(chunk: any, encoding: BufferEncoding, callback?: () => void): this;
  // biome-ignore lint/suspicious/noExplicitAny: node:http's own signature.
  override end(chunk?: any, encoding?: BufferEncoding | (() => void), callback?: () => void): this {
    const hold = this.holding();
    if (!hold) {
      if (typeof chunk === 'function') return super.end(chunk);
      return typeof encoding === 'function' ? super.end(chunk, encoding) : super.end(chunk, encoding as BufferEncoding, callback);
    }
    const done = typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback;
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      hold.chunks?.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
    }
    const body = Buffer.concat(hold.chunks ?? []);
    this.setHeader('Content-Security-Policy', hold.policy(body));
    const encodingChosen = body.length > 0 ? chooseEncoding(hold.acceptEncoding) : null;
    const sent = encodingChosen ? compressed(body, encodingChosen) : body;
    if (encodingChosen) this.setHeader('Content-Encoding', encodingChosen);
    const vary = String(this.getHeader('vary') ?? '');
    if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) this.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    this.removeHeader('Transfer-Encoding');
    this.setHeader('Content-Length', sent.length);
    this.hold = null;
    this.releasing = true;
    return super.end(sent, done);
  }

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
