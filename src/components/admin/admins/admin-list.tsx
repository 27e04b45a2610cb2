'use client';
// /admin/utilisateurs (docs/product.md, "Administrators and their accounts"): the counts, the search over e-mail
// and full name, and one row per administrator with its role, state, reference and last connection.
import { Eye, ShieldCheck, UserCheck, UserPlus, Users, UserX } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { LoadGate } from '@/components/admin/kit/load-gate';
import { PageHeader } from '@/components/admin/kit/page-header';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/field';
import { EmptyState } from '@/components/ui/states';
import { adminRoutes } from '@/lib/admin-routes';
import { adminCounts, adminDisplayName, adminReference, filterAdmins, useAdmins } from '@/lib/api/admins';
import { useAuth } from '@/lib/api/auth-store';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/shared/format';
import type { Admin } from '@/shared/auth/answers';
import { AdminToggle } from './admin-toggle';
import { AdminAvatar, AdminBadges } from './admin-badges';
import { ADMIN_TEXTS as T } from './texts';

function CountCard({ label, value, icon: Icon, tone }: { label: string; value: number; icon: typeof Users; tone: string }) {
  return (
    <Card className="flex items-center gap-2.5 p-3 sm:gap-3 sm:p-4">
      <span className={cn('flex size-9 shrink-0 sm:size-10 items-center justify-center rounded-lg', tone)}>
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-sm leading-snug text-gray-600 dark:text-gray-400">{label}</p>
        <p className="text-2xl font-bold text-gray-900 tabular-nums dark:text-gray-50">{value}</p>
      </div>
    </Card>
  );
}

function AdminRow({ admin, own }: { admin: Admin; own: boolean }) {
  const name = adminDisplayName(admin);
  return (
    <li data-testid="admin-row" className="flex flex-col gap-3 px-4 py-4 sm:px-5 md:flex-row md:items-center md:gap-4">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <AdminAvatar admin={admin} />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <p className="truncate font-medium text-gray-900 dark:text-gray-100" title={name}>
              {name}
            </p>
            {own && <Badge tone="gray">{T.you}</Badge>}
            <AdminBadges admin={admin} />
          </div>
          {name !== admin.email && (
            <p className="truncate text-sm text-gray-600 dark:text-gray-400" title={admin.email}>
              {admin.email}
            </p>
          )}
          <p className="flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-gray-500 dark:text-gray-400">
            <span>
              {T.reference} <span className="font-mono">{adminReference(admin)}</span>
            </span>
            <span>
              {T.lastConnection} : {admin.derniereConnexion ? formatDateTime(admin.derniereConnexion) : T.never}
            </span>
          </p>
        </div>
      </div>
      <div className="flex gap-2 pl-13 md:shrink-0 md:pl-0">
        <Link href={adminRoutes.admin(admin.id)} className={buttonClass('secondary', 'sm')} aria-label={`${T.view} ${name}`}>
          <Eye className="h-4 w-4" aria-hidden />
          {T.view}
        </Link>
        {!own && <AdminToggle admin={admin} />}
      </div>
    </li>
  );
}

export function AdminList() {
  const { user } = useAuth();
  const admins = useAdmins();
  const [search, setSearch] = useState('');

  return (
    <div className="space-y-6">
      <PageHeader
        title={T.listTitle}
        subtitle={T.listSubtitle}
        actions={
          <Link href={adminRoutes.inviteAdmin} className={buttonClass('primary', 'md', 'w-full sm:w-auto')}>
            <UserPlus className="h-4 w-4" aria-hidden />
            {T.invite}
          </Link>
        }
      />

      <LoadGate read={admins} texts={{ loading: T.loading, error: T.loadFailed, errorDefault: T.loadFailedDefault }}>
        {(list) => {
          const counts = adminCounts(list);
          const shown = filterAdmins(list, search);
          return (
            <>
              <section aria-label={T.countsLabel} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
                <CountCard label={T.countTotal} value={counts.total} icon={Users} tone="bg-blue-50 text-blue-700 dark:bg-blue-950 dark:text-blue-300" />
                <CountCard label={T.countActive} value={counts.active} icon={UserCheck} tone="bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300" />
                <CountCard label={T.countBlocked} value={counts.blocked} icon={UserX} tone="bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300" />
                <CountCard
                  label={T.countSuperAdmins}
                  value={counts.superAdmins}
                  icon={ShieldCheck}
                  tone="bg-purple-50 text-purple-700 dark:bg-purple-950 dark:text-purple-300"
                />
              </section>

              <Card>
                <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
                  <h2 className="text-base font-semibold text-gray-900 dark:text-gray-100">{T.listHeading(shown.length)}</h2>
                  <SearchInput
                    className="sm:w-72"
                    aria-label={T.searchLabel}
                    placeholder={T.searchPlaceholder}
                    value={search}
                    onChange={(event) => setSearch(event.target.value)}
                  />
                </CardHeader>
                {shown.length === 0 ? (
                  <div className="p-4 sm:p-5">
                    <EmptyState
                      icon={<Users className="h-10 w-10" aria-hidden />}
                      title={T.emptyTitle}
                      message={search.trim() ? T.emptySearch : T.emptyNone}
                      action={
                        search.trim() ? undefined : (
                          <Link href={adminRoutes.inviteAdmin} className={buttonClass('primary', 'sm')}>
                            <UserPlus className="h-4 w-4" aria-hidden />
                            {T.invite}
                          </Link>
                        )
                      }
                    />
                  </div>
                ) : (
                  <ul className="divide-y divide-gray-100 dark:divide-gray-800">
                    {shown.map((admin) => (
                      <AdminRow key={admin.id} admin={admin} own={admin.id === user?.id} />
                    ))}
                  </ul>
                )}
              </Card>
            </>
          );
        }}
      </LoadGate>
    </div>
  );
}
