'use client';
// One product of the back-office list, as a card (grid) or a row (list): pictures, badges, price, category,
// sub-type, reference and the menu of actions.
import { ChevronLeft, ChevronRight, Eye, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { ActionMenu } from '@/components/ui/action-menu';
import { adminRoutes } from '@/lib/admin-routes';
import { cn } from '@/lib/cn';
import { productReference } from '@/lib/product-rules';
import { formatPrice } from '@/shared/format';
import { hasPromotion } from '@/shared/orders/pricing';
import { isOutOfStock, productDescription } from '@/shared/catalog/product-display';
import { dakarToday, isExpired } from '@/shared/alerts/rules';
import { PRODUCT_STATUS_LABELS } from '@/shared/catalog/product-status';
import type { AdminProduct, Product } from '@/shared/catalog/answers';
import { ProductImage } from './product-image';
import { PRODUCT_TEXTS } from './texts';

/** sessionStorage key of the list page last shown (its search, sort and page), for the detail's way back. */
export const LAST_LIST_KEY = 'admin:produits:list';

/** A product with variants: how many, and its stock in all (the sum of theirs). */
export function VariantsLine({ product, className }: { product: Product; className?: string }) {
  if (!product.variantes?.length) return null;
  return (
    <p className={cn('text-xs text-gray-600 dark:text-gray-400', className)} data-testid="variants">
      <span className="font-medium text-gray-800 dark:text-gray-200">{PRODUCT_TEXTS.variantsCount(product.variantes.length)}</span> ·{' '}
      {PRODUCT_TEXTS.stockInAll(product.stock)}
    </p>
  );
}

/** 'à partir de', before the price of a product with variants: its cheapest. */
const FromPrice = ({ product }: { product: Product }) =>
  product.variantes?.length ? <span className="mr-1 text-xs font-normal text-gray-600 dark:text-gray-400">{PRODUCT_TEXTS.fromPrice}</span> : null;

export function PriceTag({ product, className }: { product: Product; className?: string }) {
  if (hasPromotion(product)) {
    return (
      <div className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
        <FromPrice product={product} />
        <span className="font-semibold text-emerald-700 dark:text-emerald-400" data-testid="price">
          {formatPrice(product.prixApresPromotion)}
        </span>
        <s className="text-xs text-gray-500 dark:text-gray-400" data-testid="old-price">
          <span className="sr-only">Prix normal : </span>
          {formatPrice(product.prix)}
        </s>
      </div>
    );
  }
  return (
    <div className={cn('font-semibold text-gray-900 dark:text-gray-100', className)} data-testid="price">
      <FromPrice product={product} />
      {formatPrice(product.prix)}
    </div>
  );
}

function StatusBadges({ product }: { product: Product & Partial<AdminProduct> }) {
  return (
    <>
      {product.brouillon && (
        <Badge tone="gray" className="ring-1 ring-gray-400 ring-inset dark:ring-gray-500">
          {PRODUCT_STATUS_LABELS.draft}
        </Badge>
      )}
      {isExpired({ datePeremption: product.datePeremption ?? null }, dakarToday()) && <Badge tone="red">{PRODUCT_STATUS_LABELS.expired}</Badge>}
      {product.aLaUne && <Badge tone="amber">{PRODUCT_TEXTS.featured}</Badge>}
      {product.pourcentPromotion > 0 && <Badge tone="red">-{product.pourcentPromotion}%</Badge>}
      {isOutOfStock(product) && <Badge tone="red">{PRODUCT_TEXTS.outOfStock}</Badge>}
    </>
  );
}

function CategoryBadges({ product }: { product: Product }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge tone="blue" title="Catégorie">
        {product.typeProduit?.nom ?? PRODUCT_TEXTS.noCategory}
      </Badge>
      <Badge tone={product.sousTypeProduit ? 'purple' : 'gray'} title="Sous-type">
        {product.sousTypeProduit?.nom ?? PRODUCT_TEXTS.noSubType}
      </Badge>
    </div>
  );
}

interface ActionsProps {
  product: Product;
  onDelete: (product: Product) => void;
}

function ProductMenu({ product, onDelete }: ActionsProps) {
  const router = useRouter();
  return (
    <ActionMenu
      label={`Actions pour ${product.nom}`}
      className="rounded-md p-1.5 text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-gray-300 dark:hover:bg-gray-800"
      actions={[
        { label: PRODUCT_TEXTS.view, icon: <Eye className="h-4 w-4" aria-hidden />, onSelect: () => router.push(adminRoutes.product(product._id)) },
        { label: PRODUCT_TEXTS.edit, icon: <Pencil className="h-4 w-4" aria-hidden />, onSelect: () => router.push(adminRoutes.editProduct(product._id)) },
        { label: PRODUCT_TEXTS.delete, icon: <Trash2 className="h-4 w-4" aria-hidden />, danger: true, onSelect: () => onDelete(product) },
      ]}
    >
      <MoreVertical className="h-4 w-4" aria-hidden />
    </ActionMenu>
  );
}

/** The card's pictures, one at a time, with arrows and dots when there are several. */
function CardCarousel({ product }: { product: Product }) {
  const [index, setIndex] = useState(0);
  const images = product.images;
  const count = images.length;
  const current = images[Math.min(index, Math.max(0, count - 1))];
  const step = (delta: number) => setIndex((i) => (i + delta + count) % count);
  return (
    <div className="group relative aspect-[4/3] overflow-hidden bg-gray-100 dark:bg-gray-800">
      <ProductImage src={current?.thumbnailUrl ?? current?.url} alt={current?.alt ?? product.nom} className="h-full w-full" />
      {count > 1 && (
        <>
          <button
            type="button"
            onClick={() => step(-1)}
            aria-label="Image précédente"
            className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-1 text-gray-800 shadow focus-visible:outline-2 focus-visible:outline-brand-600 sm:opacity-0 sm:group-hover:opacity-100 sm:focus-visible:opacity-100"
          >
            <ChevronLeft className="h-4 w-4" aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => step(1)}
            aria-label="Image suivante"
            className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-1 text-gray-800 shadow focus-visible:outline-2 focus-visible:outline-brand-600 sm:opacity-0 sm:group-hover:opacity-100 sm:focus-visible:opacity-100"
          >
            <ChevronRight className="h-4 w-4" aria-hidden />
          </button>
          <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1.5" aria-hidden>
            {images.map((image, i) => (
              <span key={image._id} className={cn('h-1.5 w-1.5 rounded-full', i === index ? 'bg-white' : 'bg-white/50')} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

export function ProductCard({ product, onDelete }: ActionsProps) {
  const description = productDescription(product.description);
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm dark:border-gray-800 dark:bg-gray-900">
      <div className="relative">
        <CardCarousel product={product} />
        <div className="pointer-events-none absolute left-2 top-2 flex flex-wrap gap-1">
          <StatusBadges product={product} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="line-clamp-2 text-[15px] font-semibold leading-snug text-gray-900 dark:text-gray-100">
            <Link href={adminRoutes.product(product._id)} className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
              {product.nom}
            </Link>
          </h3>
          <ProductMenu product={product} onDelete={onDelete} />
        </div>
        {description && <p className="line-clamp-2 text-sm text-gray-600 dark:text-gray-400">{description}</p>}
        <div className="mt-auto space-y-2 pt-1">
          <PriceTag product={product} />
          <VariantsLine product={product} />
          <CategoryBadges product={product} />
          <p className="font-mono text-xs text-gray-500 dark:text-gray-400">Réf. {productReference(product)}</p>
        </div>
      </div>
    </article>
  );
}

export function ProductRow({ product, onDelete }: ActionsProps) {
  const first = product.images[0];
  return (
    <article className="flex gap-3 rounded-lg border border-gray-200 bg-white p-3 shadow-sm sm:gap-4 dark:border-gray-800 dark:bg-gray-900">
      <div className="h-20 w-20 shrink-0 overflow-hidden rounded-md sm:h-24 sm:w-24">
        <ProductImage src={first?.thumbnailUrl ?? first?.url} alt={first?.alt ?? product.nom} className="h-full w-full" />
      </div>
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="truncate font-semibold text-gray-900 dark:text-gray-100">
              <Link href={adminRoutes.product(product._id)} className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
                {product.nom}
              </Link>
            </h3>
            <p className="font-mono text-xs text-gray-500 dark:text-gray-400">Réf. {productReference(product)}</p>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            <PriceTag product={product} className="hidden text-right sm:flex sm:flex-col sm:items-end" />
            <ProductMenu product={product} onDelete={onDelete} />
          </div>
        </div>
        <p className="line-clamp-1 text-sm text-gray-600 dark:text-gray-400">
          {productDescription(product.description) ?? PRODUCT_TEXTS.noDescription}
        </p>
        <PriceTag product={product} className="sm:hidden" />
        <VariantsLine product={product} />
        <div className="flex flex-wrap items-center gap-1.5">
          <StatusBadges product={product} />
          <CategoryBadges product={product} />
        </div>
      </div>
    </article>
  );
}
