'use client';
// An order's delivery (docs/product.md, "Orders in the back office"): the zone, its fee or the fee agreed for a zone
// 'frais à confirmer', the landmark for the courier, and the shopper's note. It changes until the order leaves,
// checked with the API's own rule (orderDeliverySchema); its form is fetched when 'Modifier' is pressed.
import { Lock, MapPin, Pencil } from 'lucide-react';
import { useState } from 'react';
import { FormSection } from '@/components/admin/kit/form-section';
import { Button } from '@/components/ui/button';
import { formatPrice } from '@/shared/format';
import type { OrderDetail } from '@/shared/orders/answers';
import { DELIVERY_EDITABLE_STATUSES } from '@/shared/orders/rules';
import { ORDER_TEXTS as T } from '../texts';

type DeliveryFormModule = typeof import('./delivery-form');
let formModule: Promise<DeliveryFormModule> | null = null;
const loadForm = () => (formModule ??= import('./delivery-form'));

export function DeliveryCard({ order }: { order: OrderDetail }) {
  const editable = DELIVERY_EDITABLE_STATUSES.includes(order.statut);
  const [Form, setForm] = useState<DeliveryFormModule['DeliveryForm'] | null>(null);
  const [editing, setEditing] = useState(false);
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState(false);

  async function startEditing() {
    setOpening(true);
    setFailed(false);
    try {
      const { DeliveryForm } = await loadForm();
      setForm(() => DeliveryForm);
      setEditing(true);
    } catch {
      setFailed(true);
    } finally {
      setOpening(false);
    }
  }
  return (
    <FormSection
      title={T.deliveryTitle}
      description={T.deliveryText}
      icon={<MapPin className="h-4 w-4 text-gray-500" aria-hidden />}
      aside={
        editable && !editing ? (
          <Button variant="secondary" size="sm" busy={opening} onClick={startEditing} onPointerEnter={() => void loadForm()} onFocus={() => void loadForm()}>
            {!opening && <Pencil className="h-4 w-4" aria-hidden />}
            {T.editDelivery}
          </Button>
        ) : undefined
      }
    >
      {failed && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {T.openError}
        </p>
      )}
      {editable && editing && Form ? (
        <Form order={order} onDone={() => setEditing(false)} />
      ) : (
        <>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="text-gray-500 dark:text-gray-400">{T.zone}</dt>
            <dd className={order.zone ? 'font-medium text-gray-900 dark:text-gray-100' : 'italic text-gray-500'} data-testid="order-zone">
              {order.zone ? `${order.zone.nom}${order.zone.delai ? ` · ${order.zone.delai}` : ''}` : T.noZoneOption}
            </dd>
            <dt className="text-gray-500 dark:text-gray-400">{T.delivery}</dt>
            <dd className="text-gray-900 tabular-nums dark:text-gray-100">
              {order.fraisLivraison === null ? <span className="italic text-amber-700 dark:text-amber-400">{T.feeToConfirm}</span> : formatPrice(order.fraisLivraison)}
            </dd>
            <dt className="text-gray-500 dark:text-gray-400">{T.landmark}</dt>
            <dd className={order.pointDeRepere ? 'whitespace-pre-line text-gray-900 dark:text-gray-100' : 'italic text-gray-500'} data-testid="order-landmark">
              {order.pointDeRepere ?? T.noLandmark}
            </dd>
            {order.note && (
              <>
                <dt className="text-gray-500 dark:text-gray-400">{T.customerNote}</dt>
                <dd className="whitespace-pre-line text-gray-900 dark:text-gray-100">{order.note}</dd>
              </>
            )}
          </dl>
          {!editable && order.statut !== 'annulee' && (
            <p className="flex items-center gap-1.5 text-xs text-gray-500 dark:text-gray-400">
              <Lock className="h-3.5 w-3.5" aria-hidden />
              {T.deliveryLocked}
            </p>
          )}
        </>
      )}
    </FormSection>
  );
}
