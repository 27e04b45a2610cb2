// The product form's 'Disponibilité' (docs/product.md, Stock and availability): featured, out of stock, and the
// stock, left empty when the shop does not track it. An existing product's stock changed here asks for its reason,
// recorded in the stock's history (docs/product.md, "Stock history").
import { FormSection } from '@/components/admin/kit/form-section';
import { Switch } from '@/components/admin/kit/switch';
import { Field, Input } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/shared/format';
import { PRODUCT_STATUS_LIMITS, STOCK_REASON_SUGGESTIONS } from '@/shared/catalog/product-status';
import { PRODUCT_FORM_TEXTS as T } from './texts';
import type { ProductErrors, ProductValues } from './values';

interface AvailabilityFieldsProps {
  values: ProductValues;
  errors: ProductErrors;
  busy: boolean;
  set: <K extends 'aLaUne' | 'enRupture' | 'stock' | 'motifStock'>(name: K, value: ProductValues[K]) => void;
  /** The stock the product has now, when editing one: a different stock typed asks for a reason. */
  storedStock?: number | null;
  askReason: boolean;
  /** With variants, the stock is each variant's ('Variantes'): the product's own field is not shown. */
  withVariants?: boolean;
}

const REASONS_LIST_ID = 'motifs-stock';

export function AvailabilityFields({ values, errors, busy, set, storedStock, askReason, withVariants }: AvailabilityFieldsProps) {
  const stockText = (stock: number | null | undefined) => (stock === null || stock === undefined ? T.untracked : formatNumber(stock));
  return (
    <FormSection title={T.availabilitySection}>
      <Switch label={T.featured} hint={T.featuredHint} checked={values.aLaUne} disabled={busy} onChange={(on) => set('aLaUne', on)} />
      <Switch label={T.outOfStock} hint={T.outOfStockHint} checked={values.enRupture} disabled={busy} onChange={(on) => set('enRupture', on)} />
      {withVariants ? (
        <p className="rounded-lg bg-gray-50 p-3 text-sm text-gray-700 dark:bg-gray-800/60 dark:text-gray-300">{T.variantsStock}</p>
      ) : (
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
      )}
      {askReason && (
        <StockReasonField
          motif={values.motifStock}
          setMotif={(motif) => set('motifStock', motif)}
          busy={busy}
          error={errors.motifStock}
          hint={T.stockReasonHint(stockText(storedStock), values.stock.trim())}
        />
      )}
    </FormSection>
  );
}

/**
 * Why the stock changes: asked when an edit changes a tracked stock, the product's here or a variant's in
 * 'Variantes' (./variant-fields.tsx), with the usual reasons to pick from.
 */
export function StockReasonField({
  motif,
  setMotif,
  busy,
  error,
  hint,
}: {
  motif: string;
  setMotif: (motif: string) => void;
  busy: boolean;
  error?: string;
  hint: string;
}) {
  return (
    <Field label={T.stockReason} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <>
          <Input
            id={id}
            data-field="motifStock"
            list={REASONS_LIST_ID}
            required
            maxLength={PRODUCT_STATUS_LIMITS.stockReasonMax}
            placeholder={T.stockReasonPlaceholder}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={motif}
            disabled={busy}
            onChange={(event) => setMotif(event.target.value)}
          />
          <datalist id={REASONS_LIST_ID}>
            {STOCK_REASON_SUGGESTIONS.map((reason) => (
              <option key={reason} value={reason} />
            ))}
          </datalist>
          <div className="flex flex-wrap gap-1.5">
            {STOCK_REASON_SUGGESTIONS.map((reason) => (
              <button
                key={reason}
                type="button"
                disabled={busy}
                aria-pressed={motif.trim() === reason}
                onClick={() => setMotif(reason)}
                className={cn(
                  'rounded-full border px-2.5 py-1 text-xs disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-brand-600',
                  motif.trim() === reason
                    ? 'border-brand-600 bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-100'
                    : 'border-gray-300 text-gray-700 hover:bg-gray-100 dark:border-gray-700 dark:text-gray-300 dark:hover:bg-gray-800',
                )}
              >
                {reason}
              </button>
            ))}
          </div>
        </>
      )}
    </Field>
  );
}
