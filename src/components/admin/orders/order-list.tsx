'use client';
// /admin/commandes, the orders' inbox (docs/product.md, "Orders in the back office"): tabs by status with their
// counts, the search, the days, a table on wide screens and cards on phones, the pages, the CSV export of what is
// shown and 'Nouvelle commande'. The tab, search, days, page and page size live in the URL.
import { Inbox, MapPin, Plus } from 'lucide-react';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useMemo, } from 'react';
import { LoadGate } from '@/components/admin/kit/load-gate';
import { ExportButton } from '@/components/admin/kit/export-button';
import { PageHeader } from '@/components/admin/kit/page-header';
import { PagedResults, useLastPageGuard } from '@/components/admin/kit/pagination';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/states';
import { adminRoutes } from '@/lib/admin-routes';
import { downloadOrdersCsv, useOrders } from '@/lib/api/orders';
import { cn } from '@/lib/cn';
import { useUrlWriter } from '@/lib/url-field';
import { useDebounced } from '@/lib/use-debounced';
import { TIMINGS } from '@/shared/constants';
import { formatDateTime, formatPrice } from '@/shared/format';
import type { OrderPage, OrderSummary } from '@/shared/orders/answers';
import { displayPhone } from '@/shared/shop/content';
import { LAST_ORDERS_KEY } from './last-list';
import { changeOrderList, isFiltered, type OrderListParams, orderListSearch, parseOrderListParams, tabCount, toOrderQuery } from './list-params';
import { OrderBadges } from './order-badges';
import { OrderFilters, OrderTabs, tabLabel } from './order-filters';
import { ORDER_TEXTS as T } from './texts';


function Customer({ order }: { order: OrderSummary }) {
  return (
    <div className="min-w-0">
      <p className={cn('truncate', order.client.nom ? 'font-medium text-gray-900 dark:text-gray-100' : 'italic text-gray-500 dark:text-gray-400')}>
        {order.client.nom ?? T.noName}
      </p>
      <p className={cn('truncate text-xs tabular-nums', order.client.telephone ? 'text-gray-600 dark:text-gray-400' : 'text-amber-700 dark:text-amber-400')}>
        {order.client.telephone ? displayPhone(order.client.telephone) : T.noPhone}
      </p>
    </div>
  );
}

function Amount({ order }: { order: OrderSummary }) {
  return (
    <div className="text-right">
      <p className="font-semibold whitespace-nowrap text-gray-900 tabular-nums dark:text-gray-100">{formatPrice(order.total)}</p>
      <p className="text-xs whitespace-nowrap text-gray-500 dark:text-gray-400">{T.articles(order.nbArticles)}</p>
      {order.fraisLivraison === null && <p className="text-xs whitespace-nowrap text-amber-700 dark:text-amber-400">{T.deliveryToConfirm}</p>}
    </div>
  );
}

const linkClass = 'rounded font-mono text-sm font-semibold whitespace-nowrap text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100';

/** The table's columns, in order, with their alignment. */
const COLUMNS = [['reference', ''], ['date', ''], ['customer', ''], ['zone', ''], ['total', 'text-right'], ['status', '']] as const satisfies readonly (readonly [keyof typeof T.columns, string])[];

function OrderTable({ orders }: { orders: OrderSummary[] }) {
  const C = T.columns;
  return (
    <Card className="hidden overflow-hidden md:block">
      <table className="w-full text-sm">
        <thead className="bg-gray-50 text-left text-xs font-medium tracking-wide text-gray-500 uppercase dark:bg-gray-800/60 dark:text-gray-400">
          <tr>
            {COLUMNS.map(([key, align]) => (
              <th key={key} scope="col" className={cn('px-4 py-3', align)}>
                {C[key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
          {orders.map((order) => (
            <tr key={order._id} data-testid="order-row" className="relative hover:bg-gray-50 dark:hover:bg-gray-800/50">
              <td className="px-4 py-3">
                {/* The reference's link covers the whole row. */}
                <Link href={adminRoutes.order(order._id)} aria-label={T.open(order.reference)} className={cn(linkClass, 'before:absolute before:inset-0')}>
                  {order.reference}
                </Link>
                <p className="text-xs text-gray-500 dark:text-gray-400">{order.source === 'admin' ? T.byPhone : T.fromSite}</p>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-gray-700 dark:text-gray-300">{formatDateTime(order.createdAt)}</td>
              <td className="max-w-[14rem] px-4 py-3">
                <Customer order={order} />
              </td>
              <td className={cn('px-4 py-3', order.zone ? 'text-gray-700 dark:text-gray-300' : 'italic text-gray-500 dark:text-gray-400')}>
                {order.zone?.nom ?? T.noZone}
              </td>
              <td className="px-4 py-3">
                <Amount order={order} />
              </td>
              <td className="px-4 py-3">
                <OrderBadges status={order.statut} stale={order.sansSuite} paid={order.paiement.payee} verified={order.paiement.verifie} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function OrderCards({ orders }: { orders: OrderSummary[] }) {
  return (
    <ul className="space-y-3 md:hidden">
      {orders.map((order) => (
        <li key={order._id} data-testid="order-card">
          <Card className="relative space-y-2 p-4 active:bg-gray-50 dark:active:bg-gray-800/50">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Link href={adminRoutes.order(order._id)} aria-label={T.open(order.reference)} className={cn(linkClass, 'before:absolute before:inset-0')}>
                  {order.reference}
                </Link>
                <p className="text-xs text-gray-500 dark:text-gray-400">{formatDateTime(order.createdAt)}</p>
              </div>
              <Amount order={order} />
            </div>
            <div className="text-sm">
              <Customer order={order} />
              <p className={cn('mt-1 flex items-center gap-1 text-xs', order.zone ? 'text-gray-600 dark:text-gray-400' : 'italic text-gray-500')}>
                <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden />
                <span className="truncate">{order.zone?.nom ?? T.noZone}</span>
              </p>
            </div>
            <OrderBadges status={order.statut} stale={order.sansSuite} paid={order.paiement.payee} verified={order.paiement.verifie} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

function Empty({ page, params, onAll }: { page: OrderPage; params: OrderListParams; onAll: () => void }) {
  const all = tabCount(page.compteurs, 'toutes');
  const elsewhere = params.tab !== 'toutes' && all > 0;
  return (
    <EmptyState
      icon={<Inbox className="h-10 w-10" aria-hidden />}
      title={T.emptyTitle}
      message={isFiltered(params) ? T.emptyFiltered : params.tab !== 'toutes' ? T.emptyTab(tabLabel(params.tab)) : T.emptyNone}
      action={
        elsewhere ? (
          <Button variant="secondary" onClick={onAll}>
            {T.seeAll(all)}
          </Button>
        ) : (
          <Link href={adminRoutes.newOrder} className={buttonClass('primary')}>
            <Plus className="h-4 w-4" aria-hidden />
            {T.newOrder}
          </Link>
        )
      }
    />
  );
}

export function OrderList() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const params = useMemo(() => parseOrderListParams(new URLSearchParams(searchParams.toString())), [searchParams]);

  const write = useUrlWriter(params, (next) => `${pathname}${orderListSearch(next)}`, (href) => router.replace(href, { scroll: false }));
  const change = (next: Partial<OrderListParams>) => write((current) => changeOrderList(current, next));

  // An order's back button returns to this very page of the inbox (its tab, search, days and page).
  useEffect(() => {
    sessionStorage.setItem(LAST_ORDERS_KEY, `${pathname}${orderListSearch(params)}`);
  }, [pathname, params]);

  const query = useMemo(() => toOrderQuery(params), [params]);
  // Changes in quick succession (a tab, then a page size) make one request, not several.
  const settledQuery = useDebounced(query, TIMINGS.refetchDelayMs);
  const orders = useOrders(settledQuery);
  const pagination = orders.data?.pagination;

  useLastPageGuard(pagination, params.page, (last) => write((current) => changeOrderList(current, { page: last })));

  return (
    <div className="space-y-5">
      <PageHeader
        title={T.listTitle}
        subtitle={T.listSubtitle}
        meta={
          pagination && (
            <p className="text-sm text-gray-500 dark:text-gray-400" aria-live="polite">
              {T.pageCount(pagination.total, pagination.current, pagination.pages)}
            </p>
          )
        }
        actions={
          <>
            <ExportButton download={() => downloadOrdersCsv(query)} texts={T} />
            <Link href={adminRoutes.newOrder} className={buttonClass('primary', 'md', 'flex-auto px-3 whitespace-nowrap sm:flex-none sm:px-4')}>
              <Plus className="h-4 w-4" aria-hidden />
              {T.newOrder}
            </Link>
          </>
        }
      />

      <OrderTabs tab={params.tab} counts={orders.data?.compteurs} onTab={(tab) => change({ tab })} />
      <OrderFilters params={params} change={change} />

      <LoadGate read={orders} texts={{ loading: T.loading, error: T.loadError, errorDefault: T.loadErrorDefault }}>
        {(page) =>
          page.commandes.length === 0 ? (
            <Empty page={page} params={params} onAll={() => change({ tab: 'toutes' })} />
          ) : (
            <PagedResults read={orders} pagination={page.pagination} limit={params.limit} change={change}>
                <OrderTable orders={page.commandes} />
                <OrderCards orders={page.commandes} />
              </PagedResults>
          )
        }
      </LoadGate>
    </div>
  );
}
