// The signed-in back office: the guard, then the frame (sidebar, header, breadcrumb) around every screen.
import type { ReactNode } from 'react';
import { RequireAdmin } from '@/components/admin/guards';
import { AdminShell } from '@/components/admin/shell/admin-shell';

export default function PanelLayout({ children }: { children: ReactNode }) {
  return (
    <RequireAdmin>
      <AdminShell>{children}</AdminShell>
    </RequireAdmin>
  );
}
