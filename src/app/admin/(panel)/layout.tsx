// The signed-in back office: the guard, the data cache, then the frame (sidebar, header, breadcrumb) around
// every screen.
import type { ReactNode } from 'react';
import { RequireAdmin } from '@/components/admin/guards';
import { AdminShell } from '@/components/admin/shell/admin-shell';
import { QueryProvider } from '@/lib/api/query';

export default function PanelLayout({ children }: { children: ReactNode }) {
  return (
    <RequireAdmin>
      <QueryProvider>
        <AdminShell>{children}</AdminShell>
      </QueryProvider>
    </RequireAdmin>
  );
}
