// The product form's 'Publication et alertes' (docs/product.md, "Drafts, thresholds and expiry dates"): the draft
// switch, the low-stock threshold, the expiry date and whether the product stays on sale after it; and whether it is
// left out of the catalogue feeds for Meta and Google (docs/decisions/031-catalogue-feeds.md).
import { FormSection } from '@/components/admin/kit/form-section';
import { Switch } from '@/components/admin/kit/switch';
import { Field, Input } from '@/components/ui/field';
import { PRODUCT_FORM_TEXTS as T } from './texts';
import type { ProductErrors, ProductValues } from './values';

type PublicationField = 'brouillon' | 'seuilStockBas' | 'datePeremption' | 'visibleSiPerime' | 'excluCatalogues';

interface PublicationFieldsProps {
  values: ProductValues;
  errors: ProductErrors;
  busy: boolean;
  set: <K extends PublicationField>(name: K, value: ProductValues[K]) => void;
}

export function PublicationFields({ values, errors, busy, set }: PublicationFieldsProps) {
  return (
    <FormSection title={T.publicationSection} description={T.publicationSectionHint}>
      <Switch label={T.draft} hint={T.draftHint} checked={values.brouillon} disabled={busy} onChange={(on) => set('brouillon', on)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={T.threshold} error={errors.seuilStockBas} hint={T.thresholdHint}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              data-field="seuilStockBas"
              inputMode="numeric"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={values.seuilStockBas}
              disabled={busy}
              onChange={(event) => set('seuilStockBas', event.target.value)}
            />
          )}
        </Field>
        <Field label={T.expiry} error={errors.datePeremption} hint={T.expiryHint}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="date"
              data-field="datePeremption"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={values.datePeremption}
              disabled={busy}
              onChange={(event) => set('datePeremption', event.target.value)}
            />
          )}
        </Field>
      </div>
      {values.datePeremption !== '' && (
        <Switch
          label={T.keepAfterExpiry}
          hint={T.keepAfterExpiryHint}
          checked={values.visibleSiPerime}
          disabled={busy}
          onChange={(on) => set('visibleSiPerime', on)}
        />
      )}
      <Switch
        label={T.excludeFromFeeds}
        hint={T.excludeFromFeedsHint}
        checked={values.excluCatalogues}
        disabled={busy}
        onChange={(on) => set('excluCatalogues', on)}
      />
    </FormSection>
  );
}
