'use client';
// The product list's status ('Tous', 'Publiés', 'Brouillons') and alert filters (docs/product.md, "Drafts,
// thresholds and expiry dates"), kept in the address (`?statut=`, `?alerte=`) so that the dashboard's alert card
// can link to `/admin/produits?alerte=…`.
import { X } from 'lucide-react';
import { useId } from 'react';
import { ToggleGroup } from '@/components/admin/kit/toggle-group';
import { Select } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { ALERT_KINDS, ALERT_LABELS, type AlertKind, isAlertKind } from '@/shared/alerts/rules';
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES, type ProductStatus } from '@/shared/catalog/product-status';
import { PRODUCT_TEXTS as T } from './texts';

export interface ListStatus {
  statut: ProductStatus;
  alerte: AlertKind | null;
}

/** The address's status and alert; anything else reads as 'Tous' and no alert. */
export function readListStatus(query: URLSearchParams): ListStatus {
  const statut = query.get('statut');
  const alerte = query.get('alerte');
  return {
    statut: (PRODUCT_STATUSES as readonly string[]).includes(statut ?? '') ? (statut as ProductStatus) : 'tous',
    alerte: isAlertKind(alerte) ? alerte : null,
  };
}

/** Written to the address only when they differ from the defaults. */
export function writeListStatus(query: URLSearchParams, status: ListStatus): void {
  if (status.statut !== 'tous') query.set('statut', status.statut);
  if (status.alerte) query.set('alerte', status.alerte);
}

export function ProductStatusFilters({ status, change }: { status: ListStatus; change: (next: ListStatus) => void }) {
  const alertId = useId();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <ToggleGroup
        label={T.statusFilter}
        options={PRODUCT_STATUSES.map((statut) => ({ value: statut, label: PRODUCT_STATUS_LABELS.statusFilter[statut] }))}
        value={status.statut}
        change={(statut) => change({ ...status, statut })}
      />
      <div className="flex items-center gap-2">
        <label htmlFor={alertId} className="text-sm font-medium text-gray-700 dark:text-gray-300">
          {T.alertFilter}
        </label>
        <Select
          id={alertId}
          value={status.alerte ?? ''}
          onChange={(event) => change({ ...status, alerte: isAlertKind(event.target.value) ? event.target.value : null })}
          className={cn('min-w-0 flex-1 sm:w-52 sm:flex-none', status.alerte && 'border-amber-500 text-amber-800 dark:text-amber-300')}
        >
          <option value="">{T.anyAlert}</option>
          {ALERT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {ALERT_LABELS[kind]}
            </option>
          ))}
        </Select>
        {status.alerte && (
          <button
            type="button"
            onClick={() => change({ ...status, alerte: null })}
            aria-label={T.clearAlert}
            title={T.clearAlert}
            className="rounded-md p-1.5 text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-gray-300 dark:hover:bg-gray-800"
          >
            <X className="h-4 w-4" aria-hidden />
          </button>
        )}
      </div>
    </div>
  );
}
