import { SlidersHorizontal, X } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/shop/breadcrumb';
import { CatalogueFilters, type FilterCategory } from '@/components/shop/catalogue-filters';
import { CatalogueToolbar } from '@/components/shop/catalogue-toolbar';
import { HeroSlideshow } from '@/components/shop/hero-slideshow';
import { pageMetadata, shortDescription } from '@/components/shop/page-metadata';
import { Pagination } from '@/components/shop/pagination';
import { ProductGrid } from '@/components/shop/product-grid';
import { Drawer } from '@/components/ui/drawer';
import { readPageData } from '@/server/page-data';
import { readBestProducts, readCategories, readProductPage } from '@/server/services/catalog/cached-reads';
import {
  type CatalogueNames,
  type CatalogueParams,
  catalogueHref,
  catalogueTitle,
  parseCatalogueParams,
  toProductQuery,
} from '@/shared/catalog/catalogue-url';
import { LIMITS } from '@/shared/constants';
import { SHOP_TEXTS } from '@/shared/shop/messages';
import type { Category, ProductPage } from '@/shared/catalog/answers';

export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The page's heading, filters and description come from the categories: unreadable, the page is the error page. */
const loadCategories = (): Promise<Category[]> => readPageData('categories', readCategories);

function namesOf(params: CatalogueParams, categories: Category[]): CatalogueNames & { categoryObject: Category | null } {
  const category = categories.find((c) => c._id === params.categorie) ?? null;
  const subType = category?.sousTypes.find((t) => t._id === params.type) ?? null;
  return { category: category?.nom ?? null, subType: subType?.nom ?? null, categoryObject: category };
}

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const params = parseCatalogueParams(await searchParams);
  const names = namesOf(params, await loadCategories());
  const title = catalogueTitle(params, names);
  const description = names.categoryObject
    ? shortDescription(names.categoryObject.description ?? names.categoryObject.accroche ?? title)
    : 'Tout le catalogue : protéines, vitamines, compléments, soins de la peau et épices importés des États-Unis, livrés à Dakar en 24h.';
  return pageMetadata({
    title,
    description,
    path: catalogueHref({ categorie: params.categorie, type: params.type }),
    noIndex: params.search !== null,
  });
}

/** Unreadable while the categories were read, the list says so in its place, with 'Réessayer' (docs/product.md). */
const loadProducts = (params: CatalogueParams): Promise<ProductPage | null> =>
  readPageData('catalogue products', () => readProductPage(toProductQuery(params)), { fallback: null });

/** Decoration: unreadable, the hero shows its gradient alone, as it does for a catalogue without pictures. */
async function heroImages(): Promise<string[]> {
  const groups = await readPageData('hero pictures', () => readBestProducts(LIMITS.heroSlideshowImages), { fallback: [] });
  return groups
    .flatMap((group) => group.produits)
    .flatMap((product) => (product.imagePrincipale ? [product.imagePrincipale.thumbnailUrl] : []))
    .slice(0, LIMITS.heroSlideshowImages);
}

export default async function CataloguePage({ searchParams }: { searchParams: SearchParams }) {
  const params = parseCatalogueParams(await searchParams);
  const [categories, page, images] = await Promise.all([loadCategories(), loadProducts(params), heroImages()]);
  const names = namesOf(params, categories);
  const title = catalogueTitle(params, names);
  const filterCategories: FilterCategory[] = categories.map(({ _id, nom, nbProduitsTotal, sousTypes }) => ({ _id, nom, nbProduitsTotal, sousTypes }));
  const crumbs = [{ label: 'Accueil', href: '/' }, { label: 'Produits', href: names.category || params.search ? '/pro' : undefined }];
  if (names.category) crumbs.push({ label: names.category, href: names.subType ? catalogueHref({ categorie: params.categorie }) : undefined });
  if (names.subType) crumbs.push({ label: names.subType, href: undefined });

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <HeroSlideshow images={images} />
        <div className="relative mx-auto max-w-7xl px-4 py-8 md:py-12">
          <Breadcrumb items={crumbs} inverted />
          <h1 className="mt-3 text-2xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-2 max-w-2xl text-brand-50">
            {names.categoryObject?.accroche ?? 'Produits américains 100 % authentiques, livrés à Dakar en 24h.'}
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-6 md:py-8">
        <div className="flex gap-8">
          <aside aria-label="Filtres" className="hidden w-64 shrink-0 md:block">
            <CatalogueFilters params={params} categories={filterCategories} idPrefix="filters" />
          </aside>

          <div className="min-w-0 flex-1">
            <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
              <div className="flex items-center gap-3">
                <Drawer
                  label="Ouvrir les filtres"
                  title="Filtres"
                  testId="filters-drawer"
                  closeIcon={<X aria-hidden="true" className="size-5" />}
                  trigger={
                    <>
                      <SlidersHorizontal aria-hidden="true" className="size-4" />
                      Filtres
                    </>
                  }
                  triggerClassName="inline-flex h-10 items-center gap-2 rounded-lg border border-gray-300 px-3 text-sm font-semibold text-gray-800 hover:bg-gray-50 md:hidden"
                >
                  <CatalogueFilters params={params} categories={filterCategories} idPrefix="drawer-filters" />
                </Drawer>
                <p className="text-sm text-gray-700" data-testid="result-count" aria-live="polite">
                  {page ? `${page.pagination.total} produit${page.pagination.total > 1 ? 's' : ''}` : ''}
                </p>
              </div>
              <CatalogueToolbar params={params} />
            </div>

            {page === null ? (
              <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
                <p className="text-lg font-semibold text-red-800">{SHOP_TEXTS.catalogueErrorTitle}</p>
                <p className="mt-1 text-red-800">{SHOP_TEXTS.catalogueError}</p>
                <Link href={catalogueHref(params)} className="mt-4 inline-flex h-10 items-center rounded-full bg-red-700 px-5 font-semibold text-white">
                  {SHOP_TEXTS.retry}
                </Link>
              </div>
            ) : page.products.length === 0 ? (
              <div className="rounded-2xl border border-dashed border-gray-300 p-10 text-center">
                <p className="text-lg font-semibold text-gray-900">{SHOP_TEXTS.noProducts}</p>
                <p className="mt-1 text-gray-600">{SHOP_TEXTS.noProductsHint}</p>
                <Link href={catalogueHref()} className="mt-4 inline-flex h-10 items-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
                  Voir tous les produits
                </Link>
              </div>
            ) : (
              <>
                <h2 className="sr-only">Liste des produits</h2>
                <ProductGrid products={page.products} layout={params.view} priorityCount={2} />
                <Pagination params={params} pages={page.pagination.pages} />
              </>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
