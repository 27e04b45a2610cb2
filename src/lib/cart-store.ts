// The cart in localStorage, read through useSyncExternalStore so that every island (badge, product page,
// cart page) shows the same cart, and kept in step across tabs by the `storage` event. The cart page's
// useCheckedCart (./checked-cart.ts) reads the cart's products back from the server before anything is totalled
// or ordered.
'use client';
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@/shared/constants';
import { type CartLine, sanitizeCart } from './stored-cart';

const EMPTY: CartLine[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; lines: CartLine[] } = { raw: null, lines: EMPTY };

/** The stored cart, as last read (the same array while it has not changed). */
export function readCart(): CartLine[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEYS.cart);
  } catch {
    return EMPTY;
  }
  if (raw === cached.raw) return cached.lines;
  let lines = EMPTY;
  try {
    lines = raw ? sanitizeCart(JSON.parse(raw)) : EMPTY;
  } catch {
    lines = EMPTY;
  }
  cached = { raw, lines };
  return lines;
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === STORAGE_KEYS.cart) for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The current cart; empty during server rendering and hydration. */
export function useCart(): CartLine[] {
  return useSyncExternalStore(subscribe, readCart, () => EMPTY);
}

/** Applies an operation of ./cart to the stored cart and tells every island of this tab. */
export function updateCart(operation: (lines: CartLine[]) => CartLine[]): CartLine[] {
  const current = readCart();
  const next = operation(current);
  if (next === current) return next;
  window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(next));
  for (const listener of listeners) listener();
  return next;
}

const noSubscription = () => () => {};

/** false while the server's HTML is being hydrated, when the stored cart is not yet known. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
