'use client';
// The sidebar's badge (docs/product.md, "Orders in the back office"): how many orders are still 'nouvelle', from
// GET /commandes/compteurs, read every minute, when the window comes back into focus, and after every change of an
// order (src/lib/api/orders.ts reads this key again). Apart from ./orders.ts because every back-office screen
// carries the sidebar, and so this module, in its first load.
import { useQuery } from '@tanstack/react-query';
import type { OrderCounts } from '@/shared/orders/answers';
import { api } from './auth-store';

export const NEW_ORDERS_KEY = ['orders', 'new-count'] as const;

/** How often the sidebar reads the number of new orders again. */
export const NEW_ORDERS_REFRESH_MS = 60_000;

export function useNewOrdersCount(enabled = true) {
  return useQuery({
    enabled,
    queryKey: NEW_ORDERS_KEY,
    queryFn: async ({ signal }): Promise<number> => {
      const counts = (await api().get<Partial<OrderCounts>>('/commandes/compteurs', { signal })).data;
      return typeof counts?.nouvelle === 'number' ? counts.nouvelle : 0;
    },
    refetchInterval: NEW_ORDERS_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
}
