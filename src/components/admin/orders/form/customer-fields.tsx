'use client';
// The customer's fields (docs/product.md, "Orders in the back office"), for 'Nouvelle commande' and for an order's
// customer: the name and the phone, typed from the conversation. A number without its country code is read as
// Senegal's. A phone the shop already knows says so (the returning-customer hint, docs/product.md, "Customers").
import { CustomerHint } from '@/components/admin/customers/customer-hint';
import { Field, Input } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import type { FormErrors } from '@/lib/api/field-errors';
import { ORDER_LIMITS } from '@/shared/orders/limits';
import { ORDER_TEXTS as T } from '../texts';

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
  /** The phone saved on the order shown, if any (its own customer is not a returning one by this order alone). */
  ownPhone?: string | null;
}

export function CustomerFields({ values, onChange, errors, disabled, columns = 2, ownPhone = null }: CustomerFieldsProps) {
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
        <CustomerHint telephone={values.telephone} ownPhone={ownPhone} />
      </div>
    </div>
  );
}
