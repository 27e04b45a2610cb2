import { redirect } from 'next/navigation';
import { adminRoutes } from '@/lib/admin-routes';

/** A category opens on its sub-types (docs/product.md, Back office). */
export default async function CategoryPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  redirect(adminRoutes.categoryTypes(id));
}
