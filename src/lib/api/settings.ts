'use client';
// The shop's settings in the back office (docs/api.md, "Settings"): read by every administrator, saved by a super
// administrator. Key: ['settings'].
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopSettings } from '@/shared/settings-rules';
import { api } from './auth-store';

export const settingsKeys = {
  all: ['settings'] as const,
};

/** GET /parametres. */
export function useShopSettings() {
  return useQuery({
    queryKey: settingsKeys.all,
    queryFn: async ({ signal }): Promise<ShopSettings | null> => (await api().get<ShopSettings>('/parametres', { signal })).data ?? null,
  });
}

/** PUT /parametres: answers the settings saved, which become the screen's. */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<ShopSettings>) => api().put<ShopSettings>('/parametres', { body }),
    onSuccess: (answer) => {
      if (answer.data) client.setQueryData(settingsKeys.all, answer.data);
    },
  });
}
