'use client';
// /admin/clients, the customers (docs/product.md, "Customers"): a phone typed on an order is a customer, with its
// orders, what it spent and its last order. The search, the order (latest order or biggest spenders first), a
// table on wide screens and cards on phones, the pages, and the CSV export. The search, order and page live in the
// URL, as the orders' inbox's do.
import { Contact, MapPin, X } from 'lucide-react';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useMemo, } from 'react';
import { LoadGate } from '@/components/admin/kit/load-gate';
import { ExportButton } from '@/components/admin/kit/export-button';
import { PageHeader } from '@/components/admin/kit/page-header';
import { PagedResults, useLastPageGuard } from '@/components/admin/kit/pagination';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SearchInput, Select } from '@/components/ui/field';
import { EmptyState } from '@/components/ui/states';
import { adminRoutes } from '@/lib/admin-routes';
import { downloadCustomersCsv, useCustomers } from '@/lib/api/customers';
import { cn } from '@/lib/cn';
import { useUrlField, useUrlWriter } from '@/lib/url-field';
import { useDebounced } from '@/lib/use-debounced';
import { TIMINGS } from '@/shared/constants';
import type { CustomerSummary } from '@/shared/customers/answers';
import { CUSTOMER_LIMITS, CUSTOMER_SORTS, type CustomerSort } from '@/shared/customers/limits';
import { formatDate, formatPrice } from '@/shared/format';
import { displayPhone } from '@/shared/shop/content';
import { type CustomerListParams, changeCustomerList, customerListSearch, parseCustomerListParams } from './list-params';
import { CUSTOMER_TEXTS as T } from './texts';

const linkClass = 'rounded font-medium text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100';

const nameOf = (customer: CustomerSummary) => customer.nom ?? displayPhone(customer.telephone);

function Who({ customer }: { customer: CustomerSummary }) {
  return (
    <div className="min-w-0">
      <Link
        href={adminRoutes.customer(customer._id)}
        aria-label={T.open(nameOf(customer))}
        className={cn(linkClass, 'block truncate before:absolute before:inset-0', !customer.nom && 'italic')}
      >
        {customer.nom ?? T.noName}
      </Link>
      <p className="truncate text-xs text-gray-600 tabular-nums dark:text-gray-400">{displayPhone(customer.telephone)}</p>
    </div>
  );
}

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {tags.map((tag) => (
        <Badge key={tag} tone="purple">
          {tag}
        </Badge>
      ))}
    </span>
  );
}

function CustomerTable({ customers }: { customers: CustomerSummary[] }) {
  const C = T.columns;
  const head = 'px-4 py-3';
  return (
    <Card className="hidden overflow-hidden md:block">
      <table className="w-full text-sm">
        <thead className="bg-gray-50 text-left text-xs font-medium tracking-wide text-gray-500 uppercase dark:bg-gray-800/60 dark:text-gray-400">
          <tr>
            <th scope="col" className={head}>
              {C.customer}
            </th>
            <th scope="col" className={cn(head, 'text-right')}>
              {C.orders}
            </th>
            <th scope="col" className={cn(head, 'text-right')}>
              {C.total}
            </th>
            <th scope="col" className={head}>
              {C.last}
            </th>
            <th scope="col" className={head}>
              {C.zone}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
          {customers.map((customer) => (
            <tr key={customer._id} data-testid="customer-row" className="relative hover:bg-gray-50 dark:hover:bg-gray-800/50">
              <td className="max-w-[18rem] px-4 py-3">
                <div className="flex items-center gap-2">
                  <Who customer={customer} />
                  <Tags tags={customer.tags} />
                </div>
              </td>
              <td className="px-4 py-3 text-right text-gray-700 tabular-nums dark:text-gray-300">{customer.nbCommandes}</td>
              <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-gray-900 tabular-nums dark:text-gray-100">{formatPrice(customer.totalDepense)}</td>
              <td className="px-4 py-3 whitespace-nowrap text-gray-700 dark:text-gray-300">{customer.derniereCommande ? formatDate(customer.derniereCommande) : '—'}</td>
              <td className={cn('px-4 py-3', customer.derniereZone ? 'text-gray-700 dark:text-gray-300' : 'text-gray-500')}>{customer.derniereZone ?? T.noZone}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function CustomerCards({ customers }: { customers: CustomerSummary[] }) {
  return (
    <ul className="space-y-3 md:hidden">
      {customers.map((customer) => (
        <li key={customer._id} data-testid="customer-card">
          <Card className="relative space-y-2 p-4 active:bg-gray-50 dark:active:bg-gray-800/50">
            <div className="flex items-start justify-between gap-3">
              <Who customer={customer} />
              <div className="text-right">
                <p className="font-semibold whitespace-nowrap text-gray-900 tabular-nums dark:text-gray-100">{formatPrice(customer.totalDepense)}</p>
                <p className="text-xs whitespace-nowrap text-gray-500 dark:text-gray-400">{T.orders(customer.nbCommandes)}</p>
              </div>
            </div>
            <div className="flex items-center justify-between gap-3 text-xs text-gray-600 dark:text-gray-400">
              <span className="flex min-w-0 items-center gap-1">
                <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden />
                <span className="truncate">{customer.derniereZone ?? T.noZone}</span>
              </span>
              {customer.derniereCommande && <span className="whitespace-nowrap">{formatDate(customer.derniereCommande)}</span>}
            </div>
            <Tags tags={customer.tags} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

const searchForm = (text: string) => text.trim();

function Filters({ params, change }: { params: CustomerListParams; change: (next: Partial<CustomerListParams>) => void }) {
  const [text, setText, settle] = useUrlField(params.q ?? '', {
    delayMs: TIMINGS.searchDebounceMs,
    urlForm: searchForm,
    send: (typed) => change({ q: searchForm(typed) || null }),
  });
  return (
    <section aria-label={T.searchLabel} className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchInput
        className="flex-1"
        aria-label={T.searchLabel}
        value={text}
        maxLength={CUSTOMER_LIMITS.searchMax}
        onChange={(event) => setText(event.target.value)}
        placeholder={T.searchPlaceholder}
      />
      <div className="flex items-center gap-2">
        <label htmlFor="customer-sort" className="shrink-0 text-sm font-medium text-gray-700 dark:text-gray-300">
          {T.sortLabel}
        </label>
        <Select id="customer-sort" value={params.tri} onChange={(event) => change({ tri: event.target.value as CustomerSort })} className="flex-1 sm:w-56">
          {CUSTOMER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {T.sorts[sort]}
            </option>
          ))}
        </Select>
        {(params.q || text.trim()) && (
          <Button
            variant="ghost"
            onClick={() => {
              settle('');
              change({ q: null });
            }}
          >
            <X className="h-4 w-4" aria-hidden />
            <span className="sr-only sm:not-sr-only">{T.clearSearch}</span>
          </Button>
        )}
      </div>
    </section>
  );
}

export function CustomerList() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const params = useMemo(() => parseCustomerListParams(new URLSearchParams(searchParams.toString())), [searchParams]);
  const write = useUrlWriter(params, (next) => `${pathname}${customerListSearch(next)}`, (href) => router.replace(href, { scroll: false }));
  const change = (next: Partial<CustomerListParams>) => write((current) => changeCustomerList(current, next));

  const settled = useDebounced(params, TIMINGS.refetchDelayMs);
  const customers = useCustomers(settled);
  const pagination = customers.data?.pagination;
  useLastPageGuard(pagination, params.page, (last) => write((current) => changeCustomerList(current, { page: last })));

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
          <ExportButton download={() => downloadCustomersCsv(params)} texts={T} />
        }
      />
      <Filters params={params} change={change} />
      <LoadGate read={customers} texts={{ loading: T.loading, error: T.loadError, errorDefault: T.loadErrorDefault }}>
        {(page) =>
          page.clients.length === 0 ? (
            <EmptyState
              icon={<Contact className="h-10 w-10" aria-hidden />}
              title={T.emptyTitle}
              message={params.q ? T.emptySearch : T.emptyNone}
              action={
                params.q ? undefined : (
                  <Link href={adminRoutes.orders} className={buttonClass('secondary')}>
                    {T.seeOrders}
                  </Link>
                )
              }
            />
          ) : (
            <PagedResults read={customers} pagination={page.pagination} limit={params.limit} change={change}>
              <CustomerTable customers={page.clients} />
              <CustomerCards customers={page.clients} />
            </PagedResults>
          )
        }
      </LoadGate>
    </div>
  );
}
