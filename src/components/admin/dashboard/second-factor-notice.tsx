'use client';
// The dashboard's notice to an administrator signed in without a second factor while the shop requires one
// (docs/decisions/025-second-factor.md, "Required for everyone"): their session is not cut, but the next sign-in
// will lead them to the setup; this leads them to /admin/compte now. Nothing shows while either read is pending.
import { ShieldAlert } from 'lucide-react';
import Link from 'next/link';
import { adminRoutes } from '@/lib/admin-routes';
import { useAuth } from '@/lib/api/auth-store';
import { useShopSettings } from '@/lib/api/settings';
import type { SecondFactorStatus } from '@/shared/auth/answers';
import { SECOND_FACTOR_NOTICE_TEXTS as T } from './texts';

export function SecondFactorNotice() {
  const { user } = useAuth();
  const settings = useShopSettings();
  // GET /auth/profile carries the caller's second factor beside the account.
  const status = (user as { doubleAuthentification?: SecondFactorStatus } | null)?.doubleAuthentification;
  if (!settings.data?.doubleAuthentificationObligatoire || !status || status.totp) return null;
  return (
    <div role="note" className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100">
      <ShieldAlert className="hidden size-5 shrink-0 sm:block" aria-hidden />
      <div className="flex-1 space-y-0.5">
        <p className="font-semibold">{T.title}</p>
        <p>{T.text}</p>
      </div>
      <Link
        href={adminRoutes.account}
        className="inline-flex h-9 shrink-0 items-center justify-center rounded-md bg-amber-600 px-3 font-medium text-white hover:bg-amber-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
      >
        {T.link}
      </Link>
    </div>
  );
}
