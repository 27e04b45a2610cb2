// The back office's session rules, free of the browser: where the token pair lives, when the periodic refresh
// is due, and a refresh that several tabs never make twice with one refresh token (the server revokes the whole
// session when a spent refresh token comes back: docs/decisions/ on refresh-token families).
import { STORAGE_KEYS, TIMINGS } from '@/shared/constants';
import { CLIENT_ERRORS } from '@/shared/messages';
import { ApiRequestError } from './answer';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** Where the pair is kept (localStorage in the browser); `refreshedAt` is shared by every tab. */
export interface TokenStore {
  read(): TokenPair | null;
  write(pair: TokenPair, refreshedAt: number): void;
  refreshedAt(): number;
  clear(): void;
}

/** Runs a task while holding a lock shared by every tab of the shop (navigator.locks in the browser). */
export type LockRunner = <T>(name: string, task: () => Promise<T>) => Promise<T>;

export const REFRESH_LOCK = 'boutique:auth-refresh';
const REFRESHED_AT_KEY = 'tokensRefreshedAt';

/** The periodic refresh is due when no tab has refreshed for a whole period. */
export function refreshDue(refreshedAt: number, now: number, periodMs: number = TIMINGS.tokenRefreshMs): boolean {
  return now - refreshedAt >= periodMs;
}

export interface RefreshDeps {
  store: TokenStore;
  lock: LockRunner;
  /** POST /auth/refresh: the new pair, or throws (then the session is over). */
  exchange(refreshToken: string): Promise<TokenPair>;
  now?: () => number;
}

/**
 * Trades the stored refresh token for a new pair, under the tabs' shared lock. `seen` is the pair the caller
 * held when it decided to refresh: if the store holds another one by the time the lock is ours, another tab
 * has refreshed meanwhile and its pair is used as it is.
 */
export function coordinatedRefresh(seen: TokenPair | null, deps: RefreshDeps): Promise<TokenPair> {
  const now = deps.now ?? Date.now;
  return deps.lock(REFRESH_LOCK, async () => {
    const current = deps.store.read();
    if (!current) throw new ApiRequestError(CLIENT_ERRORS.noRefreshToken, 401);
    if (seen && current.refreshToken !== seen.refreshToken) return current;
    const next = await deps.exchange(current.refreshToken);
    deps.store.write(next, now());
    return next;
  });
}

/** The pair in localStorage under the keys the shop has always used. */
export function localTokenStore(storage: Storage): TokenStore {
  return {
    read() {
      const accessToken = storage.getItem(STORAGE_KEYS.accessToken);
      const refreshToken = storage.getItem(STORAGE_KEYS.refreshToken);
      return accessToken && refreshToken ? { accessToken, refreshToken } : null;
    },
    write(pair, refreshedAt) {
      storage.setItem(STORAGE_KEYS.accessToken, pair.accessToken);
      storage.setItem(STORAGE_KEYS.refreshToken, pair.refreshToken);
      storage.setItem(REFRESHED_AT_KEY, String(refreshedAt));
    },
    refreshedAt() {
      return Number(storage.getItem(REFRESHED_AT_KEY)) || 0;
    },
    clear() {
      storage.removeItem(STORAGE_KEYS.accessToken);
      storage.removeItem(STORAGE_KEYS.refreshToken);
      storage.removeItem(REFRESHED_AT_KEY);
    },
  };
}
