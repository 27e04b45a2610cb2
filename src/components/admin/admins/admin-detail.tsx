'use client';
// /admin/utilisateurs/{id}: one administrator's card (docs/api.md, GET /auth/admin/{id}) with block / unblock.
import { CalendarDays, Clock, Mail, MailCheck, MailWarning, Phone, Shield, UserCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadGate } from '@/components/admin/kit/load-gate';
import { BackLink } from '@/components/admin/kit/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { adminRoutes } from '@/lib/admin-routes';
import { adminDisplayName, adminReference, useAdmin } from '@/lib/api/admins';
import { useAuth } from '@/lib/api/auth-store';
import { readableId } from '@/lib/load-state';
import { ROLE_LABELS } from '@/shared/constants';
import { formatDate, formatDateTime } from '@/shared/format';
import type { Admin } from '@/shared/auth/answers';
import { AdminAvatar, AdminBadges } from './admin-badges';
import { AdminToggle } from './admin-toggle';
import { ADMIN_TEXTS as T } from './texts';
import { TwoFactorReset } from './two-factor-reset';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // Only <dt> and <dd> in a <dl>'s group: the icon is drawn inside the term, in the group's left margin.
    <div className="relative min-w-0 py-3 pl-7">
      <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase dark:text-gray-400">
        <span className="absolute top-3.5 left-0 text-gray-400">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 break-words text-sm text-gray-900 dark:text-gray-100">{children}</dd>
    </div>
  );
}

export function AdminDetail({ id }: { id: string }) {
  const query = useAdmin(readableId(id));
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <BackLink href={adminRoutes.admins} label={T.backToList} />
      <LoadGate
        read={query}
        id={id}
        notFound="admin_not_found"
        texts={{
          loading: T.detailLoading,
          invalid: T.invalidId,
          invalidText: T.invalidIdText,
          missing: T.notFound,
          missingText: T.notFoundText,
          error: T.detailLoadFailed,
          errorDefault: T.detailLoadFailed,
        }}
        back={{ href: adminRoutes.admins, label: T.backToList }}
      >
        {(admin) => <AdminCard admin={admin} />}
      </LoadGate>
    </div>
  );
}

function AdminCard({ admin }: { admin: Admin }) {
  const { user } = useAuth();
  const own = admin.id === user?.id;
  const name = adminDisplayName(admin);
  return (
    <Card data-testid="admin-card">
      <div className="flex flex-col gap-4 border-b border-gray-100 p-5 sm:flex-row sm:items-center sm:p-6 dark:border-gray-800">
        <AdminAvatar admin={admin} large />
        <div className="min-w-0 flex-1 space-y-1.5">
          <h1 className="break-words text-2xl font-bold tracking-tight text-gray-900 dark:text-gray-50">{name}</h1>
          <div className="flex flex-wrap gap-1.5">
            <AdminBadges admin={admin} />
          </div>
          <p className="font-mono text-xs text-gray-500 dark:text-gray-400">
            {T.reference} {adminReference(admin)}
          </p>
        </div>
        <div className="sm:shrink-0">
          {own ? <p className="text-sm text-gray-500 dark:text-gray-400">{T.ownAccountNote}</p> : <AdminToggle admin={admin} className="w-full sm:w-auto" />}
        </div>
      </div>
      <CardContent>
        <dl className="grid gap-x-8 divide-y divide-gray-100 sm:grid-cols-2 sm:divide-y-0 dark:divide-gray-800">
          <Detail icon={<Mail className="h-4 w-4" aria-hidden />} label={T.email}>
            {admin.email}
          </Detail>
          <Detail icon={<Phone className="h-4 w-4" aria-hidden />} label={T.phone}>
            {admin.numero || <span className="text-gray-500 dark:text-gray-400">{T.notGiven}</span>}
          </Detail>
          <Detail icon={<Shield className="h-4 w-4" aria-hidden />} label={T.role}>
            {ROLE_LABELS[admin.typeUtilisateur]?.long}
          </Detail>
          <Detail icon={<UserCheck className="h-4 w-4" aria-hidden />} label={T.status}>
            {admin.compteVerrouille ? T.blocked : admin.isActive ? T.active : T.inactive}
          </Detail>
          <Detail icon={<CalendarDays className="h-4 w-4" aria-hidden />} label={T.memberSince}>
            {formatDate(admin.createdAt)}
          </Detail>
          <Detail icon={<Clock className="h-4 w-4" aria-hidden />} label={T.lastConnection}>
            {admin.derniereConnexion ? formatDateTime(admin.derniereConnexion) : T.never}
          </Detail>
          <Detail
            icon={admin.emailVerifie ? <MailCheck className="h-4 w-4" aria-hidden /> : <MailWarning className="h-4 w-4" aria-hidden />}
            label={T.invitation}
          >
            {admin.emailVerifie ? T.verified : T.pending}
          </Detail>
          {admin.dateNaissance && (
            <Detail icon={<CalendarDays className="h-4 w-4" aria-hidden />} label={T.birthDate}>
              {formatDate(admin.dateNaissance)}
            </Detail>
          )}
        </dl>
      </CardContent>
      {!own && <TwoFactorReset adminId={admin.id} name={name} />}
    </Card>
  );
}
