import type { Product } from '@/shared/catalog/answers';
import { ProductCard } from './product-card';

export function ProductGrid({ products, layout = 'grid', priorityCount = 0 }: { products: Product[]; layout?: 'grid' | 'list'; priorityCount?: number }) {
  return (
    <ul className={layout === 'list' ? 'grid gap-4' : 'grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4'}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} layout={layout} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
