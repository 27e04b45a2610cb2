import { NewOrderForm } from '@/components/admin/orders/form/new-order-form';

export default function NewOrderPage() {
  return <NewOrderForm />;
}
