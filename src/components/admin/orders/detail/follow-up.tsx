'use client';
// An order's follow-up (docs/product.md, "Orders in the back office"): its steps with their dates, and the actions
// its status allows — 'Confirmer', 'En livraison', 'Livrée', 'Payée', 'Annuler la commande'. A refusal (stock short,
// another administrator moved it first) is said in the banner with the server's own message, and the order is read
// again: it stays as it was.
import { Ban, Check, CircleDashed, Clock, CreditCard, PackageCheck, Truck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { FormSection } from '@/components/admin/kit/form-section';
import { useFormBanner } from '@/components/admin/kit/form-banner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/lazy-dialog';
import { errorText } from '@/lib/api/answer';
import { useOrderAction } from '@/lib/api/orders';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { formatDateTime } from '@/shared/format';
import type { OrderStatus } from '@/shared/orders/schemas';
import type { OrderDetail } from '@/shared/orders/answers';
import { canApply, type OrderAction } from '@/shared/orders/rules';
import { ORDER_TEXTS as T } from '../texts';

/** The reason's form and Radix's dialog are fetched the first time 'Annuler la commande' is pressed. */
const CancelDialog = lazy(() => import('./cancel-dialog').then((m) => ({ default: m.CancelDialog })));

const STEPS: { status: Exclude<OrderStatus, 'annulee'>; at: (order: OrderDetail) => string | null }[] = [
  { status: 'nouvelle', at: (order) => order.createdAt },
  { status: 'confirmee', at: (order) => order.confirmeeLe },
  { status: 'en_livraison', at: (order) => order.expedieeLe },
  { status: 'livree', at: (order) => order.livreeLe },
];

function Steps({ order }: { order: OrderDetail }) {
  const reached = STEPS.findIndex((step) => step.status === order.statut);
  return (
    <ol className="grid grid-cols-4 gap-1" aria-label={T.followUp}>
      {STEPS.map((step, index) => {
        const at = step.at(order);
        const done = order.statut === 'annulee' ? at !== null : index <= reached;
        const current = index === reached;
        return (
          <li key={step.status} className="relative flex flex-col items-center text-center" aria-current={current ? 'step' : undefined}>
            {index > 0 && (
              <span
                aria-hidden
                className={cn('absolute top-3.5 right-1/2 h-0.5 w-full -translate-y-1/2', done ? 'bg-brand-600' : 'bg-gray-200 dark:bg-gray-700')}
              />
            )}
            <span
              className={cn(
                'relative z-10 flex size-7 items-center justify-center rounded-full border-2',
                done ? 'border-brand-600 bg-brand-600 text-white' : 'border-gray-300 bg-white text-gray-400 dark:border-gray-600 dark:bg-gray-900',
                current && order.statut !== 'livree' && 'ring-4 ring-brand-600/20',
              )}
            >
              {done ? <Check className="h-4 w-4" aria-hidden /> : <CircleDashed className="h-4 w-4" aria-hidden />}
            </span>
            <span className={cn('mt-1.5 text-xs font-medium sm:text-sm', done ? 'text-gray-900 dark:text-gray-100' : 'text-gray-500 dark:text-gray-400')}>
              {T.steps[step.status]}
            </span>
            {at && <span className="text-[11px] leading-tight text-gray-500 sm:text-xs dark:text-gray-400">{formatDateTime(at)}</span>}
          </li>
        );
      })}
    </ol>
  );
}

const NEXT: { action: Exclude<OrderAction, 'annuler'>; label: string; busy: string; icon: typeof Check }[] = [
  { action: 'confirmer', label: T.confirm, busy: T.confirming, icon: Check },
  { action: 'expedier', label: T.ship, busy: T.shipping, icon: Truck },
  { action: 'livrer', label: T.deliver, busy: T.delivering, icon: PackageCheck },
];

export function FollowUp({ order, onPay }: { order: OrderDetail; onPay: () => void }) {
  const act = useOrderAction(order._id);
  const banner = useFormBanner();
  const [cancelling, setCancelling] = useState(false);
  const [cancelledOnce, setCancelledOnce] = useState(false);
  // 'Confirmer' takes the stock: it says what it takes before it does (docs/product.md, "Orders in the back office").
  const [confirming, setConfirming] = useState(false);
  if (cancelling && !cancelledOnce) setCancelledOnce(true);
  const next = NEXT.filter((step) => canApply(step.action, order.statut));
  const payable = !order.paiement.payee && order.statut !== 'annulee';
  const cancellable = canApply('annuler', order.statut);

  function run(action: OrderAction, motif?: string, done?: () => void) {
    banner.clear();
    act.mutate(
      { action, motif },
      {
        onSuccess: () => {
          notify('success', T.actionDone[action]);
          done?.();
        },
        onError: (error) => {
          banner.show('error', errorText(error, T.actionErrorDefault));
          done?.();
        },
      },
    );
  }

  return (
    <FormSection
      title={T.followUp}
      icon={<Clock className="h-4 w-4 text-gray-500" aria-hidden />}
      aside={
        order.statut === 'annulee' ? (
          <span className="inline-flex items-center gap-1 text-sm font-medium text-red-700 dark:text-red-400">
            <Ban className="h-4 w-4" aria-hidden />
            {order.annuleeLe ? T.cancelledOn(formatDateTime(order.annuleeLe)) : T.actionDone.annuler}
          </span>
        ) : undefined
      }
    >
      <Steps order={order} />
      {order.statut === 'annulee' && order.motifAnnulation && (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-300">
          <span className="font-medium">{T.reason} :</span> {order.motifAnnulation}
        </p>
      )}
      {order.sansSuite && (
        <p className="flex items-start gap-2 rounded-md border border-dashed border-gray-300 bg-gray-50 px-3 py-2 text-sm text-gray-700 dark:border-gray-700 dark:bg-gray-800/50 dark:text-gray-300">
          <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {T.staleHint}
        </p>
      )}
      {banner.element}
      {next.length > 0 || payable || cancellable ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
          {next.map(({ action, label, busy, icon: Icon }) => (
            <Button
              key={action}
              busy={act.isPending && act.variables?.action === action}
              disabled={act.isPending}
              onClick={() => (action === 'confirmer' ? setConfirming(true) : run(action))}
            >
              {!(act.isPending && act.variables?.action === action) && <Icon className="h-4 w-4" aria-hidden />}
              {act.isPending && act.variables?.action === action ? busy : label}
            </Button>
          ))}
          {payable && (
            <Button variant="secondary" disabled={act.isPending} onClick={onPay}>
              <CreditCard className="h-4 w-4" aria-hidden />
              {T.markPaid}
            </Button>
          )}
          {cancellable && (
            <Button
              variant="ghost"
              disabled={act.isPending}
              onClick={() => setCancelling(true)}
              className="text-red-700 hover:bg-red-50 sm:ml-auto dark:text-red-400 dark:hover:bg-red-950"
            >
              <Ban className="h-4 w-4" aria-hidden />
              {T.cancel}
            </Button>
          )}
        </div>
      ) : (
        <p className="text-sm text-gray-500 dark:text-gray-400">{T.finished}</p>
      )}
      {canApply('confirmer', order.statut) && <p className="text-xs text-gray-500 dark:text-gray-400">{T.confirmHint}</p>}

      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && setConfirming(false)}
        title={T.confirmTitle}
        description={
          <div className="space-y-2">
            <p>{T.confirmQuestion(order.reference)}</p>
            <ul data-testid="confirm-stock" className="list-disc space-y-0.5 pl-5">
              {order.lignes.map((line, index) => (
                <li key={`${line.produitId ?? 'deleted'}-${index}`}>
                  {line.quantite} × {line.nom}
                </li>
              ))}
            </ul>
            <p className="text-xs">{T.confirmUntracked}</p>
          </div>
        }
        confirmLabel={T.confirmTake}
        busyLabel={T.confirming}
        busy={act.isPending && act.variables?.action === 'confirmer'}
        tone="primary"
        onConfirm={() => run('confirmer', undefined, () => setConfirming(false))}
      />
      {cancelledOnce && (
        <Suspense fallback={null}>
          <CancelDialog
            order={order}
            open={cancelling}
            busy={act.isPending && act.variables?.action === 'annuler'}
            onClose={() => setCancelling(false)}
            onCancel={(motif, done) => run('annuler', motif, done)}
          />
        </Suspense>
      )}
    </FormSection>
  );
}
