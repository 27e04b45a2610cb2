'use client';
// The second factor from the back office (docs/api.md, "Second factor"): one's own authenticator app and recovery
// codes, and a super administrator's reset of another's. Each change reads the profile again (its
// `doubleAuthentification`), and a wrong password is one of the account's sign-in attempts.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TotpSetup } from '@/shared/auth/answers';
import { accountKeys } from './account';
import { adminKeys } from './admins';
import { api } from './auth-store';
import { stepUpHeaders } from './step-up';

/** POST /auth/2fa/totp/setup: the key and its `otpauth://` address, shown once. */
export function useStartTotpSetup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (currentPassword: string) => {
      const answer = await api().post<TotpSetup>('/auth/2fa/totp/setup', { body: { currentPassword } });
      if (!answer.data) throw new Error(answer.message ?? '');
      return answer.data;
    },
    onError: () => client.invalidateQueries({ queryKey: accountKeys.signIns }),
  });
}

/** The ten recovery codes of POST /auth/2fa/totp/enable and POST /auth/2fa/recovery-codes. */
function codesOf(answer: { data?: { recoveryCodes?: unknown } }): string[] {
  const codes = answer.data?.recoveryCodes;
  return Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : [];
}

/** POST /auth/2fa/totp/enable with a code of the app: the factor is on, and the ten codes are returned. */
export function useEnableTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => codesOf(await api().post<{ recoveryCodes: string[] }>('/auth/2fa/totp/enable', { body: { code } })),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.profile }),
  });
}

/** POST /auth/2fa/recovery-codes (password again): ten new codes, the old ones stop working. */
export function useRenewRecoveryCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (currentPassword: string) =>
      codesOf(await api().post<{ recoveryCodes: string[] }>('/auth/2fa/recovery-codes', { body: { currentPassword } })),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.profile }),
    onError: () => client.invalidateQueries({ queryKey: accountKeys.signIns }),
  });
}

/** POST /auth/2fa/totp/disable (password again); resolves to the server's message. */
export function useDisableTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (currentPassword: string) => (await api().post<null>('/auth/2fa/totp/disable', { body: { currentPassword } })).message ?? '',
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.profile }),
    onError: () => client.invalidateQueries({ queryKey: accountKeys.signIns }),
  });
}

/** POST /auth/admin/{id}/2fa/reset (super administrator, with the step-up in memory if any); resolves to the server's message. */
export function useResetSecondFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api().post<null>(`/auth/admin/${encodeURIComponent(id)}/2fa/reset`, { body: {}, headers: stepUpHeaders() ?? undefined })).message ?? '',
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
