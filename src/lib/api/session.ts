// The back office's session rules, free of the browser (docs/decisions/024-refresh-cookie-and-nonce-csp.md): the
// access token in the tab's memory only, the refresh token in an HttpOnly cookie no script can read, and refreshes
// that the tabs make one at a time, so that the cookie each presents is always the newest one (the server revokes
// the whole session when a spent refresh token comes back: docs/decisions/006-refresh-token-families.md).
import { STORAGE_KEYS, TIMINGS } from '@/shared/constants';

/** The tab's access token, in memory: a reload or a new tab gets its own by a refresh through the cookie. */
export interface TokenStore {
  read(): string | null;
  write(accessToken: string, refreshedAt: number): void;
  /** When this tab last got a token (sign-in or refresh). */
  refreshedAt(): number;
  clear(): void;
}

/** Runs a task while holding a lock shared by every tab of the shop (navigator.locks in the browser). */
export type LockRunner = <T>(name: string, task: () => Promise<T>) => Promise<T>;

export const REFRESH_LOCK = 'boutique:auth-refresh';

/** The periodic refresh is due when the tab's token is a whole period old. */
export function refreshDue(refreshedAt: number, now: number, periodMs: number = TIMINGS.tokenRefreshMs): boolean {
  return now - refreshedAt >= periodMs;
}

export interface RefreshDeps {
  store: TokenStore;
  lock: LockRunner;
  /** POST /auth/refresh with the cookie: a new access token, or throws (then the session is over). */
  exchange(): Promise<string>;
  now?: () => number;
}

/**
 * Trades the cookie's refresh token for a new access token, under the tabs' shared lock: each tab refreshes in
 * turn, and the browser sends each the cookie the previous refresh set. `seen` is the token the caller held when
 * it decided to refresh: if the tab holds another one by the time the lock is its own, a call of this tab has
 * refreshed meanwhile and that token is used as it is.
 */
export function coordinatedRefresh(seen: string | null, deps: RefreshDeps): Promise<string> {
  const now = deps.now ?? Date.now;
  return deps.lock(REFRESH_LOCK, async () => {
    const current = deps.store.read();
    if (seen && current && current !== seen) return current;
    const next = await deps.exchange();
    deps.store.write(next, now());
    return next;
  });
}

/** A tab's memory. */
export function memoryTokenStore(): TokenStore {
  let token: string | null = null;
  let at = 0;
  return {
    read: () => token,
    write(accessToken, refreshedAt) {
      token = accessToken;
      at = refreshedAt;
    },
    refreshedAt: () => at,
    clear() {
      token = null;
      at = 0;
    },
  };
}

/** What versions before the cookie left in localStorage: the pair and its refresh time. */
const LEGACY_KEYS = [STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, 'tokensRefreshedAt'] as const;

/**
 * Removes the tokens an older version kept in localStorage, and returns the refresh token among them, if any, so
 * that the tab can trade it once for the cookie rather than sign the administrator out.
 */
export function takeLegacyTokens(storage: Pick<Storage, 'getItem' | 'removeItem'>): string | null {
  const refreshToken = storage.getItem(STORAGE_KEYS.refreshToken);
  for (const key of LEGACY_KEYS) storage.removeItem(key);
  return refreshToken || null;
}

/**
 * Kept in localStorage while a session may be resumed: not a secret, only whether to ask for a refresh at all, so
 * that the sign-in screen of a signed-out visitor makes no refused call.
 */
export const SESSION_HINT_KEY = 'adminSession';
