import { formatPrice } from '@/shared/format';
import { hasPromotion, type PricedProduct, salePrice } from '@/shared/orders/pricing';
import { promotionPercent } from '@/shared/catalog/product-display';

/**
 * The price paid, with the struck base price and the saving when a promotion applies: a product's, or a variant's
 * on its page. `from`: a product with variants in a list, priced 'À partir de' its cheapest variant on sale (the
 * product's own price, docs/product.md, "Variants").
 */
export function ProductPrice({ product, size = 'md', from = false }: { product: PricedProduct; size?: 'md' | 'lg'; from?: boolean }) {
  const promo = hasPromotion(product);
  const main = size === 'lg' ? 'text-3xl' : 'text-base sm:text-lg';
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className={`${main} font-extrabold text-gray-900`} data-testid="price">
        {from && <span className="text-sm font-medium text-gray-600">À partir de </span>}
        {formatPrice(salePrice(product))}
      </span>
      {promo && (
        <>
          <s className="text-sm text-gray-600">
            <span className="sr-only">Prix normal : </span>
            {formatPrice(product.prix)}
          </s>
          <span className="rounded bg-red-50 px-1.5 py-0.5 text-xs font-bold text-red-700">-{promotionPercent(product)}%</span>
        </>
      )}
    </div>
  );
}
