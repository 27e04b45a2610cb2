import { Breadcrumb } from '@/components/shop/breadcrumb';
import { CartView } from '@/components/shop/cart-view';
import { pageMetadata } from '@/components/shop/page-metadata';
import { getConfig } from '@/server/config';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({
  title: 'Mon panier',
  description: 'Votre panier : commandez en un message WhatsApp, payez par Mobile Money ou à la livraison.',
  path: '/cart',
  noIndex: true,
});

export default function CartPage() {
  const { whatsappNumber, publicUrl } = getConfig();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:py-10">
      <Breadcrumb items={[{ label: 'Accueil', href: '/' }, { label: 'Panier' }]} />
      <h1 className="mt-4 mb-6 text-3xl font-extrabold text-gray-900">Mon panier</h1>
      <CartView whatsappNumber={whatsappNumber} publicUrl={publicUrl} />
    </div>
  );
}
