'use client';
// The back office's products (docs/api.md, Products): the paged list, one product, the delete and the save
// with upload progress. Keys: ['products', 'list', query] for pages, ['products', id] for one product (the
// breadcrumb reads its name there).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertKind } from '@/shared/alerts/rules';
import type { ProductStatus } from '@/shared/catalog/product-status';
import type { StockMovement } from '@/shared/catalog/answers';
import type { ProductQuery } from '@/shared/types';
import type { AdminProduct } from '@/shared/catalog/answers';
import type { Pagination } from '@/shared/answers';
import type { Envelope } from './answer';
import { api } from './auth-store';

export const productKeys = {
  all: ['products'] as const,
  list: (query: AdminProductQuery) => ['products', 'list', query] as const,
  one: (id: string) => ['products', id] as const,
  stock: (id: string) => ['products', id, 'stock'] as const,
};

/** The listing's query and the administrators' own filters (docs/api.md, GET /produits). */
export interface AdminProductQuery extends ProductQuery {
  statut: ProductStatus;
  alerte: AlertKind | null;
}

export interface ProductPageAnswer {
  products: AdminProduct[];
  pagination: Pagination;
}

/** A page of products; `enabled` false while the list's path names no valid category or sub-type. */
export function useProducts(query: AdminProductQuery, enabled = true) {
  return useQuery({
    enabled,
    queryKey: productKeys.list(query),
    queryFn: async ({ signal }): Promise<ProductPageAnswer> => {
      const answer = (await api().get<AdminProduct[]>('/produits', {
        signal,
        query: {
          page: query.page,
          limit: query.limit,
          sortBy: query.sortBy,
          search: query.search,
          minPrice: query.minPrice,
          maxPrice: query.maxPrice,
          type: query.type,
          subtype: query.subtype,
          // Always sent: the administrators' read, drafts included, never the shoppers' cached one.
          statut: query.statut,
          alerte: query.alerte,
        },
      })) as Envelope<AdminProduct[]> & { pagination?: Pagination };
      const products = Array.isArray(answer.data) ? answer.data : [];
      const pagination = answer.pagination ?? {
        current: query.page,
        pages: 1,
        total: products.length,
        limit: query.limit,
        hasPrev: false,
        hasNext: false,
      };
      return { products, pagination };
    },
    // The page being replaced stays on screen while the next one loads: no flash of the loading state.
    placeholderData: keepPreviousData,
  });
}

export function useProduct(id: string | null) {
  return useQuery({
    queryKey: productKeys.one(id ?? ''),
    queryFn: async ({ signal }) => (await api().get<AdminProduct>(`/produits/${encodeURIComponent(id ?? '')}`, { signal })).data ?? null,
    enabled: Boolean(id),
  });
}

/** The latest changes of a product's stock (GET /produits/{id}/stock). */
export function useStockHistory(id: string | null) {
  return useQuery({
    queryKey: productKeys.stock(id ?? ''),
    queryFn: async ({ signal }) => (await api().get<StockMovement[]>(`/produits/${encodeURIComponent(id ?? '')}/stock`, { signal })).data ?? [],
    enabled: Boolean(id),
  });
}

/** 'Publier': a draft goes on sale. */
export function usePublishProduct() {
  const changed = useCatalogueChanged();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => api().post<AdminProduct>(`/produits/${encodeURIComponent(id)}/publier`),
    onSuccess: async (answer) => {
      await changed();
      if (answer.data?._id) client.setQueryData(productKeys.one(answer.data._id), answer.data);
    },
  });
}

/**
 * After a write, every page of products and the categories' counts are read again. A deleted product's own
 * entry is left alone: its detail screen is leaving, and reading it again would only find it gone.
 */
function useCatalogueChanged() {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: ['products', 'list'] }),
      client.invalidateQueries({ queryKey: ['categories'] }),
    ]);
  };
}

export function useDeleteProduct() {
  const changed = useCatalogueChanged();
  return useMutation({
    mutationFn: async (id: string) => api().delete(`/produits/${encodeURIComponent(id)}`),
    onSuccess: () => changed(),
  });
}

export interface SaveProductInput {
  /** Absent for a creation. */
  id?: string;
  form: FormData;
  onProgress?: (fraction: number) => void;
}

export function useSaveProduct() {
  const changed = useCatalogueChanged();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, form, onProgress }: SaveProductInput) =>
      id
        ? api().upload<AdminProduct>('PUT', `/produits/${encodeURIComponent(id)}`, form, onProgress)
        : api().upload<AdminProduct>('POST', '/produits', form, onProgress),
    onSuccess: async (answer) => {
      await changed();
      if (answer.data?._id) {
        client.setQueryData(productKeys.one(answer.data._id), answer.data);
        // A stock changed by the form is a new line of its history.
        await client.invalidateQueries({ queryKey: productKeys.stock(answer.data._id) });
      }
    },
  });
}
