'use client';
// The delivery slip (docs/product.md, "Orders in the back office"), printed from the browser: the shop with its
// phone and WhatsApp number for the driver, the
// reference and date, the customer and phone, the zone and landmark, the lines and the amount the courier collects
// ('Payée' and nothing to collect once paid). It is put at the end of the page's body and is the only thing the
// print stylesheet shows; on screen it is hidden.
import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useShopName, useShopSettings } from '@/lib/api/settings';
import { formatDateTime, formatNumber, formatPrice } from '@/shared/format';
import type { OrderDetail } from '@/shared/orders/answers';
import { displayPhone } from '@/shared/shop/content';
import { PAYMENT_METHOD_LABELS } from '@/shared/orders/rules';
import { ORDER_TEXTS as T } from '../texts';
import { ORDER_SLIP_TEXTS as L } from '../texts-on-demand';
import { SLIP_ID } from './print-slip';


/** While this page is shown, printing shows the slip alone, on white, whatever the screen's theme. */
const PRINT_STYLE = `@media print {
  @page { size: A5 portrait; margin: 10mm; }
  html, body { background: #fff !important; color: #000 !important; }
  body > :not(#${SLIP_ID}) { display: none !important; }
}`;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8.5rem_1fr] gap-2 py-0.5">
      <dt className="text-gray-600">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** The shop as its settings name it, for the driver to call (docs/product.md, "Shop settings"). */
export interface SlipShop {
  nom: string;
  whatsapp: string | null;
  telephone: string | null;
}

export function SlipContent({ order, shop }: { order: OrderDetail; shop: SlipShop }) {
  const paid = order.paiement.payee;
  return (
    <article className="mx-auto max-w-[148mm] bg-white p-0 text-[12px] leading-snug text-black" aria-label={L.slipTitle}>
      <header className="flex items-start justify-between border-b-2 border-black pb-2">
        <div>
          <p className="text-lg font-bold">{shop.nom}</p>
          <p className="text-xs text-gray-600">{L.slipTitle}</p>
          {shop.telephone && shop.telephone !== shop.whatsapp && (
            <p className="text-xs tabular-nums" data-testid="slip-shop-phone">
              {L.slipShopPhone} {displayPhone(shop.telephone)}
            </p>
          )}
          {shop.whatsapp && (
            <p className="text-xs tabular-nums" data-testid="slip-shop-whatsapp">
              {L.slipShopWhatsApp} {displayPhone(shop.whatsapp)}
            </p>
          )}
        </div>
        <div className="text-right">
          <p className="font-mono text-lg font-bold">{order.reference}</p>
          <p className="text-xs">{formatDateTime(order.createdAt)}</p>
        </div>
      </header>

      <dl className="mt-3 border-b border-gray-400 pb-3">
        <Row label={L.slipCustomer}>{order.client.nom ?? '—'}</Row>
        <Row label={L.slipPhone}>
          <span className="text-base font-bold tabular-nums">{order.client.telephone ? displayPhone(order.client.telephone) : '—'}</span>
        </Row>
        <Row label={L.slipZone}>{order.zone ? `${order.zone.nom}${order.zone.delai ? ` (${order.zone.delai})` : ''}` : '—'}</Row>
        <Row label={L.slipLandmark}>{order.pointDeRepere ?? '—'}</Row>
        {order.note && <Row label={L.slipNote}>{order.note}</Row>}
      </dl>

      <table className="mt-3 w-full border-collapse">
        <thead>
          <tr className="border-b border-black text-left">
            <th className="py-1 pr-2 font-semibold">{L.slipProduct}</th>
            <th className="py-1 pr-2 text-right font-semibold">{L.slipQuantity}</th>
            <th className="py-1 pr-2 text-right font-semibold">{L.slipUnitPrice}</th>
            <th className="py-1 text-right font-semibold">{L.slipTotal}</th>
          </tr>
        </thead>
        <tbody>
          {order.lignes.map((line, index) => (
            <tr key={line.produitId ?? `line-${index}`} className="border-b border-gray-300 align-top">
              <td className="py-1 pr-2">{line.nom}</td>
              <td className="py-1 pr-2 text-right tabular-nums">{formatNumber(line.quantite)}</td>
              <td className="py-1 pr-2 text-right whitespace-nowrap tabular-nums">{formatPrice(line.prixUnitaire)}</td>
              <td className="py-1 text-right whitespace-nowrap tabular-nums">{formatPrice(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="mt-2 ml-auto w-64 space-y-0.5">
        <div className="flex justify-between">
          <dt>{T.subtotal}</dt>
          <dd className="tabular-nums">{formatPrice(order.sousTotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{T.delivery}</dt>
          <dd className="tabular-nums">{order.fraisLivraison === null ? T.feeToConfirm : formatPrice(order.fraisLivraison)}</dd>
        </div>
        <div className="flex justify-between border-t border-black pt-0.5 font-semibold">
          <dt>{order.fraisLivraison === null ? T.totalWithoutDelivery : T.total}</dt>
          <dd className="tabular-nums">{formatPrice(order.total)}</dd>
        </div>
      </dl>

      <div className="mt-3 flex items-center justify-between rounded border-2 border-black px-3 py-2" data-testid="slip-to-collect">
        <span className="text-sm font-bold uppercase">{L.toCollect}</span>
        <span className="text-right">
          <span className="block text-xl font-bold tabular-nums">{formatPrice(paid ? 0 : order.total)}</span>
          {paid ? (
            <span className="block text-xs font-semibold">{L.slipPaid(order.paiement.methode ? PAYMENT_METHOD_LABELS[order.paiement.methode] : null)}</span>
          ) : (
            order.fraisLivraison === null && <span className="block text-xs">{L.slipPlusDelivery}</span>
          )}
        </span>
      </div>

      <p className="mt-8 border-t border-dashed border-gray-500 pt-1 text-right text-xs text-gray-600">{L.slipSignature}</p>
    </article>
  );
}

export function DeliverySlip({ order }: { order: OrderDetail }) {
  const [body, setBody] = useState<HTMLElement | null>(null);
  const settings = useShopSettings().data;
  const shop: SlipShop = { nom: useShopName(), whatsapp: settings?.numeroWhatsapp ?? null, telephone: settings?.telephoneContact ?? null };
  useEffect(() => setBody(document.body), []);
  if (!body) return null;
  return createPortal(
    <div id={SLIP_ID} className="hidden print:block" data-testid="delivery-slip">
      <style>{PRINT_STYLE}</style>
      <SlipContent order={order} shop={shop} />
    </div>,
    body,
  );
}
