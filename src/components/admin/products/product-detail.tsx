'use client';
// One product in the back office (docs/product.md, Back office): pictures, badges, price and promotion,
// category, description, and the way to edit or delete it; a draft's 'Publier', the threshold, the expiry date and
// the stock's history (docs/product.md, "Drafts, thresholds and expiry dates").
import { AlertTriangle, EyeOff, Pencil, Send, Star, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useState } from 'react';
import { LoadGate } from '@/components/admin/kit/load-gate';
import { PageHeader } from '@/components/admin/kit/page-header';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { adminRoutes, isAdminPath } from '@/lib/admin-routes';
import { errorText } from '@/lib/api/answer';
import { usePublishProduct, useProduct } from '@/lib/api/products';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/cn';
import { readableId } from '@/lib/load-state';
import { productReference } from '@/lib/product-rules';
import { dakarToday, isExpired } from '@/shared/alerts/rules';
import { formatDate, formatDateTime, formatNumber, formatPrice } from '@/shared/format';
import { TOAST_TITLES } from '@/shared/messages';
import { hasPromotion, salePrice } from '@/shared/orders/pricing';
import { PRODUCT_STATUS_LABELS } from '@/shared/catalog/product-status';
import { isOutOfStock, productDescription } from '@/shared/catalog/product-display';
import type { AdminProduct, Product } from '@/shared/catalog/answers';
import { DeleteProductDialog } from './delete-product-dialog';
import { LAST_LIST_KEY } from './product-card';
import { ProductImage } from './product-image';
import { StockHistory } from './stock-history';
import { PRODUCT_TEXTS as T } from './texts';
import { VariantTable } from './variant-table';

function Gallery({ product }: { product: Product }) {
  const [index, setIndex] = useState(0);
  const images = product.images;
  if (images.length === 0) {
    return <ProductImage src={null} alt="" emptyLabel={T.noImageAvailable} className="aspect-square w-full rounded-lg" />;
  }
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div className="space-y-3">
      <div className="overflow-hidden rounded-lg border border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
        <ProductImage src={current.url} alt={current.alt || product.nom} className="aspect-square w-full object-contain" />
      </div>
      {images.length > 1 && (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Images du produit">
          {images.map((image, i) => (
            <button
              key={image._id}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`Image ${i + 1} sur ${images.length}`}
              aria-pressed={i === index}
              className={cn(
                'h-16 w-16 overflow-hidden rounded-md border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                i === index ? 'border-brand-600' : 'border-transparent opacity-75 hover:opacity-100',
              )}
            >
              <ProductImage src={image.thumbnailUrl || image.url} alt="" className="h-full w-full" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function PriceBlock({ product }: { product: Product }) {
  // A product with variants is priced 'à partir de' its cheapest on sale.
  const from = product.variantes?.length ? <span className="mr-2 text-base font-normal text-gray-600 dark:text-gray-400">{T.fromPrice}</span> : null;
  if (hasPromotion(product)) {
    const paid = salePrice(product);
    return (
      <div className="space-y-2 rounded-lg border border-emerald-200 bg-emerald-50 p-4 dark:border-emerald-900 dark:bg-emerald-950/40">
        <Badge tone="red" className="text-xs font-bold">
          -{product.pourcentPromotion}% DE RÉDUCTION
        </Badge>
        <div className="flex flex-wrap items-baseline gap-x-3">
          <span className="text-3xl font-bold text-emerald-700 dark:text-emerald-400">
            {from}
            {formatPrice(paid)}
          </span>
          <s className="text-lg text-gray-500 dark:text-gray-400">{formatPrice(product.prix)}</s>
        </div>
        <p className="text-sm font-medium text-emerald-800 dark:text-emerald-300">Économie de {formatNumber(product.prix - paid)} FCFA</p>
      </div>
    );
  }
  return (
    <p className="text-3xl font-bold text-gray-900 dark:text-gray-50">
      {from}
      {formatPrice(product.prix)}
    </p>
  );
}

export function ProductDetail({ id }: { id: string }) {
  const product = useProduct(readableId(id));
  return (
    <LoadGate
      read={product}
      id={id}
      notFound="product_not_found"
      texts={{
        loading: T.detailLoading,
        invalid: T.invalidId,
        missing: T.notFoundTitle,
        missingText: T.notFoundText,
        error: T.loadError,
        errorDefault: T.detailLoadErrorDefault,
      }}
      back={{ href: adminRoutes.products, label: T.backToProducts }}
    >
      {(data) => <Detail data={data} />}
    </LoadGate>
  );
}

function Notice({ tone, title, children }: { tone: 'gray' | 'red' | 'amber'; title: string; children?: ReactNode }) {
  const tones = {
    gray: 'border-gray-300 bg-gray-50 text-gray-800 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-200',
    red: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300',
    amber: 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200',
  };
  return (
    <div role="status" className={cn('flex items-start gap-3 rounded-lg border p-4 text-sm', tones[tone])}>
      <EyeOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div className="flex-1">
        <p className="font-semibold">{title}</p>
        {children}
      </div>
    </div>
  );
}

function thresholdText(product: AdminProduct): string {
  if (product.seuilStockBas === null) return T.thresholdShop;
  return product.seuilStockBas === 0 ? T.thresholdOff : formatNumber(product.seuilStockBas);
}

function Detail({ data }: { data: AdminProduct }) {
  const router = useRouter();
  const publish = usePublishProduct();
  const expired = isExpired(data, dakarToday());
  const [deleting, setDeleting] = useState(false);
  const [backHref, setBackHref] = useState<string>(adminRoutes.products);
  useEffect(() => {
    const last = sessionStorage.getItem(LAST_LIST_KEY);
    if (isAdminPath(last)) setBackHref(last);
  }, []);
  const description = productDescription(data.description);
  const outOfStock = isOutOfStock(data);

  return (
    <div className="space-y-6">
      <PageHeader
        className="sm:items-start"
        title={data.nom}
        subtitle={<p className="font-mono text-gray-500 dark:text-gray-400">{T.reference(productReference(data))}</p>}
        back={{ href: backHref, label: T.backToProducts }}
        backStyle="icon"
        actions={
          <>
            {data.brouillon && (
              <Button
                className="w-full sm:w-auto"
                busy={publish.isPending}
                onClick={() =>
                  publish.mutate(data._id, {
                    onSuccess: (answer) => notify('success', TOAST_TITLES.success, answer.message),
                    onError: (error) => notify('error', TOAST_TITLES.error, errorText(error, T.loadErrorDefault)),
                  })
                }
              >
                <Send className="h-4 w-4" aria-hidden />
                {publish.isPending ? T.publishing : T.publish}
              </Button>
            )}
            <Link href={adminRoutes.editProduct(data._id)} className={buttonClass('secondary', 'md', 'flex-1 sm:flex-none')}>
              <Pencil className="h-4 w-4" aria-hidden />
              {T.edit}
            </Link>
            <Button variant="danger" className="flex-1 sm:flex-none" onClick={() => setDeleting(true)}>
              <Trash2 className="h-4 w-4" aria-hidden />
              {T.delete}
            </Button>
          </>
        }
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <Gallery product={data} />
        <div className="space-y-5">
          {data.brouillon && <Notice tone="gray" title={T.draftBanner} />}
          {expired && <Notice tone={data.visibleSiPerime ? 'amber' : 'red'} title={data.visibleSiPerime ? T.expiredKeptBanner : T.expiredBanner} />}
          {outOfStock && (
            <div
              role="alert"
              className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300"
            >
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <div>
                <p className="font-semibold">{T.outOfStockLong}</p>
                <p>Ce produit ne peut pas être commandé tant qu'il est en rupture.</p>
              </div>
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            {data.brouillon && (
              <Badge tone="gray" className="ring-1 ring-gray-400 ring-inset dark:ring-gray-500">
                {PRODUCT_STATUS_LABELS.draft}
              </Badge>
            )}
            {expired && <Badge tone="red">{PRODUCT_STATUS_LABELS.expired}</Badge>}
            {data.aLaUne && (
              <Badge tone="amber">
                <Star className="h-3 w-3" aria-hidden />
                {T.featured}
              </Badge>
            )}
            {outOfStock && <Badge tone="red">{T.outOfStockLong}</Badge>}
          </div>
          <PriceBlock product={data} />
          <Card>
            <CardContent className="space-y-4 p-5">
              <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-3 text-sm">
                <dt className="text-gray-500 dark:text-gray-400">Catégorie</dt>
                <dd>
                  <Badge tone="blue">{data.typeProduit?.nom ?? T.noCategory}</Badge>
                </dd>
                {data.sousTypeProduit && (
                  <>
                    <dt className="text-gray-500 dark:text-gray-400">Sous-type</dt>
                    <dd>
                      <Badge tone="purple">{data.sousTypeProduit.nom}</Badge>
                    </dd>
                  </>
                )}
                <dt className="text-gray-500 dark:text-gray-400">Stock</dt>
                <dd className="text-gray-900 dark:text-gray-100">
                  {data.stock === null ? 'Non suivi' : formatNumber(data.stock)}
                  {data.variantes?.length ? <span className="text-gray-500 dark:text-gray-400"> · {T.stockSum}</span> : null}
                </dd>
                <dt className="text-gray-500 dark:text-gray-400">{T.threshold}</dt>
                <dd className="text-gray-900 dark:text-gray-100">{thresholdText(data)}</dd>
                <dt className="text-gray-500 dark:text-gray-400">{T.expiry}</dt>
                <dd className={cn('text-gray-900 dark:text-gray-100', expired && 'font-medium text-red-700 dark:text-red-400')}>
                  {data.datePeremption ? formatDate(data.datePeremption) : T.noExpiry}
                  {data.datePeremption && data.visibleSiPerime && <span className="text-gray-500 dark:text-gray-400"> · {T.keptAfterExpiry}</span>}
                </dd>
                <dt className="text-gray-500 dark:text-gray-400">{T.feeds}</dt>
                <dd className="text-gray-900 dark:text-gray-100">{data.excluCatalogues ? T.feedsExcluded : T.feedsIncluded}</dd>
                <dt className="text-gray-500 dark:text-gray-400">Modifié le</dt>
                <dd className="text-gray-900 dark:text-gray-100">{formatDateTime(data.updatedAt)}</dd>
              </dl>
            </CardContent>
          </Card>
          <VariantTable product={data} />
          <section>
            <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-gray-500 dark:text-gray-400">Description</h2>
            {description ? (
              <p className="whitespace-pre-line text-gray-800 dark:text-gray-200">{description}</p>
            ) : (
              <p className="italic text-gray-500 dark:text-gray-400">{T.noDescriptionLong}</p>
            )}
          </section>
          <StockHistory productId={data._id} variants={data.variantes} />
        </div>
      </div>

      <DeleteProductDialog
        product={deleting ? data : null}
        scope="all"
        onClose={() => setDeleting(false)}
        onDeleted={() => router.push(adminRoutes.products)}
      />
    </div>
  );
}
