import { AdminList } from '@/components/admin/admins/admin-list';
import { RequireAdmin } from '@/components/admin/guards';

export default function AdminsPage() {
  return (
    <RequireAdmin superAdmin>
      <AdminList />
    </RequireAdmin>
  );
}
