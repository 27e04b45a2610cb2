// The product form's 'Prix et promotion' (docs/product.md, Prices and promotions): the base price, the
// promotion, and the live preview of the price paid and what the shopper saves.
import { FormSection } from '@/components/admin/kit/form-section';
import { Field, Input } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { pricePreview, readInteger } from '@/lib/product-rules';
import { LIMITS } from '@/shared/constants';
import { formatNumber, formatPrice } from '@/shared/format';
import { PRODUCT_FORM_TEXTS as T } from './texts';
import type { ProductErrors, ProductValues } from './values';

interface PriceFieldsProps {
  values: ProductValues;
  errors: ProductErrors;
  busy: boolean;
  set: (name: 'prix' | 'pourcentPromotion', value: string) => void;
  /** With variants: the price paid for the cheapest on sale (null while none has a price); the fields are theirs. */
  variantsFrom?: number | null;
}

export function PriceFields({ values, errors, busy, set, variantsFrom }: PriceFieldsProps) {
  if (variantsFrom !== undefined) {
    return (
      <FormSection title={T.priceSection}>
        <div className="rounded-lg bg-gray-50 p-4 dark:bg-gray-800/60" aria-live="polite">
          <p className="text-xs uppercase tracking-wide text-gray-500 dark:text-gray-400">{T.variantsPrice}</p>
          <p className="text-xl font-bold text-gray-900 dark:text-gray-100">{variantsFrom === null ? T.noSaving : T.fromPrice(formatPrice(variantsFrom))}</p>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{T.variantsPriceHint}</p>
        </div>
      </FormSection>
    );
  }
  const promotion = Math.min(LIMITS.promotionMax, Math.max(LIMITS.promotionMin, readInteger(values.pourcentPromotion)));
  const preview = pricePreview(readInteger(values.prix), promotion);
  return (
    <FormSection title={T.priceSection}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={T.price} error={errors.prix}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              data-field="prix"
              inputMode="numeric"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              aria-required
              value={values.prix}
              disabled={busy}
              onChange={(event) => set('prix', event.target.value)}
              placeholder={T.pricePlaceholder}
            />
          )}
        </Field>
        <Field label={T.promotion} error={errors.pourcentPromotion} hint={T.promotionHint}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              data-field="pourcentPromotion"
              type="number"
              min={LIMITS.promotionMin}
              max={LIMITS.promotionMax}
              step={1}
              inputMode="numeric"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={values.pourcentPromotion}
              disabled={busy}
              onChange={(event) => set('pourcentPromotion', event.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-3 rounded-lg bg-gray-50 p-4 sm:grid-cols-2 dark:bg-gray-800/60" aria-live="polite">
        <div>
          <p className="text-xs uppercase tracking-wide text-gray-500 dark:text-gray-400">{T.finalPrice}</p>
          <p className={cn('text-xl font-bold', promotion > 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-gray-900 dark:text-gray-100')}>
            {formatPrice(preview.finalPrice)}
          </p>
        </div>
        <div>
          <p className="text-xs uppercase tracking-wide text-gray-500 dark:text-gray-400">{T.savingLabel}</p>
          <p className="text-xl font-bold text-gray-900 dark:text-gray-100">{preview.saving > 0 ? T.savingAmount(formatNumber(preview.saving)) : T.noSaving}</p>
        </div>
      </div>
    </FormSection>
  );
}
