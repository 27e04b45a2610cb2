// Security headers for every response, API and pages alike.
import type { Config } from '../config';

/** A year; not includeSubDomains: other sites of the same domain may not all have a certificate. */
const HSTS = 'max-age=31536000';

export function securityHeaders(config: Pick<Config, 'env' | 's3' | 'publicUrl'>): Record<string, string> {
  const dev = config.env === 'development';
  const imageSources = ["'self'", 'data:', 'blob:'];
  if (config.s3?.publicUrl) imageSources.push(new URL(config.s3.publicUrl).origin);
  else if (config.s3) imageSources.push(new URL(config.s3.endpoint).origin);
  // Next.js streams its payload in inline scripts, hence 'unsafe-inline' for scripts; no third-party origin
  // is allowed anywhere, and the development server also needs eval and its websocket.
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${imageSources.join(' ')}`,
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
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
