'use client';
// A side panel on the native <dialog>: focus trap, Escape and an inert page come from the browser, so the
// menu and the filters cost almost no JavaScript. Its content is only rendered once first opened, so that the
// page does not hydrate it for nothing. It closes on the backdrop and when a link inside is followed. Its icons
// come drawn by the server, so that no icon code weighs on the page's script.
import { type ReactNode, useEffect, useRef, useState } from 'react';

interface DrawerProps {
  /** Accessible name of the opening button. */
  label: string;
  title: string;
  trigger: ReactNode;
  /** The close button's icon ('Fermer'). */
  closeIcon: ReactNode;
  triggerClassName?: string;
  side?: 'left' | 'right';
  children: ReactNode;
  testId?: string;
}

export function Drawer({ label, title, trigger, closeIcon, triggerClassName, side = 'left', children, testId }: DrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(0);
  useEffect(() => {
    if (wanted && !ref.current?.open) ref.current?.showModal();
  }, [wanted]);
  return (
    <>
      <button
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        className={triggerClassName}
        onClick={() => {
          setOpened(true);
          setWanted((count) => count + 1);
        }}
      >
        {trigger}
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled by the dialog element itself */}
      <dialog
        ref={ref}
        aria-label={title}
        data-testid={testId}
        className={`drawer m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-white p-0 text-gray-900 shadow-2xl backdrop:bg-gray-900/60 ${side === 'left' ? 'mr-auto' : 'ml-auto'}`}
        onClick={(event) => {
          const target = event.target as Element;
          if (target === event.currentTarget || target.closest('a[href]')) ref.current?.close();
        }}
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3">
            <p className="text-lg font-semibold">{title}</p>
            <button
              type="button"
              aria-label="Fermer"
              className="rounded-full p-2 text-gray-700 hover:bg-gray-100"
              onClick={() => ref.current?.close()}
            >
              {closeIcon}
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">{opened ? children : null}</div>
        </div>
      </dialog>
    </>
  );
}
