'use client';
// 'Payée' (docs/product.md, "Orders in the back office"): the method — Wave, Orange Money or cash — and the
// transaction's reference, checked with the API's own rule (orderPaymentSchema) and saved. Fetched, with Radix's
// dialog, the first time it opens (./order-detail.tsx).
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { formatPrice } from '@/shared/format';
import { ORDER_LIMITS } from '@/shared/orders/limits';
import type { PaymentMethod } from '@/shared/orders/schemas';
import type { OrderDetail } from '@/shared/orders/answers';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@/shared/orders/rules';
import { ORDER_TEXTS as T } from '../texts';
import { useOrderForm } from './use-order-form';

type PaymentField = 'methode' | 'reference';
const FIELDS: readonly PaymentField[] = ['methode', 'reference'];

interface PaymentDialogProps {
  order: OrderDetail;
  open: boolean;
  onClose: () => void;
}

export function PaymentDialog({ order, open, onClose }: PaymentDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={T.markPaidTitle} description={T.markPaidText(formatPrice(order.total))}>
      {/* A new form each time it opens: what the order holds now. */}
      {open && <PaymentForm order={order} onClose={onClose} />}
    </Dialog>
  );
}

function PaymentForm({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { ref, banner, errors, checking, pending, submit: send } = useOrderForm(order._id, 'paiement', {
    fields: FIELDS,
    saved: () => {
      notify('success', T.paymentSaved);
      onClose();
    },
  });
  const [methode, setMethode] = useState<PaymentMethod | null>(order.paiement.methode);
  const [reference, setReference] = useState(order.paiement.reference ?? '');
  const groupId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    await send({ payee: true, methode, reference });
  }

  return (
    <form ref={ref} onSubmit={submit} className="space-y-4" noValidate>
      {banner.element}
      <fieldset className="space-y-1.5" aria-describedby={errors.methode ? `${groupId}-error` : undefined}>
        <legend className="mb-1.5 block text-sm font-medium text-gray-800 dark:text-gray-200">{T.paymentMethod}</legend>
        <div className="grid grid-cols-3 gap-2">
          {PAYMENT_METHODS.map((method, index) => (
            <label
              key={method}
              className={cn(
                'flex h-11 cursor-pointer items-center justify-center rounded-md border px-2 text-center text-sm font-medium transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                methode === method
                  ? 'border-brand-600 bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-100'
                  : 'border-gray-300 text-gray-700 hover:bg-gray-50 dark:border-gray-700 dark:text-gray-200 dark:hover:bg-gray-800',
              )}
            >
              <input
                type="radio"
                name="methode"
                value={method}
                checked={methode === method}
                onChange={() => setMethode(method)}
                data-field={index === 0 ? 'methode' : undefined}
                className="sr-only"
              />
              {PAYMENT_METHOD_LABELS[method]}
            </label>
          ))}
        </div>
        {errors.methode && (
          <p id={`${groupId}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
            {errors.methode}
          </p>
        )}
      </fieldset>
      <Field label={T.paymentReference} error={errors.reference} hint={T.paymentReferenceHint}>
        <Input
          value={reference}
          maxLength={ORDER_LIMITS.paymentReferenceMax}
          onChange={(event) => setReference(event.target.value)}
          placeholder={T.paymentReferencePlaceholder}
          data-field="reference"
          autoComplete="off"
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={pending} onClick={onClose}>
          {T.cancelEdit}
        </Button>
        <Button type="submit" busy={pending || checking}>
          {pending ? T.savingPayment : T.savePayment}
        </Button>
      </div>
    </form>
  );
}
