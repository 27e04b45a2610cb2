import { CategoryTypes } from '@/components/admin/categories/category-types';

export default async function CategoryTypesPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CategoryTypes categoryId={id} />;
}
