'use client';
// An order's customer (docs/product.md, "Orders in the back office"): the name and phone the administrator types
// from the WhatsApp conversation, checked with the API's own rule (orderCustomerSchema: a phone number, Senegal's
// by default) and its French messages. Rendered keyed by what is saved, so that a later read never overwrites what
// is being typed.
import { Phone, User } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormSection } from '@/components/admin/kit/form-section';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import type { OrderDetail } from '@/shared/orders/answers';
import { displayPhone } from '@/shared/shop/content';
import { ORDER_TEXTS as T } from '../texts';
import { useOrderForm } from './use-order-form';
import { type CustomerField, CustomerFields, type CustomerValues } from '../form/customer-fields';

const FIELDS: readonly CustomerField[] = ['nom', 'telephone'];

export function CustomerCard({ order }: { order: OrderDetail }) {
  const { ref, banner, errors, checking, pending, submit: send } = useOrderForm(order._id, 'client', {
    fields: FIELDS,
    // The card is drawn again from what was saved (the phone as stored): the toast says it.
    saved: () => notify('success', T.customerSaved),
  });
  const [values, setValues] = useState<CustomerValues>({
    nom: order.client.nom ?? '',
    telephone: order.client.telephone ? displayPhone(order.client.telephone) : '',
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    await send(values);
  }

  return (
    <FormSection
      title={T.customer}
      description={T.customerText}
      icon={<User className="h-4 w-4 text-gray-500" aria-hidden />}
      aside={
        order.client.telephone ? (
          <a
            href={`tel:${order.client.telephone}`}
            className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md border border-gray-300 px-3 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-gray-700 dark:text-gray-100 dark:hover:bg-gray-800"
          >
            <Phone className="h-4 w-4" aria-hidden />
            {T.call}
          </a>
        ) : undefined
      }
      form={{ onSubmit: submit, 'aria-label': T.customer, ref, noValidate: true }}
    >
      {banner.element}
      <CustomerFields values={values} onChange={(change) => setValues((current) => ({ ...current, ...change }))} errors={errors} disabled={pending} columns={1} savedPhone={order.client.telephone ? displayPhone(order.client.telephone) : ''} />
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" busy={pending || checking}>
          {T.saveCustomer}
        </Button>
      </div>
    </FormSection>
  );
}
