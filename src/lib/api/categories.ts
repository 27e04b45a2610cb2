'use client';
// The back office's categories (docs/api.md, Categories — /types): the list, one category, its save and its
// delete. Keys: ['categories'] for GET /types (the breadcrumb and the product form read the same entry),
// ['categories', id] for one category. Every write reads the categories again, and the products too: a renamed
// or removed sub-type changes what their lists show.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryPayload } from '@/lib/category-rules';
import type { Category } from '@/shared/catalog/answers';
import { api } from './auth-store';

export const categoryKeys = {
  all: ['categories'] as const,
  one: (id: string) => ['categories', id] as const,
};

/** GET /types: an array, or an object holding one under `data`; anything else reads as no category. */
export function useCategories() {
  return useQuery({
    queryKey: categoryKeys.all,
    queryFn: async ({ signal }): Promise<Category[]> => {
      const data = (await api().get<unknown>('/types', { signal })).data;
      if (Array.isArray(data)) return data as Category[];
      const inner = data && typeof data === 'object' ? (data as { data?: unknown }).data : null;
      return Array.isArray(inner) ? (inner as Category[]) : [];
    },
  });
}

export function useCategory(id: string | null) {
  return useQuery({
    queryKey: categoryKeys.one(id ?? ''),
    queryFn: async ({ signal }) => (await api().get<Category>(`/types/${encodeURIComponent(id ?? '')}`, { signal })).data ?? null,
    enabled: Boolean(id),
  });
}

function useCategoriesChanged() {
  const client = useQueryClient();
  return async () => {
    await Promise.all([client.invalidateQueries({ queryKey: categoryKeys.all }), client.invalidateQueries({ queryKey: ['products'] })]);
  };
}

export interface SaveCategoryInput {
  /** Absent for a creation. */
  id?: string;
  body: CategoryPayload | Pick<CategoryPayload, 'nom' | 'sousTypes'>;
}

/** POST /types, or PUT /types/{id}; answers the saved category. */
export function useSaveCategory() {
  const changed = useCategoriesChanged();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: SaveCategoryInput) =>
      id ? api().put<Category>(`/types/${encodeURIComponent(id)}`, { body }) : api().post<Category>('/types', { body }),
    onSuccess: async (answer) => {
      if (answer.data?._id) client.setQueryData(categoryKeys.one(answer.data._id), answer.data);
      await changed();
    },
  });
}

export function useDeleteCategory() {
  const changed = useCategoriesChanged();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => api().delete<null>(`/types/${encodeURIComponent(id)}`),
    onSuccess: async (_answer, id) => {
      client.removeQueries({ queryKey: categoryKeys.one(id), exact: true });
      await changed();
    },
  });
}
