// A product in a list: thumbnail (400 px WebP), badge, name, category, stars, price and a quick add.
// The name's link stretches over the whole card. It does not prefetch: a list shows up to a hundred products,
// and shoppers on a phone pay for every byte of the pages they will not open (the page itself comes from the
// server's page cache when opened). A product with variants is priced 'À partir de' its cheapest variant on sale,
// and its quick add opens its page, where the variant is chosen (docs/product.md, "Variants").
import { ShoppingCart } from 'lucide-react';
import Link from 'next/link';
import { RatingStars } from '@/components/ui/rating-stars';
import { SafeImage } from '@/components/ui/safe-image';
import { toCartProduct } from '@/lib/cart';
import { productHref } from '@/shared/catalog/catalogue-url';
import type { Product } from '@/shared/catalog/answers';
import { AddToCartButton } from './add-to-cart-button';
import { ProductBadge } from './product-badge';
import { ProductPrice } from './product-price';

export function ProductCard({ product, layout = 'grid', priority = false }: { product: Product; layout?: 'grid' | 'list'; priority?: boolean }) {
  const image = product.imagePrincipale;
  const list = layout === 'list';
  const withVariants = (product.variantes?.length ?? 0) > 0;
  return (
    <article
      data-testid="product-card"
      className={`group relative flex h-full w-full overflow-hidden rounded-2xl border border-gray-200 bg-white transition hover:border-brand-500 hover:shadow-lg ${
        list ? 'flex-row' : 'flex-col'
      }`}
    >
      <div className={`relative shrink-0 bg-gray-50 ${list ? 'w-32 sm:w-44' : 'w-full'}`}>
        <SafeImage
          src={image?.thumbnailUrl}
          alt={product.nom}
          width={400}
          height={400}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="aspect-square w-full object-cover transition duration-300 group-hover:scale-[1.03]"
          frameClassName="w-full"
        />
        <ProductBadge product={product} className="absolute top-2 left-2" />
        <div className="absolute right-2 bottom-2">
          {withVariants ? (
            <Link
              prefetch={false}
              href={productHref(product._id)}
              aria-label={`Choisir une option : ${product.nom}`}
              className="relative z-10 inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-white shadow-md transition hover:bg-brand-800"
            >
              <ShoppingCart aria-hidden="true" className="size-5" />
            </Link>
          ) : (
            <AddToCartButton product={toCartProduct(product)} compact />
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p className="text-xs font-medium text-brand-800">{product.sousTypeProduit?.nom ?? product.typeProduit.nom}</p>
        <h3 className="line-clamp-2 text-sm font-semibold text-gray-900 sm:text-base">
          <Link prefetch={false} href={productHref(product._id)} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-700">
            {product.nom}
          </Link>
        </h3>
        <RatingStars score={product.scoreQualite} />
        {list && product.description && (
          <p className="line-clamp-2 hidden text-sm text-gray-600 sm:block">{product.description}</p>
        )}
        <div className="mt-auto pt-1">
          <ProductPrice product={product} from={withVariants} />
        </div>
      </div>
    </article>
  );
}

export function ProductCardPlaceholder() {
  return (
    <div aria-hidden="true" className="animate-pulse overflow-hidden rounded-2xl border border-gray-200 bg-white">
      <div className="aspect-square bg-gray-100" />
      <div className="space-y-2 p-4">
        <div className="h-3 w-1/3 rounded bg-gray-100" />
        <div className="h-4 w-4/5 rounded bg-gray-100" />
        <div className="h-5 w-1/2 rounded bg-gray-100" />
      </div>
    </div>
  );
}
