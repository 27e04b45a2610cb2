import { Suspense } from 'react';
import { ProductList } from '@/components/admin/products/product-list';

export default function ProductsPage() {
  return (
    <Suspense>
      <ProductList scope={{ kind: 'all' }} />
    </Suspense>
  );
}
