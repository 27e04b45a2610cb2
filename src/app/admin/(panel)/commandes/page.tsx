import { Suspense } from 'react';
import { OrderList } from '@/components/admin/orders/order-list';

export default function OrdersPage() {
  return (
    <Suspense>
      <OrderList />
    </Suspense>
  );
}
