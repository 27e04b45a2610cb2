// The variants of a product on its back-office page (docs/product.md, "Variants"): each one's price (and its
// promotion), stock, reference and whether it is on sale — a table on a wide screen, a list of small cards on a phone.
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatNumber, formatPrice } from '@/shared/format';
import type { AdminProduct, ProductVariant } from '@/shared/catalog/answers';
import { PRODUCT_TEXTS as T } from './texts';

/** The table's columns, in the order of each row's cells. */
const COLUMNS = [T.variantName, T.variantPrice, T.variantStock, T.variantReference, T.variantOnSale];

function Price({ variant }: { variant: ProductVariant }) {
  if (variant.pourcentPromotion > 0 && variant.prixApresPromotion < variant.prix) {
    return (
      <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
        <span className="font-semibold text-emerald-700 dark:text-emerald-400">{formatPrice(variant.prixApresPromotion)}</span>
        <s className="text-xs text-gray-500 dark:text-gray-400">{formatPrice(variant.prix)}</s>
        <span className="text-xs text-red-700 dark:text-red-400">-{variant.pourcentPromotion}%</span>
      </span>
    );
  }
  return <span className="font-semibold text-gray-900 dark:text-gray-100">{formatPrice(variant.prix)}</span>;
}

function Stock({ variant }: { variant: ProductVariant }) {
  if (variant.stock === null) return <span className="text-gray-500 dark:text-gray-400">{T.untracked}</span>;
  return (
    <span className={cn('tabular-nums', variant.stock === 0 ? 'font-semibold text-red-700 dark:text-red-400' : 'text-gray-900 dark:text-gray-100')}>
      {formatNumber(variant.stock)}
      {variant.stock === 0 && <span className="ml-1.5 font-normal">· {T.outOfStock}</span>}
    </span>
  );
}

function OnSale({ variant }: { variant: ProductVariant }) {
  return variant.enVente ? <Badge tone="green">{T.onSaleYes}</Badge> : <Badge tone="gray">{T.onSaleNo}</Badge>;
}

export function VariantTable({ product }: { product: AdminProduct }) {
  const variants = product.variantes ?? [];
  if (variants.length === 0) return null;
  const options = (product.options ?? []).map((option) => option.nom).join(', ');
  return (
    <Card>
      <CardContent className="space-y-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 className="text-base font-semibold text-gray-900 dark:text-gray-100">{T.variantsTitle}</h2>
            {options && <p className="text-xs text-gray-500 dark:text-gray-400">{T.variantsHint(options)}</p>}
          </div>
          <Badge tone="blue">{T.variantsCount(variants.length)}</Badge>
        </div>
        <table className="hidden w-full text-left text-sm sm:table">
          <thead className="border-b border-gray-200 text-xs uppercase tracking-wide text-gray-500 dark:border-gray-800 dark:text-gray-400">
            <tr>
              {COLUMNS.map((label) => (
                <th key={label} scope="col" className="py-2 pr-3 font-medium last:pr-0">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
            {variants.map((variant) => (
              <tr key={variant._id} className={cn(!variant.enVente && 'text-gray-500 dark:text-gray-400')}>
                <th scope="row" className="py-2.5 pr-3 font-medium text-gray-900 dark:text-gray-100">
                  {variant.nom}
                </th>
                <td className="py-2.5 pr-3">
                  <Price variant={variant} />
                </td>
                <td className="py-2.5 pr-3">
                  <Stock variant={variant} />
                </td>
                <td className="py-2.5 pr-3 font-mono text-xs text-gray-600 dark:text-gray-400">{variant.reference ?? T.noReference}</td>
                <td className="py-2.5">
                  <OnSale variant={variant} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="divide-y divide-gray-100 sm:hidden dark:divide-gray-800" aria-label={T.variantsTitle}>
          {variants.map((variant) => (
            <li key={variant._id} className="space-y-1 py-2.5 first:pt-0 last:pb-0">
              <div className="flex items-start justify-between gap-2">
                <p className="font-medium text-gray-900 dark:text-gray-100">{variant.nom}</p>
                <OnSale variant={variant} />
              </div>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <Price variant={variant} />
                <span className="text-gray-600 dark:text-gray-400">
                  {T.variantStock}&nbsp;: <Stock variant={variant} />
                </span>
              </div>
              {variant.reference && <p className="font-mono text-xs text-gray-600 dark:text-gray-400">{variant.reference}</p>}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
