'use client';
// The dashboard's orders and sales (docs/product.md §3), below the catalogue's six figures: 'Commandes à
// confirmer' (a way into the inbox), the turnover of the last 30 days (orders delivered or paid, delivery fees
// apart), the average basket, and the chart of the last 30 days, whose library is fetched only here. Read on
// their own: a failure here leaves the rest of the dashboard as it is.
import { ArrowRight, Banknote, Inbox, ShoppingBasket } from 'lucide-react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { LoadGate, type Read } from '@/components/admin/kit/load-gate';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { adminRoutes } from '@/lib/admin-routes';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/shared/format';
import type { OrderFigures as Figures } from '@/shared/orders/answers';
import { FigureCard } from './figure-card';
import { ORDER_FIGURE_TEXTS as T } from './texts';

const SalesChart = dynamic(() => import('./sales-chart'), {
  ssr: false,
  loading: () => <ChartPlaceholder />,
});

function Skeleton({ className, height }: { className?: string; height?: string }) {
  return <div className={cn('animate-pulse rounded-md bg-gray-200/80 dark:bg-gray-800', className)} style={height ? { height } : undefined} />;
}

/** Shown while the chart's library arrives: bars of no meaning, the chart's own size. */
const PLACEHOLDER_BARS = [30, 55, 20, 70, 45, 85, 35, 60, 25, 50];

function ChartPlaceholder() {
  return (
    <div role="status" aria-label={T.chartLoading} className="flex h-56 items-end gap-1.5 pb-6 pl-10 sm:h-64">
      {PLACEHOLDER_BARS.map((height, index) => (
        <Skeleton key={`${index}-${height}`} className="flex-1 rounded-b-none" height={`${height}%`} />
      ))}
    </div>
  );
}

const TONES = {
  amber: 'bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
  green: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  blue: 'bg-blue-50 text-blue-700 dark:bg-blue-950 dark:text-blue-300',
} as const;

/** An amount: the figure large, 'FCFA' small beside it, or under it when the card is narrow. */
function Amount({ value }: { value: number }) {
  return (
    <>
      {formatNumber(value)} <span className="text-sm font-semibold tracking-normal whitespace-nowrap text-gray-500 dark:text-gray-400">{T.currency}</span>
    </>
  );
}

function Cards({ figures }: { figures: Figures }) {
  return (
    <section aria-label={T.sectionLabel} className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
      <FigureCard
        testId="order-figure"
        label={T.toConfirm}
        value={formatNumber(figures.commandesAConfirmer)}
        icon={Inbox}
        color={TONES.amber}
        footer={
          <Link
            href={adminRoutes.ordersInTab('nouvelle')}
            className="inline-flex items-center gap-0.5 rounded font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-100"
          >
            {T.toConfirmLink}
            <ArrowRight className="h-3.5 w-3.5" aria-hidden />
          </Link>
        }
      />
      <FigureCard
        testId="order-figure"
        className="order-first sm:col-span-2 lg:order-none lg:col-span-1"
        label={T.turnover}
        value={<Amount value={figures.chiffreAffaires30j} />}
        icon={Banknote}
        color={TONES.green}
        footer={<span className="text-gray-500 dark:text-gray-400">{T.turnoverCount(figures.commandesComptees30j)}</span>}
      />
      <FigureCard
        testId="order-figure"
        label={T.averageBasket}
        value={<Amount value={figures.panierMoyen} />}
        icon={ShoppingBasket}
        color={TONES.blue}
        footer={<span className="text-gray-500 dark:text-gray-400">{T.averageBasketHint}</span>}
      />
    </section>
  );
}

function FiguresSkeleton() {
  return (
    <div role="status" aria-label={T.loading} className="space-y-6">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <Card key={card} className={cn('space-y-3 p-4 sm:p-5', card === 0 && 'sm:col-span-2 lg:col-span-1')}>
            <Skeleton className="h-4 w-28" />
            <div className="flex justify-between">
              <Skeleton className="h-8 w-24" />
              <Skeleton className="size-9 rounded-lg" />
            </div>
            <Skeleton className="h-3 w-32" />
          </Card>
        ))}
      </div>
    </div>
  );
}

export function OrderFigures({ read }: { read: Read<Figures | null> }) {
  return (
    <LoadGate read={read} texts={{ loading: T.loading, error: T.loadError, errorDefault: T.loadErrorDefault }} loading={<FiguresSkeleton />}>
      {(figures) => (
        <div className="space-y-6">
          <Cards figures={figures} />
          <Card>
            <CardHeader>
              <CardTitle>{T.chartTitle}</CardTitle>
              <p className="text-sm text-gray-600 dark:text-gray-400">{T.chartSubtitle}</p>
            </CardHeader>
            <CardContent className="px-2 sm:px-5">
              <SalesChart days={figures.parJour} />
            </CardContent>
          </Card>
        </div>
      )}
    </LoadGate>
  );
}
