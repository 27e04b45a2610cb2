'use client';
// The header's search box (SPEC §2, §5): submits to /pro?search= only when the trimmed text is not empty.
// On small screens it opens from an icon and closes again when left empty.
import { Search } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { type FormEvent, useRef, useState } from 'react';
import { searchHref } from '@/shared/catalogue-url';

export function HeaderSearch() {
  const router = useRouter();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = searchHref(text);
    if (!href) return;
    input.current?.blur();
    setOpen(false);
    router.push(href);
  };

  return (
    <div className="flex flex-1 justify-end md:justify-center">
      <button
        type="button"
        aria-label="Rechercher"
        aria-expanded={open}
        className={`inline-flex size-11 items-center justify-center rounded-full text-gray-800 hover:bg-brand-50 md:hidden ${open ? 'hidden' : ''}`}
        onClick={() => {
          setOpen(true);
          requestAnimationFrame(() => input.current?.focus());
        }}
      >
        <Search aria-hidden="true" className="size-6" />
      </button>
      <form
        role="search"
        onSubmit={submit}
        className={`${open ? 'flex' : 'hidden'} w-full max-w-xl items-center md:flex`}
      >
        <label htmlFor="header-search" className="sr-only">
          Rechercher un produit
        </label>
        <div className="relative w-full">
          <input
            ref={input}
            id="header-search"
            name="search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => {
              if (text.trim() === '') setOpen(false);
            }}
            placeholder="Rechercher un produit, une marque…"
            autoComplete="off"
            enterKeyHint="search"
            className="h-11 w-full rounded-full border border-gray-300 bg-gray-50 pr-12 pl-4 text-base text-gray-900 placeholder:text-gray-600 focus:border-brand-700 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-700/30"
          />
          <button
            type="submit"
            aria-label="Lancer la recherche"
            className="absolute top-1 right-1 inline-flex size-9 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
          >
            <Search aria-hidden="true" className="size-4" />
          </button>
        </div>
      </form>
    </div>
  );
}
