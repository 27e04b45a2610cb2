'use client';
// The delivery's fields (docs/product.md, "Orders in the back office"), for 'Nouvelle commande' and for an order's
// delivery: the zone among those offered, the fee — the zone's own unless typed, to be typed for a zone 'frais à
// confirmer' —, and the landmark for the courier.
import { Field, Input, Select } from '@/components/ui/field';
import type { FormErrors } from '@/lib/api/field-errors';
import { formatPrice } from '@/shared/format';
import { ORDER_LIMITS } from '@/shared/orders/limits';
import type { DeliveryZone, OrderZone } from '@/shared/orders/answers';
import { ORDER_TEXTS as T } from '../texts';

export type DeliveryField = 'zoneId' | 'fraisLivraison' | 'pointDeRepere';

export interface DeliveryValues {
  zoneId: string;
  /** As typed; empty: the zone's own fee. */
  fraisLivraison: string;
  pointDeRepere: string;
}

interface DeliveryFieldsProps {
  values: DeliveryValues;
  onChange: (change: Partial<DeliveryValues>) => void;
  errors: FormErrors<DeliveryField>;
  zones: readonly DeliveryZone[];
  /** The order's zone, offered even when it is no longer among the active zones. */
  current?: OrderZone | null;
  disabled?: boolean;
}

/** A fee equal to what the zone asks is left to the zone: the field starts empty. */
export function typedFee(fee: number | null, zone: DeliveryZone | undefined): string {
  if (fee === null || (zone && zone.frais === fee)) return '';
  return String(fee);
}

export function DeliveryFields({ values, onChange, errors, zones, current, disabled }: DeliveryFieldsProps) {
  const zone = zones.find((candidate) => candidate._id === values.zoneId);
  const keepCurrent = current?._id && !zones.some((candidate) => candidate._id === current._id) ? current : null;
  const feeHint = zone ? (zone.frais === null ? T.feeHintToConfirm : T.feeHintZone(formatPrice(zone.frais))) : T.feeHintToConfirm;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={T.zone} error={errors.zoneId} hint={zone ? (zone.frais === null ? T.zoneFeeToConfirm : T.zoneFee(formatPrice(zone.frais))) : undefined}>
        <Select value={values.zoneId} disabled={disabled} onChange={(event) => onChange({ zoneId: event.target.value })} data-field="zoneId">
          <option value="">{T.noZoneOption}</option>
          {keepCurrent && (
            <option value={keepCurrent._id ?? ''}>
              {keepCurrent.nom} {T.inactiveZone}
            </option>
          )}
          {zones.map((candidate) => (
            <option key={candidate._id} value={candidate._id}>
              {candidate.nom} — {candidate.frais === null ? T.feeToConfirm : formatPrice(candidate.frais)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={T.fee} error={errors.fraisLivraison} hint={feeHint}>
        <Input
          inputMode="numeric"
          value={values.fraisLivraison}
          disabled={disabled}
          onChange={(event) => onChange({ fraisLivraison: event.target.value.replace(/[^\d\s]/g, '') })}
          placeholder={zone?.frais != null ? String(zone.frais) : ''}
          data-field="fraisLivraison"
          autoComplete="off"
        />
      </Field>
      <Field label={T.landmark} error={errors.pointDeRepere} className="sm:col-span-2">
        <Input
          value={values.pointDeRepere}
          maxLength={ORDER_LIMITS.landmarkMax}
          disabled={disabled}
          onChange={(event) => onChange({ pointDeRepere: event.target.value })}
          placeholder={T.landmarkPlaceholder}
          data-field="pointDeRepere"
        />
      </Field>
    </div>
  );
}
