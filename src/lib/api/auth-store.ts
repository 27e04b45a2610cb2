'use client';
// The React binding of the back office's session (the pure rules are in session.ts and client.ts): one API
// client per tab with its access token in memory (the refresh token is an HttpOnly cookie), refreshes serialised
// across tabs by navigator.locks, and sign-in / sign-out told to the other tabs over a BroadcastChannel, so that
// every tab shows the same state (docs/decisions/024-refresh-cookie-and-nonce-csp.md).
import { useSyncExternalStore } from 'react';
import { TIMINGS } from '@/shared/constants';
import type { EmailCodeSent, SecondFactorChallenge, SignInSetup } from '@/shared/auth/answers';
import type { OwnProfile } from '@/shared/auth/answers';
import { ApiRequestError } from './answer';
import { type ApiClient, createApiClient, type SecondFactorAnswer } from './client';
import { type LockRunner, memoryTokenStore, SESSION_HINT_KEY, takeLegacyTokens } from './session';

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

export interface AuthState {
  status: AuthStatus;
  /** GET /auth/profile: the account, and how the shop's e-mails leave it (`envoiEmails`). */
  user: OwnProfile | null;
  /** Why the profile could not be read at start (network, timeout): the screen offers to try again. */
  error: string | null;
}

type TabMessage = { type: 'signed-out' } | { type: 'signed-in' } | { type: 'profile' };

declare global {
  interface Window {
    /** Browser tests shorten the refresh period without a rebuild; nothing in the shop sets it. */
    __boutiqueRefreshPeriodMs?: number;
  }
}

const CHANNEL = 'boutique:auth';
/** How often a tab checks whether the shared pair is due for its periodic refresh. */
const REFRESH_CHECK_MS = 15_000;

let state: AuthState = { status: 'loading', user: null, error: null };
const listeners = new Set<() => void>();
let client: ApiClient | null = null;
let channel: BroadcastChannel | null = null;
let timer: ReturnType<typeof setInterval> | null = null;
let started = false;

function setState(next: Partial<AuthState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function tell(message: TabMessage) {
  channel?.postMessage(message);
}

/** Whether a session may be resumed in this browser (see SESSION_HINT_KEY); storage refused: as if there were. */
function hint(on?: boolean): boolean {
  try {
    if (on === true) window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else if (on === false) window.localStorage.removeItem(SESSION_HINT_KEY);
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return true;
  }
}

function signedOutHere() {
  hint(false);
  setState({ status: 'signedOut', user: null, error: null });
}

const browserLock: LockRunner = (name, task) =>
  typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks.request(name, task) as Promise<Awaited<ReturnType<typeof task>>>) : task();

/** The tab's API client (browser only). */
export function api(): ApiClient {
  if (!client) {
    client = createApiClient({
      store: memoryTokenStore(),
      lock: browserLock,
      refreshPeriodMs: window.__boutiqueRefreshPeriodMs ?? TIMINGS.tokenRefreshMs,
      onSignedOut: () => {
        hint(false);
        if (state.status === 'signedOut') return;
        stopTimer();
        setState({ status: 'signedOut', user: null, error: null });
        tell({ type: 'signed-out' });
      },
    });
  }
  return client;
}

function startTimer() {
  if (timer) return;
  const period = Math.min(REFRESH_CHECK_MS, window.__boutiqueRefreshPeriodMs ?? REFRESH_CHECK_MS);
  timer = setInterval(() => void api().refreshIfDue(), period);
}

function stopTimer() {
  if (timer) clearInterval(timer);
  timer = null;
}

/**
 * Reads the profile: signed in when it answers, signed out when the session is over. A tab without an access
 * token (a new tab, a reload, another tab's sign-in) first gets one through the cookie.
 */
export async function loadProfile(): Promise<void> {
  try {
    if (!api().accessToken()) {
      const legacy = takeLegacyTokens(window.localStorage);
      if ((!legacy && !hint()) || !(await api().resume(legacy))) {
        signedOutHere();
        return;
      }
      hint(true);
    }
    const answer = await api().get<OwnProfile>('/auth/profile');
    if (!answer.data) throw new ApiRequestError('', 500);
    setState({ status: 'signedIn', user: answer.data, error: null });
    startTimer();
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) {
      signedOutHere();
      return;
    }
    // Offline or timed out: the session is kept, the screen says so and offers to try again.
    setState({ status: state.user ? 'signedIn' : 'loading', error: error instanceof Error ? error.message : null });
  }
}

/** Once per tab: restore the session, listen to the other tabs. */
export function startAuth(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<TabMessage>) => {
      if (event.data.type === 'signed-out') {
        stopTimer();
        api().forget();
        setState({ status: 'signedOut', user: null, error: null });
      } else {
        // Signed in elsewhere: this tab's token, if any, is of an ended session; the cookie holds the new one.
        if (event.data.type === 'signed-in') api().forget();
        void loadProfile();
      }
    };
  }
  void loadProfile();
}

/**
 * The password: signed in, or, for an account with a second factor, the challenge its code answers (no session
 * yet: docs/decisions/025-second-factor.md).
 */
export async function signIn(identifier: string, password: string): Promise<SecondFactorChallenge | null> {
  const answer = await api().signIn(identifier, password);
  if (typeof answer !== 'string') return answer;
  await signedIn();
  return null;
}

/** The sign-in's second step: the challenge, and the app's code or a recovery code. */
export async function signInSecondFactor(body: SecondFactorAnswer): Promise<void> {
  await api().signInSecondFactor(body);
  await signedIn();
}

/** The second step answered with a passkey (src/lib/api/passkey-ceremony.ts). */
export async function signInPasskey(body: { challenge: string; response: unknown }): Promise<void> {
  await api().signInPasskey(body);
  await signedIn();
}

/** The required setup's key (docs/decisions/025-second-factor.md, "Required for everyone"), and where its code was e-mailed. */
export function signInSetup(challenge: string): Promise<SignInSetup> {
  return api().signInSetup(challenge);
}

/** The required setup's code e-mailed again to the account's address (docs/decisions/027-counters-per-account.md). */
export function signInResendEmailCode(challenge: string): Promise<EmailCodeSent> {
  return api().signInResendEmailCode(challenge);
}

/**
 * The required setup's first code: the session is open (its token kept) and the recovery codes are returned; the
 * screen shows them, then calls `finishSignIn`, which tells this tab and the others (the sign-in page then leaves).
 */
export function signInEnable(body: { challenge: string; code: string; emailCode: string }): Promise<string[]> {
  return api().signInEnable(body);
}

export async function finishSignIn(): Promise<void> {
  await signedIn();
}

async function signedIn(): Promise<void> {
  hint(true);
  await loadProfile();
  tell({ type: 'signed-in' });
}

export async function signOut(): Promise<string> {
  stopTimer();
  const message = await api().signOut();
  setState({ status: 'signedOut', user: null, error: null });
  return message;
}

/** After the profile changed here: this tab and the others read it again. */
export async function profileChanged(): Promise<void> {
  await loadProfile();
  tell({ type: 'profile' });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const SERVER_STATE: AuthState = { status: 'loading', user: null, error: null };

export function useAuth(): AuthState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
}
