// Security headers for every response, API and pages alike.
import type { Config } from '../config';

export function securityHeaders(config: Pick<Config, 'env' | 's3'>): Record<string, string> {
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
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}
