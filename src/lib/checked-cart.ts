// The cart page's cart, checked against the products as the server has them now (docs/product.md, "Cart"): read
// back from the server (`/produits/panier`) before anything is totalled or ordered, and the stored lines brought up
// to date. Only the cart page loads it.
'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { API_BASE_PATH, TIMINGS } from '@/shared/constants';
import type { Product } from '@/shared/catalog/answers';
import { lineKey, toCartProduct } from './cart';
import { type CheckedCart, type CheckedLine, type CurrentProducts, cartProductIds, checkCart, refreshCart } from './cart-check';
import { readCart, updateCart } from './cart-store';
import type { CartLine, CartProduct } from './stored-cart';

/** A check older than this is made again when the shopper comes back to the tab (from WhatsApp, or a day later). */
const RECHECK_AFTER_MS = 60_000;

export type CartCheck =
  | { status: 'checking' }
  | { status: 'failed'; retry: () => void }
  | { status: 'checked'; cart: CheckedCart };

type Found = Pick<CheckedLine, 'previousUnitPrice' | 'requestedQuantity'>;

interface Reading {
  ids: ReadonlySet<string>;
  current: CurrentProducts;
  /** What changed since the lines were stored, as found when the answer came: the stored lines are then updated. */
  found: ReadonlyMap<string, Found>;
  at: number;
}

async function readCurrentProducts(ids: string[], signal: AbortSignal): Promise<CartProduct[]> {
  const response = await fetch(`${API_BASE_PATH}/produits/panier?ids=${ids.join(',')}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.any([signal, AbortSignal.timeout(TIMINGS.apiTimeoutMs)]),
  });
  const body = (await response.json()) as { data?: unknown };
  if (!response.ok || !Array.isArray(body.data)) throw new Error(`cart check answered ${response.status}`);
  return (body.data as Product[]).map(toCartProduct);
}

/**
 * The cart checked against the products as the server has them now: 'checking' until the answer comes (and
 * again when a product joins the cart), 'failed' when it cannot come. Once checked, the stored lines are
 * brought up to date; what changed stays told for as long as the page is open.
 */
export function useCheckedCart(lines: CartLine[]): CartCheck {
  const [reading, setReading] = useState<Reading | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const ids = cartProductIds(lines);
  const key = ids.join(',');
  const covered = reading !== null && ids.every((id) => reading.ids.has(id));

  const check = useCallback((wanted: string) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setFailed(null);
    const wantedIds = wanted.split(',');
    readCurrentProducts(wantedIds, controller.signal).then(
      (products) => {
        if (controller.signal.aborted) return;
        const current = new Map(products.map((product) => [product._id, product]));
        const found = new Map<string, Found>();
        for (const { line, previousUnitPrice, requestedQuantity } of checkCart(readCart(), current).lines) {
          if (previousUnitPrice !== null || requestedQuantity !== null) found.set(lineKey(line), { previousUnitPrice, requestedQuantity });
        }
        setReading((previous) => ({ ids: new Set(wantedIds), current, found: new Map([...(previous?.found ?? []), ...found]), at: Date.now() }));
        updateCart((stored) => refreshCart(stored, current));
      },
      () => {
        if (!controller.signal.aborted) setFailed(wanted);
      },
    );
  }, []);

  useEffect(() => {
    if (key !== '' && !covered) check(key);
  }, [key, covered, check]);

  useEffect(() => () => inFlight.current?.abort(), []);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && reading && Date.now() - reading.at > RECHECK_AFTER_MS) setReading({ ...reading, ids: new Set() });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [reading]);

  if (key === '') return { status: 'checked', cart: { lines: [], orderable: [] } };
  if (!covered) return failed === key ? { status: 'failed', retry: () => check(key) } : { status: 'checking' };
  const cart = checkCart(lines, reading.current);
  return {
    status: 'checked',
    cart: {
      ...cart,
      lines: cart.lines.map((checked) => {
        const found = reading.found.get(lineKey(checked.line));
        if (!found) return checked;
        return {
          ...checked,
          previousUnitPrice: checked.previousUnitPrice ?? found.previousUnitPrice,
          requestedQuantity: checked.requestedQuantity ?? (checked.problem === null ? found.requestedQuantity : null),
        };
      }),
    },
  };
}
