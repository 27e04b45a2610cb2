'use client';
// The back office's route guards (docs/product.md, "Back office"): signed-out visitors of a signed-in screen go
// to /admin/login, an ordinary administrator on a super administrator's screen goes to /admin, and a signed-in
// administrator on the sign-in screens goes to /admin. The server checks every call anyway: these only spare
// people screens they cannot use.
import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect } from 'react';
import { LoadingState } from '@/components/ui/states';
import { useAuth } from '@/lib/api/auth-store';

export function RequireAdmin({ superAdmin = false, children }: { superAdmin?: boolean; children: ReactNode }) {
  const { status, user } = useAuth();
  const router = useRouter();
  const refused = status === 'signedIn' && superAdmin && user?.typeUtilisateur !== 'SUPER_ADMIN';
  useEffect(() => {
    if (status === 'signedOut') router.replace('/admin/login');
    else if (refused) router.replace('/admin');
  }, [status, refused, router]);
  if (status !== 'signedIn' || refused) return <LoadingState />;
  return children;
}

export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const router = useRouter();
  useEffect(() => {
    if (status === 'signedIn') router.replace('/admin');
  }, [status, router]);
  if (status === 'signedIn') return <LoadingState />;
  return children;
}
