'use client';
// The product list's search and filters (docs/product.md, Back office): the search box, the sort, grid or list,
// and the price bounds behind 'Filtres avancés'. The search and the bounds are written to the URL after a pause in
// typing and follow it when it changes by other means (docs/back-office-kit.md, "Fields in the address").
import { LayoutGrid, List, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { ToggleGroup, type ToggleOption } from '@/components/admin/kit/toggle-group';
import { Button } from '@/components/ui/button';
import { Input, SearchInput, Select } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { readInteger } from '@/lib/product-rules';
import { useUrlField } from '@/lib/url-field';
import type { CatalogueParams } from '@/shared/catalog/catalogue-url';
import { LIMITS, SORT_LABELS, SORT_OPTIONS, type SortOption, TIMINGS } from '@/shared/constants';
import { PRODUCT_TEXTS as T } from './texts';

/** A price bound as typed: digits only, empty for none, within what the API compares. */
export function priceBound(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  return digits ? Math.min(readInteger(digits), LIMITS.priceMax) : null;
}

/** How a price bound and a search read in the URL: two texts that read the same are not written twice. */
const priceForm = (text: string) => priceBound(text)?.toString() ?? '';
const searchForm = (text: string) => text.trim();

const VIEWS: ToggleOption<CatalogueParams['view']>[] = [
  { value: 'grid', label: T.gridView, icon: LayoutGrid },
  { value: 'list', label: T.listView, icon: List },
];

interface ProductFiltersProps {
  params: CatalogueParams;
  change: (next: Partial<CatalogueParams>) => void;
}

export function ProductFilters({ params, change }: ProductFiltersProps) {
  const [searchText, setSearchText] = useUrlField(params.search ?? '', {
    delayMs: TIMINGS.searchDebounceMs,
    urlForm: searchForm,
    send: (text) => change({ search: searchForm(text) || null }),
  });
  const [minText, setMinText, settleMin] = useUrlField(params.minPrice?.toString() ?? '', {
    delayMs: TIMINGS.priceFilterDebounceMs,
    urlForm: priceForm,
    send: (text) => change({ minPrice: priceBound(text) }),
  });
  const [maxText, setMaxText, settleMax] = useUrlField(params.maxPrice?.toString() ?? '', {
    delayMs: TIMINGS.priceFilterDebounceMs,
    urlForm: priceForm,
    send: (text) => change({ maxPrice: priceBound(text) }),
  });
  const [filtersOpen, setFiltersOpen] = useState(params.minPrice !== null || params.maxPrice !== null);

  const sortId = useId();
  const minId = useId();
  const maxId = useId();
  const panelId = useId();
  const filtered = params.minPrice !== null || params.maxPrice !== null;

  return (
    <section aria-label={T.searchAndFilters} className="space-y-3">
      <div className="flex flex-col gap-2 md:flex-row md:items-center">
        <SearchInput
          className="flex-1"
          aria-label={T.searchPlaceholder}
          value={searchText}
          maxLength={LIMITS.searchMax}
          onChange={(event) => setSearchText(event.target.value)}
          placeholder={T.searchPlaceholder}
        />
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="sr-only">
            {T.sortBy}
          </label>
          <Select
            id={sortId}
            value={params.sort}
            onChange={(event) => change({ sort: event.target.value as SortOption })}
            className="min-w-0 flex-1 md:w-44 md:flex-none"
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {SORT_LABELS[option]}
              </option>
            ))}
          </Select>
          <Button
            variant="secondary"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
            className={cn(filtered && 'border-brand-600 text-brand-700 dark:text-brand-500')}
          >
            <SlidersHorizontal className="h-4 w-4" aria-hidden />
            <span className="hidden sm:inline">{T.advancedFilters}</span>
            <span className="sr-only sm:hidden">{T.advancedFilters}</span>
          </Button>
          <ToggleGroup label={T.display} options={VIEWS} value={params.view} change={(view) => change({ view })} />
        </div>
      </div>
      {filtersOpen && (
        <div
          id={panelId}
          className="rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
          role="region"
          aria-label={T.advancedFilters}
        >
          <h2 className="mb-3 text-sm font-semibold text-gray-900 dark:text-gray-100">{T.advancedFilters}</h2>
          <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <div className="space-y-1.5">
              <label htmlFor={minId} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
                {T.minPrice}
              </label>
              <Input id={minId} inputMode="numeric" value={minText} onChange={(event) => setMinText(event.target.value.replace(/\D/g, ''))} placeholder="0" />
            </div>
            <div className="space-y-1.5">
              <label htmlFor={maxId} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
                {T.maxPrice}
              </label>
              <Input
                id={maxId}
                inputMode="numeric"
                value={maxText}
                onChange={(event) => setMaxText(event.target.value.replace(/\D/g, ''))}
                placeholder={T.noMaxPrice}
              />
            </div>
            <Button
              variant="ghost"
              disabled={!minText && !maxText && !filtered}
              onClick={() => {
                settleMin('');
                settleMax('');
                change({ minPrice: null, maxPrice: null });
              }}
            >
              {T.clearFilters}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
