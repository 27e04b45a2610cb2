'use client';
// /admin/clients/{id}, one customer (docs/product.md, "Customers"): its name and phone, its figures, the shop's tags
// and private note, 'Écrire au client' on WhatsApp, and its newest orders, each linking to its page.
import { MessageCircle, Phone, ShoppingBag } from 'lucide-react';
import Link from 'next/link';
import { LoadGate } from '@/components/admin/kit/load-gate';
import { PageHeader } from '@/components/admin/kit/page-header';
import { OrderBadges } from '@/components/admin/orders/order-badges';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { adminRoutes } from '@/lib/admin-routes';
import { useCustomer } from '@/lib/api/customers';
import { useShopName } from '@/lib/api/settings';
import { readableId } from '@/lib/load-state';
import type { CustomerDetail as Customer } from '@/shared/customers/answers';
import { formatDate, formatDateTime, formatPrice } from '@/shared/format';
import { customerWhatsAppLink } from '@/shared/orders/rules';
import { displayPhone } from '@/shared/shop/content';
import { CustomerNote } from './customer-note';
import { CustomerTags } from './customer-tags';
import { CUSTOMER_TEXTS as T } from './texts';

export function CustomerDetail({ id }: { id: string }) {
  const customer = useCustomer(readableId(id));
  return (
    <LoadGate
      read={customer}
      id={id}
      notFound="customer_not_found"
      texts={{
        loading: T.detailLoading,
        invalid: T.invalidId,
        missing: T.notFoundTitle,
        missingText: T.notFoundText,
        error: T.loadError,
        errorDefault: T.detailLoadErrorDefault,
      }}
      back={{ href: adminRoutes.customers, label: T.backToCustomers }}
    >
      {(data) => <Detail customer={data} />}
    </LoadGate>
  );
}

const actionLook =
  'inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium transition-colors sm:flex-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="min-w-0 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900">
      <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase dark:text-gray-400">{label}</dt>
      <dd className="mt-1 text-lg font-semibold break-words text-gray-900 tabular-nums dark:text-gray-50">{value}</dd>
      {hint && <dd className="text-xs text-gray-500 dark:text-gray-400">{hint}</dd>}
    </div>
  );
}

function Orders({ customer }: { customer: Customer }) {
  return (
    <Card>
      <CardHeader className="space-y-1">
        <CardTitle className="flex items-center gap-2">
          <ShoppingBag className="h-4 w-4 text-gray-500" aria-hidden />
          {T.ordersTitle}
        </CardTitle>
        <p className="text-sm text-gray-600 dark:text-gray-400">{T.ordersText(customer.commandes.length, customer.nbCommandes)}</p>
      </CardHeader>
      <CardContent className="p-0">
        <ul className="divide-y divide-gray-100 dark:divide-gray-800">
          {customer.commandes.map((order) => (
            <li key={order._id} data-testid="customer-order" className="relative flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 hover:bg-gray-50 sm:px-6 dark:hover:bg-gray-800/50">
              <div className="min-w-0">
                <Link
                  href={adminRoutes.order(order._id)}
                  aria-label={T.openOrder(order.reference)}
                  className="rounded font-mono text-sm font-semibold text-brand-800 before:absolute before:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100"
                >
                  {order.reference}
                </Link>
                <p className="text-xs text-gray-500 dark:text-gray-400">
                  {formatDateTime(order.createdAt)}
                  {order.zone ? ` · ${order.zone.nom}` : ''}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <OrderBadges status={order.statut} stale={order.sansSuite} paid={order.paiement.payee} verified={order.paiement.verifie} />
                <span className="font-semibold whitespace-nowrap text-gray-900 tabular-nums dark:text-gray-100">{formatPrice(order.total)}</span>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function Detail({ customer }: { customer: Customer }) {
  const shopName = useShopName();
  const phone = displayPhone(customer.telephone);
  const whatsapp = customerWhatsAppLink(customer.telephone, T.greeting(customer.nom, shopName));
  return (
    <div className="space-y-6">
      <PageHeader
        className="sm:items-start"
        title={customer.nom ?? phone}
        subtitle={
          <span>
            {customer.nom && <span className="tabular-nums">{phone} · </span>}
            {T.customerSince(formatDate(customer.createdAt))}
          </span>
        }
        back={{ href: adminRoutes.customers, label: T.backToCustomers }}
        backStyle="icon"
        actions={
          <>
            {whatsapp && (
              <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={`${actionLook} bg-[#1a7f44] text-white hover:bg-[#166c3a]`} data-testid="write-customer">
                <MessageCircle className="h-4 w-4" aria-hidden />
                {T.writeCustomer}
              </a>
            )}
            <a
              href={`tel:${customer.telephone}`}
              className={`${actionLook} border border-gray-300 text-gray-800 hover:bg-gray-50 dark:border-gray-700 dark:text-gray-100 dark:hover:bg-gray-800`}
            >
              <Phone className="h-4 w-4" aria-hidden />
              {T.call}
            </a>
          </>
        }
      />

      <section aria-label={T.figures}>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure label={T.figureOrders} value={String(customer.nbCommandes)} />
          <Figure label={T.figureTotal} value={formatPrice(customer.totalDepense)} hint={T.figureTotalHint} />
          <Figure label={T.figureLast} value={customer.derniereCommande ? formatDate(customer.derniereCommande) : '—'} />
          <Figure label={T.figureZone} value={customer.derniereZone ?? '—'} />
        </dl>
      </section>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Orders customer={customer} />
        <div className="space-y-6">
          <CustomerTags key={customer.tags.join('|')} customer={customer} />
          <CustomerNote key={customer.note ?? ''} customer={customer} />
        </div>
      </div>
    </div>
  );
}
