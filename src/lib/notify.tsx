'use client';
// Toasts (docs/product.md: 6 s, bottom-right, dark, at most 3 visible). sonner is only fetched on the first
// toast, so that no storefront page pays for it at first load.
import { useEffect, useState } from 'react';
import { useTheme } from '@/lib/theme';
import { TIMINGS } from '@/shared/constants';

type Sonner = typeof import('sonner');
type Kind = 'success' | 'error';

let loadSonner: Promise<Sonner> | null = null;
let setHostSonner: ((sonner: Sonner) => void) | null = null;
let mounted: Promise<void> | null = null;
let markMounted: (() => void) | null = null;

function ensureMounted(sonner: Sonner): Promise<void> {
  if (!mounted) {
    mounted = new Promise<void>((resolve) => {
      markMounted = resolve;
    });
    setHostSonner?.(sonner);
  }
  return mounted;
}

export function notify(kind: Kind, title: string, description?: string): void {
  loadSonner ??= import('sonner');
  void loadSonner.then(async (sonner) => {
    await ensureMounted(sonner);
    sonner.toast[kind](title, { description });
  });
}

/** Where the toasts appear; renders nothing until the first one. The back office's last 4 s and follow its theme. */
export function ToasterHost({ variant = 'shop' }: { variant?: 'shop' | 'admin' }) {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  const theme = useTheme();
  useEffect(() => {
    setHostSonner = setSonner;
    return () => {
      setHostSonner = null;
    };
  }, []);
  // The Toaster's own effects (its subscription) run before this one: toasts sent now are shown.
  useEffect(() => {
    if (sonner) markMounted?.();
  }, [sonner]);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <Toaster
      position="bottom-right"
      theme={variant === 'admin' ? theme : 'dark'}
      richColors
      closeButton
      duration={variant === 'admin' ? TIMINGS.notificationMs : TIMINGS.shopToastMs}
      visibleToasts={TIMINGS.maxVisibleToasts}
    />
  );
}
