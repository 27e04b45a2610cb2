'use client';
// The catalogue's filters: search (500 ms debounce), category and sub-type, price bounds
// (800 ms debounce, integers, empty = unbounded). Every change is written to the URL, which the server page
// reads; its resets are those of changeCatalogue. The typed fields follow the URL as the back office's lists do
// (docs/back-office-kit.md, "Fields in the address").
import { RotateCcw, Search } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { useUrlField, useUrlWriter } from '@/lib/url-field';
import { type CatalogueParams, catalogueHref, changeCatalogue } from '@/shared/catalog/catalogue-url';
import { TIMINGS } from '@/shared/constants';
import type { Category } from '@/shared/catalog/answers';

export type FilterCategory = Pick<Category, '_id' | 'nom' | 'nbProduitsTotal' | 'sousTypes'>;

function parsePrice(text: string): number | null {
  const digits = text.replace(/\s/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

export function CatalogueFilters({ params, categories, idPrefix }: { params: CatalogueParams; categories: FilterCategory[]; idPrefix: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // Each change applies to the parameters of the URL, or of a navigation still on its way, so that two debounced
  // fields firing one after the other do not undo each other.
  const write = useUrlWriter(params, catalogueHref, (href) => startTransition(() => router.replace(href, { scroll: false })));
  const navigate = (change: Partial<CatalogueParams>) => write((current) => changeCatalogue(current, change));

  const [search, setSearch] = useUrlField(params.search ?? '', {
    delayMs: TIMINGS.searchDebounceMs,
    send: (value) => navigate({ search: value }),
  });
  const [minPrice, setMinPrice, settleMinPrice] = useUrlField(params.minPrice?.toString() ?? '', {
    delayMs: TIMINGS.priceFilterDebounceMs,
    send: (value) => navigate({ minPrice: parsePrice(value) }),
  });
  const [maxPrice, setMaxPrice, settleMaxPrice] = useUrlField(params.maxPrice?.toString() ?? '', {
    delayMs: TIMINGS.priceFilterDebounceMs,
    send: (value) => navigate({ maxPrice: parsePrice(value) }),
  });

  const selected = categories.find((category) => category._id === params.categorie);
  const categoryLink = (change: Partial<CatalogueParams>, active: boolean, label: string, count?: number) => (
    <Link
      href={catalogueHref(changeCatalogue(params, change))}
      scroll={false}
      aria-current={active ? 'true' : undefined}
      className={`flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm ${
        active ? 'bg-brand-700 font-semibold text-white' : 'text-gray-800 hover:bg-brand-50'
      }`}
    >
      <span>{label}</span>
      {count !== undefined && <span className={active ? 'text-brand-50' : 'text-gray-600'}>{count}</span>}
    </Link>
  );
  const input =
    'h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 placeholder:text-gray-600 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30';

  return (
    <div className={`space-y-6 transition-opacity ${pending ? 'opacity-70' : ''}`} aria-busy={pending}>
      <div>
        <label htmlFor={`${idPrefix}-search`} className="mb-2 block text-sm font-semibold text-gray-900">
          Rechercher
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-gray-500" />
          <input
            id={`${idPrefix}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Nom, marque, catégorie…"
            className={`${input} pl-10`}
            autoComplete="off"
          />
        </div>
      </div>

      <div>
        <h2 className="mb-2 text-sm font-semibold text-gray-900">Catégories</h2>
        <ul className="space-y-0.5">
          <li>{categoryLink({ categorie: null, type: null }, !params.categorie, 'Toutes les catégories')}</li>
          {categories.map((category) => (
            <li key={category._id}>
              {categoryLink({ categorie: category._id, type: null }, category._id === params.categorie && !params.type, category.nom, category.nbProduitsTotal)}
              {selected?._id === category._id && category.sousTypes.length > 0 && (
                <ul className="mt-0.5 ml-3 space-y-0.5 border-l border-gray-200 pl-2">
                  {category.sousTypes.map((type) => (
                    <li key={type._id}>{categoryLink({ categorie: category._id, type: type._id }, params.type === type._id, type.nom)}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>

      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-gray-900">Prix (FCFA)</legend>
        <div className="grid grid-cols-2 gap-2">
          <div>
            <label htmlFor={`${idPrefix}-min`} className="mb-1 block text-xs text-gray-700">
              Prix minimum
            </label>
            <input
              id={`${idPrefix}-min`}
              inputMode="numeric"
              pattern="[0-9]*"
              value={minPrice}
              onChange={(event) => setMinPrice(event.target.value.replace(/\D/g, ''))}
              placeholder="0"
              className={input}
            />
          </div>
          <div>
            <label htmlFor={`${idPrefix}-max`} className="mb-1 block text-xs text-gray-700">
              Prix maximum
            </label>
            <input
              id={`${idPrefix}-max`}
              inputMode="numeric"
              pattern="[0-9]*"
              value={maxPrice}
              onChange={(event) => setMaxPrice(event.target.value.replace(/\D/g, ''))}
              placeholder="Illimité"
              className={input}
            />
          </div>
        </div>
        {(params.minPrice !== null || params.maxPrice !== null) && (
          <button
            type="button"
            onClick={() => {
              settleMinPrice('');
              settleMaxPrice('');
              navigate({ minPrice: null, maxPrice: null });
            }}
            className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            Réinitialiser les prix
          </button>
        )}
      </fieldset>

      <Link href={catalogueHref()} className="block rounded-lg border border-gray-300 px-3 py-2 text-center text-sm font-semibold text-gray-800 hover:bg-gray-50">
        Effacer les filtres
      </Link>
    </div>
  );
}
