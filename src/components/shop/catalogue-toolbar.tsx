'use client';
// Sort, page size and grid / list view of the catalogue; each choice goes to the URL (with the catalogue's resets).
import { LayoutGrid, List } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type CatalogueParams, catalogueHref, changeCatalogue } from '@/shared/catalog/catalogue-url';
import { PAGE_SIZES, SORT_LABELS, SORT_OPTIONS, type SortOption } from '@/shared/constants';

export function CatalogueToolbar({ params }: { params: CatalogueParams }) {
  const router = useRouter();
  const go = (change: Partial<CatalogueParams>) => router.push(catalogueHref(changeCatalogue(params, change)), { scroll: false });
  const select =
    'h-10 max-w-40 rounded-lg border border-gray-300 bg-white pr-8 pl-3 text-sm text-gray-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30';
  const viewLink = (view: CatalogueParams['view'], label: string, icon: React.ReactNode) => (
    <Link
      href={catalogueHref({ ...params, view })}
      scroll={false}
      aria-label={label}
      aria-current={params.view === view ? 'true' : undefined}
      className={`inline-flex size-10 items-center justify-center rounded-lg ${params.view === view ? 'bg-brand-700 text-white' : 'text-gray-700 hover:bg-gray-100'}`}
    >
      {icon}
    </Link>
  );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="flex items-center gap-2 text-sm text-gray-700">
        <span className="sr-only sm:not-sr-only">Trier</span>
        <select className={select} value={params.sort} onChange={(event) => go({ sort: event.target.value as SortOption })}>
          {SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {SORT_LABELS[option]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm text-gray-700">
        <span className="sr-only sm:not-sr-only">Afficher</span>
        <select className={select} value={params.limit} onChange={(event) => go({ limit: Number(event.target.value) })}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size} par page
            </option>
          ))}
        </select>
      </label>
      <div className="flex gap-1">
        {viewLink('grid', 'Affichage en grille', <LayoutGrid aria-hidden="true" className="size-5" />)}
        {viewLink('list', 'Affichage en liste', <List aria-hidden="true" className="size-5" />)}
      </div>
    </div>
  );
}
