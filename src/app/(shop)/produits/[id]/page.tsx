import { BadgeCheck, MessageCircle, Truck, Wallet } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache, type ReactNode, Suspense } from 'react';
import { Breadcrumb } from '@/components/shop/breadcrumb';
import { jsonLdText, pageMetadata, productStructuredData, shortDescription } from '@/components/shop/page-metadata';
import { ProductBadge } from '@/components/shop/product-badge';
import { ProductGallery } from '@/components/shop/product-gallery';
import { ProductGrid } from '@/components/shop/product-grid';
import { ProductPrice } from '@/components/shop/product-price';
import { ProductPurchase } from '@/components/shop/product-purchase';
import { ProductTabs } from '@/components/shop/product-tabs';
import { variantAddress } from '@/components/shop/product-variants';
import { firstVariant, variantMoves } from '@/components/shop/variant-moves';
import { VariantChoiceProvider, VariantPicker, VariantPurchase, VariantShown } from '@/components/shop/variant-picker';
import { RatingStars } from '@/components/ui/rating-stars';
import { toCartProduct } from '@/lib/cart';
import { getConfig } from '@/server/config';
import { readPageData } from '@/server/page-data';
import { pageSettings } from '@/server/page-settings';
import { readProduct, readRecommendations } from '@/server/services/catalog/cached-reads';
import { catalogueHref, productHref, productUrl } from '@/shared/catalog/catalogue-url';
import { lineName } from '@/shared/catalog/line-name';
import { formatPrice } from '@/shared/format';
import { isUuid } from '@/shared/ids';
import { type PricedProduct, salePrice } from '@/shared/orders/pricing';
import { isFromUnitedStates, isLowStock, isOutOfStock, productDescription, productReference, ratingStars, type StockedProduct } from '@/shared/catalog/product-display';
import { DAKAR_DELIVERY_PRICE, whatsappLink } from '@/shared/shop/content';
import { SHOP_TEXTS } from '@/shared/shop/messages';
import type { Product, ProductVariant } from '@/shared/catalog/answers';

export const dynamic = 'force-dynamic';

type Params = Promise<{ id: string }>;

/**
 * The product, or null when the id is malformed or unknown ('Produit non trouvé', 404). A read that fails is the
 * error page, never a 404: the product may well exist (docs/decisions/018-error-pages.md).
 */
const loadProduct = cache(async (id: string): Promise<Product | null> => {
  if (!isUuid(id)) return null;
  return readPageData('product', () => readProduct(id.toLowerCase()));
});

/** 'importé des États-Unis' only of a product whose origin says so (docs/product.md, "Brand and origin"). */
function fallbackDescription(product: Product): string {
  const imported = isFromUnitedStates(product.origine) ? ' importé des États-Unis' : '';
  return `${product.nom} : ${product.typeProduit.nom.toLowerCase()}${imported}, ${formatPrice(salePrice(product))} à Dakar. Livraison en 24h.`;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const product = await loadProduct((await params).id);
  if (!product) return { title: SHOP_TEXTS.productNotFoundTitle, robots: { index: false } };
  const image = product.images[0];
  return pageMetadata({
    title: product.nom,
    fixedTitle: true,
    description: shortDescription(productDescription(product.description) ?? fallbackDescription(product)),
    path: productHref(product._id),
    image: image ? { url: image.url, width: image.width ?? undefined, height: image.height ?? undefined, alt: product.nom } : null,
  });
}

/** The page's JSON-LD: the product, or its group of variants (components/shop/page-metadata.ts). */
function structuredData(product: Product, publicUrl: string) {
  return productStructuredData(product, publicUrl, productDescription(product.description) ?? fallbackDescription(product));
}

/** The price paid and, when fewer than 5 are left, 'Stock limité': the product's, or one of its variants'. */
function priceAndStock(item: PricedProduct & StockedProduct): ReactNode {
  return (
    <>
      <div className="mt-5">
        <ProductPrice product={item} size="lg" />
      </div>
      {isLowStock(item) && <p className="mt-2 text-sm font-semibold text-orange-800">Stock limité : plus que {item.stock} en stock</p>}
    </>
  );
}

/**
 * 'Une question ? Écrivez-nous sur WhatsApp', prefilled with the product's name and address; on a product with
 * variants, the chosen variant's name and the page's address opened on it (docs/product.md, "Variants").
 */
function QuestionLink({ whatsappNumber, name, address }: { whatsappNumber: string; name: string; address: string }) {
  return (
    <a
      href={whatsappLink(whatsappNumber, `Bonjour, j'ai une question sur ce produit : ${name} (${address})`)}
      target="_blank"
      rel="noopener noreferrer"
      className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-brand-800 hover:underline"
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      Une question ? Écrivez-nous sur WhatsApp
    </a>
  );
}

async function Recommendations({ id }: { id: string }) {
  // Unreadable, the page shows without them (docs/product.md): they must not take the product with them.
  const products = (await readPageData('recommendations', () => readRecommendations(id), { fallback: null })) ?? [];
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="recommendations-title" className="mt-12">
      <h2 id="recommendations-title" className="mb-5 text-2xl font-bold text-gray-900">
        Vous aimerez aussi
      </h2>
      <ProductGrid products={products.slice(0, 4)} />
    </section>
  );
}

function Specifications({ product }: { product: Product }) {
  const rows: [string, string][] = [
    ['Référence', productReference(product)],
    ['Catégorie', product.typeProduit.nom],
    ['Sous-type', product.sousTypeProduit?.nom ?? '—'],
    ['Prix', `${product.variantes?.length ? 'À partir de ' : ''}${formatPrice(salePrice(product))}`],
    ['Note qualité', `${ratingStars(product.scoreQualite).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} / 5`],
    ['Disponibilité', isOutOfStock(product) ? 'Rupture de stock' : isLowStock(product) ? `Stock limité (${product.stock})` : 'En stock'],
  ];
  // Said only when the owner said it (docs/product.md, "Brand and origin").
  if (product.marque) rows.push(['Marque', product.marque]);
  if (product.origine) rows.push(['Origine', product.origine]);
  return (
    <dl className="grid max-w-2xl divide-y divide-gray-200 rounded-xl border border-gray-200">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-[9rem_1fr] gap-4 px-4 py-3 text-sm">
          <dt className="font-medium text-gray-600">{label}</dt>
          <dd className="text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default async function ProductPage({ params }: { params: Params }) {
  const product = await loadProduct((await params).id);
  if (!product) notFound();
  const { publicUrl } = getConfig();
  const { numeroWhatsapp: whatsappNumber } = await pageSettings();
  const description = productDescription(product.description);
  const category = product.typeProduit;
  const crumbs = [
    { label: 'Accueil', href: '/' },
    { label: 'Produits', href: '/pro' },
    { label: category.nom, href: catalogueHref({ categorie: category._id }) },
    { label: product.nom },
  ];
  const json = jsonLdText(structuredData(product, publicUrl));
  const variants = product.variantes ?? [];
  const options = product.options ?? [];
  // A product with variants: the price, stock, reference, picture and add to cart follow the variant chosen.
  const withVariants = variants.length > 0 && options.length > 0;
  const reference = productReference(product);
  // What follows the variant chosen, rendered here for each variant: the page's first load carries no formatting.
  const byVariant = (render: (variant: ProductVariant) => ReactNode) => Object.fromEntries(variants.map((variant) => [variant._id, render(variant)]));
  const address = productUrl(publicUrl, product._id);
  // A question about the variant chosen links to the page opened on it, so that the shop sees which one is meant.
  const question = (variant?: ProductVariant) => (
    <QuestionLink
      whatsappNumber={whatsappNumber}
      name={variant ? lineName(product.nom, variant.nom) : product.nom}
      address={variant ? variantAddress(address, variant._id) : address}
    />
  );
  const details = (
    <div className="mt-6 grid gap-8 md:grid-cols-2 lg:gap-12">
      <ProductGallery images={product.images} name={product.nom} />
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <ProductBadge product={product} />
          {product.sousTypeProduit && (
            <Link href={catalogueHref({ categorie: category._id, type: product.sousTypeProduit._id })} className="text-sm font-medium text-brand-800 hover:underline">
              {product.sousTypeProduit.nom}
            </Link>
          )}
        </div>
        <h1 className="mt-3 text-2xl font-extrabold tracking-tight text-gray-900 sm:text-3xl">{product.nom}</h1>
        <div className="mt-2 flex items-center gap-2 text-sm text-gray-600">
          <RatingStars score={product.scoreQualite} size="md" />
          <span>{withVariants ? <VariantShown nodes={byVariant((variant) => `Réf. ${variant.reference || reference}`)} fallback={`Réf. ${reference}`} /> : `Réf. ${reference}`}</span>
        </div>
        {withVariants ? <VariantShown nodes={byVariant(priceAndStock)} fallback={priceAndStock(product)} /> : priceAndStock(product)}
        {withVariants && (
          <div className="mt-5">
            <VariantPicker options={options} />
          </div>
        )}
        {description && <p className="mt-4 line-clamp-4 leading-relaxed text-gray-700">{description}</p>}
        <div className="mt-6">
          {withVariants ? <VariantPurchase product={toCartProduct(product)} /> : <ProductPurchase product={toCartProduct(product)} />}
        </div>
        <ul className="mt-6 space-y-3 rounded-2xl bg-brand-50 p-4 text-sm text-gray-800">
          <li className="flex gap-3">
            <Truck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            Livraison à Dakar en 24h : {DAKAR_DELIVERY_PRICE} environ
          </li>
          <li className="flex gap-3">
            <Wallet aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            Paiement par Mobile Money ou en espèces à la livraison
          </li>
          <li className="flex gap-3">
            <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            {isFromUnitedStates(product.origine) ? 'Produit 100 % authentique importé des États-Unis' : 'Produit 100 % authentique'}
          </li>
        </ul>
        {withVariants ? <VariantShown nodes={byVariant(question)} fallback={question()} /> : question()}
      </div>
    </div>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:py-10">
      <meta property="og:type" content="product" />
      <meta property="product:price:amount" content={String(salePrice(product))} />
      <meta property="product:price:currency" content="XOF" />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own JSON with '<' escaped, the way JSON-LD must be embedded */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      <Breadcrumb items={crumbs} />
      {withVariants ? (
        <VariantChoiceProvider variants={variants} moves={variantMoves(options, variants)} initial={firstVariant(variants)}>
          {details}
        </VariantChoiceProvider>
      ) : (
        details
      )}

      <div className="mt-10">
        <ProductTabs
          description={
            <p className="max-w-3xl leading-relaxed whitespace-pre-line text-gray-700">{description ?? SHOP_TEXTS.noDescription}</p>
          }
          specifications={<Specifications product={product} />}
        />
      </div>

      <Suspense fallback={null}>
        <Recommendations id={product._id} />
      </Suspense>
    </div>
  );
}
