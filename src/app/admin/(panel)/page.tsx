import { Dashboard } from '@/components/admin/dashboard/dashboard';

export default function DashboardPage() {
  return <Dashboard />;
}
