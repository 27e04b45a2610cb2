'use client';
// The product form's 'Catégorisation' (docs/product.md, Products): the category, required, and its sub-type,
// optional; both fixed when the form was opened from a category's or a sub-type's list.
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormSection } from '@/components/admin/kit/form-section';
import { Field, Select } from '@/components/ui/field';
import { errorText } from '@/lib/api/answer';
import { useCategories } from '@/lib/api/categories';
import { PRODUCT_FORM_TEXTS as T } from './texts';
import type { ProductErrors, ProductValues } from './values';

interface CategoryFieldsProps {
  values: ProductValues;
  errors: ProductErrors;
  busy: boolean;
  categoryLocked: boolean;
  typeLocked: boolean;
  onCategory: (id: string, firstSubTypeId: string | undefined) => void;
  onSubType: (id: string) => void;
}

function Locked({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Lock className="h-3 w-3" aria-hidden />
      {children}
    </span>
  );
}

export function CategoryFields({ values, errors, busy, categoryLocked, typeLocked, onCategory, onSubType }: CategoryFieldsProps) {
  const categories = useCategories();
  const category = categories.data?.find((c) => c._id === values.typeProduit);
  const subTypes = category?.sousTypes ?? [];
  const subTypeHint = typeLocked ? (
    <Locked>{T.subTypeLocked}</Locked>
  ) : category && subTypes.length === 0 ? (
    T.noSubTypes
  ) : !values.typeProduit ? (
    T.categoryFirst
  ) : undefined;

  return (
    <FormSection title={T.categorySection} description={T.categorySectionHint}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={T.category} error={errors.typeProduit} hint={categoryLocked ? <Locked>{T.categoryLocked}</Locked> : undefined}>
          {({ id, describedBy, invalid }) => (
            <Select
              id={id}
              data-field="typeProduit"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              aria-required
              value={values.typeProduit}
              disabled={categoryLocked || busy || categories.isPending}
              onChange={(event) => onCategory(event.target.value, categories.data?.find((c) => c._id === event.target.value)?.sousTypes[0]?._id)}
            >
              <option value="">{categories.isPending ? T.categoriesLoading : T.chooseCategory}</option>
              {categories.data?.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.nom}
                </option>
              ))}
              {categoryLocked && !category && values.typeProduit && <option value={values.typeProduit}>{T.unknownCategory}</option>}
            </Select>
          )}
        </Field>
        <Field label={T.subType} error={errors.sousTypeProduit} hint={subTypeHint}>
          {({ id, describedBy, invalid }) => (
            <Select
              id={id}
              data-field="sousTypeProduit"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={values.sousTypeProduit}
              disabled={typeLocked || busy || !values.typeProduit || subTypes.length === 0}
              onChange={(event) => onSubType(event.target.value)}
            >
              <option value="">{T.noSubTypeChoice}</option>
              {subTypes.map((t) => (
                <option key={t._id} value={t._id}>
                  {t.nom}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {categories.isError && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorText(categories.error, T.categoriesLoadErrorDefault)}{' '}
          <button type="button" className="underline" onClick={() => void categories.refetch()}>
            {T.retry}
          </button>
        </p>
      )}
    </FormSection>
  );
}
