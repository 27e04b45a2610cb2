'use client';
// Around every back-office screen: the session restored from storage, the toasts. The data cache is the
// signed-in screens' own (src/app/admin/(panel)/layout.tsx): the sign-in screens load without it.
import { type ReactNode, useEffect } from 'react';
import { startAuth } from '@/lib/api/auth-store';
import { ToasterHost } from '@/lib/notify';

export function AdminProviders({ children }: { children: ReactNode }) {
  useEffect(() => startAuth(), []);
  return (
    <>
      {children}
      <ToasterHost variant="admin" />
    </>
  );
}
