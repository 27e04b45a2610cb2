'use client';
// The signed-in administrator's own account (docs/api.md, "Own account"): the profile and its save, the
// password change, the open sessions and the last sign-ins. Keys under ['account']; a save also tells the
// session binding (profileChanged), so that the sidebar and the other tabs show the new names.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { splitPhone } from '@/shared/phone';
import type { Admin, AdminSession, OwnProfile, SignInRecord } from '@/shared/auth/answers';
import { ApiRequestError, errorText } from './answer';
import { fullPhoneNumber } from './auth-forms';
import { api, profileChanged } from './auth-store';
import { formFields } from './field-errors';

export const accountKeys = {
  all: ['account'] as const,
  profile: ['account', 'profile'] as const,
  sessions: ['account', 'sessions'] as const,
  signIns: ['account', 'sign-ins'] as const,
};

// ── Pure rules of the profile form ─────────────────────────────────────────

/** The phone as the API stores it (the sign-in screen's rule), or null when no number is typed: that clears it. */
export function joinPhone(countryCode: string, number: string): string | null {
  const full = fullPhoneNumber(countryCode, number);
  return full === countryCode ? null : full;
}

export interface ProfileFormValues {
  prenom: string;
  nom: string;
  email: string;
  countryCode: string;
  number: string;
  /** `YYYY-MM-DD`, or empty. */
  dateNaissance: string;
}

/** The form's values for a stored profile (what 'Annuler' brings back). */
export function profileFormValues(admin: Admin): ProfileFormValues {
  const phone = splitPhone(admin.numero);
  return {
    prenom: admin.prenom ?? '',
    nom: admin.nom ?? '',
    email: admin.email ?? '',
    countryCode: phone.countryCode,
    number: phone.number,
    dateNaissance: admin.dateNaissance ? admin.dateNaissance.slice(0, 10) : '',
  };
}

export interface ProfilePayload {
  nom: string;
  prenom: string;
  nomComplet: string;
  dateNaissance: string | null;
  email?: string;
  numero?: string | null;
  currentPassword?: string;
}

/**
 * The body of PUT /auth/profile. A super administrator's e-mail and phone cannot change from here, so they are
 * left out of it (docs/product.md, Profile); an ordinary administrator sends both.
 */
export function profilePayload(values: ProfileFormValues, superAdmin: boolean): ProfilePayload {
  const prenom = values.prenom.trim();
  const nom = values.nom.trim();
  const payload: ProfilePayload = {
    nom,
    prenom,
    nomComplet: `${prenom} ${nom}`.trim(),
    dateNaissance: values.dateNaissance || null,
  };
  if (superAdmin) return payload;
  return { ...payload, email: values.email.trim(), numero: joinPhone(values.countryCode, values.number) };
}

/**
 * The new address a save sent a confirmation link to, or null. The server sends one whenever the e-mail typed
 * differs from the account's, and keeps it as `emailEnAttente` (docs/api.md, PUT /auth/profile): so a link went
 * out exactly when the address now waiting is the one just typed (the server lower-cases it). Decided on the
 * answer's data, never on its message.
 */
export function emailLinkSentTo(payload: Pick<ProfilePayload, 'email'>, saved: Pick<OwnProfile, 'emailEnAttente'> | null | undefined): string | null {
  const typed = payload.email?.trim().toLowerCase();
  const waiting = saved?.emailEnAttente ?? null;
  return typed && waiting !== null && waiting.toLowerCase() === typed ? waiting : null;
}

/** The API's names of the profile's fields, under the form's: the phone is sent as `numero`. */
export const profileField = formFields(['nom', 'prenom', 'email', 'dateNaissance'] as const, { numero: 'number' });

/** Changing the e-mail or the phone needs the current password (the server asks for it too). */
export function contactChanged(payload: ProfilePayload, stored: Admin): boolean {
  if (payload.email !== undefined && payload.email.toLowerCase() !== (stored.email ?? '').toLowerCase()) return true;
  if (payload.numero !== undefined && (payload.numero ?? null) !== (stored.numero || null)) return true;
  return false;
}

/** A failed save's banner: the message and its status, '(Code: 500)' when no answer said otherwise. */
export function failureWithCode(error: unknown, fallback: string): string {
  const message = errorText(error, '');
  if (!message) return fallback;
  const status = error instanceof ApiRequestError && error.status > 0 ? error.status : 500;
  return `${message} (Code: ${status})`;
}

// ── Calls ──────────────────────────────────────────────────────────────────

export function useProfile() {
  return useQuery({
    queryKey: accountKeys.profile,
    queryFn: async ({ signal }) => {
      const data = (await api().get<OwnProfile>('/auth/profile', { signal })).data;
      if (!data) throw new ApiRequestError('', 500);
      return data;
    },
  });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (payload: ProfilePayload) => api().put<OwnProfile>('/auth/profile', { body: payload }),
    onSuccess: async (answer) => {
      if (answer.data) client.setQueryData(accountKeys.profile, answer.data);
      await Promise.all([client.invalidateQueries({ queryKey: accountKeys.profile }), profileChanged()]);
    },
    // A wrong current password is one of the account's sign-in attempts.
    onError: () => client.invalidateQueries({ queryKey: accountKeys.signIns }),
  });
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: PasswordChange) => api().put<null>('/auth/change-password', { body }),
    // The account's other sessions end with the change; a wrong current password is a sign-in attempt.
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
    onError: () => client.invalidateQueries({ queryKey: accountKeys.signIns }),
  });
}

export function useSessions() {
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: async ({ signal }) => {
      const data = (await api().get<AdminSession[]>('/auth/sessions', { signal })).data;
      return Array.isArray(data) ? data : [];
    },
  });
}

export function useSignIns() {
  return useQuery({
    queryKey: accountKeys.signIns,
    queryFn: async ({ signal }) => {
      const data = (await api().get<SignInRecord[]>('/auth/sign-ins', { signal })).data;
      return Array.isArray(data) ? data : [];
    },
  });
}

/** DELETE /auth/sessions/{id}, or every other session without an id; resolves to the server's message. */
export function useEndSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string | null) => {
      const path = id ? `/auth/sessions/${encodeURIComponent(id)}` : '/auth/sessions';
      return (await api().delete<unknown>(path)).message ?? '';
    },
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
