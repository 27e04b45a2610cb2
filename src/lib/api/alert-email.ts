'use client';
// The signed-in administrator's daily alert e-mail (docs/api.md, "Own account": GET and PUT /auth/profile/alertes).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertEmailChoice } from '@/shared/alerts/summary';
import { ApiRequestError } from './answer';
import { api } from './auth-store';

export const alertEmailKey = ['account', 'alertes'] as const;

export function useAlertEmailChoice() {
  return useQuery({
    queryKey: alertEmailKey,
    queryFn: async ({ signal }) => {
      const data = (await api().get<AlertEmailChoice>('/auth/profile/alertes', { signal })).data;
      if (!data) throw new ApiRequestError('', 500);
      return data;
    },
  });
}

/**
 * The choice checked by the API's own schema before it is sent: its first message, or null. The schema (zod) is
 * fetched on the first save, so that the account screen's first load does not carry it.
 */
export async function alertEmailChoiceError(choice: AlertEmailChoice): Promise<string | null> {
  const { alertEmailChoiceSchema } = await import('@/shared/alerts/schemas');
  const result = alertEmailChoiceSchema.safeParse(choice);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

export function useSaveAlertEmailChoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (choice: AlertEmailChoice) => api().put<AlertEmailChoice>('/auth/profile/alertes', { body: choice }),
    onSuccess: (answer) => {
      if (answer.data) client.setQueryData(alertEmailKey, answer.data);
    },
  });
}
