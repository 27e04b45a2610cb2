// /commande/{code}, the shopper's page of an order (docs/product.md, "The order's page"): the link that ends the
// WhatsApp messages. What the order is, where it stands, what to pay and how, and the shop's contact; no name or
// phone. Rendered for each request and kept by no cache (server.ts, route 'order-page'; docs/SECURITY.md, "The
// order's page"); an unknown or malformed code gets the storefront's 404 page.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrderPage } from '@/components/shop/order-page/order-page';
import { pageSettings } from '@/server/page-settings';
import { getOrderByCode } from '@/server/services/orders/order-by-code';
import { ORDER_PAGE_TEXTS } from '@/shared/orders/order-page';
import { WAVE_RETURN_PARAM } from '@/shared/payments/wave';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: ORDER_PAGE_TEXTS.metaTitle,
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

export default async function OrderCodePage({
  params,
  searchParams,
}: {
  params: Promise<{ code: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { code } = await params;
  const order = await getOrderByCode({ code });
  if (!order) notFound();
  const settings = await pageSettings();
  // Back from Wave's checkout (its success_url and error_url): said until Wave confirms the payment to the shop.
  const back = (await searchParams)[WAVE_RETURN_PARAM];
  const returned = back === 'ok' || back === 'erreur' ? back : null;
  return <OrderPage order={order} code={code} settings={settings} returned={order.paiement.payee ? null : returned} />;
}
