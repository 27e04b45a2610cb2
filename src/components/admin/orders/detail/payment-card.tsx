'use client';
// An order's payment (docs/product.md, "Orders in the back office"): paid or not, the method, the transaction's
// reference and when, 'Vérifié par Wave' or 'Déclaré', the order's latest Wave link; 'Payée' opens the payment's form, and a payment recorded by mistake can be taken back.
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { FormSection } from '@/components/admin/kit/form-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/lazy-dialog';
import { errorText } from '@/lib/api/answer';
import { useOrderChange } from '@/lib/api/orders';
import { notify } from '@/lib/notify';
import { formatDateTime, formatPrice } from '@/shared/format';
import { TOAST_TITLES } from '@/shared/messages';
import type { OrderDetail } from '@/shared/orders/answers';
import { PAYMENT_METHOD_LABELS } from '@/shared/orders/rules';
import { PAYMENT_PROOF_LABELS, PAYMENT_SESSION_LABELS, waveFailure } from '@/shared/payments/wave';
import { ORDER_TEXTS as T } from '../texts';

export function PaymentCard({ order, onPay }: { order: OrderDetail; onPay: () => void }) {
  const save = useOrderChange(order._id, 'paiement');
  const [undoing, setUndoing] = useState(false);
  const { paiement } = order;
  const link = order.wave.lien;

  function undo() {
    save.mutate(
      { payee: false, methode: null, reference: null },
      {
        onSuccess: () => notify('success', T.unpaidSaved),
        onError: (error) => notify('error', TOAST_TITLES.error, errorText(error, T.saveErrorDefault)),
        onSettled: () => setUndoing(false),
      },
    );
  }

  return (
    <FormSection
      title={T.payment}
      icon={<CreditCard className="h-4 w-4 text-gray-500" aria-hidden />}
      aside={
        <Badge tone={paiement.payee ? 'green' : 'gray'} data-testid="payment-state">
          {paiement.payee ? T.paymentPaid : T.paymentUnpaid}
        </Badge>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-gray-500 dark:text-gray-400">{T.total}</dt>
        <dd className="font-semibold text-gray-900 tabular-nums dark:text-gray-100">{formatPrice(order.total)}</dd>
        {paiement.payee && (
          <>
            <dt className="text-gray-500 dark:text-gray-400">{T.paymentMethod}</dt>
            <dd className="text-gray-900 dark:text-gray-100" data-testid="payment-method">
              {paiement.methode ? PAYMENT_METHOD_LABELS[paiement.methode] : '—'}
            </dd>
            <dt className="text-gray-500 dark:text-gray-400">{T.paymentReference}</dt>
            <dd className="flex flex-wrap items-center gap-2 text-gray-900 dark:text-gray-100">
              <span className="break-all font-mono">{paiement.reference ?? <span className="font-sans italic text-gray-500">{T.noReference}</span>}</span>
              <Badge tone={paiement.verifie ? 'green' : 'gray'} data-testid="payment-proof">
                {paiement.verifie ? PAYMENT_PROOF_LABELS.verifie : PAYMENT_PROOF_LABELS.declare}
              </Badge>
            </dd>
            {paiement.payeeLe && (
              <>
                <dt className="text-gray-500 dark:text-gray-400">{T.paymentDate}</dt>
                <dd className="text-gray-900 dark:text-gray-100">{formatDateTime(paiement.payeeLe)}</dd>
              </>
            )}
          </>
        )}
        {link && (
          <>
            <dt className="text-gray-500 dark:text-gray-400">{T.waveLink}</dt>
            <dd className="text-gray-900 dark:text-gray-100" data-testid="wave-link-state">
              {PAYMENT_SESSION_LABELS[link.etat]} · {formatPrice(link.montant)}
              {link.etat === 'ouverte' && link.derniereErreur && <span className="block text-red-700 dark:text-red-400">{waveFailure(link.derniereErreur)}</span>}
            </dd>
          </>
        )}
      </dl>
      {paiement.payee ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={onPay}>
            {T.editPayment}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setUndoing(true)}>
            {T.markUnpaid}
          </Button>
        </div>
      ) : (
        order.statut !== 'annulee' && (
          <Button variant="secondary" size="sm" onClick={onPay}>
            <CreditCard className="h-4 w-4" aria-hidden />
            {T.recordPayment}
          </Button>
        )
      )}
      <ConfirmDialog
        open={undoing}
        onOpenChange={(open) => !open && setUndoing(false)}
        title={T.unpaidTitle}
        description={<p>{T.unpaidQuestion(order.reference)}</p>}
        confirmLabel={T.unpaidConfirm}
        busyLabel={T.unpaidBusy}
        busy={save.isPending}
        tone="primary"
        onConfirm={undo}
      />
    </FormSection>
  );
}
