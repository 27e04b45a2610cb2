import { AccountView } from '@/components/admin/account/account-view';

export default function AccountPage() {
  return <AccountView />;
}
