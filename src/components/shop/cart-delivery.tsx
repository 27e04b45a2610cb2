'use client';
// The cart's choice of delivery (docs/product.md, "Cart"): an optional quartier among the zones the page was
// rendered with, and an optional landmark, remembered in localStorage beside the cart (key `cartDelivery`).
// Nothing is required: without a zone the summary reads as it always did. The fields themselves are drawn by the
// page (./cart-parts.tsx); this fills them with what is remembered and follows their changes.
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/** A zone as the cart needs it: its fee, null when it is quoted on WhatsApp. */
export interface CartZone {
  _id: string;
  frais: number | null;
}

interface StoredChoice {
  zoneId: string | null;
  landmark: string;
}

const STORAGE_KEY = 'cartDelivery';

function storedChoice(): StoredChoice {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<StoredChoice> | null;
    return { zoneId: typeof value?.zoneId === 'string' ? value.zoneId : null, landmark: typeof value?.landmark === 'string' ? value.landmark : '' };
  } catch {
    // Rendered on the server, storage refused, or not ours: no choice.
    return { zoneId: null, landmark: '' };
  }
}

export interface Delivery {
  /** The zone chosen, while it is still among those offered. */
  zone: CartZone | null;
  landmark: string;
  choose: (change: Partial<StoredChoice>) => void;
}

export function useDelivery(zones: readonly CartZone[]): Delivery {
  const [choice, setChoice] = useState(storedChoice);
  const choose = (change: Partial<StoredChoice>) => {
    const next = { ...choice, ...change };
    setChoice(next);
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Not remembered (private browsing on some phones): it holds for as long as the page.
    }
  };
  return { zone: zones.find((zone) => zone._id === choice.zoneId) ?? null, landmark: choice.landmark, choose };
}

/** The fields the page drew (`zoneId`, `landmark`), showing the choice and telling each change of it. */
export function DeliveryChoice({ fields, delivery }: { fields: ReactNode; delivery: Delivery }) {
  const box = useRef<HTMLDivElement>(null);
  const zoneId = delivery.zone?._id ?? '';
  const { landmark } = delivery;
  useLayoutEffect(() => {
    const select = box.current?.querySelector('select');
    if (select && select.value !== zoneId) select.value = zoneId;
    const input = box.current?.querySelector('input');
    if (input && input.value !== landmark) input.value = landmark;
  }, [zoneId, landmark]);
  return (
    <div
      ref={box}
      className="mt-4 space-y-3"
      onChange={(event) => {
        const { name, value } = event.target as HTMLInputElement;
        delivery.choose(name === 'zoneId' ? { zoneId: value || null } : { landmark: value });
      }}
    >
      {fields}
    </div>
  );
}
