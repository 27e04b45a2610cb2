// The shopper's page of an order (docs/product.md, "The order's page"): a server component, with no script of its
// own but the receipt's print button. Its texts are in src/shared/orders/order-page.ts.
import { Check, Clock, Mail, MapPin, MessageCircle, Package, Phone, Receipt, Wallet, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/shop/breadcrumb';
import { formatDateTime, formatPrice } from '@/shared/format';
import type { ShopperOrder } from '@/shared/orders/answers';
import { ORDER_PAGE_STEPS, ORDER_PAGE_TEXTS as T } from '@/shared/orders/order-page';
import { PAYMENT_METHOD_LABELS } from '@/shared/orders/rules';
import type { ShopSettings } from '@/shared/settings/answers';
import { displayPhone, whatsappLink } from '@/shared/shop/content';
import { PAYMENT_PROOF_LABELS, WAVE_PAGE_TEXTS, type WaveReturn } from '@/shared/payments/wave';
import { PrintButton } from './print-button';
import { WavePayButton } from './wave-pay-button';

type Settings = Pick<ShopSettings, 'nomBoutique' | 'numeroWhatsapp' | 'telephoneContact' | 'emailContact' | 'numeroWave' | 'numeroOrangeMoney'>;


const STATUS_LOOK: Record<ShopperOrder['statut'], string> = {
  nouvelle: 'bg-amber-100 text-amber-900 ring-amber-300',
  confirmee: 'bg-sky-100 text-sky-900 ring-sky-300',
  en_livraison: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
  livree: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  annulee: 'bg-red-100 text-red-900 ring-red-300',
};

function Card({
  title,
  icon,
  children,
  id,
  printHide = false,
  className = '',
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  id?: string;
  printHide?: boolean;
  className?: string;
}) {
  const headingId = `${id ?? title.replace(/\W+/g, '-').toLowerCase()}-titre`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}
      {...(printHide ? { 'data-print-hide': '' } : {})}
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-gray-900">
        <span className="inline-flex size-9 items-center justify-center rounded-xl bg-brand-50 text-brand-700">{icon}</span>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

interface Step {
  label: string;
  at: string | null;
  cancelled?: boolean;
}

/** The steps an order went through, with their dates; the ones to come while it is not cancelled. */
function steps(order: ShopperOrder): Step[] {
  const all: Step[] = [
    { label: ORDER_PAGE_STEPS.nouvelle, at: order.createdAt },
    { label: ORDER_PAGE_STEPS.confirmee, at: order.confirmeeLe },
    { label: ORDER_PAGE_STEPS.en_livraison, at: order.expedieeLe },
    { label: ORDER_PAGE_STEPS.livree, at: order.livreeLe },
  ];
  if (order.statut !== 'annulee') return all;
  return [...all.filter((step) => step.at !== null), { label: ORDER_PAGE_STEPS.annulee, at: order.annuleeLe, cancelled: true }];
}

function Timeline({ order }: { order: ShopperOrder }) {
  const list = steps(order);
  const current = list.reduce((last, step, index) => (step.at !== null ? index : last), 0);
  return (
    <ol className="relative" data-testid="order-timeline">
      {list.map((step, index) => {
        const done = step.at !== null;
        const last = index === list.length - 1;
        return (
          <li key={step.label} className="relative flex gap-4 pb-6 last:pb-0" aria-current={index === current ? 'step' : undefined}>
            {!last && <span aria-hidden="true" className={`absolute top-9 left-[17px] h-[calc(100%-2.25rem)] w-0.5 ${done && list[index + 1].at ? 'bg-brand-600' : 'bg-gray-200'}`} />}
            <span
              aria-hidden="true"
              className={`relative z-10 inline-flex size-9 shrink-0 items-center justify-center rounded-full ring-4 ring-white ${
                step.cancelled ? 'bg-red-600 text-white' : done ? 'bg-brand-700 text-white' : 'border-2 border-gray-300 bg-white text-gray-400'
              }`}
            >
              {step.cancelled ? <X className="size-5" /> : done ? <Check className="size-5" /> : <Clock className="size-4" />}
            </span>
            <div className="min-w-0 pt-1">
              <p className={`font-semibold ${step.cancelled ? 'text-red-800' : done ? 'text-gray-900' : 'text-gray-600'}`}>{step.label}</p>
              <p className="text-sm text-gray-600">{step.at ? <time dateTime={step.at}>{formatDateTime(step.at)}</time> : T.stepPending}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function Amount({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-gray-200 pt-3 text-lg font-extrabold text-gray-900' : 'text-gray-700'}`}>
      <dt>{label}</dt>
      <dd className={`tabular-nums ${strong ? 'text-brand-800' : 'font-semibold text-gray-900'}`}>{value}</dd>
    </div>
  );
}

function Lines({ order }: { order: ShopperOrder }) {
  const delivery = order.fraisLivraison === null ? T.deliveryToConfirm : order.fraisLivraison === 0 ? T.deliveryFree : formatPrice(order.fraisLivraison);
  return (
    <>
      <ul className="divide-y divide-gray-100" data-testid="order-lines">
        {order.lignes.map((line, index) => (
          <li key={index} className="flex items-start justify-between gap-4 py-3 first:pt-0">
            <div className="min-w-0">
              <p className="font-semibold text-gray-900">{line.nom}</p>
              <p className="text-sm text-gray-600 tabular-nums">
                {line.quantite} × {formatPrice(line.prixUnitaire)}
              </p>
            </div>
            <p className="shrink-0 font-semibold text-gray-900 tabular-nums">{formatPrice(line.total)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-gray-200 pt-4" data-testid="order-totals">
        <Amount label={T.subtotal} value={formatPrice(order.sousTotal)} />
        <Amount label={order.zone ? `${T.delivery} (${order.zone.nom})` : T.delivery} value={delivery} />
        <Amount label={order.fraisLivraison === null ? T.totalBeforeDelivery : T.total} value={formatPrice(order.total)} strong />
      </dl>
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="font-medium break-words text-gray-900">{children}</dd>
    </div>
  );
}

function Delivery({ order }: { order: ShopperOrder }) {
  return (
    <dl className="space-y-3">
      <Row label={T.zone}>{order.zone?.nom ?? T.zoneToConfirm}</Row>
      {order.zone?.delai && <Row label={T.delay}>{order.zone.delai}</Row>}
      <Row label={T.landmark}>{order.pointDeRepere || T.noLandmark}</Row>
    </dl>
  );
}

function ReceiptSection({ order, shop }: { order: ShopperOrder; shop: string }) {
  const { paiement } = order;
  return (
    <section id="recu" aria-labelledby="recu-titre" className="rounded-2xl border-2 border-brand-600 bg-white p-5 shadow-sm sm:p-6" data-testid="receipt">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{shop}</p>
          <h2 id="recu-titre" className="mt-1 flex items-center gap-2 text-2xl font-extrabold text-gray-900">
            <Receipt aria-hidden="true" className="size-6 text-brand-700" />
            {T.receiptTitle}
          </h2>
        </div>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1 text-sm font-bold text-emerald-900 ring-1 ring-emerald-300">
          <Check aria-hidden="true" className="size-4" />
          {T.paid}
        </span>
      </div>
      <p className="mt-3 text-gray-700">{T.receiptIntro(shop)}</p>
      <dl className="mt-4 space-y-3">
        <Row label={T.receiptReference}>{order.reference}</Row>
        {paiement.payeeLe && (
          <Row label={T.receiptDate}>
            <time dateTime={paiement.payeeLe}>{formatDateTime(paiement.payeeLe)}</time>
          </Row>
        )}
        {paiement.methode && <Row label={T.receiptMethod}>{PAYMENT_METHOD_LABELS[paiement.methode]}</Row>}
        {paiement.reference && <Row label={T.receiptTransaction}>{paiement.reference}</Row>}
        <Row label={T.receiptAmount}>
          <span className="text-lg font-extrabold text-brand-800 tabular-nums">{formatPrice(order.total)}</span>
        </Row>
      </dl>
      <div className="mt-5">
        <PrintButton label={T.print} />
      </div>
    </section>
  );
}

function PaymentNumber({ label, number }: { label: string; number: string }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl border border-gray-200 bg-gray-50 px-4 py-3">
      <span className="font-semibold text-gray-900">{label}</span>
      <span className="font-bold whitespace-nowrap text-brand-800 tabular-nums">{displayPhone(number)}</span>
    </li>
  );
}

/** Back from Wave, before Wave confirmed the payment to the shop (`?wave=ok`), or after a failure (`?wave=erreur`). */
function WaveReturned({ returned }: { returned: WaveReturn }) {
  const ok = returned === 'ok';
  return (
    <p role="status" className={`rounded-xl px-4 py-3 text-sm font-medium ${ok ? 'bg-sky-50 text-sky-950' : 'bg-red-50 text-red-900'}`} data-testid="wave-returned">
      {ok ? WAVE_PAGE_TEXTS.returnedOk : WAVE_PAGE_TEXTS.returnedError}
    </p>
  );
}

function Payment({ order, code, settings, returned }: { order: ShopperOrder; code: string; settings: Settings; returned: WaveReturn | null }) {
  if (order.paiement.payee) {
    return (
      <div className="space-y-1" data-testid="payment-status">
        <p className="flex items-center gap-2 font-semibold text-emerald-800">
          <Check aria-hidden="true" className="size-5" />
          {order.paiement.payeeLe ? T.paidOn(formatDateTime(order.paiement.payeeLe)) : T.paid}
        </p>
        {order.paiement.verifie && <p className="text-sm text-gray-700">{PAYMENT_PROOF_LABELS.verifie}</p>}
      </div>
    );
  }
  if (order.statut === 'annulee') return <p className="text-gray-700">{T.cancelledPayment}</p>;
  const mobileMoney = [
    ...(settings.numeroWave ? [{ label: PAYMENT_METHOD_LABELS.wave, number: settings.numeroWave }] : []),
    ...(settings.numeroOrangeMoney ? [{ label: PAYMENT_METHOD_LABELS.orange_money, number: settings.numeroOrangeMoney }] : []),
  ];
  return (
    <div className="space-y-4" data-testid="payment-instructions">
      <div>
        <p className="text-sm text-gray-600">{order.fraisLivraison === null ? T.toPayBeforeDelivery : T.toPay}</p>
        <p className="text-2xl font-extrabold text-brand-800 tabular-nums">{formatPrice(order.total)}</p>
      </div>
      {returned && <WaveReturned returned={returned} />}
      {order.payableWave && (
        <div className="space-y-2">
          <WavePayButton code={code} />
          <p className="text-sm text-gray-600">{WAVE_PAGE_TEXTS.payHint(order.total)}</p>
        </div>
      )}
      {mobileMoney.length > 0 ? (
        <>
          <p className="text-sm text-gray-700">{T.mobileMoneyIntro}</p>
          <ul className="space-y-2">
            {mobileMoney.map((entry) => (
              <PaymentNumber key={entry.label} {...entry} />
            ))}
          </ul>
          <p className="text-sm text-gray-700">{T.cashOnDelivery}</p>
        </>
      ) : (
        <p className="text-sm text-gray-700">{T.cashOnly}</p>
      )}
    </div>
  );
}

function Contact({ reference, settings }: { reference: string; settings: Settings }) {
  const phone = settings.telephoneContact ?? settings.numeroWhatsapp;
  const link = 'flex items-center gap-3 rounded-xl px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';
  return (
    <>
      <p className="text-sm text-gray-700">{T.contactIntro(reference)}</p>
      <a
        href={whatsappLink(settings.numeroWhatsapp, T.contactMessage(reference))}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-[#1a7f44] px-5 font-semibold text-white hover:bg-[#166c3a] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        {T.contactWhatsApp}
      </a>
      <ul className="mt-3 space-y-1">
        <li>
          <a href={`tel:${phone}`} className={link}>
            <Phone aria-hidden="true" className="size-5" />
            <span>
              <span className="sr-only">{T.contactPhone} </span>
              {displayPhone(phone)}
            </span>
          </a>
        </li>
        <li>
          <a href={`mailto:${settings.emailContact}`} className={`${link} break-all`}>
            <Mail aria-hidden="true" className="size-5 shrink-0" />
            <span>
              <span className="sr-only">{T.contactEmail} </span>
              {settings.emailContact}
            </span>
          </a>
        </li>
      </ul>
    </>
  );
}

/** Printed, the page shows the order alone, black on white (src/app/globals.css, `[data-order-page]`). */
export function OrderPage({ order, code, settings, returned = null }: { order: ShopperOrder; code: string; settings: Settings; returned?: WaveReturn | null }) {
  const shop = settings.nomBoutique;
  return (
    <div className="bg-gray-50 pb-4" data-order-page="">
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white" data-print-hide="">
        <div className="mx-auto max-w-5xl px-4 py-8 md:py-12">
          <Breadcrumb items={[{ label: 'Accueil', href: '/' }, { label: T.breadcrumb }]} inverted />
          <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 className="text-2xl font-extrabold tracking-tight sm:text-4xl">{T.title(order.reference)}</h1>
              <p className="mt-2 text-brand-50">
                <time dateTime={order.createdAt}>{T.placedOn(formatDateTime(order.createdAt))}</time>
              </p>
            </div>
            <p className="flex items-center gap-2">
              <span className="sr-only">{T.statusLabel} </span>
              <span className={`inline-flex items-center rounded-full px-4 py-1.5 text-sm font-bold ring-1 ${STATUS_LOOK[order.statut]}`} data-testid="order-status">
                {ORDER_PAGE_STEPS[order.statut]}
              </span>
              {order.paiement.payee && (
                <span className="inline-flex items-center gap-1 rounded-full bg-white px-4 py-1.5 text-sm font-bold text-emerald-900 ring-1 ring-emerald-300">
                  <Check aria-hidden="true" className="size-4" />
                  {T.paid}
                </span>
              )}
            </p>
          </div>
        </div>
      </section>

      {/*
        Two columns from 1024 px; on a phone one, in the order a shopper needs it: the receipt, the steps, what to
        pay, then the articles, the delivery and the contact (the columns' wrappers are `display: contents` there).
      */}
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start" data-order-columns="">
        <div className="contents lg:block lg:space-y-6">
          <p className="order-first hidden text-xl font-bold print:block">
            {shop} — {T.title(order.reference)}
          </p>
          {order.paiement.payee && (
            <div className="order-1">
              <ReceiptSection order={order} shop={shop} />
            </div>
          )}
          <Card title={T.timelineTitle} icon={<Clock aria-hidden="true" className="size-5" />} printHide className="order-2">
            <Timeline order={order} />
            {order.statut === 'annulee' && <p className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">{T.cancelledNote}</p>}
          </Card>
          <Card title={T.linesTitle} icon={<Package aria-hidden="true" className="size-5" />} id="articles" className="order-4">
            <Lines order={order} />
          </Card>
          <Card title={T.deliveryTitle} icon={<MapPin aria-hidden="true" className="size-5" />} id="livraison" className="order-5">
            <Delivery order={order} />
          </Card>
        </div>
        <div className="contents lg:block lg:space-y-6">
          <Card title={T.paymentTitle} icon={<Wallet aria-hidden="true" className="size-5" />} id="paiement" printHide className="order-3">
            <Payment order={order} code={code} settings={settings} returned={returned} />
          </Card>
          <Card title={T.contactTitle} icon={<MessageCircle aria-hidden="true" className="size-5" />} id="contact" printHide className="order-6">
            <Contact reference={order.reference} settings={settings} />
          </Card>
          <p className="order-7 px-1 text-xs text-gray-600" data-print-hide="">
            {T.privacy}
          </p>
        </div>
      </div>
    </div>
  );
}
