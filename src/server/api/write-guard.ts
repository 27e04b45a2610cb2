// Writes from the shop's own pages only (docs/api.md, "Writes from the shop's pages only"; docs/SECURITY.md, 4.2.2).
// A page of another site can make its visitors' browsers send a form (text/plain, url-encoded, multipart) or a
// no-cors fetch to the API without any preflight: each visitor would then record an order or ask for a reset e-mail
// from an address of their own. So every write is refused when the browser says where it comes from and that is not
// the shop (403), and its body is read only when sent as JSON, a type no such request may carry (415). Clients that
// send neither Origin nor Sec-Fetch-Site (curl, scripts, the server itself) are not browsers and go on.
import type { Context } from 'hono';
import type { Config } from '@/server/config';
import { DomainError } from '@/server/services/errors';
import { API_MESSAGES } from '@/shared/messages';

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'multipart/form-data';

/** The origins of PUBLIC_URL and of ADMIN_URL when set ('https://boutique.sn'): the shop's own. */
export function ownOrigins(config: Pick<Config, 'publicUrl' | 'adminUrl'>): ReadonlySet<string> {
  const origins = new Set<string>();
  for (const url of [config.publicUrl, config.adminUrl]) {
    if (!url) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not an address: no origin of the shop's.
    }
  }
  return origins;
}

/** 'application/json' of 'Application/JSON; charset=utf-8'. */
function mediaType(header: string): string {
  const end = header.indexOf(';');
  return (end < 0 ? header : header.slice(0, end)).trim().toLowerCase();
}

/** Whether a Content-Type header says JSON (any parameter, a charset included). */
export function isJsonType(header: string | undefined): boolean {
  return header !== undefined && mediaType(header) === JSON_TYPE;
}

/**
 * Whether an Origin header names the very host the request was sent to. A browser always sends the real Host, so
 * this is a same-origin test that holds whatever PUBLIC_URL says: the owner on http://127.0.0.1:3000 while it names
 * localhost, or a TLS proxy that passes the Host on. 'null' and anything else that is no origin are not.
 */
function isRequestHost(origin: string, c: Context): boolean {
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

export const crossSiteRefused = () => new DomainError('cross_site_refused', API_MESSAGES.crossSiteRefused);
export const unsupportedMediaType = () => new DomainError('unsupported_media_type', API_MESSAGES.unsupportedMediaType);

/**
 * Why this write (any method but GET, HEAD and OPTIONS) is refused before anything reads it, or null. `takesForm`:
 * the route takes a product's multipart form besides JSON. A write without a body needs no Content-Type; one whose
 * body the headers do not show (a client's stream) is checked again when read (`readJson`, validate.ts).
 */
export function writeRefusal(c: Context, own: ReadonlySet<string>, takesForm: boolean): DomainError | null {
  const origin = c.req.header('origin');
  if (origin !== undefined && !own.has(origin) && !isRequestHost(origin, c)) return crossSiteRefused();
  if (c.req.header('sec-fetch-site') === 'cross-site') return crossSiteRefused();
  const type = c.req.header('content-type');
  if (type === undefined) {
    const sized = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;
    return sized ? unsupportedMediaType() : null;
  }
  const media = mediaType(type);
  return media === JSON_TYPE || (takesForm && media === FORM_TYPE) ? null : unsupportedMediaType();
}
