import { Clock, ShoppingBag } from 'lucide-react';
import { Breadcrumb } from '@/components/shop/breadcrumb';
import { cartIcons, DeliveryFields } from '@/components/shop/cart-parts';
import { CartView } from '@/components/shop/cart-view';
import { EmptyState } from '@/components/shop/empty-state';
import { pageMetadata } from '@/components/shop/page-metadata';
import { getConfig } from '@/server/config';
import { readPageData } from '@/server/page-data';
import { pageSettings } from '@/server/page-settings';
import { readActiveZones } from '@/server/services/zones/cached-zones';
import { ORDER_LIMITS } from '@/shared/orders/limits';
import { closedNotice, SETTINGS_MESSAGES } from '@/shared/settings/rules';
import { SHOP_PAGES } from '@/shared/shop/content';
import { SHOP_TEXTS } from '@/shared/shop/messages';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({
  title: SHOP_PAGES.cart.title,
  description: 'Votre panier : commandez en un message WhatsApp, payez par Mobile Money ou à la livraison.',
  path: SHOP_PAGES.cart.href,
  noIndex: true,
});

/** Outside the shop's hours: said, and the order stays open (docs/product.md, "Shop settings"). Drawn here, no script. */
function ClosedNotice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div role="note" className="mt-4 flex gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950" data-testid="closed-notice">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong className="block font-semibold">{SETTINGS_MESSAGES.closedTitle}</strong>
        {text}
      </p>
    </div>
  );
}

export default async function CartPage() {
  const { publicUrl } = getConfig();
  // The settings from the cache, tagged `settings`: a change refreshes this page (docs/decisions/021-shop-settings.md).
  // The hours are read when the page is drawn: a kept page may say so up to the page cache's minute late.
  const settings = await pageSettings();
  // The zones offered, from the catalogue's tagged cache: the page is kept by the page cache and a zone written
  // refreshes it (docs/decisions/012-storefront-page-cache.md). Unreadable, the cart works without the choice of
  // quartier, as the order needs none (docs/product.md, "Cart").
  const zones = await readPageData('delivery zones', readActiveZones, { fallback: [] });
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:py-10">
      <Breadcrumb items={[{ label: 'Accueil', href: '/' }, { label: 'Panier' }]} />
      <h1 className="mt-4 mb-6 text-3xl font-extrabold text-gray-900">{SHOP_PAGES.cart.title}</h1>
      <CartView
        whatsappNumber={settings.numeroWhatsapp}
        publicUrl={publicUrl}
        freeFrom={settings.livraisonOfferteDes}
        minimum={settings.commandeMinimum}
        notice={<ClosedNotice text={closedNotice(settings)} />}
        zones={zones.map((zone) => ({ _id: zone._id, frais: zone.frais }))}
        deliveryFields={<DeliveryFields zones={zones} landmarkMax={ORDER_LIMITS.landmarkMax} />}
        icons={cartIcons()}
        empty={
          <EmptyState
            icon={ShoppingBag}
            title={SHOP_TEXTS.emptyCartTitle}
            text={SHOP_TEXTS.emptyCartText}
            action={{ href: '/pro', label: 'Découvrir nos produits' }}
          />
        }
      />
    </div>
  );
}
