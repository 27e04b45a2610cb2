import { PRODUCT_BADGES, productBadge } from '@/shared/catalog/product-display';
import type { Product } from '@/shared/catalog/answers';

const STYLES = {
  featured: 'bg-amber-400 text-gray-900',
  promo: 'bg-red-700 text-white',
  outOfStock: 'bg-gray-800 text-white',
  lowStock: 'bg-orange-100 text-orange-900',
  new: 'bg-brand-700 text-white',
} as const;

export function ProductBadge({ product, className = '' }: { product: Product; className?: string }) {
  const kind = productBadge(product);
  return (
    <span data-badge={kind} className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${STYLES[kind]} ${className}`}>
      {PRODUCT_BADGES[kind]}
    </span>
  );
}
