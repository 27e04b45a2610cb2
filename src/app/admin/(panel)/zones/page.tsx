import { ZoneList } from '@/components/admin/zones/zone-list';

export default function ZonesPage() {
  return <ZoneList />;
}
