import { Suspense } from 'react';
import { CustomerList } from '@/components/admin/customers/customer-list';

export default function CustomersPage() {
  return (
    <Suspense>
      <CustomerList />
    </Suspense>
  );
}
