import { redirect } from 'next/navigation';
import { adminRoutes } from '@/lib/admin-routes';

/** A sub-type opens on its products (docs/product.md, Back office). */
export default async function CategoryTypePage({ params }: { params: Promise<{ id: string; typeId: string }> }) {
  const { id, typeId } = await params;
  redirect(adminRoutes.subTypeProducts(id, typeId));
}
