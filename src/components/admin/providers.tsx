'use client';
// Around every back-office screen: the data cache, the session restored from storage, the toasts.
import { type ReactNode, useEffect } from 'react';
import { startAuth } from '@/lib/api/auth-store';
import { QueryProvider } from '@/lib/api/query';
import { ToasterHost } from '@/lib/notify';

export function AdminProviders({ children }: { children: ReactNode }) {
  useEffect(() => startAuth(), []);
  return (
    <QueryProvider>
      {children}
      <ToasterHost variant="admin" />
    </QueryProvider>
  );
}
