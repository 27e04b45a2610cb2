// Security headers for every response, API and pages alike.
import { randomBytes } from 'node:crypto';
import type { Config } from '../config';

/** A year; not includeSubDomains: other sites of the same domain may not all have a certificate. */
const HSTS = 'max-age=31536000';

type HeaderConfig = Pick<Config, 'env' | 's3' | 'publicUrl'>;

/**
 * The policy with these script sources. No third-party origin is allowed anywhere, and the development server
 * also needs eval and its websocket.
 */
function contentSecurityPolicy(config: HeaderConfig, scriptSources: string): string {
  const dev = config.env === 'development';
  const imageSources = ["'self'", 'data:', 'blob:'];
  if (config.s3?.publicUrl) imageSources.push(new URL(config.s3.publicUrl).origin);
  else if (config.s3) imageSources.push(new URL(config.s3.endpoint).origin);
  return [
    "default-src 'self'",
    `script-src ${scriptSources}${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${imageSources.join(' ')}`,
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The back office's policy (docs/decisions/024-refresh-cookie-and-nonce-csp.md): only the scripts carrying this
 * request's nonce run, and those they load ('strict-dynamic'); an injected inline script has no nonce and does not
 * run. Its pages are rendered for each request, never kept, so a fresh nonce costs nothing.
 */
export function backOfficeCsp(config: HeaderConfig, nonce: string): string {
  return contentSecurityPolicy(config, `'self' 'nonce-${nonce}' 'strict-dynamic'`);
}

/**
 * A storefront page's policy (docs/decisions/012-storefront-page-cache.md): its own inline scripts, listed by
 * their hashes (`hashes`, ./script-hashes.ts), and the shop's files. A kept page is shared by every visitor, so no
 * nonce can mark its scripts; its hashes are computed once per render and kept with it. An injected inline script
 * is listed nowhere and does not run.
 */
export function storefrontCsp(config: HeaderConfig, hashes: readonly string[]): string {
  return contentSecurityPolicy(config, ["'self'", ...hashes].join(' '));
}

/** A fresh nonce: 128 random bits. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

export function securityHeaders(config: HeaderConfig): Record<string, string> {
  // No inline script at all: an HTML page is given its own policy, with its scripts' hashes (`storefrontCsp`),
  // and the back office's pages theirs, with a nonce (`backOfficeCsp`).
  const csp = storefrontCsp(config, []);
  const headers: Record<string, string> = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
  // Only a shop reached over https may ask browsers never to try plain http again (a TLS proxy in front of
  // this process answers the https): sent on plain http it would lock out a shop that has no certificate.
  if (config.publicUrl.startsWith('https://')) headers['Strict-Transport-Security'] = HSTS;
  return headers;
}
