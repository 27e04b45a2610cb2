import { RequireAdmin } from '@/components/admin/guards';
import { MailSection } from '@/components/admin/settings/mail-section';
import { DemoDataSection } from '@/components/admin/settings/demo-data-section';
import { FeedsSection } from '@/components/admin/settings/feeds-section';
import { SettingsForm } from '@/components/admin/settings/settings-form';

export default function SettingsPage() {
  return (
    <RequireAdmin superAdmin>
      <SettingsForm />
      <FeedsSection />
      <DemoDataSection />
      <MailSection />
    </RequireAdmin>
  );
}
