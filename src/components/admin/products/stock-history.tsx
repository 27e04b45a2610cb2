'use client';
// 'Historique du stock' on a product's page (docs/product.md, "Stock history"): who changed the stock, when, from
// what to what, and why — an order confirmed or cancelled (linked to it) or an administrator's change with its reason.
import { ArrowRight } from 'lucide-react';
import Link from 'next/link';
import { useId, useState } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Select } from '@/components/ui/field';
import { adminRoutes } from '@/lib/admin-routes';
import { useStockHistory } from '@/lib/api/products';
import { cn } from '@/lib/cn';
import { formatDateTime, formatNumber } from '@/shared/format';
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUS_LIMITS } from '@/shared/catalog/product-status';
import type { ProductVariant, StockMovement } from '@/shared/catalog/answers';
import { PRODUCT_TEXTS as T } from './texts';

function Delta({ delta }: { delta: number }) {
  return (
    <span
      className={cn(
        'inline-flex h-fit min-w-12 shrink-0 justify-center self-start rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
        delta > 0 ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-300' : 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-300',
      )}
    >
      {delta > 0 ? `+${formatNumber(delta)}` : `−${formatNumber(-delta)}`}
    </span>
  );
}

/** A movement and, for a product with variants, the name of the variant it is of (copied when it was made). */


function Movement({ movement }: { movement: StockMovement }) {
  const reason = PRODUCT_STATUS_LABELS.movement[movement.motif] ?? movement.motif;
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <Delta delta={movement.delta} />
      <div className="min-w-0 flex-1 space-y-0.5 text-sm">
        <p className="flex flex-wrap items-center gap-x-1.5 font-medium text-gray-900 dark:text-gray-100">
          <span className="tabular-nums">{formatNumber(movement.avant)}</span>
          <ArrowRight className="h-3.5 w-3.5 text-gray-400" aria-label="devient" />
          <span className="tabular-nums">{formatNumber(movement.apres)}</span>
          <span className="font-normal text-gray-500 dark:text-gray-400">· {reason}</span>
        </p>
        {movement.variante && <p className="font-medium text-gray-800 dark:text-gray-200">{movement.variante}</p>}
        {movement.commentaire && <p className="break-words text-gray-800 dark:text-gray-200">« {movement.commentaire} »</p>}
        {movement.commande && (
          <p>
            <Link href={adminRoutes.order(movement.commande._id)} className="font-medium text-brand-700 hover:underline dark:text-brand-500">
              {T.orderLink(movement.commande.reference)}
            </Link>
          </p>
        )}
        <p className="text-xs text-gray-500 dark:text-gray-400">
          {formatDateTime(movement.createdAt)} · {T.movementBy(movement.auteur)}
        </p>
      </div>
    </li>
  );
}

export function StockHistory({ productId, variants }: { productId: string; variants?: readonly ProductVariant[] }) {
  const history = useStockHistory(productId);
  const [variant, setVariant] = useState('');
  const filterId = useId();
  const movements: StockMovement[] = history.data ?? [];
  const shown = variant ? movements.filter((movement) => movement.variante === variant) : movements;
  return (
    <Card>
      <CardContent className="space-y-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 className="text-base font-semibold text-gray-900 dark:text-gray-100">{T.stockHistory}</h2>
            <p className="text-xs text-gray-500 dark:text-gray-400">{T.stockHistoryHint(PRODUCT_STATUS_LIMITS.stockHistory)}</p>
          </div>
          {variants && variants.length > 0 && (
            <div className="w-full sm:w-56">
              <label htmlFor={filterId} className="sr-only">
                {T.historyVariantFilter}
              </label>
              <Select id={filterId} value={variant} onChange={(event) => setVariant(event.target.value)}>
                <option value="">{T.historyAllVariants}</option>
                {variants.map((option) => (
                  <option key={option._id} value={option.nom}>
                    {option.nom}
                  </option>
                ))}
              </Select>
            </div>
          )}
        </div>
        {history.isPending ? (
          <p className="text-sm text-gray-500 dark:text-gray-400">{T.stockHistoryLoading}</p>
        ) : history.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {T.stockHistoryError}
          </p>
        ) : shown.length === 0 ? (
          <p className="text-sm text-gray-500 dark:text-gray-400">{variant ? T.historyFilteredEmpty : T.stockHistoryEmpty}</p>
        ) : (
          <ol className="divide-y divide-gray-100 dark:divide-gray-800" aria-label={T.stockHistory}>
            {shown.map((movement) => (
              <Movement key={movement.id} movement={movement} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
