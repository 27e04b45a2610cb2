'use client';
// /admin/compte (docs/product.md, Back office): who is signed in, then their profile and their security in
// two tabs. The profile is read here once and handed to both.
import { Calendar, Clock, Mail, ShieldCheck, User } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { LoadGate } from '@/components/admin/kit/load-gate';
import { PageHeader } from '@/components/admin/kit/page-header';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useProfile } from '@/lib/api/account';
import { cn } from '@/lib/cn';
import { ROLE_LABELS } from '@/shared/constants';
import { formatDate, formatDateTime } from '@/shared/format';
import type { Admin } from '@/shared/auth/answers';
import { AlertEmailCard } from './alert-email-card';
import { ProfileTab } from './profile-tab';
import { ACCOUNT_TEXTS as T } from './texts';

/** Fetched when the tab is first opened: the profile, shown first, does not wait for it. */
const SecurityTab = lazy(() => import('./security-tab').then((m) => ({ default: m.SecurityTab })));

function initials(admin: Admin): string {
  const letters = `${admin.prenom?.trim()[0] ?? ''}${admin.nom?.trim()[0] ?? ''}`;
  return (letters || admin.email[0] || '?').toUpperCase();
}

function AccountHeader({ admin }: { admin: Admin }) {
  const active = admin.isActive && !admin.compteVerrouille;
  const name = admin.nomComplet?.trim() || `${admin.prenom} ${admin.nom}`.trim() || admin.email;
  const superAdmin = admin.typeUtilisateur === 'SUPER_ADMIN';
  return (
    <Card className="overflow-hidden">
      <div className="h-16 bg-linear-to-r from-brand-600 to-emerald-400 sm:h-20 dark:from-brand-700 dark:to-emerald-800" aria-hidden />
      <div className="flex flex-col gap-4 px-4 pb-5 sm:flex-row sm:items-end sm:px-6">
        <div className="relative -mt-10 w-fit shrink-0">
          <div className="flex h-20 w-20 items-center justify-center rounded-full border-4 border-white bg-brand-100 text-2xl font-semibold text-brand-800 dark:border-gray-900 dark:bg-brand-900 dark:text-brand-100">
            {initials(admin)}
          </div>
          <span
            className={cn(
              'absolute bottom-1 right-1 h-4 w-4 rounded-full border-2 border-white dark:border-gray-900',
              active ? 'bg-emerald-500' : 'bg-gray-400',
            )}
            title={active ? T.active : T.inactive}
            role="img"
            aria-label={active ? T.active : T.inactive}
            data-testid="active-dot"
            data-active={active}
          />
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 className="truncate text-xl font-semibold text-gray-900 dark:text-gray-50">{name}</h2>
            <Badge tone={superAdmin ? 'purple' : 'blue'} data-testid="role-badge">
              <ShieldCheck className="h-3.5 w-3.5" aria-hidden />
              {ROLE_LABELS[admin.typeUtilisateur]?.long ?? ROLE_LABELS.admin.long}
            </Badge>
          </div>
          <ul className="flex flex-col gap-1.5 text-sm text-gray-600 sm:flex-row sm:flex-wrap sm:gap-x-5 dark:text-gray-400">
            <li className="flex min-w-0 items-center gap-1.5">
              <Mail className="h-4 w-4 shrink-0" aria-hidden />
              <span className="truncate" data-testid="account-email">
                {admin.email}
              </span>
            </li>
            <li className="flex items-center gap-1.5">
              <Calendar className="h-4 w-4 shrink-0" aria-hidden />
              {T.memberSince(formatDate(admin.createdAt))}
            </li>
            <li className="flex items-center gap-1.5">
              <Clock className="h-4 w-4 shrink-0" aria-hidden />
              {admin.derniereConnexion ? T.lastLogin(formatDateTime(admin.derniereConnexion)) : T.neverLoggedIn}
            </li>
          </ul>
        </div>
      </div>
    </Card>
  );
}

export function AccountView() {
  const profile = useProfile();
  const [tab, setTab] = useState('profil');

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <PageHeader title={T.title} subtitle={T.subtitle} />

      <LoadGate read={profile} texts={{ loading: T.loading, error: T.loadError, errorDefault: T.loadErrorDefault }}>
        {(admin) => (
          <>
            <AccountHeader admin={admin} />
            <Tabs value={tab} onValueChange={setTab} className="space-y-5">
              <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
                <TabsTrigger value="profil" className="justify-center sm:px-5">
                  <User className="h-4 w-4" aria-hidden />
                  {T.tabProfile}
                </TabsTrigger>
                <TabsTrigger value="securite" className="justify-center sm:px-5">
                  <ShieldCheck className="h-4 w-4" aria-hidden />
                  {T.tabSecurity}
                </TabsTrigger>
              </TabsList>
              <TabsContent value="profil" className="focus-visible:outline-none">
                <div className="space-y-6">
                  <ProfileTab admin={admin} />
                  <AlertEmailCard />
                </div>
              </TabsContent>
              <TabsContent value="securite" className="focus-visible:outline-none">
                <Suspense fallback={<LoadingState />}>
                  <SecurityTab />
                </Suspense>
              </TabsContent>
            </Tabs>
          </>
        )}
      </LoadGate>
    </div>
  );
}
