import { AdminDetail } from '@/components/admin/admins/admin-detail';
import { RequireAdmin } from '@/components/admin/guards';

export default async function AdminPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <RequireAdmin superAdmin>
      <AdminDetail id={id} />
    </RequireAdmin>
  );
}
