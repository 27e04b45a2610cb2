'use client';
// When a part of a screen that loads its own code should have it (docs/back-office-kit.md, "Loading a screen"):
// once the part comes within `margin` of the screen, or the administrator starts using the form around it (a
// focus or a press anywhere in it: typing, saving), whichever comes first. A part below the fold is then not in
// the screen's first load, and is there before it is reached or a save's messages are shown beside its fields.
import { type RefObject, useEffect, useState } from 'react';

export function useNearScreen(ref: RefObject<HTMLElement | null>, { margin = '400px', now = false }: { margin?: string; now?: boolean } = {}): boolean {
  const [near, setNear] = useState(now);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const show = () => setNear(true);
    if (typeof IntersectionObserver === 'undefined') return show();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), { rootMargin: `${margin} 0px` });
    observer.observe(element);
    const form = element.closest('form');
    form?.addEventListener('focusin', show);
    form?.addEventListener('pointerdown', show);
    return () => {
      observer.disconnect();
      form?.removeEventListener('focusin', show);
      form?.removeEventListener('pointerdown', show);
    };
  }, [ref, near, margin]);
  return near;
}
