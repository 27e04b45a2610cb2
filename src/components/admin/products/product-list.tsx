'use client';
// The back office's product list (docs/product.md, Back office): the whole catalogue, one category's products
// or one sub-type's, with search, sort, price filters, grid or list, pages and the delete flow. Search, sort,
// prices, page, page size and view live in the URL, so that a reload or a shared link shows the same page.
import { PackageOpen, Plus } from 'lucide-react';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { LoadGate } from '@/components/admin/kit/load-gate';
import { PageHeader } from '@/components/admin/kit/page-header';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/states';
import { adminRoutes } from '@/lib/admin-routes';
import { useCategories } from '@/lib/api/categories';
import { type AdminProductQuery, useProducts } from '@/lib/api/products';
import { useUrlWriter } from '@/lib/url-field';
import { useDebounced } from '@/lib/use-debounced';
import { type CatalogueParams, changeCatalogue, DEFAULT_CATALOGUE_PARAMS, parseCatalogueParams } from '@/shared/catalog/catalogue-url';
import { TIMINGS } from '@/shared/constants';
import { formatNumber } from '@/shared/format';
import { isUuid } from '@/shared/ids';
import type { Product } from '@/shared/catalog/answers';
import { CATEGORY_ID_TEXTS } from '../categories/id-texts';
import { DeleteProductDialog } from './delete-product-dialog';
import { PagedResults, useLastPageGuard } from '@/components/admin/kit/pagination';
import { LAST_LIST_KEY, ProductCard, ProductRow } from './product-card';
import { ProductFilters } from './product-filters';
import { type ListStatus, ProductStatusFilters, readListStatus, writeListStatus } from './product-status-filters';
import { PRODUCT_TEXTS as T } from './texts';

export type ProductListScope = { kind: 'all' } | { kind: 'category'; categoryId: string } | { kind: 'type'; categoryId: string; typeId: string };

/** Where 'Nouveau produit' leads from each list, with the `from` that brings the form back here. */
export function createHref(scope: ProductListScope): string {
  if (scope.kind === 'type') return adminRoutes.newSubTypeProduct(scope.categoryId, scope.typeId);
  if (scope.kind === 'category') return adminRoutes.newCategoryProduct(scope.categoryId);
  return adminRoutes.newProduct;
}

/** The list of a category or a sub-type names them by ids, each a UUID, or the list is not asked for. */
function scopeId(scope: ProductListScope): string | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'type' && !isUuid(scope.typeId)) return '';
  return scope.categoryId;
}

/** The list's own query string: only what differs from the defaults (category and type are in the path). */
function listSearch(params: CatalogueParams, status: ListStatus): string {
  const query = new URLSearchParams();
  writeListStatus(query, status);
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

/** The catalogue's resets, and the price bounds in order: a minimum above the maximum swaps them. */
function changeList(current: CatalogueParams, change: Partial<CatalogueParams>): CatalogueParams {
  const next = changeCatalogue(current, change);
  if (next.minPrice !== null && next.maxPrice !== null && next.minPrice > next.maxPrice) {
    return { ...next, minPrice: next.maxPrice, maxPrice: next.minPrice };
  }
  return next;
}


export function ProductList({ scope }: { scope: ProductListScope }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const params = useMemo(() => parseCatalogueParams(new URLSearchParams(searchParams.toString())), [searchParams]);
  const status = useMemo(() => readListStatus(new URLSearchParams(searchParams.toString())), [searchParams]);
  const categories = useCategories();
  const category = scope.kind === 'all' ? undefined : categories.data?.find((c) => c._id === scope.categoryId);
  const subType = scope.kind === 'type' ? category?.sousTypes.find((t) => t._id === scope.typeId) : undefined;

  const write = useUrlWriter(params, (next) => `${pathname}${listSearch(next, status)}`, (href) => router.replace(href, { scroll: false }));
  const change = (next: Partial<CatalogueParams>) => write((current) => changeList(current, next));
  // Another status or alert is another list: back to its first page.
  const changeStatus = (next: ListStatus) => router.replace(`${pathname}${listSearch({ ...params, page: DEFAULT_CATALOGUE_PARAMS.page }, next)}`, { scroll: false });

  // The detail's back button returns to this very page of the list (its search, sort and page).
  useEffect(() => {
    sessionStorage.setItem(LAST_LIST_KEY, `${pathname}${listSearch(params, status)}`);
  }, [pathname, params, status]);

  const id = scopeId(scope);
  const valid = id === undefined || isUuid(id);
  const categoryId = scope.kind === 'all' || !valid ? null : scope.categoryId;
  const typeId = scope.kind === 'type' && valid ? scope.typeId : null;
  const query = useMemo<AdminProductQuery>(
    () => ({
      page: params.page,
      limit: params.limit,
      sortBy: params.sort,
      minPrice: params.minPrice,
      maxPrice: params.maxPrice,
      search: params.search,
      type: categoryId,
      subtype: typeId,
      statut: status.statut,
      alerte: status.alerte,
    }),
    [params.page, params.limit, params.sort, params.minPrice, params.maxPrice, params.search, categoryId, typeId, status.statut, status.alerte],
  );
  // Filter changes in quick succession (a page size, then a sort) make one request, not several.
  const settledQuery = useDebounced(query, TIMINGS.refetchDelayMs);
  const products = useProducts(settledQuery, valid);
  const pagination = products.data?.pagination;

  useLastPageGuard(pagination, params.page, (last) => write((current) => changeList(current, { page: last })));

  const [pendingDelete, setPendingDelete] = useState<Product | null>(null);

  const title = scope.kind === 'type' ? (subType?.nom ?? '') : scope.kind === 'category' ? (category?.nom ?? '') : T.listTitle;
  const subtitle = scope.kind === 'type' ? T.subTypeProducts(category?.nom) : scope.kind === 'category' ? T.categoryProducts : T.listSubtitle;
  const back =
    scope.kind === 'type'
      ? { href: adminRoutes.categoryTypes(scope.categoryId), label: T.backToSubTypes }
      : scope.kind === 'category'
        ? { href: adminRoutes.categories, label: T.backToCategories }
        : undefined;
  const newProduct = (
    <Link href={createHref(scope)} className={buttonClass('primary')}>
      <Plus className="h-4 w-4" aria-hidden />
      {T.newProduct}
    </Link>
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title={title || '\u00a0'}
        titleClassName="truncate"
        subtitle={subtitle}
        back={back}
        meta={
          pagination && (
            <p className="text-sm text-gray-500 dark:text-gray-400" aria-live="polite">
              {T.pageCount(formatNumber(pagination.total), pagination.total, pagination.current, pagination.pages)}
            </p>
          )
        }
        actions={newProduct}
      />

      <ProductStatusFilters status={status} change={changeStatus} />
      <ProductFilters params={params} change={change} />

      <LoadGate
        read={products}
        id={id}
        texts={{ loading: T.loading, invalid: CATEGORY_ID_TEXTS.invalidId, error: T.loadError, errorDefault: T.loadErrorDefault }}
        back={back ?? { href: adminRoutes.products, label: T.backToProducts }}
      >
        {(page) =>
          page.products.length === 0 ? (
            <EmptyState
              icon={<PackageOpen className="h-10 w-10" aria-hidden />}
              title={T.emptyTitle}
              message={T.emptyText}
              action={
                <Link href={createHref(scope)} className={buttonClass('primary')}>
                  <Plus className="h-4 w-4" aria-hidden />
                  {T.addProduct}
                </Link>
              }
            />
          ) : (
            <PagedResults read={products} pagination={page.pagination} limit={params.limit} change={change}>
                {params.view === 'list' ? (
                  <div className="space-y-3">
                    {page.products.map((product) => (
                      <ProductRow key={product._id} product={product} onDelete={setPendingDelete} />
                    ))}
                  </div>
                ) : (
                  <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                    {page.products.map((product) => (
                      <ProductCard key={product._id} product={product} onDelete={setPendingDelete} />
                    ))}
                  </div>
                )}
              </PagedResults>
          )
        }
      </LoadGate>

      <DeleteProductDialog product={pendingDelete} scope={scope.kind} onClose={() => setPendingDelete(null)} />
    </div>
  );
}
