'use client';
// One's own passkeys from the back office (docs/api.md, "Second factor"; docs/decisions/025-second-factor.md,
// "Passkeys"): the list and the removal. Adding one runs the browser's prompt: that is ./passkey-ceremony.ts, loaded
// on click, with @simplewebauthn/browser.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PasskeySummary } from '@/shared/auth/answers';
import { accountKeys } from './account';
import { api } from './auth-store';

export const passkeyKeys = { all: ['account', 'passkeys'] as const };

/** GET /auth/2fa/passkeys, read while the authenticator app is on (there are none otherwise). */
export function usePasskeys() {
  return useQuery({
    queryKey: passkeyKeys.all,
    queryFn: async () => (await api().get<PasskeySummary[]>('/auth/2fa/passkeys')).data ?? [],
  });
}

/** DELETE /auth/2fa/passkeys/{id} (password again); resolves to the server's message. */
export function useRemovePasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, currentPassword }: { id: string; currentPassword: string }) =>
      (await api().delete<null>(`/auth/2fa/passkeys/${encodeURIComponent(id)}`, { body: { currentPassword } })).message ?? '',
    onSuccess: () => client.invalidateQueries({ queryKey: passkeyKeys.all }),
    onError: () => client.invalidateQueries({ queryKey: accountKeys.signIns }),
  });
}
