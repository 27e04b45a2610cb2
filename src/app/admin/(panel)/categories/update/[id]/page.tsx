import { CategoryForm } from '@/components/admin/categories/category-form';

export default async function EditCategoryPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CategoryForm mode="edit" categoryId={id} />;
}
