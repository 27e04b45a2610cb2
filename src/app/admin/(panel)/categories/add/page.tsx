import { CategoryForm } from '@/components/admin/categories/category-form';

export default function AddCategoryPage() {
  return <CategoryForm mode="create" />;
}
