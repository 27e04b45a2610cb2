// The back office's refresh token as an HttpOnly cookie (docs/decisions/024-refresh-cookie-and-nonce-csp.md): set
// on sign-in and on each refresh, read by refresh and logout, cleared by logout. Only a request that carries the
// back office's header uses it: a cross-site form cannot send that header, a cross-site fetch that tries is
// stopped by the browser's preflight, and SameSite=Strict keeps the cookie off every cross-site request anyway.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { backOfficeUrl, getConfig } from '@/server/config';
import { findRefreshToken, sessionEnd } from '@/server/services/accounts/refresh-tokens';
import { refreshTokenSchema } from '@/shared/auth/schemas';
import { BACK_OFFICE_CLIENT, REFRESH_COOKIE, SESSION_CLIENT_HEADER } from '@/shared/auth/session-cookie';
import { jsonBody, parseWith, readJsonObject } from './validate';

/** Whether the caller is the back office, which keeps its refresh token in the cookie. */
export function wantsRefreshCookie(c: Context): boolean {
  return c.req.header(SESSION_CLIENT_HEADER) === BACK_OFFICE_CLIENT;
}

/** Secure when the back office is reached over https (ADMIN_URL when set, else PUBLIC_URL); host-only: no Domain. */
const secure = () => backOfficeUrl(getConfig()).startsWith('https://');

/** The refresh token the cookie holds, for a back-office request only. */
export function refreshTokenFromCookie(c: Context): string | undefined {
  if (!wantsRefreshCookie(c)) return undefined;
  const value = getCookie(c, REFRESH_COOKIE.name);
  return value ? value : undefined;
}

/** Sets the cookie to a new refresh token; it lasts as long as the session has left (30 days from sign-in). */
export async function setRefreshCookie(c: Context, refreshToken: string): Promise<void> {
  const presented = await findRefreshToken(refreshToken);
  const remainingMs = presented ? sessionEnd(presented.sessionStartedAt).getTime() - Date.now() : 0;
  setCookie(c, REFRESH_COOKIE.name, refreshToken, {
    path: REFRESH_COOKIE.path,
    httpOnly: true,
    sameSite: 'Strict',
    secure: secure(),
    maxAge: Math.max(0, Math.floor(remainingMs / 1000)),
  });
}

export function clearRefreshCookie(c: Context): void {
  deleteCookie(c, REFRESH_COOKIE.name, { path: REFRESH_COOKIE.path, httpOnly: true, sameSite: 'Strict', secure: secure() });
}

/**
 * The refresh token a refresh or a logout presents: the body's, as the specification has it, or for the back
 * office with none in its body, the cookie's (undefined when it has none).
 */
export async function presentedRefreshToken(c: Context): Promise<{ token: string | undefined; fromCookie: boolean }> {
  if (!wantsRefreshCookie(c)) return { token: (await jsonBody(c, refreshTokenSchema)).refreshToken, fromCookie: false };
  const body = await readJsonObject(c);
  if (body.refreshToken !== undefined) return { token: parseWith(refreshTokenSchema, body).refreshToken, fromCookie: false };
  return { token: refreshTokenFromCookie(c), fromCookie: true };
}

/**
 * An answer that carries a new session's tokens, as the caller gets it: unchanged for other clients; for the back
 * office, the refresh token set in the cookie and left out of the body, never within a script's reach. An answer
 * without a refresh token (a second factor still to give) passes as it is.
 */
export async function withRefreshCookie<T extends object>(c: Context, answer: T): Promise<T | Omit<T, 'refreshToken'>> {
  if (!wantsRefreshCookie(c) || !('refreshToken' in answer) || typeof answer.refreshToken !== 'string') return answer;
  await setRefreshCookie(c, answer.refreshToken);
  const { refreshToken: _inCookie, ...rest } = answer;
  return rest;
}
