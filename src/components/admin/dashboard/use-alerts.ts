'use client';
// The dashboard's 'Alertes' card (docs/api.md, "Dashboard"): GET /dashboard/alertes, read apart from the figures, so
// that the rest of the dashboard shows even when the alerts cannot be read.
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/auth-store';
import type { ShopAlerts } from '@/shared/alerts/answers';

export const alertsKey = ['dashboard', 'alertes'] as const;

export function useAlerts() {
  return useQuery({
    queryKey: alertsKey,
    queryFn: async ({ signal }): Promise<ShopAlerts | null> => {
      const data = (await api().get<ShopAlerts>('/dashboard/alertes', { signal })).data;
      return data && Array.isArray(data.alertes) ? data : null;
    },
  });
}
