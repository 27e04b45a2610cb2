'use client';
// The administrators' internal note on an order (docs/product.md, "Orders in the back office"): never shown to the
// customer; blank clears it. Rendered keyed by the note saved, so that a later read never overwrites what is typed.
import { NotebookPen } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormSection } from '@/components/admin/kit/form-section';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/field';
import { notify } from '@/lib/notify';
import { ORDER_LIMITS } from '@/shared/orders/limits';
import type { OrderDetail } from '@/shared/orders/answers';
import { ORDER_TEXTS as T } from '../texts';
import { useOrderForm } from './use-order-form';

export function NoteCard({ order }: { order: OrderDetail }) {
  const [text, setText] = useState(order.noteInterne ?? '');
  const { ref, banner, errors, pending, submit: send } = useOrderForm(order._id, 'note', {
    fields: ['noteInterne'],
    saved: () => notify('success', T.noteSaved),
  });
  const unchanged = text.trim() === (order.noteInterne ?? '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    await send({ noteInterne: text });
  }

  return (
    <FormSection
      title={T.internalNote}
      description={T.internalNoteText}
      icon={<NotebookPen className="h-4 w-4 text-gray-500" aria-hidden />}
      form={{ onSubmit: submit, 'aria-label': T.internalNote, ref, noValidate: true }}
    >
      {banner.element}
      <Field label={T.internalNote} error={errors.noteInterne} hideLabel>
        <Textarea
          value={text}
          rows={3}
          maxLength={ORDER_LIMITS.internalNoteMax}
          onChange={(event) => setText(event.target.value)}
          placeholder={T.internalNotePlaceholder}
          data-field="noteInterne"
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
