'use client';
// The back office's product list (docs/product.md, Back office): the whole catalogue, one category's products
// or one sub-type's, with search, sort, price filters, grid or list, pages and the delete flow. Search, sort,
// prices, page, page size and view live in the URL, so that a reload or a shared link shows the same page.
import { ArrowLeft, LayoutGrid, List, PackageOpen, Plus, Search, SlidersHorizontal } from 'lucide-react';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/field';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { errorText } from '@/lib/api/answer';
import { useCategories } from '@/lib/api/categories';
import { useProducts } from '@/lib/api/products';
import { cn } from '@/lib/cn';
import { readInteger } from '@/lib/product-rules';
import { type CatalogueParams, changeCatalogue, DEFAULT_CATALOGUE_PARAMS, parseCatalogueParams } from '@/shared/catalogue-url';
import { LIMITS, SORT_LABELS, SORT_OPTIONS, type SortOption, TIMINGS } from '@/shared/constants';
import { formatNumber } from '@/shared/format';
import type { Product, ProductQuery } from '@/shared/types';
import { DeleteProductDialog } from './delete-product-dialog';
import { Pagination } from './pagination';
import { LAST_LIST_KEY, ProductCard, ProductRow } from './product-card';
import { PRODUCT_TEXTS } from './texts';

export type ProductListScope = { kind: 'all' } | { kind: 'category'; categoryId: string } | { kind: 'type'; categoryId: string; typeId: string };

/** Where 'Nouveau produit' leads from each list, with the `from` that brings the form back here. */
export function createHref(scope: ProductListScope): string {
  if (scope.kind === 'type') return `/admin/categories/${scope.categoryId}/type/${scope.typeId}/produits/add?from=type`;
  if (scope.kind === 'category') return `/admin/categories/${scope.categoryId}/produits/add?from=categories`;
  return '/admin/produits/add';
}

/** The list's own query string: only what differs from the defaults (category and type are in the path). */
function listSearch(params: CatalogueParams): string {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.sort !== DEFAULT_CATALOGUE_PARAMS.sort) query.set('sort', params.sort);
  if (params.minPrice !== null) query.set('minPrice', String(params.minPrice));
  if (params.maxPrice !== null) query.set('maxPrice', String(params.maxPrice));
  if (params.limit !== DEFAULT_CATALOGUE_PARAMS.limit) query.set('limit', String(params.limit));
  if (params.view !== 'grid') query.set('view', params.view);
  if (params.page !== DEFAULT_CATALOGUE_PARAMS.page) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** A price bound as typed: digits only, empty for none, within what the API compares. */
function priceBound(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  return digits ? Math.min(readInteger(digits), LIMITS.priceMax) : null;
}

export function ProductList({ scope }: { scope: ProductListScope }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const params = useMemo(() => parseCatalogueParams(new URLSearchParams(searchParams.toString())), [searchParams]);
  const categories = useCategories();
  const category = scope.kind === 'all' ? undefined : categories.data?.find((c) => c._id === scope.categoryId);
  const subType = scope.kind === 'type' ? category?.sousTypes.find((t) => t._id === scope.typeId) : undefined;

  const change = (next: Partial<CatalogueParams>) => {
    router.replace(`${pathname}${listSearch(changeCatalogue(params, next))}`, { scroll: false });
  };

  // The search box waits for a pause in typing before it changes the list.
  const [searchText, setSearchText] = useState(params.search ?? '');
  const typedSearch = useDebounced(searchText, TIMINGS.searchDebounceMs);
  const pushedSearch = useRef(params.search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled text changes the URL
  useEffect(() => {
    const next = typedSearch.trim() || null;
    if (next !== params.search) {
      pushedSearch.current = next;
      change({ search: next });
    }
  }, [typedSearch]);
  // The URL changed by other means (the sidebar's link, the browser's back button): the box follows it.
  useEffect(() => {
    if (params.search !== pushedSearch.current) {
      pushedSearch.current = params.search;
      setSearchText(params.search ?? '');
    }
  }, [params.search]);

  const [filtersOpen, setFiltersOpen] = useState(params.minPrice !== null || params.maxPrice !== null);
  const [minText, setMinText] = useState(params.minPrice?.toString() ?? '');
  const [maxText, setMaxText] = useState(params.maxPrice?.toString() ?? '');
  const typedPrices = useDebounced(`${minText}|${maxText}`, TIMINGS.priceFilterDebounceMs);
  const pushedPrices = useRef(`${params.minPrice}|${params.maxPrice}`);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only settled bounds change the URL
  useEffect(() => {
    let minPrice = priceBound(minText);
    let maxPrice = priceBound(maxText);
    if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
    if (minPrice !== params.minPrice || maxPrice !== params.maxPrice) {
      pushedPrices.current = `${minPrice}|${maxPrice}`;
      change({ minPrice, maxPrice });
    }
  }, [typedPrices]);
  useEffect(() => {
    const bounds = `${params.minPrice}|${params.maxPrice}`;
    if (bounds !== pushedPrices.current) {
      pushedPrices.current = bounds;
      setMinText(params.minPrice?.toString() ?? '');
      setMaxText(params.maxPrice?.toString() ?? '');
    }
  }, [params.minPrice, params.maxPrice]);

  // The detail's back button returns to this very page of the list (its search, sort and page).
  useEffect(() => {
    sessionStorage.setItem(LAST_LIST_KEY, `${pathname}${listSearch(params)}`);
  }, [pathname, params]);

  const categoryId = scope.kind === 'all' ? null : scope.categoryId;
  const typeId = scope.kind === 'type' ? scope.typeId : null;
  const query = useMemo<ProductQuery>(
    () => ({
      page: params.page,
      limit: params.limit,
      sortBy: params.sort,
      minPrice: params.minPrice,
      maxPrice: params.maxPrice,
      search: params.search,
      type: categoryId,
      subtype: typeId,
    }),
    [params.page, params.limit, params.sort, params.minPrice, params.maxPrice, params.search, categoryId, typeId],
  );
  // Filter changes in quick succession (a page size, then a sort) make one request, not several.
  const settledQuery = useDebounced(query, TIMINGS.refetchDelayMs);
  const products = useProducts(settledQuery);
  const pagination = products.data?.pagination;

  // A page past the last (the last product of the last page deleted, an old link) shows the last page instead.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the answer only
  useEffect(() => {
    if (pagination && pagination.total > 0 && params.page > pagination.pages) change({ page: pagination.pages });
  }, [pagination]);

  const [pendingDelete, setPendingDelete] = useState<Product | null>(null);

  const title = scope.kind === 'type' ? (subType?.nom ?? '') : scope.kind === 'category' ? (category?.nom ?? '') : PRODUCT_TEXTS.listTitle;
  const subtitle =
    scope.kind === 'type'
      ? `Produits du sous-type${category ? ` · ${category.nom}` : ''}`
      : scope.kind === 'category'
        ? 'Produits de cette catégorie'
        : PRODUCT_TEXTS.listSubtitle;
  const back =
    scope.kind === 'type'
      ? { href: `/admin/categories/${scope.categoryId}/type`, label: 'Retour aux sous-types' }
      : scope.kind === 'category'
        ? { href: '/admin/categories', label: 'Retour aux catégories' }
        : null;

  const searchId = useId();
  const sortId = useId();
  const minId = useId();
  const maxId = useId();
  const panelId = useId();
  const filtered = params.minPrice !== null || params.maxPrice !== null;

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 space-y-1">
          {back && (
            <Link
              href={back.href}
              className="mb-1 inline-flex items-center gap-1 text-sm text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-gray-100"
            >
              <ArrowLeft className="h-4 w-4" aria-hidden />
              {back.label}
            </Link>
          )}
          <h1 className="truncate text-2xl font-bold tracking-tight text-gray-900 dark:text-gray-50">{title || '\u00a0'}</h1>
          <p className="text-sm text-gray-600 dark:text-gray-400">{subtitle}</p>
          {pagination && (
            <p className="text-sm text-gray-500 dark:text-gray-400" aria-live="polite">
              {formatNumber(pagination.total)} produit{pagination.total > 1 ? 's' : ''} · Page {pagination.current} sur {pagination.pages}
            </p>
          )}
        </div>
        <Link href={createHref(scope)} className={buttonClass('primary', 'md', 'self-start sm:self-auto')}>
          <Plus className="h-4 w-4" aria-hidden />
          {PRODUCT_TEXTS.newProduct}
        </Link>
      </header>

      <section aria-label="Recherche et filtres" className="space-y-3">
        <div className="flex flex-col gap-2 md:flex-row md:items-center">
          <div className="relative flex-1">
            <label htmlFor={searchId} className="sr-only">
              {PRODUCT_TEXTS.searchPlaceholder}
            </label>
            <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-400" aria-hidden />
            <Input
              id={searchId}
              type="search"
              value={searchText}
              maxLength={LIMITS.searchMax}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder={PRODUCT_TEXTS.searchPlaceholder}
              className="pl-9"
            />
          </div>
          <div className="flex items-center gap-2">
            <label htmlFor={sortId} className="sr-only">
              Trier par
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
              <span className="hidden sm:inline">{PRODUCT_TEXTS.advancedFilters}</span>
              <span className="sr-only sm:hidden">{PRODUCT_TEXTS.advancedFilters}</span>
            </Button>
            <div className="flex rounded-md border border-gray-300 p-0.5 dark:border-gray-700" role="group" aria-label="Affichage">
              {(
                [
                  ['grid', 'Grille', LayoutGrid],
                  ['list', 'Liste', List],
                ] as const
              ).map(([view, label, Icon]) => (
                <button
                  key={view}
                  type="button"
                  aria-pressed={params.view === view}
                  aria-label={label}
                  onClick={() => change({ view })}
                  className={cn(
                    'rounded p-1.5 focus-visible:outline-2 focus-visible:outline-brand-600',
                    params.view === view
                      ? 'bg-gray-900 text-white dark:bg-gray-100 dark:text-gray-900'
                      : 'text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800',
                  )}
                >
                  <Icon className="h-4 w-4" aria-hidden />
                </button>
              ))}
            </div>
          </div>
        </div>
        {filtersOpen && (
          <div
            id={panelId}
            className="rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
            role="region"
            aria-label={PRODUCT_TEXTS.advancedFilters}
          >
            <h2 className="mb-3 text-sm font-semibold text-gray-900 dark:text-gray-100">{PRODUCT_TEXTS.advancedFilters}</h2>
            <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
              <div className="space-y-1.5">
                <label htmlFor={minId} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
                  {PRODUCT_TEXTS.minPrice}
                </label>
                <Input id={minId} inputMode="numeric" value={minText} onChange={(event) => setMinText(event.target.value.replace(/\D/g, ''))} placeholder="0" />
              </div>
              <div className="space-y-1.5">
                <label htmlFor={maxId} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
                  {PRODUCT_TEXTS.maxPrice}
                </label>
                <Input id={maxId} inputMode="numeric" value={maxText} onChange={(event) => setMaxText(event.target.value.replace(/\D/g, ''))} placeholder="Aucun" />
              </div>
              <Button
                variant="ghost"
                disabled={!minText && !maxText && !filtered}
                onClick={() => {
                  setMinText('');
                  setMaxText('');
                  pushedPrices.current = 'null|null';
                  change({ minPrice: null, maxPrice: null });
                }}
              >
                {PRODUCT_TEXTS.clearFilters}
              </Button>
            </div>
          </div>
        )}
      </section>

      {products.isPending ? (
        <LoadingState label={PRODUCT_TEXTS.loading} />
      ) : products.isError && !products.data ? (
        <ErrorState
          title={PRODUCT_TEXTS.loadError}
          message={errorText(products.error, PRODUCT_TEXTS.loadErrorDefault)}
          onRetry={() => void products.refetch()}
        />
      ) : products.data && products.data.products.length === 0 ? (
        <EmptyState
          icon={<PackageOpen className="h-10 w-10" aria-hidden />}
          title={PRODUCT_TEXTS.emptyTitle}
          message={PRODUCT_TEXTS.emptyText}
          action={
            <Link href={createHref(scope)} className={buttonClass('primary')}>
              <Plus className="h-4 w-4" aria-hidden />
              {PRODUCT_TEXTS.addProduct}
            </Link>
          }
        />
      ) : (
        <div className={cn('transition-opacity', products.isPlaceholderData && 'opacity-60')} aria-busy={products.isFetching}>
          {params.view === 'list' ? (
            <div className="space-y-3">
              {products.data?.products.map((product) => (
                <ProductRow key={product._id} product={product} onDelete={setPendingDelete} />
              ))}
            </div>
          ) : (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {products.data?.products.map((product) => (
                <ProductCard key={product._id} product={product} onDelete={setPendingDelete} />
              ))}
            </div>
          )}
        </div>
      )}

      {pagination && (products.data?.products.length ?? 0) > 0 && (
        <Pagination
          page={pagination.current}
          pages={pagination.pages}
          limit={params.limit}
          onPage={(page) => {
            change({ page });
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
          onLimit={(limit) => change({ limit })}
        />
      )}

      <DeleteProductDialog
        product={pendingDelete}
        scope={scope.kind}
        onClose={() => setPendingDelete(null)}
      />
    </div>
  );
}
