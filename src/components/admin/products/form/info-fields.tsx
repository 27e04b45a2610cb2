// The product form's 'Informations' (docs/product.md, Products): the name, required, and the description,
// each with its live count against its limit, then the brand and the origin, optional (docs/product.md, "Brand and
// origin").
import { FormSection } from '@/components/admin/kit/form-section';
import { Field, Input, inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { LIMITS } from '@/shared/constants';
import { PRODUCT_FORM_TEXTS as T } from './texts';
import type { ProductErrors, ProductValues } from './values';

function Count({ length, limit }: { length: number; limit: number }) {
  return (
    <span className={cn(length > limit && 'text-red-600 dark:text-red-400')}>
      {length} / {limit}
    </span>
  );
}

interface InfoFieldsProps {
  values: ProductValues;
  errors: ProductErrors;
  busy: boolean;
  set: (name: 'nom' | 'description' | 'marque' | 'origine', value: string) => void;
}

export function InfoFields({ values, errors, busy, set }: InfoFieldsProps) {
  return (
    <FormSection title={T.infoSection}>
      <Field label={T.name} error={errors.nom} hint={<Count length={values.nom.length} limit={LIMITS.productNameMax} />}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            data-field="nom"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            aria-required
            value={values.nom}
            disabled={busy}
            onChange={(event) => set('nom', event.target.value)}
            placeholder={T.namePlaceholder}
          />
        )}
      </Field>
      <Field label={T.description} error={errors.description} hint={<Count length={values.description.length} limit={LIMITS.productDescriptionMax} />}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            data-field="description"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={values.description}
            disabled={busy}
            rows={5}
            onChange={(event) => set('description', event.target.value)}
            className={cn(inputClass, 'h-auto py-2')}
            placeholder={T.descriptionPlaceholder}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['marque', 'origine'] as const).map((name) => (
          <Field key={name} label={T[name]} error={errors[name]} hint={T[`${name}Hint`]}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                data-field={name}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                maxLength={(name === 'marque' ? LIMITS.productBrandMax : LIMITS.productOriginMax) + 20}
                value={values[name]}
                disabled={busy}
                onChange={(event) => set(name, event.target.value)}
              />
            )}
          </Field>
        ))}
      </div>
    </FormSection>
  );
}
