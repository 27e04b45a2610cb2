import { Suspense } from 'react';
import { ProductList } from '@/components/admin/products/product-list';

export default async function CategoryProductsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <Suspense>
      <ProductList scope={{ kind: 'category', categoryId: id }} />
    </Suspense>
  );
}
