import { Breadcrumb } from '@/components/shop/breadcrumb';
import { CartView } from '@/components/shop/cart-view';
import { pageMetadata } from '@/components/shop/page-metadata';
import { getConfig } from '@/server/config';
import { SHOP_PAGES } from '@/shared/shop-content';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({
  title: SHOP_PAGES.cart.title,
  description: 'Votre panier : commandez en un message WhatsApp, payez par Mobile Money ou à la livraison.',
  path: SHOP_PAGES.cart.href,
  noIndex: true,
});

export default function CartPage() {
  const { whatsappNumber, publicUrl } = getConfig();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:py-10">
      <Breadcrumb items={[{ label: 'Accueil', href: '/' }, { label: 'Panier' }]} />
      <h1 className="mt-4 mb-6 text-3xl font-extrabold text-gray-900">{SHOP_PAGES.cart.title}</h1>
      <CartView whatsappNumber={whatsappNumber} publicUrl={publicUrl} />
    </div>
  );
}
