import { RequireAdmin } from '@/components/admin/guards';
import { MailSection } from '@/components/admin/settings/mail-section';
import { SettingsForm } from '@/components/admin/settings/settings-form';

export default function SettingsPage() {
  return (
    <RequireAdmin superAdmin>
      <SettingsForm />
      <MailSection />
    </RequireAdmin>
  );
}
