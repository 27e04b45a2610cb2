'use client';
// /admin/commandes/add, 'Nouvelle commande' (docs/product.md, "Orders in the back office"): an order taken by phone
// — its products found by name, the zone and its fee, the landmark, a note, the customer's name and phone —,
// checked with the API's own rule (adminOrderSchema) and recorded as 'nouvelle'; then its page opens. One key per
// form: a second press after a lost answer gives back the same order instead of a second one.
import { MapPin, Package, User } from 'lucide-react';
import Link from 'next/link';
import { type FormEvent, useState } from 'react';
import { FormSection } from '@/components/admin/kit/form-section';
import { focusField } from '@/components/admin/kit/form-focus';
import { PageHeader } from '@/components/admin/kit/page-header';
import { useDelayedNavigation } from '@/components/admin/kit/use-delayed-navigation';
import { useForm } from '@/components/admin/kit/use-form';
import { Button, buttonClass } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { adminRoutes } from '@/lib/admin-routes';
import { formFields } from '@/lib/api/field-errors';
import { useActiveZones, useCreateOrder } from '@/lib/api/orders';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { TIMINGS } from '@/shared/constants';
import { ORDER_LIMITS } from '@/shared/orders/limits';
import { type CheckedValue, feeOf, hasLineErrors, type LineDraft, type LineErrors, lineErrors, linesBody, newIdempotencyKey, orderSchema } from '../order-values';
import { ORDER_TEXTS as T } from '../texts';
import { NEW_ORDER_TEXTS as N } from './new-order-texts';
import { CustomerFields, type CustomerValues } from './customer-fields';
import { DeliveryFields, type DeliveryValues } from './delivery-fields';
import { LineEditor } from './line-editor';

type NewOrderField = 'zoneId' | 'fraisLivraison' | 'pointDeRepere' | 'note' | 'nom' | 'telephone';
const FIELDS: readonly NewOrderField[] = ['zoneId', 'fraisLivraison', 'pointDeRepere', 'note', 'nom', 'telephone'];
const fieldOf = formFields(FIELDS, { 'client.nom': 'nom', 'client.telephone': 'telephone' });

export function NewOrderForm() {
  const create = useCreateOrder();
  const zones = useActiveZones();
  const navigation = useDelayedNavigation();
  const [key] = useState(newIdempotencyKey);
  const [lines, setLines] = useState<LineDraft[]>([]);
  const [delivery, setDelivery] = useState<DeliveryValues>({ zoneId: '', fraisLivraison: '', pointDeRepere: '' });
  const [note, setNote] = useState('');
  const [customer, setCustomer] = useState<CustomerValues>({ nom: '', telephone: '' });
  const [lineProblems, setLineProblems] = useState<LineErrors>({ lines: {} });
  const { ref: form, banner, errors, checking, submit: send } = useForm({
    fields: FIELDS,
    fieldOf,
    loadSchema: orderSchema('adminOrderSchema'),
    save: (body: CheckedValue<'adminOrderSchema'>) => create.mutateAsync(body),
    saved: (answer) => {
      const order = answer.data;
      if (!order?._id) return;
      notify('success', N.created, N.createdText(order.reference));
      navigation.go(adminRoutes.order(order._id), TIMINGS.backNavigationMs);
    },
    failed: T.saveErrorDefault,
    // Under the fields it names, and above the form in the server's words: stock, a product gone, a zone no
    // longer offered.
    alwaysBanner: true,
    // The lines first (the product search when there is none), then the other fields in order.
    others: (messages) => {
      const problems = lineErrors(messages);
      setLineProblems(problems);
      const line = Object.keys(problems.lines).map(Number).sort((a, b) => a - b)[0];
      if (line !== undefined) focusField(form.current, `lignes.${line}.quantite`);
      else if (problems.list) form.current?.querySelector<HTMLElement>('input[type="search"]')?.focus();
      return hasLineErrors(problems);
    },
  });
  const busy = create.isPending || checking || navigation.target !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    await send({
      lignes: linesBody(lines),
      zoneId: delivery.zoneId || null,
      fraisLivraison: feeOf(delivery.fraisLivraison),
      pointDeRepere: delivery.pointDeRepere,
      note,
      client: customer,
      idempotencyKey: key,
    });
  }

  return (
    <div className="max-w-4xl space-y-6">
      <PageHeader title={N.newTitle} subtitle={N.newSubtitle} back={{ href: adminRoutes.orders, label: T.backToOrders }} backStyle="icon" />
      <form ref={form} onSubmit={submit} noValidate aria-label={N.newTitle} className="space-y-6">
        {banner.element}
        <FormSection title={T.lines} description={N.newLinesText} icon={<Package className="h-4 w-4 text-gray-500" aria-hidden />}>
          <LineEditor lines={lines} onChange={setLines} errors={lineProblems} disabled={busy} />
        </FormSection>

        <FormSection title={T.deliveryTitle} description={N.newDeliveryText} icon={<MapPin className="h-4 w-4 text-gray-500" aria-hidden />}>
          <DeliveryFields
            values={delivery}
            onChange={(change) => setDelivery((current) => ({ ...current, ...change }))}
            errors={errors}
            zones={zones.data ?? []}
            disabled={busy}
          />
          <Field label={N.note} error={errors.note}>
            <textarea
              value={note}
              rows={2}
              maxLength={ORDER_LIMITS.noteMax}
              disabled={busy}
              onChange={(event) => setNote(event.target.value)}
              placeholder={N.notePlaceholder}
              data-field="note"
              className={cn(inputClass, 'h-auto py-2')}
            />
          </Field>
        </FormSection>

        <FormSection title={T.customer} description={N.newCustomerText} icon={<User className="h-4 w-4 text-gray-500" aria-hidden />}>
          <CustomerFields values={customer} onChange={(change) => setCustomer((current) => ({ ...current, ...change }))} errors={errors} disabled={busy} />
        </FormSection>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link href={adminRoutes.orders} className={buttonClass('secondary')}>
            {T.cancelEdit}
          </Link>
          <Button type="submit" busy={busy}>
            {create.isPending || navigation.target ? N.creating : N.create}
          </Button>
        </div>
      </form>
    </div>
  );
}
