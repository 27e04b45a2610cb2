import { Suspense } from 'react';
import { ProductForm } from '@/components/admin/products/form/product-form';

export default function CreateProductPage() {
  return (
    <Suspense>
      <ProductForm mode="create" />
    </Suspense>
  );
}
