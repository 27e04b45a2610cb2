import { CategoryForm } from '@/components/admin/categories/category-form';

/** The edit route without its id: the form says the id is missing. */
export default function EditCategoryWithoutIdPage() {
  return <CategoryForm mode="edit" />;
}
