'use client';
// The customer's fields (docs/product.md, "Orders in the back office"), for 'Nouvelle commande' and for an order's
// customer: the name and the phone, typed from the conversation. A number without its country code is read as
// Senegal's. A phone typed that the shop already knows says so (the returning-customer hint, docs/product.md,
// "Customers"), loaded once a phone is typed: it is not in the first load of an order's page.
import { lazy, Suspense } from 'react';
import { Field, Input } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import type { FormErrors } from '@/lib/api/field-errors';
import { ORDER_LIMITS } from '@/shared/orders/limits';
import { ORDER_TEXTS as T } from '../texts';

const CustomerHint = lazy(() => import('@/components/admin/customers/customer-hint').then((m) => ({ default: m.CustomerHint })));

export type CustomerField = 'nom' | 'telephone';

export interface CustomerValues {
  nom: string;
  telephone: string;
}

interface CustomerFieldsProps {
  values: CustomerValues;
  onChange: (change: Partial<CustomerValues>) => void;
  errors: FormErrors<CustomerField>;
  disabled?: boolean;
  /** Side by side where the form is wide ('Nouvelle commande'); one above the other in an order's side column. */
  columns?: 1 | 2;
  /** The phone as saved on the order shown: the hint is for a phone typed, not for the one saved. */
  savedPhone?: string;
}

export function CustomerFields({ values, onChange, errors, disabled, columns = 2, savedPhone = '' }: CustomerFieldsProps) {
  return (
    <div className={cn('grid gap-4', columns === 2 && 'sm:grid-cols-2')}>
      <Field label={T.customerName} error={errors.nom}>
        <Input
          value={values.nom}
          maxLength={ORDER_LIMITS.customerNameMax}
          disabled={disabled}
          onChange={(event) => onChange({ nom: event.target.value })}
          placeholder={T.customerNamePlaceholder}
          autoComplete="off"
          data-field="nom"
        />
      </Field>
      <Field label={T.customerPhone} error={errors.telephone} hint={T.customerPhoneHint}>
        <Input
          type="tel"
          inputMode="tel"
          value={values.telephone}
          disabled={disabled}
          onChange={(event) => onChange({ telephone: event.target.value })}
          placeholder={T.customerPhonePlaceholder}
          autoComplete="off"
          data-field="telephone"
        />
      </Field>
      {/* A phone the shop knows: the customer's orders and spending, and its page. */}
      <div className={cn(columns === 2 && 'sm:col-span-2', 'empty:hidden')}>
        {values.telephone.trim() && values.telephone !== savedPhone && (
          <Suspense fallback={null}>
            <CustomerHint telephone={values.telephone} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
