// How the storefront's pages read their data (docs/decisions/018-error-pages.md): every read goes through
// `readPageData`. A read that fails is logged once per request, then thrown again, so that the route's error page
// shows, in French, with 'Réessayer'. A part of a page that may be left out says so where it reads, with its
// fallback and why; its failure is logged the same way.
import 'server-only';
import { headers } from 'next/headers';
import { getLogger } from './logger';

export interface PageDataOptions<T> {
  /** What the page shows in place of this part when its read fails, instead of the error page. */
  fallback: T;
}

/**
 * What the error page is thrown with: the failure is logged here, in full, so Next.js, which prints what it is
 * thrown, is given only a line that names the read, without the error's stack and query a second time.
 */
export class PageDataUnavailable extends Error {
  constructor(what: string) {
    super(`page data unavailable (first failed read: ${what}), logged by the shop`);
    this.name = 'PageDataUnavailable';
    this.stack = `${this.name}: ${this.message}`;
  }
}

/**
 * Each request's failure, by the request's headers (one object per request, for its whole life): Next.js renders a
 * failed page twice, the page and then the error page's metadata, each in a React render of its own, so React's
 * per-render cache would not do.
 */
const failures = new WeakMap<object, PageDataUnavailable>();

/** The request being answered, or null outside one (a unit test). */
async function currentRequest(): Promise<object | null> {
  try {
    return await headers();
  } catch {
    return null;
  }
}

/**
 * The value `read` gives. When it fails, the error is logged (`what` names the read) unless this request already
 * logged one, then either the fallback is returned, or the request's one `PageDataUnavailable` is thrown: the same
 * for every read of one request, so that a page whose reads all fail (the database out of reach) is one failure,
 * logged once.
 */
export async function readPageData<T>(what: string, read: () => Promise<T>, options?: PageDataOptions<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const request = await currentRequest();
    let failure = request ? failures.get(request) : undefined;
    if (!failure) {
      failure = new PageDataUnavailable(what);
      if (request) failures.set(request, failure);
      getLogger().error({ err: error, read: what }, 'page data unavailable');
    }
    if (options) return options.fallback;
    throw failure;
  }
}
