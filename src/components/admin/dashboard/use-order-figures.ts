'use client';
// The dashboard's orders and sales (docs/api.md, "Dashboard"): GET /dashboard/commandes, read apart from the six
// figures and the activity, so that the catalogue's figures show even when these cannot be read.
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/auth-store';
import type { OrderFigures } from '@/shared/orders/answers';

export const orderFiguresKey = ['dashboard', 'commandes'] as const;

export function useOrderFigures() {
  return useQuery({
    queryKey: orderFiguresKey,
    queryFn: async ({ signal }): Promise<OrderFigures | null> => {
      const data = (await api().get<OrderFigures>('/dashboard/commandes', { signal })).data;
      return data && Array.isArray(data.parJour) ? data : null;
    },
  });
}
