'use client';
// An order's delivery being changed (docs/product.md, "Orders in the back office"): the zone among those offered,
// the fee, the landmark, checked with the API's own rule (orderDeliverySchema). Fetched when 'Modifier' is pressed.
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/states';
import { useActiveZones } from '@/lib/api/orders';
import { notify } from '@/lib/notify';
import type { DeliveryZone, OrderDetail } from '@/shared/orders/answers';
import { DeliveryFields, type DeliveryField, type DeliveryValues, typedFee } from '../form/delivery-fields';
import { feeOf } from '../order-values';
import { ORDER_TEXTS as T } from '../texts';
import { useOrderForm } from './use-order-form';

const FIELDS: readonly DeliveryField[] = ['zoneId', 'fraisLivraison', 'pointDeRepere'];

/** The form once the zones are known: a fee equal to the zone's own starts empty (left to the zone). */
export function DeliveryForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const zones = useActiveZones();
  if (zones.isPending) return <LoadingState className="py-6" label={T.zonesLoading} />;
  return <DeliveryFormFields order={order} zones={zones.data ?? []} onDone={onDone} />;
}

function DeliveryFormFields({ order, zones, onDone }: { order: OrderDetail; zones: DeliveryZone[]; onDone: () => void }) {
  const { ref, banner, errors, checking, pending, submit: send } = useOrderForm(order._id, 'livraison', {
    fields: FIELDS,
    saved: () => {
      notify('success', T.deliverySaved);
      onDone();
    },
  });
  const [values, setValues] = useState<DeliveryValues>(() => ({
    zoneId: order.zone?._id ?? '',
    fraisLivraison: typedFee(order.fraisLivraison, zones.find((zone) => zone._id === order.zone?._id)),
    pointDeRepere: order.pointDeRepere ?? '',
  }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    await send({
      zoneId: values.zoneId || null,
      fraisLivraison: feeOf(values.fraisLivraison),
      pointDeRepere: values.pointDeRepere,
    });
  }

  return (
    <form ref={ref} onSubmit={submit} className="space-y-4" noValidate>
      {banner.element}
      <DeliveryFields
        values={values}
        onChange={(change) => setValues((current) => ({ ...current, ...change }))}
        errors={errors}
        zones={zones}
        current={order.zone}
        disabled={pending}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={pending} onClick={onDone}>
          {T.cancelEdit}
        </Button>
        <Button type="submit" busy={pending || checking}>
          {T.saveDelivery}
        </Button>
      </div>
    </form>
  );
}
