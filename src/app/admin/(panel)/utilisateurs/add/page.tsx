import { InviteAdminForm } from '@/components/admin/admins/invite-form';
import { RequireAdmin } from '@/components/admin/guards';

export default function InviteAdminPage() {
  return (
    <RequireAdmin superAdmin>
      <InviteAdminForm />
    </RequireAdmin>
  );
}
