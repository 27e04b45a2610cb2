'use client';
// An order's lines being edited (docs/product.md, "Orders in the back office"), for 'Nouvelle commande' and for an
// order still 'nouvelle': each product with its price, its quantity and a way to remove it, the sub-total, and a
// product search to add another; a new line of a product with variants has a select of its variants on sale beside it
// (docs/product.md, "Variants"). The lines' messages, the schema's or the API's, are shown under each line.
import { AlertTriangle, Trash2 } from 'lucide-react';
import { inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/shared/format';
import { ORDER_LIMITS } from '@/shared/orders/limits';
import { draftKey, draftSubtotal, type LineDraft, type LineErrors, overStock, productLine, quantityOf, withVariant } from '../order-values';
import { ORDER_TEXTS as T } from '../texts';
import { ProductPicker } from './product-picker';

interface LineEditorProps {
  lines: LineDraft[];
  onChange: (lines: LineDraft[]) => void;
  errors: LineErrors;
  disabled?: boolean;
}

export function LineEditor({ lines, onChange, errors, disabled }: LineEditorProps) {
  const taken = new Set(lines.map((line) => line.produitId).filter((id): id is string => id !== null));
  const keys = new Set(lines.map(draftKey));
  const update = (index: number, change: Partial<LineDraft>) => onChange(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));

  return (
    <div className="space-y-4">
      {lines.length > 0 && (
        <ul className="divide-y divide-gray-100 rounded-md border border-gray-200 dark:divide-gray-800 dark:border-gray-800" data-testid="line-editor">
          {lines.map((line, index) => {
            const quantity = quantityOf(line.quantite);
            const error = errors.lines[index];
            const warn = !error && overStock(line);
            const messageId = `line-${index}-message`;
            return (
              <li key={line.produitId ? draftKey(line) : `deleted-${index}`} className="space-y-1.5 p-3" data-testid="line-draft">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  <div className="min-w-0 flex-1 basis-40">
                    <p className={cn('text-sm font-medium break-words', line.produitId ? 'text-gray-900 dark:text-gray-100' : 'text-gray-500 line-through')}>
                      {line.nom}
                    </p>
                    <p className="text-xs text-gray-500 tabular-nums dark:text-gray-400">
                      {formatPrice(line.prixUnitaire)}
                      {typeof line.stock === 'number' && ` · ${T.stockLeft(line.stock)}`}
                    </p>
                  </div>
                  {line.variantes && line.variantes.length > 0 && (
                    <select
                      value={line.varianteId ?? ''}
                      disabled={disabled}
                      onChange={(event) => {
                        const variant = line.variantes?.find((candidate) => candidate._id === event.target.value);
                        if (variant) update(index, withVariant(line, variant));
                      }}
                      aria-label={T.variantOf(line.produitNom ?? line.nom)}
                      data-field={`lignes.${index}.varianteId`}
                      className={cn(inputClass, 'h-9 w-auto max-w-full min-w-0 basis-40')}
                    >
                      {line.variantes.map((variant) => (
                        <option key={variant._id} value={variant._id}>
                          {variant.nom}
                        </option>
                      ))}
                    </select>
                  )}
                  <div className="flex items-center gap-2">
                    <input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={ORDER_LIMITS.quantityMax}
                      step={1}
                      value={line.quantite}
                      disabled={disabled || !line.produitId}
                      onChange={(event) => update(index, { quantite: event.target.value })}
                      aria-label={T.quantityOf(line.nom)}
                      aria-invalid={Boolean(error)}
                      aria-describedby={error || warn ? messageId : undefined}
                      data-field={`lignes.${index}.quantite`}
                      className={cn(inputClass, 'h-9 w-20 text-center tabular-nums')}
                    />
                    <span className="w-28 text-right text-sm font-semibold text-gray-900 tabular-nums dark:text-gray-100">
                      {formatPrice(Number.isFinite(quantity) ? quantity * line.prixUnitaire : 0)}
                    </span>
                    <button
                      type="button"
                      disabled={disabled}
                      onClick={() => onChange(lines.filter((_, i) => i !== index))}
                      aria-label={T.remove(line.nom)}
                      title={T.remove(line.nom)}
                      className="inline-flex size-9 items-center justify-center rounded-md text-gray-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50 dark:hover:bg-red-950 dark:hover:text-red-300"
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                    </button>
                  </div>
                </div>
                {!line.produitId && !error && <p className="text-xs text-amber-700 dark:text-amber-400">{T.deletedProductHint}</p>}
                {error && (
                  <p id={messageId} role="alert" className="text-sm text-red-600 dark:text-red-400">
                    {error}
                  </p>
                )}
                {warn && typeof line.stock === 'number' && (
                  <p id={messageId} className="flex items-center gap-1.5 text-xs text-amber-700 dark:text-amber-400">
                    <AlertTriangle className="h-3.5 w-3.5 shrink-0" aria-hidden />
                    {T.overStock(line.stock)}
                  </p>
                )}
              </li>
            );
          })}
          <li className="flex items-center justify-between p-3 text-sm">
            <span className="text-gray-600 dark:text-gray-400">{T.subtotal}</span>
            <span className="font-semibold text-gray-900 tabular-nums dark:text-gray-100" data-testid="draft-subtotal">
              {formatPrice(draftSubtotal(lines))}
            </span>
          </li>
        </ul>
      )}
      {errors.list && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errors.list}
        </p>
      )}
      <ProductPicker taken={taken} disabled={disabled} onPick={(product) => onChange([...lines, productLine(product, keys)])} />
    </div>
  );
}
