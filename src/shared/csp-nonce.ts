// The back office's pages read their nonce where Next.js reads it, on the request's policy header, which the server
// sets for each /admin page (docs/decisions/024-refresh-cookie-and-nonce-csp.md).

/** The nonce of a policy's script-src. */
export function scriptNonce(csp: string | null | undefined): string | undefined {
  return csp?.match(/script-src[^;]*'nonce-([A-Za-z0-9+/_-]+={0,2})'/)?.[1];
}
