'use client';
// A card's or a row's menu of actions. Radix's menu (keyboard, focus, screen readers) is fetched the first time a
// menu is opened, so that a list of cards does not carry it in its first load; until then the trigger is a plain
// button that looks and reads the same, and opening it fetches the menu and opens it at once.
import { lazy, type ReactNode, Suspense, useState } from 'react';

export interface MenuAction {
  label: string;
  icon: ReactNode;
  danger?: boolean;
  onSelect: () => void;
}

export interface ActionMenuProps {
  /** The trigger's accessible name ('Actions pour Whey'). */
  label: string;
  actions: MenuAction[];
  /** The trigger's classes. */
  className?: string;
  /** The trigger's content (an icon). */
  children: ReactNode;
}

const RadixActionMenu = lazy(() => import('./action-menu-radix').then((m) => ({ default: m.RadixActionMenu })));

export function ActionMenu(props: ActionMenuProps) {
  const [wanted, setWanted] = useState(false);
  const trigger = (
    <button
      type="button"
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      className={props.className}
      onClick={() => setWanted(true)}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        setWanted(true);
      }}
    >
      {props.children}
    </button>
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <RadixActionMenu {...props} />
    </Suspense>
  );
}
