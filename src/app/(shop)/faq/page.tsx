import { Breadcrumb } from '@/components/shop/breadcrumb';
import { ContactCards } from '@/components/shop/contact-cards';
import { FaqView } from '@/components/shop/faq-view';
import { pageMetadata } from '@/components/shop/page-metadata';
import { pageSettings } from '@/server/page-settings';
import { FAQ_ENTRIES, SHOP_PAGES } from '@/shared/shop/content';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({
  title: SHOP_PAGES.faq.title,
  description:
    'Livraison à Dakar en 24h, paiement Mobile Money ou à la livraison, retours sous 24h, authenticité des produits : toutes les réponses à vos questions.',
  path: SHOP_PAGES.faq.href,
});

export default async function FaqPage() {
  const settings = await pageSettings();
  return (
    <>
      <section className="bg-gradient-to-br from-brand-50 via-white to-amber-50">
        <div className="mx-auto max-w-3xl px-4 py-10 md:py-14">
          <Breadcrumb items={[{ label: 'Accueil', href: '/' }, { label: 'FAQ' }]} />
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">{SHOP_PAGES.faq.title}</h1>
          <p className="mt-3 text-lg text-gray-700">Livraison, paiement, produits, commandes et retours : nous répondons à tout.</p>
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-8">
        <FaqView entries={FAQ_ENTRIES} />
      </div>
      <section aria-labelledby="contact-title" className="mx-auto max-w-5xl px-4 py-8">
        <h2 id="contact-title" className="mb-5 text-center text-2xl font-bold text-gray-900">
          Vous n'avez pas trouvé votre réponse ?
        </h2>
        <ContactCards settings={settings} />
      </section>
    </>
  );
}
