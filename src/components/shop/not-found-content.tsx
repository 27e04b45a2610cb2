import { Home, Search } from 'lucide-react';
import Link from 'next/link';
import { catalogueHref } from '@/shared/catalogue-url';
import { NOT_FOUND_PAGE } from '@/shared/messages';
import { NOT_FOUND_SHORTCUTS } from '@/shared/shop-content';
import { SHOP_TEXTS } from '@/shared/shop-messages';

/** The 404 page's content (a link home and four shortcuts); the shop's header and footer come from the layout. */
export function NotFoundContent() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center md:py-24">
      {/* Decoration: the heading beneath says it in words. */}
      <p aria-hidden="true" className="text-7xl font-extrabold text-brand-700">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-gray-900">{NOT_FOUND_PAGE.title}</h1>
      <p className="mt-3 text-gray-700">{NOT_FOUND_PAGE.text}</p>
      <Link href="/" className="mt-6 inline-flex h-12 items-center gap-2 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800">
        <Home aria-hidden="true" className="size-5" />
        {SHOP_TEXTS.homeLink}
      </Link>
      <nav aria-label="Raccourcis" className="mt-10 w-full">
        <p className="mb-3 text-sm font-semibold text-gray-700">Ou recherchez :</p>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {NOT_FOUND_SHORTCUTS.map((word) => (
            <li key={word}>
              <Link
                href={catalogueHref({ search: word })}
                className="flex h-12 items-center justify-center gap-2 rounded-xl border border-gray-200 bg-white font-semibold text-gray-800 hover:border-brand-700 hover:text-brand-800"
              >
                <Search aria-hidden="true" className="size-4" />
                {word}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
