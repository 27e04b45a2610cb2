'use client';
// The shop's private note on a customer (docs/product.md, "Customers"): never shown to the customer; blank clears
// it. Rendered keyed by the note saved, so that a later read never overwrites what is typed.
import { NotebookPen } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormSection } from '@/components/admin/kit/form-section';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/field';
import { notify } from '@/lib/notify';
import type { CustomerDetail } from '@/shared/customers/answers';
import { CUSTOMER_LIMITS } from '@/shared/customers/limits';
import { CUSTOMER_TEXTS as T } from './texts';
import { useCustomerForm } from './use-customer-form';

export function CustomerNote({ customer }: { customer: CustomerDetail }) {
  const [text, setText] = useState(customer.note ?? '');
  const { ref, banner, errors, pending, submit: send, clearError } = useCustomerForm(customer._id, ['note'], () => notify('success', T.noteSaved));
  const unchanged = text.trim() === (customer.note ?? '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    await send({ note: text });
  }

  return (
    <FormSection
      title={T.note}
      description={T.noteText}
      icon={<NotebookPen className="h-4 w-4 text-gray-500" aria-hidden />}
      form={{ onSubmit: submit, 'aria-label': T.note, ref, noValidate: true }}
    >
      {banner.element}
      <Field label={T.note} error={errors.note} hideLabel hint={T.noteCount(text.length, CUSTOMER_LIMITS.noteMax)}>
        <Textarea
          value={text}
          rows={4}
          placeholder={T.notePlaceholder}
          disabled={pending}
          data-field="note"
          onChange={(event) => {
            setText(event.target.value);
            clearError('note');
          }}
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" busy={pending} disabled={unchanged}>
          {T.saveNote}
        </Button>
      </div>
    </FormSection>
  );
}
