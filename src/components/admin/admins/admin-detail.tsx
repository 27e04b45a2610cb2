'use client';
// /admin/utilisateurs/{id}: one administrator's card (docs/api.md, GET /auth/admin/{id}) with block / unblock.
import { ArrowLeft, CalendarDays, Clock, Mail, MailCheck, MailWarning, Phone, Shield, UserCheck } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { adminDisplayName, adminReference, useAdmin } from '@/lib/api/admins';
import { ApiRequestError, errorText } from '@/lib/api/answer';
import { useAuth } from '@/lib/api/auth-store';
import { ROLE_LABELS } from '@/shared/constants';
import { formatDate, formatDateTime } from '@/shared/format';
import { isUuid } from '@/shared/ids';
import { AdminAvatar, AdminBadges } from './admin-badges';
import { AdminToggle } from './admin-toggle';
import { ADMIN_TEXTS as T } from './texts';

function BackLink() {
  return (
    <Link
      href="/admin/utilisateurs"
      className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-gray-400 dark:hover:text-gray-100"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      {T.backToList}
    </Link>
  );
}

function Missing({ title, message }: { title: string; message: string }) {
  return (
    <Card>
      <ErrorState title={title} message={message} />
      <div className="flex justify-center pb-10">
        <Link href="/admin/utilisateurs" className={buttonClass('secondary')}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {T.backToList}
        </Link>
      </div>
    </Card>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 py-3">
      <span className="mt-0.5 text-gray-400">{icon}</span>
      <div className="min-w-0">
        <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase dark:text-gray-400">{label}</dt>
        <dd className="mt-0.5 break-words text-sm text-gray-900 dark:text-gray-100">{children}</dd>
      </div>
    </div>
  );
}

export function AdminDetail({ id }: { id: string }) {
  const valid = isUuid(id);
  const { user } = useAuth();
  const query = useAdmin(valid ? id : null);

  let body: ReactNode;
  if (!valid) body = <Missing title={T.invalidId} message={T.invalidIdText} />;
  else if (query.isPending) body = <LoadingState label={T.detailLoading} />;
  else if (query.isError && query.error instanceof ApiRequestError && query.error.status === 404) {
    body = <Missing title={T.notFound} message={T.notFoundText} />;
  } else if (query.isError) {
    body = (
      <Card>
        <ErrorState title={T.detailLoadFailed} message={errorText(query.error, T.detailLoadFailed)} onRetry={() => void query.refetch()} />
      </Card>
    );
  } else if (!query.data) body = <Missing title={T.notFound} message={T.notFoundText} />;
  else {
    const admin = query.data;
    const own = admin.id === user?.id;
    const name = adminDisplayName(admin);
    body = (
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
      </Card>
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <BackLink />
      {body}
    </div>
  );
}
