import { ArrowRight } from 'lucide-react';
import Link from 'next/link';
import { Suspense } from 'react';
import { BenefitIcon } from '@/components/shop/benefit-icon';
import { HomeCarousel, type Slide } from '@/components/shop/home-carousel';
import { pageMetadata } from '@/components/shop/page-metadata';
import { ProductCard, ProductCardPlaceholder } from '@/components/shop/product-card';
import { TestimonialCard } from '@/components/shop/testimonial-card';
import { readPageData } from '@/server/page-data';
import { readBestProducts } from '@/server/services/catalog/cached-reads';
import { productHref } from '@/shared/catalog/catalogue-url';
import { pageSettings } from '@/server/page-settings';
import { LIMITS } from '@/shared/constants';
import { BENEFITS, HOME, MARKETING_STATS, TESTIMONIALS } from '@/shared/shop/content';
import type { Product } from '@/shared/catalog/answers';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({
  title: null,
  description:
    'Produits de santé américains authentiques à Dakar : protéines, vitamines, compléments, soins de la peau et épices. Livraison en 24h, commande sur WhatsApp.',
  path: '/',
});

/** Unreadable, the page is the error page: empty, it would say the shop has no products yet. */
async function best(limit: number): Promise<Product[]> {
  return (await readPageData('best products', () => readBestProducts(limit))).flatMap((group) => group.produits);
}

/** The carousel shows the best products after the popular four, so that the two differ. */
async function CarouselSlides() {
  const products = await best(LIMITS.popularGrid + LIMITS.homeCarouselImages);
  const pool = products.length > LIMITS.popularGrid + 1 ? products.slice(LIMITS.popularGrid) : products;
  const slides: Slide[] = pool
    .filter((product) => product.imagePrincipale)
    .slice(0, LIMITS.homeCarouselImages)
    .map((product) => ({
      href: productHref(product._id),
      src: product.imagePrincipale?.url ?? '',
      thumbnail: product.imagePrincipale?.thumbnailUrl ?? '',
      caption: product.nom,
    }));
  return <HomeCarousel slides={slides} />;
}

async function PopularProducts() {
  const products = (await best(LIMITS.bestProducts)).slice(0, LIMITS.popularGrid);
  if (products.length === 0) return <p className="text-gray-600">Nos produits populaires arrivent bientôt.</p>;
  return <PopularList>{products.map((product) => <ProductCard key={product._id} product={product} />)}</PopularList>;
}

function PopularList({ children }: { children: React.ReactNode[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
      {children.map((child, index) => (
        <li key={index}>{child}</li>
      ))}
    </ul>
  );
}

export default async function HomePage() {
  // The shop's name from its settings (docs/product.md, "Shop settings"); the page's title stays the specification's.
  const { nomBoutique } = await pageSettings();
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-amber-50">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-10 md:grid-cols-2 md:py-16">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-900">
              Importé des États-Unis · Livré à Dakar
            </p>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
              {nomBoutique}
              <span className="mt-2 block text-2xl font-bold text-gray-900 sm:text-3xl">Santé et bien-être, made in USA</span>
            </h1>
            <p className="mt-4 max-w-xl text-lg leading-relaxed text-gray-700">{HOME.tagline}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link
                href="/pro"
                className="inline-flex h-12 items-center gap-2 rounded-full bg-brand-700 px-6 font-semibold text-white shadow-sm hover:bg-brand-800"
              >
                {HOME.cta}
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
              <Link
                href="/livraison"
                className="inline-flex h-12 items-center rounded-full border border-brand-700 px-6 font-semibold text-brand-800 hover:bg-brand-50"
              >
                Livraison en 24h
              </Link>
            </div>
            <dl className="mt-8 grid max-w-lg grid-cols-4 gap-2 text-center">
              {MARKETING_STATS.map((stat) => (
                <div key={stat.label} className="flex flex-col-reverse rounded-xl bg-white/80 px-1 py-2 shadow-sm">
                  <dt className="text-[11px] text-gray-600 sm:text-xs">{stat.label}</dt>
                  <dd className="text-lg font-extrabold text-brand-800 sm:text-xl">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <Suspense fallback={<div className="aspect-square rounded-3xl bg-brand-100 sm:aspect-[4/3] lg:aspect-[5/4]" />}>
            <CarouselSlides />
          </Suspense>
        </div>
      </section>

      <section aria-labelledby="benefits-title" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="benefits-title" className="sr-only">
          Nos engagements
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="flex gap-4 rounded-2xl border border-gray-200 bg-white p-5">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <BenefitIcon name={benefit.icon} />
              </span>
              <div>
                <h3 className="font-semibold text-gray-900">{benefit.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-gray-600">{benefit.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="popular-title" className="mx-auto max-w-7xl px-4 py-4">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <h2 id="popular-title" className="text-2xl font-bold text-gray-900">
            {HOME.popularTitle}
          </h2>
          <Link href="/pro" className="inline-flex items-center gap-1 font-semibold text-brand-800 hover:underline">
            {HOME.popularLink}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <Suspense
          fallback={
            <PopularList>
              {Array.from({ length: LIMITS.popularGrid }, (_, index) => (
                <ProductCardPlaceholder key={index} />
              ))}
            </PopularList>
          }
        >
          <PopularProducts />
        </Suspense>
      </section>

      <section aria-labelledby="testimonials-title" className="mt-12 bg-brand-50/60 py-12">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="testimonials-title" className="mb-6 text-2xl font-bold text-gray-900">
            {HOME.testimonialsTitle}
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {TESTIMONIALS.map((testimonial) => (
              <li key={testimonial.name}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
