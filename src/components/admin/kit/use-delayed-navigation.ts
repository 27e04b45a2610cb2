'use client';
// A navigation a moment later (docs/back-office-kit.md, "Delayed navigation"): an overlay or a toast is shown
// first, then the screen goes. One at a time: a second one asked while the first waits is ignored, and leaving the
// screen cancels it.
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';

export function useDelayedNavigation() {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** Goes to `href` after `delayMs`; false when another navigation already waits. */
  const go = useCallback(
    (href: string, delayMs: number): boolean => {
      if (timer.current !== undefined) return false;
      setTarget(href);
      timer.current = setTimeout(() => router.push(href), delayMs);
      return true;
    },
    [router],
  );

  /** `target`: where the screen is about to go, null while it stays. */
  return { go, target };
}
