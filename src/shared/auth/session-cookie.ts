// How the back office holds its session (docs/decisions/024-refresh-cookie-and-nonce-csp.md): the refresh token in
// an HttpOnly cookie that only the API's /auth paths receive, asked for with a header that a cross-site form cannot
// send. Other API clients send no such header and keep the specification's tokens in the body.
import { API_BASE_PATH } from '../constants';

export const REFRESH_COOKIE = {
  name: 'boutique_refresh',
  /** Refresh and logout read it; nothing outside /auth ever receives it. */
  path: `${API_BASE_PATH}/auth`,
} as const;

/** The header by which the back office asks for the cookie instead of a refresh token in the body. */
export const SESSION_CLIENT_HEADER = 'X-Boutique-Client';
export const BACK_OFFICE_CLIENT = 'admin';
