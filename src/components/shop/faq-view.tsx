'use client';
// FAQ: a case-insensitive search over questions and answers, combined with the category
// chips; each item opens and closes on its own.
import { ChevronDown, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FAQ_ALL_CATEGORIES, FAQ_CATEGORIES, type FaqCategory, type FaqEntry } from '@/shared/shop/content';
import { SHOP_TEXTS } from '@/shared/shop/messages';
import { filterFaq } from './faq-filter';

export function FaqView({ entries }: { entries: FaqEntry[] }) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FaqCategory | null>(null);
  const shown = useMemo(() => filterFaq(entries, query, category), [entries, query, category]);
  return (
    <div>
      <div className="relative">
        <label htmlFor="faq-search" className="sr-only">
          Rechercher dans la FAQ
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-3.5 left-4 size-5 text-gray-500" />
        <input
          id="faq-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Rechercher une question…"
          className="h-12 w-full rounded-full border border-gray-300 bg-white pr-4 pl-12 text-base text-gray-900 placeholder:text-gray-600 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
        />
      </div>
      <div role="group" aria-label="Catégories de questions" className="mt-4 flex flex-wrap gap-2">
        {[null, ...FAQ_CATEGORIES].map((chip) => (
          <button
            key={chip ?? FAQ_ALL_CATEGORIES}
            type="button"
            aria-pressed={category === chip}
            onClick={() => setCategory(chip)}
            className={`h-10 rounded-full border px-4 text-sm font-semibold transition ${
              category === chip ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white text-gray-800 hover:border-brand-700'
            }`}
          >
            {chip ?? FAQ_ALL_CATEGORIES}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p role="status" className="mt-8 rounded-2xl border border-dashed border-gray-300 p-8 text-center font-semibold text-gray-700">
          {SHOP_TEXTS.faqNoResult}
        </p>
      ) : (
        <ul className="mt-6 space-y-3" data-testid="faq-list">
          {shown.map((entry) => (
            <li key={entry.id}>
              <details data-testid="faq-item" className="group rounded-2xl border border-gray-200 bg-white open:border-brand-500 open:shadow-sm">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-gray-900 [&::-webkit-details-marker]:hidden">
                  <span>{entry.question}</span>
                  <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-brand-700 transition group-open:rotate-180" />
                </summary>
                <div className="px-5 pb-5 leading-relaxed text-gray-700">
                  <p>{entry.answer}</p>
                  <p className="mt-2 text-xs font-medium text-brand-800">{entry.category}</p>
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
