'use client';
// The back office's route guards (docs/product.md, "Back office"): signed-out visitors of a signed-in screen go
// to /admin/login, an ordinary administrator on a super administrator's screen goes to /admin, and a signed-in
// administrator on the sign-in screens goes to /admin. The server checks every call anyway: these only spare
// people screens they cannot use.
import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useState } from 'react';
import { Card } from '@/components/ui/card';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { adminRoutes } from '@/lib/admin-routes';
import { loadProfile, useAuth } from '@/lib/api/auth-store';
import { SHELL_TEXTS } from './shell/texts';

export function RequireAdmin({ superAdmin = false, children }: { superAdmin?: boolean; children: ReactNode }) {
  const { status, user, error } = useAuth();
  const [retrying, setRetrying] = useState(false);
  const router = useRouter();
  const refused = status === 'signedIn' && superAdmin && user?.typeUtilisateur !== 'SUPER_ADMIN';
  useEffect(() => {
    if (status === 'signedOut') router.replace(adminRoutes.login);
    else if (refused) router.replace(adminRoutes.home);
  }, [status, refused, router]);
  // The session could not be read (the server or its database out of reach, no network): the tokens are kept,
  // and the administrator tries again (docs/product.md, "When the shop cannot read its data").
  if (status === 'loading' && error !== null && !retrying) {
    const retry = () => {
      setRetrying(true);
      void loadProfile().finally(() => setRetrying(false));
    };
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <Card>
          <ErrorState title={SHELL_TEXTS.loadError} message={error || SHELL_TEXTS.loadErrorDefault} onRetry={retry} />
        </Card>
      </div>
    );
  }
  if (status !== 'signedIn' || refused) return <LoadingState />;
  return children;
}

export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const router = useRouter();
  useEffect(() => {
    if (status === 'signedIn') router.replace(adminRoutes.home);
  }, [status, router]);
  if (status === 'signedIn') return <LoadingState />;
  return children;
}
