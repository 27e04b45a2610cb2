'use client';
// The React binding of the back office's session (the pure rules are in session.ts and client.ts): one API
// client per tab on localStorage, refreshes serialised across tabs by navigator.locks, and sign-in / sign-out
// told to the other tabs over a BroadcastChannel, so that every tab shows the same state.
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, TIMINGS } from '@/shared/constants';
import type { Admin } from '@/shared/types';
import { ApiRequestError } from './answer';
import { type ApiClient, createApiClient } from './client';
import { type LockRunner, localTokenStore } from './session';

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

export interface AuthState {
  status: AuthStatus;
  user: Admin | null;
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

const browserLock: LockRunner = (name, task) =>
  typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks.request(name, task) as Promise<Awaited<ReturnType<typeof task>>>) : task();

/** The tab's API client (browser only). */
export function api(): ApiClient {
  if (!client) {
    client = createApiClient({
      store: localTokenStore(window.localStorage),
      lock: browserLock,
      refreshPeriodMs: window.__boutiqueRefreshPeriodMs ?? TIMINGS.tokenRefreshMs,
      onSignedOut: () => {
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

/** Reads the profile with the stored pair: signed in when it answers, signed out when the session is over. */
export async function loadProfile(): Promise<void> {
  if (!window.localStorage.getItem(STORAGE_KEYS.accessToken)) {
    setState({ status: 'signedOut', user: null, error: null });
    return;
  }
  try {
    const answer = await api().get<Admin>('/auth/profile');
    if (!answer.data) throw new ApiRequestError('', 500);
    setState({ status: 'signedIn', user: answer.data, error: null });
    startTimer();
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) {
      setState({ status: 'signedOut', user: null, error: null });
      return;
    }
    // Offline or timed out: the tokens are kept, the screen says so and offers to try again.
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
        setState({ status: 'signedOut', user: null, error: null });
      } else {
        void loadProfile();
      }
    };
  }
  void loadProfile();
}

export async function signIn(identifier: string, password: string): Promise<void> {
  await api().signIn(identifier, password);
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
