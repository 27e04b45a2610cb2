import { Suspense } from 'react';
import { ProductForm } from '@/components/admin/products/form/product-form';

export default async function CreateSubTypeProductPage({ params }: { params: Promise<{ id: string; typeId: string }> }) {
  const { id, typeId } = await params;
  return (
    <Suspense>
      <ProductForm mode="create" categoryId={id} typeId={typeId} />
    </Suspense>
  );
}
