'use client';
// The dashboard's 'Alertes' card (docs/product.md, "Alerts"): low stock, out of stock, expiring within 30 days and
// expired, each with its count, the first products it names, and a link to the products list filtered on it; a
// calm 'Aucune alerte' when all four are empty. Read on its own: a failure here leaves the rest of the dashboard.
import { AlertTriangle, CalendarClock, CalendarX, ChevronRight, CircleCheck, type LucideIcon, PackageMinus, PackageX } from 'lucide-react';
import Link from 'next/link';
import { LoadGate } from '@/components/admin/kit/load-gate';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { adminRoutes } from '@/lib/admin-routes';
import { cn } from '@/lib/cn';
import { ALERT_SUMMARY_LABELS, formatStockLeft } from '@/shared/alerts/summary';
import type { AlertGroup } from '@/shared/alerts/answers';
import type { AlertKind } from '@/shared/alerts/rules';
import { formatNumber } from '@/shared/format';
import { useAlerts } from './use-alerts';

const T = {
  title: 'Alertes',
  subtitle: 'Stocks et dates de péremption',
  none: 'Aucune alerte',
  noneText: 'Les stocks et les dates de péremption sont en ordre.',
  // Read after the visible count, so that the link's name holds its visible text (WCAG 2.5.3).
  seeProducts: (count: number) => ` produit${count > 1 ? 's' : ''}, voir la liste`,
  more: (count: number) => ` et ${count} autre${count > 1 ? 's' : ''}`,
  loading: 'Chargement des alertes...',
  loadError: 'Alertes indisponibles',
  loadErrorDefault: 'Erreur lors du chargement des alertes',
} as const;

const LOOKS: Record<AlertKind, { icon: LucideIcon; tone: string }> = {
  'stock-bas': { icon: PackageMinus, tone: 'bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-300' },
  rupture: { icon: PackageX, tone: 'bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300' },
  'peremption-proche': { icon: CalendarClock, tone: 'bg-orange-50 text-orange-700 dark:bg-orange-950 dark:text-orange-300' },
  perime: { icon: CalendarX, tone: 'bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300' },
};

function AlertRow({ group }: { group: AlertGroup }) {
  const { icon: Icon, tone } = LOOKS[group.type];
  const label = ALERT_SUMMARY_LABELS[group.type];
  const empty = group.total === 0;
  const more = group.total - group.produits.length;
  const names = `${group.produits.map((product) => product.nom).join(', ')}${more > 0 ? T.more(more) : ''}`;
  // Low stock: each product on its line with its stock, which truncating a line of names would hide on a phone.
  const withStock = group.type === 'stock-bas';
  return (
    <li>
      <Link
        href={adminRoutes.productsWithAlert(group.type)}
        data-testid="alert-row"
        data-alert={group.type}
        className="group flex items-center gap-3 rounded-lg px-2 py-2.5 transition-colors hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:hover:bg-gray-800/60"
      >
        <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', empty ? 'bg-gray-100 text-gray-400 dark:bg-gray-800 dark:text-gray-500' : tone)}>
          <Icon className="h-[18px] w-[18px]" aria-hidden />
        </span>
        <span className="min-w-0 flex-1">
          <span className={cn('block text-sm font-medium', empty ? 'text-gray-500 dark:text-gray-400' : 'text-gray-900 dark:text-gray-100')}>{label}</span>
          {!empty && !withStock && (
            <span className="block truncate text-xs text-gray-500 dark:text-gray-400" title={names} data-testid="alert-products">
              {names}
            </span>
          )}
          {!empty && withStock && (
            <span className="block text-xs text-gray-500 dark:text-gray-400" data-testid="alert-products">
              {group.produits.map((product) => (
                <span key={product._id} className="flex gap-2">
                  <span className="min-w-0 truncate" title={product.nom}>
                    {product.nom}
                  </span>
                  {product.stock !== null && (
                    <span className="shrink-0 font-medium tabular-nums text-amber-700 dark:text-amber-300" data-testid="alert-stock">
                      <span className="sr-only"> : </span>
                      {formatStockLeft(product.stock)}
                    </span>
                  )}
                  <span className="sr-only">, </span>
                </span>
              ))}
              {more > 0 && <span className="block">{T.more(more).trim()}</span>}
            </span>
          )}
        </span>
        <span
          className={cn('min-w-8 rounded-full px-2 py-0.5 text-center text-sm font-semibold tabular-nums', empty ? 'text-gray-500 dark:text-gray-400' : tone)}
          data-testid="alert-count"
        >
          {formatNumber(group.total)}
        </span>
        <span className="sr-only">{T.seeProducts(group.total)}</span>
        <ChevronRight className="h-4 w-4 shrink-0 text-gray-400 transition-transform group-hover:translate-x-0.5" aria-hidden />
      </Link>
    </li>
  );
}

function AlertsSkeleton() {
  return (
    <div role="status" aria-label={T.loading} className="space-y-2">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="h-12 animate-pulse rounded-lg bg-gray-200/80 dark:bg-gray-800" />
      ))}
    </div>
  );
}

export function AlertsCard({ className }: { className?: string }) {
  const alerts = useAlerts();
  const total = alerts.data?.alertes.reduce((sum, group) => sum + group.total, 0) ?? 0;
  return (
    <Card className={cn('min-w-0', className)} data-testid="alerts-card">
      <CardHeader className="flex-row items-center justify-between gap-3">
        <div>
          <CardTitle className="flex items-center gap-2">
            <AlertTriangle className={cn('h-4 w-4', total > 0 ? 'text-amber-600 dark:text-amber-400' : 'text-gray-400')} aria-hidden />
            {T.title}
          </CardTitle>
          <p className="text-sm text-gray-600 dark:text-gray-400">{T.subtitle}</p>
        </div>
      </CardHeader>
      <CardContent className="px-2 py-2 sm:px-3 sm:py-3">
        <LoadGate read={alerts} texts={{ loading: T.loading, error: T.loadError, errorDefault: T.loadErrorDefault }} loading={<AlertsSkeleton />}>
          {(data) =>
            data.alertes.every((group) => group.total === 0) ? (
              <div className="flex flex-col items-center py-6 text-center" data-testid="alerts-none">
                <CircleCheck className="h-8 w-8 text-emerald-600 dark:text-emerald-400" aria-hidden />
                <p className="mt-2 font-medium text-gray-900 dark:text-gray-100">{T.none}</p>
                <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{T.noneText}</p>
              </div>
            ) : (
              <ul className="space-y-0.5" aria-label={T.title}>
                {data.alertes.map((group) => (
                  <AlertRow key={group.type} group={group} />
                ))}
              </ul>
            )
          }
        </LoadGate>
      </CardContent>
    </Card>
  );
}
