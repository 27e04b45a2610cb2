'use client';
// The signed-in administrator's daily alert e-mail (docs/api.md, "Own account": GET and PUT /auth/profile/alertes).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertEmailChoice } from '@/shared/alerts/answers';
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

export function useSaveAlertEmailChoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (choice: AlertEmailChoice) => api().put<AlertEmailChoice>('/auth/profile/alertes', { body: choice }),
    onSuccess: (answer) => {
      if (answer.data) client.setQueryData(alertEmailKey, answer.data);
    },
  });
}
