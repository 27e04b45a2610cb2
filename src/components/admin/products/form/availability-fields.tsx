// The product form's 'Disponibilité' (docs/product.md, Stock and availability): featured, out of stock, and the
// stock, left empty when the shop does not track it.
import { FormSection } from '@/components/admin/kit/form-section';
import { Switch } from '@/components/admin/kit/switch';
import { Field, Input } from '@/components/ui/field';
import { PRODUCT_FORM_TEXTS as T } from './texts';
import type { ProductErrors, ProductValues } from './values';

interface AvailabilityFieldsProps {
  values: ProductValues;
  errors: ProductErrors;
  busy: boolean;
  set: <K extends 'aLaUne' | 'enRupture' | 'stock'>(name: K, value: ProductValues[K]) => void;
}

export function AvailabilityFields({ values, errors, busy, set }: AvailabilityFieldsProps) {
  return (
    <FormSection title={T.availabilitySection}>
      <Switch label={T.featured} hint={T.featuredHint} checked={values.aLaUne} disabled={busy} onChange={(on) => set('aLaUne', on)} />
      <Switch label={T.outOfStock} hint={T.outOfStockHint} checked={values.enRupture} disabled={busy} onChange={(on) => set('enRupture', on)} />
      <Field label={T.stock} error={errors.stock} hint={T.stockHint}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            data-field="stock"
            inputMode="numeric"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={values.stock}
            disabled={busy}
            onChange={(event) => set('stock', event.target.value)}
            className="sm:max-w-48"
          />
        )}
      </Field>
    </FormSection>
  );
}
