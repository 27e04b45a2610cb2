'use client';
// The back office's orders (docs/api.md, "Orders"): the inbox's pages with their tabs' counts, one order, its
// changes and actions, 'Nouvelle commande', the CSV export, and what the forms choose from (the delivery zones, the
// products). Keys: ['orders', 'list', query] for pages, ['orders', id] for one order (the breadcrumb reads its
// reference there), ['orders', 'new-count'] for the sidebar's badge (./new-orders.ts), ['zones', 'active'] for the
// zones offered. Every change of an order reads the inbox and the badge again; a confirmation or a cancellation
// moves stock, so the products are read again too.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderInput, OrderAction, OrderCustomerInput, OrderDeliveryInput, OrderLinesInput, OrderNoteInput, OrderPaymentInput, OrderTab } from '@/shared/orders/schemas';
import type { DeliveryZone, OrderCounts, OrderDetail, OrderPage, OrderSummary } from '@/shared/orders/answers';
import type { Pagination } from '@/shared/answers';
import type { Product } from '@/shared/catalog/answers';
import type { Envelope } from './answer';
import { api } from './auth-store';
import { downloadCsv } from './csv-download';
import { NEW_ORDERS_KEY } from './new-orders';

/** What GET /commandes and GET /commandes/export.csv are asked (docs/api.md, "Orders"): no status is every order. */
export interface OrderQuery {
  status: OrderTab | null;
  search: string | null;
  from: string | null;
  to: string | null;
  page: number;
  limit: number;
}

export const orderKeys = {
  all: ['orders'] as const,
  lists: ['orders', 'list'] as const,
  list: (query: OrderQuery) => ['orders', 'list', query] as const,
  one: (id: string) => ['orders', id] as const,
  newCount: NEW_ORDERS_KEY,
  /** Under the zones' screen's key, so that its writes read these again too. */
  activeZones: ['zones', 'active'] as const,
  productSearch: (text: string) => ['products', 'order-search', text] as const,
};

const EMPTY_COUNTS: OrderCounts = { nouvelle: 0, confirmee: 0, en_livraison: 0, livree: 0, annulee: 0, sans_suite: 0 };

function apiQuery(query: Partial<OrderQuery>) {
  return { status: query.status, search: query.search, from: query.from, to: query.to, page: query.page, limit: query.limit };
}

/** GET /commandes: the orders are `data`, the pagination and the counts beside it. */
function readPage(answer: Envelope<unknown> & { pagination?: Pagination; compteurs?: OrderCounts }, query: OrderQuery): OrderPage {
  const data = answer.data as Partial<OrderPage> | OrderSummary[] | undefined;
  const commandes = Array.isArray(data) ? data : Array.isArray(data?.commandes) ? data.commandes : [];
  const inner = Array.isArray(data) ? undefined : data;
  return {
    commandes,
    pagination: inner?.pagination ??
      answer.pagination ?? { current: query.page, pages: 1, total: commandes.length, limit: query.limit, hasPrev: false, hasNext: false },
    compteurs: { ...EMPTY_COUNTS, ...(inner?.compteurs ?? answer.compteurs) },
  };
}

/** A page of the inbox and its tabs' counts. */
export function useOrders(query: OrderQuery) {
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: async ({ signal }): Promise<OrderPage> => readPage(await api().get<unknown>('/commandes', { signal, query: apiQuery(query) }), query),
    // The page being replaced stays on screen while the next one loads: no flash of the loading state.
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: string | null) {
  return useQuery({
    queryKey: orderKeys.one(id ?? ''),
    queryFn: async ({ signal }) => (await api().get<OrderDetail>(`/commandes/${encodeURIComponent(id ?? '')}`, { signal })).data ?? null,
    enabled: Boolean(id),
  });
}

/** GET /zones: the zones offered, in their display order (the inactive ones are left to the zones' screen). */
export function useActiveZones() {
  return useQuery({
    queryKey: orderKeys.activeZones,
    queryFn: async ({ signal }): Promise<DeliveryZone[]> => {
      const data = (await api().get<unknown>('/zones', { signal })).data;
      return Array.isArray(data) ? (data as DeliveryZone[]) : [];
    },
  });
}

/** The products a line may be added from: GET /produits?search=, the first few. */
export function useProductSearch(text: string, limit = 8) {
  const search = text.trim();
  return useQuery({
    enabled: search.length > 0,
    queryKey: orderKeys.productSearch(search),
    queryFn: async ({ signal }): Promise<Product[]> => {
      const data = (await api().get<Product[]>('/produits', { signal, query: { search, limit, page: 1 } })).data;
      return Array.isArray(data) ? data : [];
    },
    placeholderData: keepPreviousData,
  });
}

/** After a change: the order as the server answered it, and the inbox, the badge and (stock moved) the products. */
function useOrderChanged() {
  const client = useQueryClient();
  return async (order: OrderDetail | null | undefined, stockMoved = false) => {
    if (order?._id) client.setQueryData(orderKeys.one(order._id), order);
    await Promise.all([
      client.invalidateQueries({ queryKey: orderKeys.lists }),
      client.invalidateQueries({ queryKey: orderKeys.newCount }),
      client.invalidateQueries({ queryKey: ['dashboard'] }),
      // A phone, a payment or a status moves a customer's figures (docs/product.md, "Customers").
      client.invalidateQueries({ queryKey: ['customers'] }),
      stockMoved ? client.invalidateQueries({ queryKey: ['products'] }) : undefined,
    ]);
  };
}

/** The path of each action (POST /commandes/{id}/confirmer…). */
const ACTION_PATHS: Record<OrderAction, string> = { confirmer: 'confirmer', expedier: 'expedier', livrer: 'livrer', annuler: 'annuler' };

export interface OrderActionInput {
  action: OrderAction;
  /** The reason of a cancellation. */
  motif?: string;
}

/** 'Confirmer', 'En livraison', 'Livrée', 'Annuler la commande'. */
export function useOrderAction(id: string) {
  const changed = useOrderChanged();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, motif }: OrderActionInput) =>
      api().post<OrderDetail>(`/commandes/${encodeURIComponent(id)}/${ACTION_PATHS[action]}`, { body: action === 'annuler' ? { motif } : {} }),
    onSuccess: (answer, { action }) => changed(answer.data, action === 'confirmer' || action === 'annuler'),
    // Refused (another administrator moved it, or stock is short): what the order is now is read again.
    onError: () => client.invalidateQueries({ queryKey: orderKeys.one(id) }),
  });
}

export type OrderChangeKind = 'lignes' | 'livraison' | 'paiement' | 'client' | 'note';
export type OrderChangeBody = {
  lignes: OrderLinesInput;
  livraison: OrderDeliveryInput;
  paiement: OrderPaymentInput;
  client: OrderCustomerInput;
  note: OrderNoteInput;
};

/** PUT /commandes/{id}/lignes | livraison | paiement | client | note. */
export function useOrderChange<K extends OrderChangeKind>(id: string, kind: K) {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: async (body: OrderChangeBody[K]) => api().put<OrderDetail>(`/commandes/${encodeURIComponent(id)}/${kind}`, { body }),
    onSuccess: (answer) => changed(answer.data),
  });
}

/** POST /commandes/admin: 'Nouvelle commande', an order taken by phone. */
export function useCreateOrder() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: async (body: AdminOrderInput) => api().post<OrderDetail>('/commandes/admin', { body }),
    onSuccess: (answer) => changed(answer.data),
  });
}

/** GET /commandes/export.csv with the inbox's filters (./csv-download.ts). */
export async function downloadOrdersCsv(query: OrderQuery): Promise<void> {
  await downloadCsv({
    path: '/commandes/export.csv',
    query: apiQuery({ ...query, page: undefined, limit: undefined }),
    retryPath: '/commandes',
    fallbackName: 'commandes',
  });
}
