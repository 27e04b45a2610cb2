import { Suspense } from 'react';
import { ProductList } from '@/components/admin/products/product-list';

export default async function SubTypeProductsPage({ params }: { params: Promise<{ id: string; typeId: string }> }) {
  const { id, typeId } = await params;
  return (
    <Suspense>
      <ProductList scope={{ kind: 'type', categoryId: id, typeId }} />
    </Suspense>
  );
}
