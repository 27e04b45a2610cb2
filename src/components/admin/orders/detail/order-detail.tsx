'use client';
// /admin/commandes/{id}, one order (docs/product.md, "Orders in the back office"): its reference and status, the
// next steps its status allows, its lines (editable while 'nouvelle'), its delivery, its customer, its payment,
// the internal note and its history; 'Écrire au client' on WhatsApp, and the delivery slip printed from the
// browser.
import { MessageCircle, Printer } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { LoadGate } from '@/components/admin/kit/load-gate';
import { PageHeader } from '@/components/admin/kit/page-header';
import { Button } from '@/components/ui/button';
import { adminRoutes, isAdminPath } from '@/lib/admin-routes';
import { useOrder } from '@/lib/api/orders';
import { useShopName } from '@/lib/api/settings';
import { cn } from '@/lib/cn';
import { readableId } from '@/lib/load-state';
import { formatDateTime } from '@/shared/format';
import type { OrderDetail as Order } from '@/shared/orders/answers';
import { LAST_ORDERS_KEY } from '../last-list';
import { OrderBadges } from '../order-badges';
import { customerMessage, customerWhatsAppLink } from '@/shared/orders/rules';
import { ORDER_TEXTS as T } from '../texts';
import { CustomerCard } from './customer-card';
import { DeliveryCard } from './delivery-card';
import { FollowUp } from './follow-up';
import { HistoryCard } from './history-card';
import { LinesCard } from './lines-card';
import { NoteCard } from './note-card';
import { PaymentCard } from './payment-card';
import { printSlip } from './print-slip';

/** The payment's form and Radix's dialog are fetched the first time 'Payée' is pressed. */
const PaymentDialog = lazy(() => import('./payment-dialog').then((m) => ({ default: m.PaymentDialog })));
/** The delivery slip is only ever printed: fetched when first printed (./print-slip.ts). */
const DeliverySlip = lazy(() => import('./delivery-slip').then((m) => ({ default: m.DeliverySlip })));

export function OrderDetail({ id }: { id: string }) {
  const order = useOrder(readableId(id));
  return (
    <LoadGate
      read={order}
      id={id}
      notFound="order_not_found"
      texts={{
        loading: T.detailLoading,
        invalid: T.invalidId,
        missing: T.notFoundTitle,
        missingText: T.notFoundText,
        error: T.loadError,
        errorDefault: T.detailLoadErrorDefault,
      }}
      back={{ href: adminRoutes.orders, label: T.backToOrders }}
    >
      {(data) => <Detail order={data} />}
    </LoadGate>
  );
}

/** 'Écrire au client': WhatsApp with the message of the order's status, or a hint while the phone is unknown. */
function WriteToCustomer({ order }: { order: Order }) {
  const shopName = useShopName();
  const href = customerWhatsAppLink(order.client.telephone, customerMessage(order, shopName));
  const look =
    'inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium transition-colors sm:flex-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
  if (!href) {
    return (
      <span className="flex flex-1 flex-col sm:flex-none">
        <button type="button" disabled aria-describedby="write-customer-hint" className={cn(look, 'cursor-not-allowed bg-gray-100 text-gray-500 dark:bg-gray-800')}>
          <MessageCircle className="h-4 w-4" aria-hidden />
          {T.writeCustomer}
        </button>
        <span id="write-customer-hint" className="sr-only">
          {T.writeCustomerHint}
        </span>
      </span>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cn(look, 'bg-[#1a7f44] text-white hover:bg-[#166c3a]')} data-testid="write-customer">
      <MessageCircle className="h-4 w-4" aria-hidden />
      {T.writeCustomer}
    </a>
  );
}

function Detail({ order }: { order: Order }) {
  const [backHref, setBackHref] = useState<string>(adminRoutes.orders);
  const [paying, setPaying] = useState(false);
  const [paidOnce, setPaidOnce] = useState(false);
  if (paying && !paidOnce) setPaidOnce(true);
  // The slip is fetched when first printed: by the button, which waits for it, or by the browser's own print, whose
  // first try prints the page as shown and the next ones the slip.
  const [slip, setSlip] = useState(false);
  useEffect(() => {
    const last = sessionStorage.getItem(LAST_ORDERS_KEY);
    if (isAdminPath(last)) setBackHref(last);
    const load = () => setSlip(true);
    window.addEventListener('beforeprint', load);
    return () => window.removeEventListener('beforeprint', load);
  }, []);
  const received = formatDateTime(order.createdAt);

  return (
    <div className="space-y-6 print:hidden">
      <PageHeader
        className="sm:items-start"
        title={<span className="font-mono">{order.reference}</span>}
        subtitle={
          <span>
            {order.source === 'admin' ? T.recordedOn(received) : T.receivedOn(received)} {order.source === 'admin' ? T.viaPhone : T.viaSite}
          </span>
        }
        meta={
          <div className="pt-1">
            <OrderBadges status={order.statut} stale={order.sansSuite} paid={order.paiement.payee} verified={order.paiement.verifie} />
          </div>
        }
        back={{ href: backHref, label: T.backToOrders }}
        backStyle="icon"
        actions={
          <>
            <WriteToCustomer order={order} />
            <Button variant="secondary" onClick={() => {
                setSlip(true);
                void printSlip();
              }} className="flex-1 sm:flex-none" aria-label={T.print}>
              <Printer className="h-4 w-4" aria-hidden />
              <span className="sm:hidden">{T.printShort}</span>
              <span className="hidden sm:inline">{T.print}</span>
            </Button>
          </>
        }
      />
      {!order.client.telephone && <p className="-mt-3 text-right text-xs text-gray-500 dark:text-gray-400">{T.writeCustomerHint}</p>}

      <FollowUp order={order} onPay={() => setPaying(true)} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <LinesCard order={order} />
          <DeliveryCard order={order} />
        </div>
        <div className="space-y-6">
          <CustomerCard key={`${order.client.nom}|${order.client.telephone}`} order={order} />
          <PaymentCard order={order} onPay={() => setPaying(true)} />
          <NoteCard key={order.noteInterne ?? ''} order={order} />
        </div>
      </div>

      <HistoryCard order={order} />

      {paidOnce && (
        <Suspense fallback={null}>
          <PaymentDialog order={order} open={paying} onClose={() => setPaying(false)} />
        </Suspense>
      )}
      {slip && (
        <Suspense fallback={null}>
          <DeliverySlip order={order} />
        </Suspense>
      )}
    </div>
  );
}
