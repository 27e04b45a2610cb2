// The cart's parts that never change in the browser, drawn on the server by the cart page and handed to the cart
// (./cart-view.tsx) as elements: its icons, and the fields of the delivery choice, whose values the cart fills
// in and follows (./cart-delivery.tsx). None of them weighs on the cart's script, a phone's first download on a
// slow network.
import { AlertTriangle, MessageCircle, Minus, Plus, RotateCw, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DeliveryZone } from '@/shared/orders/answers';
import { DELIVERY_FIELDS, zoneChoiceLabel } from '@/shared/orders/cart-texts';

export interface CartIcons {
  remove: ReactNode;
  less: ReactNode;
  more: ReactNode;
  /** Beside a line that cannot be ordered, and the failed check. */
  warning: ReactNode;
  /** Beside a change the check found (a new price, a quantity lowered). */
  notice: ReactNode;
  retry: ReactNode;
  whatsapp: ReactNode;
}

export function cartIcons(): CartIcons {
  return {
    remove: <Trash2 aria-hidden="true" className="size-5" />,
    less: <Minus aria-hidden="true" className="size-4" />,
    more: <Plus aria-hidden="true" className="size-4" />,
    warning: <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />,
    notice: <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />,
    retry: <RotateCw aria-hidden="true" className="size-4" />,
    whatsapp: <MessageCircle aria-hidden="true" className="size-5" />,
  };
}

const label = 'block text-sm font-semibold text-gray-900';
const field = 'mt-1 h-11 w-full rounded-xl border border-gray-300 bg-white px-3 text-base text-gray-900';

/**
 * 'Quartier de livraison' (when zones are offered: 'À préciser sur WhatsApp', then each zone with its fee) and
 * 'Point de repère', both optional. Left uncontrolled: the cart sets their values from what it remembers.
 */
export function DeliveryFields({ zones, landmarkMax }: { zones: readonly DeliveryZone[]; landmarkMax: number }) {
  const optional = <span className="font-normal text-gray-600">{DELIVERY_FIELDS.optional}</span>;
  return (
    <>
      {zones.length > 0 && (
        <div>
          <label htmlFor="delivery-zone" className={label}>
            {DELIVERY_FIELDS.zoneLabel} {optional}
          </label>
          <select id="delivery-zone" name="zoneId" className={field}>
            <option value="">{DELIVERY_FIELDS.zoneLater}</option>
            {zones.map((zone) => (
              <option key={zone._id} value={zone._id}>
                {zoneChoiceLabel(zone)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <label htmlFor="delivery-landmark" className={label}>
          {DELIVERY_FIELDS.landmarkLabel} {optional}
        </label>
        <input
          id="delivery-landmark"
          name="landmark"
          maxLength={landmarkMax}
          placeholder={DELIVERY_FIELDS.landmarkPlaceholder}
          autoComplete="off"
          className={`${field} placeholder:text-gray-500`}
        />
      </div>
    </>
  );
}
