'use client';
// 'Ajouter un produit' (docs/product.md, "Orders in the back office"): a search of the catalogue by name, its first
// results with their price and stock, each added to the order in one press. A product already in the order, or out
// of stock, cannot be added again; a product with variants can, once per variant (its line offers them).
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { SearchInput } from '@/components/ui/field';
import { useProductSearch } from '@/lib/api/orders';
import { cn } from '@/lib/cn';
import { useDebounced } from '@/lib/use-debounced';
import { TIMINGS } from '@/shared/constants';
import { formatPrice } from '@/shared/format';
import { salePrice } from '@/shared/orders/pricing';
import { isOutOfStock } from '@/shared/catalog/product-display';
import type { Product } from '@/shared/catalog/answers';
import { ORDER_TEXTS as T } from '../texts';
import { ORDER_SEARCH_TEXTS as S } from '../texts-on-demand';

/** How many products a search shows: enough to choose, few enough for a phone. */
const RESULTS = 8;


interface ProductPickerProps {
  /** The products already in the order. */
  taken: ReadonlySet<string>;
  onPick: (product: Product) => void;
  disabled?: boolean;
}

export function ProductPicker({ taken, onPick, disabled }: ProductPickerProps) {
  const [text, setText] = useState('');
  const search = useDebounced(text, TIMINGS.searchDebounceMs);
  const results = useProductSearch(search, RESULTS);
  const inputId = useId();
  const listId = useId();
  const typed = text.trim().length > 0;
  const products = typed && search.trim() ? (results.data ?? []) : [];

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
        {S.addProduct}
      </label>
      <SearchInput
        id={inputId}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        placeholder={S.productSearchPlaceholder}
        aria-label={S.productSearchLabel}
        aria-controls={typed ? listId : undefined}
        autoComplete="off"
      />
      {typed && (
        <div id={listId} aria-live="polite" className="rounded-md border border-gray-200 dark:border-gray-800">
          {results.isFetching && products.length === 0 ? (
            <p className="px-3 py-2 text-sm text-gray-500 dark:text-gray-400">{S.productSearching}</p>
          ) : products.length === 0 ? (
            <p className="px-3 py-2 text-sm text-gray-500 dark:text-gray-400">{S.productNone}</p>
          ) : (
            <ul className={cn('divide-y divide-gray-100 dark:divide-gray-800', results.isFetching && 'opacity-60')}>
              {products.map((product) => {
                const already = !product.variantes && taken.has(product._id);
                const out = isOutOfStock(product);
                return (
                  <li key={product._id} className="flex items-center gap-3 px-3 py-2">
                    <div className="min-w-0 flex-1">
                      <p className="text-sm font-medium break-words text-gray-900 dark:text-gray-100">{product.nom}</p>
                      <p className="text-xs text-gray-500 tabular-nums dark:text-gray-400">
                        {formatPrice(salePrice(product))} ·{' '}
                        {out ? (
                          <span className="font-medium text-red-700 dark:text-red-400">{S.productUnavailable}</span>
                        ) : product.variantes ? (
                          S.productVariants(product.variantes.filter((variant) => variant.enVente).length)
                        ) : product.stock === null ? (
                          T.stockUntracked
                        ) : (
                          T.stockLeft(product.stock)
                        )}
                      </p>
                    </div>
                    <button
                      type="button"
                      disabled={disabled || already || out}
                      onClick={() => {
                        onPick(product);
                        setText('');
                      }}
                      aria-label={`${S.add} ${product.nom}`}
                      className="inline-flex h-8 shrink-0 items-center gap-1 rounded-md border border-gray-300 px-2.5 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-50 dark:border-gray-700 dark:text-gray-100 dark:hover:bg-gray-800"
                    >
                      {already ? (
                        S.productAlready
                      ) : (
                        <>
                          <Plus className="h-3.5 w-3.5" aria-hidden />
                          {S.add}
                        </>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
      {products.length === RESULTS && <p className="text-xs text-gray-500 dark:text-gray-400">{S.productMore(RESULTS)}</p>}
    </div>
  );
}
