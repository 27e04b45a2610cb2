// An order's history (docs/product.md, "Orders in the back office"): every step and change, oldest first, with who
// did it — an administrator by name, or the customer on the site — and when, in Dakar time.
import {
  Ban,
  Check,
  CreditCard,
  History,
  type LucideIcon,
  MapPin,
  NotebookPen,
  Package,
  PackageCheck,
  ShoppingBag,
  Truck,
  User,
} from 'lucide-react';
import { FormSection } from '@/components/admin/kit/form-section';
import { cn } from '@/lib/cn';
import { formatDateTime, formatPrice } from '@/shared/format';
import type { OrderEventType } from '@/shared/orders/schemas';
import type { OrderDetail, OrderEvent } from '@/shared/orders/answers';
import { PAYMENT_METHOD_LABELS } from '@/shared/orders/rules';
import { ORDER_TEXTS as T } from '../texts';

const ICONS: Record<OrderEventType, { icon: LucideIcon; tone: string }> = {
  creation: { icon: ShoppingBag, tone: 'bg-blue-50 text-blue-700 dark:bg-blue-950 dark:text-blue-300' },
  confirmation: { icon: Check, tone: 'bg-purple-50 text-purple-700 dark:bg-purple-950 dark:text-purple-300' },
  expedition: { icon: Truck, tone: 'bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-300' },
  livraison: { icon: PackageCheck, tone: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300' },
  annulation: { icon: Ban, tone: 'bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300' },
  paiement: { icon: CreditCard, tone: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300' },
  paiement_echec: { icon: CreditCard, tone: 'bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300' },
  paiement_anomalie: { icon: CreditCard, tone: 'bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-300' },
  lignes: { icon: Package, tone: 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300' },
  livraison_modifiee: { icon: MapPin, tone: 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300' },
  client: { icon: User, tone: 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300' },
  note: { icon: NotebookPen, tone: 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300' },
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
const amount = (value: unknown) => (typeof value === 'number' ? formatPrice(value) : T.feeToConfirm);

/** What the event is called, and the line of detail under it (a reason, a method, a change of amount). */
export function describeEvent(event: OrderEvent): { title: string; detail: string | null } {
  const details = event.details ?? {};
  switch (event.type) {
    case 'creation':
      return { title: event.acteur ? T.events.creationAdmin : T.events.creation, detail: null };
    case 'annulation':
      return { title: T.events.annulation, detail: text(details.motif) && `${T.reason} : ${details.motif}` };
    case 'paiement': {
      if (details.payee === false) return { title: T.events.paiementRetire, detail: null };
      const method = text(details.methode);
      const label = method && method in PAYMENT_METHOD_LABELS ? PAYMENT_METHOD_LABELS[method as keyof typeof PAYMENT_METHOD_LABELS] : null;
      const detail = [label, text(details.reference) && T.transactionRef(String(details.reference))].filter(Boolean).join(' · ');
      return { title: details.verifie === true ? T.events.paiementWave : T.events.paiement, detail: detail || null };
    }
    case 'paiement_echec':
    case 'paiement_anomalie':
      return { title: T.events[event.type], detail: text(details.message) };
    case 'lignes':
      return {
        title: T.events.lignes,
        detail: typeof details.sousTotal === 'number' ? T.subtotalChange(amount(details.sousTotalAvant), amount(details.sousTotal)) : null,
      };
    case 'livraison_modifiee': {
      const zones = details.zoneAvant !== details.zone ? T.zoneChange(text(details.zoneAvant) ?? T.noZoneOption, text(details.zone) ?? T.noZoneOption) : null;
      const fees = details.fraisAvant !== details.frais ? `${T.delivery} : ${amount(details.fraisAvant)} → ${amount(details.frais)}` : null;
      return { title: T.events.livraison_modifiee, detail: [zones, fees].filter(Boolean).join(' · ') || null };
    }
    default:
      return { title: T.events[event.type], detail: null };
  }
}

export function HistoryCard({ order }: { order: OrderDetail }) {
  return (
    <FormSection title={T.history} description={T.historyText} icon={<History className="h-4 w-4 text-gray-500" aria-hidden />}>
      {order.historique.length === 0 ? (
        <p className="text-sm text-gray-500 dark:text-gray-400">{T.noHistory}</p>
      ) : (
        <ol className="space-y-0" data-testid="order-history">
          {order.historique.map((event, index) => {
            const { icon: Icon, tone } = ICONS[event.type] ?? ICONS.note;
            const { title, detail } = describeEvent(event);
            const last = index === order.historique.length - 1;
            return (
              <li key={event._id} className="relative flex gap-3 pb-4 last:pb-0" data-testid="history-event">
                {!last && <span aria-hidden className="absolute top-8 bottom-0 left-4 w-px -translate-x-1/2 bg-gray-200 dark:bg-gray-800" />}
                <span className={cn('relative flex size-8 shrink-0 items-center justify-center rounded-full', tone)}>
                  <Icon className="h-4 w-4" aria-hidden />
                </span>
                <div className="min-w-0 flex-1 pt-1">
                  <p className="text-sm font-medium text-gray-900 dark:text-gray-100">{title}</p>
                  {detail && <p className="text-sm break-words text-gray-700 dark:text-gray-300">{detail}</p>}
                  <p className="text-xs text-gray-500 dark:text-gray-400">
                    {event.acteur ? T.by(event.acteur) : T.byCustomer} · <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </FormSection>
  );
}
