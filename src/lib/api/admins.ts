'use client';
// The administrators, for a super administrator (docs/api.md, Administrators): the list, one administrator, the
// invitation, block and unblock; and the list's own rules (counts, search, reference), the server sending
// every administrator at once. Keys: ['admins'] for the list, ['admins', id] for one (the breadcrumb reads its
// name there).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Admin } from '@/shared/auth/answers';
import { api } from './auth-store';
import { stepUpHeaders } from './step-up';

export const adminKeys = {
  all: ['admins'] as const,
  one: (id: string) => ['admins', id] as const,
};

export function useAdmins() {
  const client = useQueryClient();
  return useQuery({
    queryKey: adminKeys.all,
    queryFn: async ({ signal }): Promise<Admin[]> => {
      const data = (await api().get<Admin[]>('/auth/admin', { signal })).data;
      const admins = Array.isArray(data) ? data : [];
      // Each row primes its own entry, so that opening one shows it at once.
      for (const admin of admins) client.setQueryData(adminKeys.one(admin.id), admin);
      return admins;
    },
  });
}

export function useAdmin(id: string | null) {
  return useQuery({
    queryKey: adminKeys.one(id ?? ''),
    queryFn: async ({ signal }) => (await api().get<Admin>(`/auth/admin/${encodeURIComponent(id ?? '')}`, { signal })).data ?? null,
    enabled: Boolean(id),
  });
}

export type ToggleAction = 'block' | 'unblock';

/**
 * PUT /auth/admin/{id}/toggle-status, with the step-up in memory (docs/decisions/026-step-up.md); the list and the
 * administrator are read again afterwards, success or not.
 */
export function useToggleAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: ToggleAction }) =>
      api().put<Admin>(`/auth/admin/${encodeURIComponent(id)}/toggle-status`, { body: { action }, headers: stepUpHeaders() ?? undefined }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** POST /auth/admin: invites an address, with the step-up in memory. */
export function useInviteAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) => api().post<Admin>('/auth/admin', { body: { email }, headers: stepUpHeaders() ?? undefined }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** An active, unblocked administrator can be blocked; an inactive or blocked one can be unblocked. */
export function toggleActionFor(admin: Pick<Admin, 'isActive' | 'compteVerrouille'>): ToggleAction {
  return admin.isActive && !admin.compteVerrouille ? 'block' : 'unblock';
}

/** The name an administrator is shown by: the full name, else the e-mail (an invitee has no name yet). */
export function adminDisplayName(admin: Pick<Admin, 'nomComplet' | 'email'>): string {
  return admin.nomComplet?.trim() || admin.email;
}

/** 'AS-3F9C': the full name's initials (or 'ADM' without a name), then the last 4 characters of the id. */
export function adminReference(admin: Pick<Admin, 'id' | 'nomComplet'>): string {
  const initials = (admin.nomComplet ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('fr-FR'))
    .join('');
  return `${initials || 'ADM'}-${admin.id.slice(-4).toUpperCase()}`;
}

export interface AdminCounts {
  total: number;
  active: number;
  blocked: number;
  superAdmins: number;
}

export function adminCounts(admins: Admin[]): AdminCounts {
  return {
    total: admins.length,
    active: admins.filter((admin) => admin.isActive && !admin.compteVerrouille).length,
    blocked: admins.filter((admin) => admin.compteVerrouille).length,
    superAdmins: admins.filter((admin) => admin.typeUtilisateur === 'SUPER_ADMIN').length,
  };
}

/** The search box: case-insensitive, over the e-mail and the full name. */
export function filterAdmins(admins: Admin[], search: string): Admin[] {
  const term = search.trim().toLocaleLowerCase('fr-FR');
  if (!term) return admins;
  return admins.filter(
    (admin) => admin.email.toLocaleLowerCase('fr-FR').includes(term) || (admin.nomComplet ?? '').toLocaleLowerCase('fr-FR').includes(term),
  );
}
