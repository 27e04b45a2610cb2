'use client';
// The back office's light/dark choice: 'dark' or 'light' in localStorage `theme`, else the system's preference.
// THEME_SCRIPT applies it before the first paint, so that a dark screen never flashes white.
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@/shared/constants';

export type Theme = 'light' | 'dark';

export const THEME_SCRIPT = `try{var t=localStorage.getItem('${STORAGE_KEYS.theme}');if(t!=='dark'&&t!=='light')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';document.documentElement.classList.toggle('dark',t==='dark');document.documentElement.style.colorScheme=t}catch(e){}`;

const listeners = new Set<() => void>();

function current(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function setTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.theme, theme);
  } catch {
    // Private mode: the choice holds for this page only.
  }
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
  for (const listener of listeners) listener();
}

export function useTheme(): Theme {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    () => 'light',
  );
}
