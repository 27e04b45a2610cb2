'use client';
// The header's search box (docs/product.md): submits to /pro?search= only when the trimmed text is not empty.
// Below 768 px the header has no room for it beside the logo and the cart: an icon opens it as a row over the
// whole header, focused at once, with a button to close it; left empty, it closes when it loses focus. Its icons
// are drawn by the server (./site-header.tsx), so that no icon code weighs on every page's script.
import { useRouter } from 'next/navigation';
import { type FormEvent, type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { searchHref } from '@/shared/catalog/shop-paths';

export interface HeaderSearchIcons {
  /** The button that opens the search below 768 px. */
  open: ReactNode;
  submit: ReactNode;
  close: ReactNode;
}

export function HeaderSearch({ icons }: { icons: HeaderSearchIcons }) {
  const router = useRouter();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = searchHref(text);
    if (!href) return;
    input.current?.blur();
    setOpen(false);
    router.push(href);
  };

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };

  return (
    <div className="flex flex-1 justify-end md:justify-center">
      <button
        ref={opener}
        type="button"
        aria-label="Rechercher"
        aria-expanded={open}
        aria-controls="header-search-form"
        className="inline-flex size-11 items-center justify-center rounded-full text-gray-800 hover:bg-brand-50 md:hidden"
        onClick={() => {
          // Rendered open before focusing, within the tap itself: phones only raise the keyboard for a focus
          // made during the gesture.
          flushSync(() => setOpen(true));
          input.current?.focus();
        }}
      >
        {icons.open}
      </button>
      <form
        id="header-search-form"
        role="search"
        onSubmit={submit}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Escape' && open) close();
        }}
        className={`${
          open ? 'absolute inset-x-0 top-0 z-50 flex h-16 gap-2 bg-white px-4 shadow-sm' : 'hidden'
        } items-center md:static md:z-auto md:flex md:h-auto md:w-full md:max-w-xl md:bg-transparent md:px-0 md:shadow-none`}
      >
        <label htmlFor="header-search" className="sr-only">
          Rechercher un produit
        </label>
        <div className="relative min-w-0 flex-1">
          <input
            ref={input}
            id="header-search"
            name="search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onBlur={(event) => {
              // Leaving it for its own close or submit button is not leaving it.
              if (event.currentTarget.form?.contains(event.relatedTarget)) return;
              if (text.trim() === '') setOpen(false);
            }}
            placeholder="Un produit, une marque…"
            autoComplete="off"
            enterKeyHint="search"
            className="h-11 w-full rounded-full border border-gray-300 bg-gray-50 pr-12 pl-4 text-base text-gray-900 placeholder:text-gray-600 focus:border-brand-700 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-700/30"
          />
          <button
            type="submit"
            aria-label="Lancer la recherche"
            className="absolute top-1 right-1 inline-flex size-9 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
          >
            {icons.submit}
          </button>
        </div>
        <button
          type="button"
          aria-label="Fermer la recherche"
          onClick={close}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-800 hover:bg-brand-50 md:hidden"
        >
          {icons.close}
        </button>
      </form>
    </div>
  );
}
