'use client';
// 'Annuler la commande' (docs/product.md, "Orders in the back office"): the reason is asked, checked with the API's
// own rule (src/shared/orders/schemas.ts, orderCancelSchema), then the order is cancelled; nothing is deleted. Fetched,
// with Radix's dialog, the first time it opens (./follow-up.tsx).
import { type FormEvent, useState } from 'react';
import { useForm } from '@/components/admin/kit/use-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Textarea } from '@/components/ui/field';
import { ORDER_LIMITS } from '@/shared/orders/limits';
import type { OrderDetail } from '@/shared/orders/answers';
import { type CheckedValue, orderSchema } from '../order-values';
import { ORDER_TEXTS as T } from '../texts';
import { ORDER_CANCEL_TEXTS as C } from '../texts-on-demand';

interface CancelDialogProps {
  order: Pick<OrderDetail, 'reference' | 'statut'>;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  /** Cancels with this reason; `done` is called once the server has answered. */
  onCancel: (motif: string, done: () => void) => void;
}

export function CancelDialog({ order, open, busy, onClose, onCancel }: CancelDialogProps) {
  const [motif, setMotif] = useState('');
  // The cancellation is the screen's (its refusal in the screen's banner): the dialog checks the reason, hands it
  // over and closes once the server has answered.
  const { ref, banner, errors, checking, submit: send } = useForm({
    fields: ['motif'],
    loadSchema: orderSchema('orderCancelSchema'),
    save: (body: CheckedValue<'orderCancelSchema'>) => new Promise<void>((done) => onCancel(body.motif, done)),
    saved: () => {
      setMotif('');
      onClose();
    },
    failed: T.actionErrorDefault,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    await send({ motif });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && onClose()}
      title={C.cancelTitle}
      description={`${C.cancelQuestion(order.reference)}${order.statut !== 'nouvelle' ? ` ${C.cancelStock}` : ''}`}
    >
      <form ref={ref} onSubmit={submit} className="space-y-4" noValidate>
        {banner.element}
        <Field label={C.cancelReasonLabel} error={errors.motif}>
          <Textarea
            value={motif}
            rows={3}
            maxLength={ORDER_LIMITS.cancelReasonMax}
            onChange={(event) => setMotif(event.target.value)}
            placeholder={C.cancelReasonPlaceholder}
            data-field="motif"
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {C.keepOrder}
          </Button>
          <Button type="submit" variant="danger" busy={busy || checking}>
            {busy ? C.cancelBusy : C.cancelConfirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
