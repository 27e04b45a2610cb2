'use client';
// The category form's 'Types de produits' (docs/product.md, Categories and sub-types): up to five rows, each a
// name with its live counter and its remove button, the messages of each row and of the whole list.
import { Layers, Plus, Trash2 } from 'lucide-react';
import { FormSection } from '@/components/admin/kit/form-section';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import type { TypeRow } from '@/lib/category-rules';
import { LIMITS } from '@/shared/constants';
import { CATALOGUE_VALIDATION } from '@/shared/catalog/messages';
import { Counter } from './counter';
import { CATEGORY_TEXTS as T } from './texts';

/** The name of a row's field, in the API's own words: its messages come back under it. */
export const typeField = (index: number) => `sousTypes.${index}.nom`;

interface TypeRowsProps {
  types: TypeRow[];
  errors: Readonly<Record<string, string | undefined>>;
  /** Prefix of the rows' ids. */
  idPrefix: string;
  onChange: (index: number, nom: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

export function TypeRows({ types, errors, idPrefix, onChange, onAdd, onRemove }: TypeRowsProps) {
  const full = types.length >= LIMITS.subTypesMax;
  return (
    <FormSection
      title={T.typesTitle}
      icon={<Layers className="h-4 w-4 text-gray-400" aria-hidden />}
      aside={
        <span className="text-sm tabular-nums text-gray-500 dark:text-gray-400">
          {types.length}/{LIMITS.subTypesMax}
          <span className="sr-only"> types</span>
        </span>
      }
    >
      <p className="-mt-1 text-sm text-gray-600 dark:text-gray-400">{T.typesHint}</p>
      {types.length === 0 ? (
        <div className="rounded-lg border border-dashed border-gray-300 px-4 py-6 text-center dark:border-gray-700">
          <p className="font-medium text-gray-800 dark:text-gray-200">{T.noTypes}</p>
          <p className="mt-1 text-sm text-gray-500 dark:text-gray-400">{T.noTypesHint}</p>
        </div>
      ) : (
        <ol className="space-y-3">
          {types.map((type, index) => {
            const field = typeField(index);
            const error = errors[field];
            const inputId = `${idPrefix}-type-${type.key}`;
            return (
              <li key={type.key} className="space-y-1" data-testid="type-row">
                <label htmlFor={inputId} className="sr-only">
                  {T.typeLabel(index + 1)}
                </label>
                <div className="flex items-center gap-2">
                  <span className="w-5 shrink-0 text-right text-sm tabular-nums text-gray-500" aria-hidden>
                    {index + 1}.
                  </span>
                  <div className="relative min-w-0 flex-1">
                    <Input
                      id={inputId}
                      data-field={field}
                      value={type.nom}
                      onChange={(event) => onChange(index, event.target.value)}
                      placeholder={T.typePlaceholder(index + 1)}
                      aria-invalid={Boolean(error)}
                      aria-describedby={`${inputId}-count${error ? ` ${inputId}-error` : ''}`}
                      autoComplete="off"
                      className="pr-14"
                    />
                    <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center">
                      <Counter length={type.nom.length} limit={LIMITS.subTypeNameMax} id={`${inputId}-count`} />
                    </span>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => onRemove(index)}
                    aria-label={T.removeType(index + 1)}
                    title={T.removeType(index + 1)}
                    className="text-gray-500 hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-950/50 dark:hover:text-red-400"
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </Button>
                </div>
                {error && (
                  <p id={`${inputId}-error`} role="alert" className="pl-7 text-sm text-red-600 dark:text-red-400">
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {errors.sousTypes && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errors.sousTypes}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={onAdd} disabled={full}>
          <Plus className="h-4 w-4" aria-hidden />
          {T.addType}
        </Button>
        {full && <p className="text-sm font-medium text-amber-700 dark:text-amber-400">{CATALOGUE_VALIDATION.subTypesLimit}</p>}
      </div>
    </FormSection>
  );
}
