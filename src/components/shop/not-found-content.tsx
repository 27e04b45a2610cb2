import { Home, Search } from 'lucide-react';
import Link from 'next/link';
import { catalogueHref } from '@/shared/catalog/catalogue-url';
import { NOT_FOUND_PAGE } from '@/shared/messages';
import { NOT_FOUND_SHORTCUTS } from '@/shared/shop/content';
import { SHOP_TEXTS } from '@/shared/shop/messages';

/**
 * The 404 page's content (a link home and four shortcuts); the shop's header and footer come from the layout.
 * `bare`, for the root page that rides along in every page's payload (decision 008): plain links and no icons,
 * since each client component there (Next.js's link, an icon) makes every page, the back office's included,
 * fetch the code that goes with it.
 */
export function NotFoundContent({ bare = false }: { bare?: boolean }) {
  const Anchor = bare ? 'a' : Link;
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center md:py-24">
      {/* Decoration: the heading beneath says it in words. */}
      <p aria-hidden="true" className="text-7xl font-extrabold text-brand-700">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-gray-900">{NOT_FOUND_PAGE.title}</h1>
      <p className="mt-3 text-gray-700">{NOT_FOUND_PAGE.text}</p>
      <Anchor href="/" className="mt-6 inline-flex h-12 items-center gap-2 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800">
        {!bare && <Home aria-hidden="true" className="size-5" />}
        {SHOP_TEXTS.homeLink}
      </Anchor>
      <nav aria-label="Raccourcis" className="mt-10 w-full">
        <p className="mb-3 text-sm font-semibold text-gray-700">Ou recherchez :</p>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {NOT_FOUND_SHORTCUTS.map((word) => (
            <li key={word}>
              <Anchor
                href={catalogueHref({ search: word })}
                className="flex h-12 items-center justify-center gap-2 rounded-xl border border-gray-200 bg-white font-semibold text-gray-800 hover:border-brand-700 hover:text-brand-800"
              >
                {!bare && <Search aria-hidden="true" className="size-4" />}
                {word}
              </Anchor>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
