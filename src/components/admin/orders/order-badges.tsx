// An order's labels (docs/product.md, "Orders in the back office"): its status, 'Sans suite' when it has waited
// 72 h for a confirmation, 'Payée', and 'Vérifié par Wave' for a payment Wave confirmed.
import { CheckCircle2, Clock } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { OrderStatus } from '@/shared/orders/schemas';
import { ORDER_STATUS_LABELS } from '@/shared/orders/rules';
import { PAYMENT_PROOF_LABELS } from '@/shared/payments/wave';
import { ORDER_TEXTS as T } from './texts';

export const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  nouvelle: 'blue',
  confirmee: 'purple',
  en_livraison: 'amber',
  livree: 'green',
  annulee: 'red',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} data-testid="order-status">
      {ORDER_STATUS_LABELS[status].one}
    </Badge>
  );
}

export function StaleBadge() {
  return (
    <Badge tone="gray" data-testid="order-stale" className="border border-dashed border-gray-400 dark:border-gray-600">
      <Clock className="h-3 w-3" aria-hidden />
      {ORDER_STATUS_LABELS.sans_suite.one}
    </Badge>
  );
}

export function PaidBadge() {
  return (
    <Badge tone="green" data-testid="order-paid">
      <CheckCircle2 className="h-3 w-3" aria-hidden />
      {T.paid}
    </Badge>
  );
}

/** The status, then 'Sans suite', 'Payée' and 'Vérifié par Wave' when they apply. */
export function OrderBadges({ status, stale, paid, verified = false }: { status: OrderStatus; stale: boolean; paid: boolean; verified?: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <StatusBadge status={status} />
      {stale && <StaleBadge />}
      {paid && <PaidBadge />}
      {paid && verified && (
        <Badge tone="blue" data-testid="order-verified">
          {PAYMENT_PROOF_LABELS.verifie}
        </Badge>
      )}
    </span>
  );
}
