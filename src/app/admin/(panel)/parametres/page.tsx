import { RequireAdmin } from '@/components/admin/guards';
import { SettingsForm } from '@/components/admin/settings/settings-form';

export default function SettingsPage() {
  return (
    <RequireAdmin superAdmin>
      <SettingsForm />
    </RequireAdmin>
  );
}
