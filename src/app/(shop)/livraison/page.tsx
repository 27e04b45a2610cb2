import { Check, Clock, MapPin, MessageCircle } from 'lucide-react';
import Link from 'next/link';
import { Breadcrumb } from '@/components/shop/breadcrumb';
import { pageMetadata } from '@/components/shop/page-metadata';
import { TestimonialCard } from '@/components/shop/testimonial-card';
import { readPageData } from '@/server/page-data';
import { pageSettings } from '@/server/page-settings';
import { readActiveZones } from '@/server/services/zones/cached-zones';
import { CART_DELIVERY } from '@/shared/orders/cart-texts';
import { formatPrice } from '@/shared/format';
import type { DeliveryZone } from '@/shared/orders/answers';
import { DELIVERY_PAGE, DELIVERY_TESTIMONIALS, SHOP_PAGES, whatsappLink } from '@/shared/shop/content';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({
  title: SHOP_PAGES.delivery.title,
  description:
    'Livraison express à Dakar et environs en 24h pour 2 000 FCFA environ, le jour même avant 15h. Autres régions du Sénégal sur devis.',
  path: SHOP_PAGES.delivery.href,
});

/**
 * The zones offered and their fees, in their display order, from the catalogue's tagged cache: the page stays kept
 * by the page cache and a zone written refreshes it (docs/decisions/012-storefront-page-cache.md). Unreadable, the
 * page shows without them: the two cards above say the essential.
 */
function DeliveryRates({ zones }: { zones: DeliveryZone[] }) {
  if (zones.length === 0) return null;
  return (
    <section aria-labelledby="rates-title" className="mx-auto max-w-7xl px-4 pb-12">
      <h2 id="rates-title" className="text-2xl font-bold text-gray-900">
        {DELIVERY_PAGE.ratesTitle}
      </h2>
      <p className="mt-2 mb-6 text-gray-700">{DELIVERY_PAGE.ratesIntro}</p>
      <ul className="grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-3" data-testid="delivery-zones">
        {zones.map((zone) => (
          <li key={zone._id} className="flex items-center justify-between gap-4 rounded-xl border border-gray-200 bg-white px-4 py-2.5">
            <div className="flex min-w-0 flex-wrap items-center gap-x-3">
              <h3 className="font-semibold text-gray-900">{zone.nom}</h3>
              {zone.delai && (
                <p className="flex items-center gap-1 text-sm text-gray-700">
                  <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                  <span className="sr-only">Délai :</span> {zone.delai}
                </p>
              )}
            </div>
            <p className={`shrink-0 text-right font-bold ${zone.frais === null ? 'text-sm text-gray-700' : 'text-brand-800'}`}>
              {zone.frais === null ? CART_DELIVERY.feeToConfirm : formatPrice(zone.frais)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default async function DeliveryPage() {
  const { numeroWhatsapp: whatsappNumber } = await pageSettings();
  const zones = await readPageData('delivery zones', readActiveZones, { fallback: [] });
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 md:py-16">
          <Breadcrumb items={[{ label: 'Accueil', href: '/' }, { label: 'Livraison' }]} inverted />
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-5xl">{DELIVERY_PAGE.title}</h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-50">{DELIVERY_PAGE.intro}</p>
        </div>
      </section>

      <section aria-labelledby="zones-title" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="zones-title" className="mb-6 text-2xl font-bold text-gray-900">
          Zones et tarifs
        </h2>
        <ul className="grid gap-5 md:grid-cols-2">
          {DELIVERY_PAGE.zones.map((zone, index) => (
            <li key={zone.zone} className={`rounded-2xl border p-6 ${index === 0 ? 'border-brand-500 bg-brand-50/50' : 'border-gray-200 bg-white'}`}>
              <div className="flex items-start justify-between gap-4">
                <h3 className="flex items-center gap-2 text-xl font-bold text-gray-900">
                  <MapPin aria-hidden="true" className="size-5 text-brand-700" />
                  {zone.zone}
                </h3>
                <p className="shrink-0 rounded-full bg-amber-400 px-3 py-1 text-sm font-bold text-gray-900">{zone.price}</p>
              </div>
              <p className="mt-2 flex items-center gap-2 font-semibold text-brand-800">
                <Clock aria-hidden="true" className="size-4" />
                {zone.time}
              </p>
              <p className="mt-3 text-gray-700">{zone.description}</p>
              <ul className="mt-4 space-y-2">
                {zone.features.map((feature) => (
                  <li key={feature} className="flex gap-2 text-sm text-gray-800">
                    <Check aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                    {feature}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <DeliveryRates zones={zones} />

      <section aria-labelledby="reasons-title" className="bg-gray-50 py-12">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="reasons-title" className="mb-6 text-2xl font-bold text-gray-900">
            {DELIVERY_PAGE.reasonsTitle}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {DELIVERY_PAGE.reasons.map((reason) => (
              <li key={reason.title} className="rounded-2xl bg-white p-5 shadow-sm">
                <h3 className="font-bold text-brand-800">{reason.title}</h3>
                <p className="mt-1 text-sm text-gray-700">{reason.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="delivery-testimonials-title" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="delivery-testimonials-title" className="mb-6 text-2xl font-bold text-gray-900">
          {DELIVERY_PAGE.testimonialsTitle}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {DELIVERY_TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-7xl px-4">
        <div className="rounded-3xl bg-brand-900 px-6 py-10 text-center text-white">
          <h2 className="text-2xl font-bold">{DELIVERY_PAGE.ctaTitle}</h2>
          <p className="mt-2 text-brand-50">{DELIVERY_PAGE.ctaText}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link href="/pro" className="inline-flex h-12 items-center rounded-full bg-amber-400 px-6 font-semibold text-gray-900 hover:bg-amber-300">
              Voir le catalogue
            </Link>
            <a
              href={whatsappLink(whatsappNumber, 'Bonjour, je voudrais un renseignement sur la livraison.')}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-12 items-center gap-2 rounded-full border border-white px-6 font-semibold text-white hover:bg-white/10"
            >
              <MessageCircle aria-hidden="true" className="size-5" />
              Nous écrire sur WhatsApp
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
