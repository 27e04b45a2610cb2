'use client';
// The shop's settings in the back office (docs/api.md, "Settings"): read by every administrator, saved by a super
// administrator, with the step-up in memory when there is one (a change of a payment, contact or policy field
// needs it: docs/decisions/026-step-up.md). Key: ['settings'].
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SHOP_NAME } from '@/shared/constants';
import type { ShopSettings } from '@/shared/settings/answers';
import { api } from './auth-store';
import { stepUpHeaders } from './step-up';

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

/** The shop's name from its settings (the slip, 'Écrire au client'); the default one until they are read. */
export function useShopName(): string {
  return useShopSettings().data?.nomBoutique ?? SHOP_NAME;
}

/** PUT /parametres: answers the settings saved, which become the screen's. */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<ShopSettings>) => api().put<ShopSettings>('/parametres', { body, headers: stepUpHeaders() ?? undefined }),
    onSuccess: (answer) => {
      if (answer.data) client.setQueryData(settingsKeys.all, answer.data);
    },
  });
}
