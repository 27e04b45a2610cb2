import { CategoryList } from '@/components/admin/categories/category-list';

export default function CategoriesPage() {
  return <CategoryList />;
}
