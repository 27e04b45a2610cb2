import { Suspense } from 'react';
import { ProductForm } from '@/components/admin/products/form/product-form';

export default async function CreateCategoryProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <Suspense>
      <ProductForm mode="create" categoryId={id} />
    </Suspense>
  );
}
