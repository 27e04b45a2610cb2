'use client';
// The demo data in the back office (docs/api.md, "Demo data — /demo"): what is left of it, for the settings' section
// 'Données de démonstration', and its removal with the step-up just confirmed (docs/decisions/026-step-up.md).
// Key: ['demo']. Once removed, every query is read again: the catalogue, the orders and the dashboard changed.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DemoRemoval, DemoStatus } from '@/shared/demo/answers';
import { api } from './auth-store';
import { stepUpHeaders } from './step-up';

export const demoKeys = {
  all: ['demo'] as const,
};

/** GET /demo (super administrator). */
export function useDemoData() {
  return useQuery({
    queryKey: demoKeys.all,
    queryFn: async ({ signal }): Promise<DemoStatus | null> => (await api().get<DemoStatus>('/demo', { signal })).data ?? null,
  });
}

/** DELETE /demo, with the step-up in memory; resolves to the server's message ('Données de démonstration supprimées : …'). */
export function useRemoveDemoData() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api().delete<DemoRemoval>('/demo', { headers: stepUpHeaders() ?? undefined })).message ?? '',
    onSettled: () => client.invalidateQueries(),
  });
}
