'use client';
// The back office's customers (docs/api.md, "Customers"): the list's pages, one customer with its orders, its note
// and tags, the returning-customer hint of a phone typed on an order, and the CSV export. Keys: ['customers',
// 'list', query] for pages, ['customers', id] for one (the breadcrumb reads its name there), ['customers', 'phone',
// phone] for the hint. Every change of an order reads them again (./orders.ts).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Pagination } from '@/shared/answers';
import type { CustomerDetail, CustomerHint, CustomerSummary } from '@/shared/customers/answers';
import type { CustomerSort } from '@/shared/customers/limits';
import type { CustomerUpdateInput } from '@/shared/customers/schemas';
import type { Envelope } from './answer';
import { api } from './auth-store';
import { downloadCsv } from './csv-download';

/** What GET /clients and GET /clients/export.csv are asked. */
export interface CustomerQuery {
  q: string | null;
  tri: CustomerSort;
  page: number;
  limit: number;
}

export interface CustomerPage {
  clients: CustomerSummary[];
  pagination: Pagination;
}

export const customerKeys = {
  all: ['customers'] as const,
  lists: ['customers', 'list'] as const,
  list: (query: CustomerQuery) => ['customers', 'list', query] as const,
  one: (id: string) => ['customers', id] as const,
  phone: (telephone: string) => ['customers', 'phone', telephone] as const,
};

function readPage(answer: Envelope<unknown> & { pagination?: Pagination }, query: CustomerQuery): CustomerPage {
  const clients = Array.isArray(answer.data) ? (answer.data as CustomerSummary[]) : [];
  return {
    clients,
    pagination: answer.pagination ?? { current: query.page, pages: 1, total: clients.length, limit: query.limit, hasPrev: false, hasNext: false },
  };
}

export function useCustomers(query: CustomerQuery) {
  return useQuery({
    queryKey: customerKeys.list(query),
    queryFn: async ({ signal }): Promise<CustomerPage> => readPage(await api().get<unknown>('/clients', { signal, query: { ...query } }), query),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(id: string | null) {
  return useQuery({
    queryKey: customerKeys.one(id ?? ''),
    queryFn: async ({ signal }) => (await api().get<CustomerDetail>(`/clients/${encodeURIComponent(id ?? '')}`, { signal })).data ?? null,
    enabled: Boolean(id),
  });
}

/**
 * The returning-customer hint: the customer of a phone as typed, once it is a phone (`telephone` already normalised
 * by the caller; null asks nothing).
 */
export function useCustomerHint(telephone: string | null) {
  return useQuery({
    queryKey: customerKeys.phone(telephone ?? ''),
    queryFn: async ({ signal }): Promise<CustomerHint | null> =>
      (await api().get<CustomerHint | null>('/clients/par-telephone', { signal, query: { telephone } })).data ?? null,
    enabled: Boolean(telephone),
    staleTime: 30_000,
  });
}

/** PATCH /clients/{id}: the note, the tags, or both. */
export function useUpdateCustomer(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CustomerUpdateInput) => api().patch<CustomerDetail>(`/clients/${encodeURIComponent(id)}`, { body }),
    onSuccess: async (answer) => {
      if (answer.data) client.setQueryData(customerKeys.one(id), answer.data);
      await client.invalidateQueries({ queryKey: customerKeys.lists });
    },
  });
}

/** GET /clients/export.csv with the list's search and order. */
export async function downloadCustomersCsv(query: CustomerQuery): Promise<void> {
  await downloadCsv({ path: '/clients/export.csv', query: { q: query.q, tri: query.tri }, retryPath: '/clients', fallbackName: 'clients' });
}
