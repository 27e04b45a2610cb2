'use client';
// The product form's 'Variantes' (docs/product.md, "Variants"): up to 3 options and their values (typed, added with
// Enter), one row per combination with its price, promotion, stock, reference, picture and whether it is on sale,
// 'Appliquer à toutes' for the price and the stock, and the combinations removed. A row is a small card on a phone
// and a line of a table on a wide screen (xl). Loaded on its own (React.lazy, ./product-form.tsx), so that the
// form's first load stays small.
import { Plus, RotateCcw, Trash2, X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { FormSection } from '@/components/admin/kit/form-section';
import { SwitchButton } from '@/components/admin/kit/switch';
import { Button } from '@/components/ui/button';
import { Field, Input, inputClass, Select } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import type { AdminProduct } from '@/shared/catalog/answers';
import { VARIANT_LIMITS } from '@/shared/catalog/variants';
import { formatNumber } from '@/shared/format';
import { LIMITS } from '@/shared/constants';
import { StockReasonField } from './availability-fields';
import { VARIANT_FORM_TEXTS as T } from './variant-texts';
import { addOption, addValue, applyToAll, removeOption, removeValue, renameOption, setRemoved, setRow, valueProblem } from './variant-edits';
import { allRows, changedStocks, rowName, type VariantRow, type VariantRowField, type VariantValues } from './variant-values';
import type { ProductErrors, ProductField } from './values';

export interface VariantFieldsProps {
  variants: VariantValues;
  setVariants: (next: (current: VariantValues) => VariantValues, fields?: readonly ProductField[]) => void;
  errors: ProductErrors;
  busy: boolean;
  /** The product edited, whose variants' stocks a change is told against; null for a creation. */
  product: AdminProduct | null;
  /** How many pictures the product will have: a variant chooses among them. */
  pictureCount: number;
  motifStock: string;
  setMotif: (motif: string) => void;
}

const smallButton =
  'inline-flex items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50 dark:text-gray-400 dark:hover:bg-gray-800 dark:hover:text-gray-100';

export default function VariantFields({ variants, setVariants, errors, busy, product, pictureCount, motifStock, setMotif }: VariantFieldsProps) {
  const rows = allRows(variants);
  const kept = rows.filter((entry) => !entry.removed);
  const removed = rows.filter((entry) => entry.removed);
  const changes = changedStocks(variants, product);
  return (
    <FormSection
      title={T.section}
      description={T.sectionHint}
      aside={
        kept.length > 0 ? (
          <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-900/40 dark:text-brand-100">
            {T.count(kept.length)}
          </span>
        ) : undefined
      }
    >
      <div data-field="variantes" tabIndex={-1} className="space-y-4 outline-none">
        {errors.variantes && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {errors.variantes}
          </p>
        )}
        {variants.options.map((option, index) => (
          <OptionEditor
            key={index}
            index={index}
            nom={option.nom}
            valeurs={option.valeurs}
            busy={busy}
            nameError={errors[`options.${index}.nom`]}
            valuesError={errors[`options.${index}.valeurs`]}
            onRename={(nom) => setVariants((current) => renameOption(current, index, nom), [`options.${index}.nom`])}
            onAdd={(value) => setVariants((current) => addValue(current, index, value), [`options.${index}.valeurs`, 'variantes'])}
            onRemoveValue={(valueIndex) => setVariants((current) => removeValue(current, index, valueIndex), [`options.${index}.valeurs`])}
            onRemove={() => setVariants((current) => removeOption(current, index), ['variantes'])}
          />
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant="secondary"
            disabled={busy || variants.options.length >= VARIANT_LIMITS.optionsMax}
            onClick={() => setVariants(addOption, ['variantes'])}
          >
            <Plus className="h-4 w-4" aria-hidden />
            {T.addOption}
          </Button>
          {variants.options.length >= VARIANT_LIMITS.optionsMax && <span className="text-xs text-gray-500 dark:text-gray-400">{T.optionsFull}</span>}
        </div>
      </div>

      {variants.options.length > 0 && rows.length === 0 && <p className="text-sm text-gray-600 dark:text-gray-400">{T.noRows}</p>}

      {kept.length > 0 && (
        <>
          <ApplyAll busy={busy} onApply={(field, value) => setVariants((current) => applyToAll(current, field, value))} />
          <div>
            <div
              aria-hidden
              className="hidden gap-3 border-b border-gray-200 px-1 pb-2 text-xs font-medium whitespace-nowrap uppercase tracking-wide text-gray-500 xl:grid xl:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_4.5rem_4.5rem_minmax(0,1fr)_12rem_3.75rem_2.25rem] dark:border-gray-800 dark:text-gray-400"
            >
              <span>{T.variant}</span>
              <span>{T.price}</span>
              <span>{T.promotion}</span>
              <span>{T.stock}</span>
              <span>{T.reference}</span>
              <span>{T.picture}</span>
              <span>{T.onSale}</span>
              <span />
            </div>
            <div className="space-y-3 xl:space-y-0" role="list" aria-label={T.section}>
              {kept.map(({ key, row }, index) => (
                <VariantRowEditor
                  key={key}
                  index={index}
                  row={row}
                  busy={busy}
                  errors={errors}
                  pictureCount={pictureCount}
                  onChange={(field, value) =>
                    setVariants((current) => setRow(current, key, field, value), field === 'enVente' ? [] : [`variantes.${index}.${field}` as ProductField])
                  }
                  onRemove={() => setVariants((current) => setRemoved(current, key, true), ['variantes'])}
                />
              ))}
            </div>
          </div>
        </>
      )}

      {removed.length > 0 && (
        <div className="space-y-2 rounded-lg border border-dashed border-gray-300 p-3 dark:border-gray-700">
          <p className="text-sm font-medium text-gray-800 dark:text-gray-200">
            {T.removedTitle} <span className="font-normal text-gray-500 dark:text-gray-400">· {T.removedHint}</span>
          </p>
          <ul className="flex flex-wrap gap-2">
            {removed.map(({ key, row }) => (
              <li key={key}>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => setVariants((current) => setRemoved(current, key, false), ['variantes'])}
                  className="inline-flex items-center gap-1.5 rounded-full border border-gray-300 px-2.5 py-1 text-xs text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50 dark:border-gray-700 dark:text-gray-300 dark:hover:bg-gray-800"
                  aria-label={T.restore(rowName(row))}
                >
                  <RotateCcw className="h-3 w-3" aria-hidden />
                  {rowName(row)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      {changes.length > 0 && (
        <StockReasonField
          motif={motifStock}
          setMotif={setMotif}
          busy={busy}
          error={errors.motifStock}
          hint={T.stockChanges(
            changes.map((change) => T.stockChange(change.name, change.before === null ? T.stockBlank : formatNumber(change.before), change.after || T.stockBlank)).join(', '),
          )}
        />
      )}
    </FormSection>
  );
}

interface OptionEditorProps {
  index: number;
  nom: string;
  valeurs: string[];
  busy: boolean;
  nameError?: string;
  valuesError?: string;
  onRename: (nom: string) => void;
  onAdd: (value: string) => void;
  onRemoveValue: (index: number) => void;
  onRemove: () => void;
}

function OptionEditor({ index, nom, valeurs, busy, nameError, valuesError, onRename, onAdd, onRemoveValue, onRemove }: OptionEditorProps) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const valueId = useId();
  const label = nom.trim() || T.unnamedOption;
  const add = () => {
    const found = valueProblem({ nom, valeurs }, draft);
    if (found) {
      setProblem(T.valueProblems[found]);
      return;
    }
    onAdd(draft);
    setDraft('');
    setProblem(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the value rather than sending the form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  const error = problem ?? valuesError;
  return (
    <div className="space-y-3 rounded-lg border border-gray-200 p-3 sm:p-4 dark:border-gray-800">
      <div className="flex items-end gap-2">
        <Field label={T.optionName(index)} error={nameError} className="min-w-0 flex-1">
          <Input
            data-field={`options.${index}.nom`}
            value={nom}
            maxLength={VARIANT_LIMITS.optionNameMax}
            placeholder={T.optionPlaceholder}
            disabled={busy}
            onChange={(event) => onRename(event.target.value)}
          />
        </Field>
        <button type="button" className={cn(smallButton, 'h-10 w-10 shrink-0', nameError && 'mb-7')} disabled={busy} onClick={onRemove} aria-label={T.removeOption(label)}>
          <Trash2 className="h-4 w-4" aria-hidden />
        </button>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={valueId} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
          {T.values}
        </label>
        {valeurs.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={T.values}>
            {valeurs.map((value, valueIndex) => (
              <li
                key={value}
                className="inline-flex items-center gap-1 rounded-full bg-gray-100 py-1 pr-1 pl-3 text-sm text-gray-900 dark:bg-gray-800 dark:text-gray-100"
              >
                {value}
                <button
                  type="button"
                  className={cn(smallButton, 'h-6 w-6 rounded-full')}
                  disabled={busy}
                  onClick={() => onRemoveValue(valueIndex)}
                  aria-label={T.removeValue(value)}
                >
                  <X className="h-3.5 w-3.5" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex gap-2">
          <input
            id={valueId}
            data-field={`options.${index}.valeurs`}
            className={cn(inputClass, 'min-w-0 flex-1')}
            value={draft}
            maxLength={VARIANT_LIMITS.valueMax}
            placeholder={T.valuePlaceholder}
            disabled={busy || valeurs.length >= VARIANT_LIMITS.valuesMax}
            aria-invalid={Boolean(error)}
            aria-describedby={`${valueId}-hint${error ? ` ${valueId}-error` : ''}`}
            onChange={(event) => {
              setDraft(event.target.value);
              setProblem(null);
            }}
            onKeyDown={onKeyDown}
          />
          <Button type="button" variant="secondary" disabled={busy || valeurs.length >= VARIANT_LIMITS.valuesMax} onClick={add} aria-label={T.addValueTo(label)}>
            <Plus className="h-4 w-4" aria-hidden />
            {T.addValue}
          </Button>
        </div>
        <p id={`${valueId}-hint`} className="text-xs text-gray-500 dark:text-gray-400">
          {T.valuesHint}
        </p>
        {error && (
          <p id={`${valueId}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

function ApplyAll({ busy, onApply }: { busy: boolean; onApply: (field: 'prix' | 'stock', value: string) => void }) {
  const [prix, setPrix] = useState('');
  const [stock, setStock] = useState('');
  const priceId = useId();
  const stockId = useId();
  const part = (id: string, label: string, value: string, set: (value: string) => void, field: 'prix' | 'stock', button: string) => (
    <div className="min-w-0 flex-1 space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-gray-700 dark:text-gray-300">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          data-apply={field}
          inputMode="numeric"
          className={cn(inputClass, 'min-w-0 flex-1')}
          value={value}
          disabled={busy}
          onChange={(event) => set(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            onApply(field, value);
          }}
        />
        <Button type="button" variant="secondary" disabled={busy} onClick={() => onApply(field, value)} aria-label={button}>
          {T.applyAll}
        </Button>
      </div>
    </div>
  );
  return (
    <div className="space-y-2 rounded-lg bg-gray-50 p-3 dark:bg-gray-800/60">
      <p className="text-sm font-medium text-gray-900 dark:text-gray-100">
        {T.applyAll} <span className="font-normal text-gray-600 dark:text-gray-400">· {T.applyAllHint}</span>
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {part(priceId, T.applyPrice, prix, setPrix, 'prix', T.applyPriceButton)}
        {part(stockId, T.applyStock, stock, setStock, 'stock', T.applyStockButton)}
      </div>
    </div>
  );
}

interface VariantRowEditorProps {
  index: number;
  row: VariantRow;
  busy: boolean;
  errors: ProductErrors;
  pictureCount: number;
  onChange: <K extends VariantRowField | 'enVente'>(field: K, value: VariantRow[K]) => void;
  onRemove: () => void;
}

function VariantRowEditor({ index, row, busy, errors, pictureCount, onChange, onRemove }: VariantRowEditorProps) {
  const name = rowName(row);
  const error = (field: VariantRowField | 'valeurs') => errors[`variantes.${index}.${field}`];
  const text = (field: Exclude<VariantRowField, 'imageIndex'>, label: string, extra: { placeholder?: string; maxLength?: number; numeric?: boolean; required?: boolean }) => (
    <RowField label={label} name={name} error={error(field)}>
      {(ids) => (
        <Input
          {...ids}
          data-field={`variantes.${index}.${field}`}
          inputMode={extra.numeric ? 'numeric' : undefined}
          placeholder={extra.placeholder}
          maxLength={extra.maxLength}
          aria-required={extra.required}
          value={row[field]}
          disabled={busy}
          onChange={(event) => onChange(field, event.target.value)}
        />
      )}
    </RowField>
  );
  return (
    <div
      role="listitem"
      aria-label={name}
      data-variant={name}
      className={cn(
        'rounded-lg border border-gray-200 p-3 xl:grid xl:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_4.5rem_4.5rem_minmax(0,1fr)_12rem_3.75rem_2.25rem] xl:items-start xl:gap-3 xl:rounded-none xl:border-0 xl:border-b xl:px-1 xl:py-2.5 dark:border-gray-800',
        !row.enVente && 'bg-gray-50 dark:bg-gray-900/60',
      )}
    >
      <div className="mb-3 flex items-center justify-between gap-2 xl:mb-0 xl:min-h-10">
        <div className="min-w-0" data-field={`variantes.${index}.valeurs`} tabIndex={-1}>
          <p className="break-words text-sm font-semibold text-gray-900 dark:text-gray-100">{name}</p>
          {!row.enVente && <p className="text-xs text-gray-500 dark:text-gray-400">{T.notOnSale}</p>}
          {error('valeurs') && (
            <p role="alert" className="text-xs text-red-600 dark:text-red-400">
              {error('valeurs')}
            </p>
          )}
        </div>
        <button type="button" className={cn(smallButton, 'h-9 w-9 shrink-0 xl:hidden')} disabled={busy} onClick={onRemove} aria-label={T.removeRow(name)}>
          <Trash2 className="h-4 w-4" aria-hidden />
        </button>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5 xl:contents">
        {text('prix', T.price, { numeric: true, required: true, placeholder: '0' })}
        {text('pourcentPromotion', T.promotion, { numeric: true })}
        {text('stock', T.stock, { numeric: true, placeholder: T.stockBlank })}
        {text('reference', T.reference, { maxLength: VARIANT_LIMITS.referenceMax, placeholder: T.referencePlaceholder })}
        <RowField label={T.picture} name={name} error={error('imageIndex')} className="col-span-2 sm:col-span-1">
          {(ids) => (
            <Select {...ids} data-field={`variantes.${index}.imageIndex`} value={row.imageIndex} disabled={busy} onChange={(event) => onChange('imageIndex', event.target.value)}>
              <option value="">{T.productPicture}</option>
              {Array.from({ length: Math.min(pictureCount, LIMITS.productImagesMax) }, (_, picture) => (
                <option key={picture} value={String(picture)}>
                  {T.pictureN(picture)}
                </option>
              ))}
            </Select>
          )}
        </RowField>
      </div>
      <div className="mt-3 flex items-center justify-between gap-3 border-t border-gray-100 pt-3 xl:mt-0 xl:block xl:min-h-10 xl:border-0 xl:pt-2 dark:border-gray-800">
        <span className="text-sm font-medium text-gray-800 xl:hidden dark:text-gray-200">{T.onSale}</span>
        <SwitchButton checked={row.enVente} disabled={busy} onChange={(on) => onChange('enVente', on)} aria-label={T.onSaleOf(name)} />
      </div>
      <button type="button" className={cn(smallButton, 'hidden h-10 w-9 xl:inline-flex')} disabled={busy} onClick={onRemove} aria-label={T.removeRow(name)}>
        <Trash2 className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}

/** A row's field: its label shown on a phone, read out only on a wide screen, where the table's head says it. */
function RowField({
  label,
  name,
  error,
  className,
  children,
}: {
  label: string;
  name: string;
  error?: string;
  className?: string;
  children: (ids: { id: string; 'aria-describedby'?: string; 'aria-invalid': boolean; 'aria-label': string }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={cn('min-w-0 space-y-1', className)}>
      <label htmlFor={id} className="block text-xs font-medium text-gray-700 xl:sr-only dark:text-gray-300">
        {label}
      </label>
      {children({ id, 'aria-describedby': error ? `${id}-error` : undefined, 'aria-invalid': Boolean(error), 'aria-label': T.fieldOf(label, name) })}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

