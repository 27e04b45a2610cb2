// Title, description, canonical URL and link preview of a storefront page (issue 5: search engines and
// WhatsApp previews). URLs are relative: the (shop) layout's metadataBase makes them absolute on PUBLIC_URL.
// And a product page's structured data (schema.org, as Google reads it for products and their variants).
import type { Metadata } from 'next';
import type { Product, ProductVariant } from '@/shared/catalog/answers';
import { productUrl } from '@/shared/catalog/catalogue-url';
import { isOutOfStock, productReference } from '@/shared/catalog/product-display';
import { lineName } from '@/shared/catalog/variants';
import { PUBLIC_PAGE_TITLE } from '@/shared/constants';
import { salePrice } from '@/shared/orders/pricing';
import { variantAddress } from './product-variants';

interface PageMetadataInput {
  /** null for the home page, whose title is exactly PUBLIC_PAGE_TITLE. */
  title: string | null;
  description: string;
  path: string;
  image?: { url: string; width?: number; height?: number; alt: string } | null;
  noIndex?: boolean;
  /** A title the specification fixes: '{title} | Boutique en Ligne', without the shop's name (docs/product.md, "Shop settings"). */
  fixedTitle?: boolean;
}

/**
 * Other titles take the (shop) layout's template, '{title} | {nom} — Boutique en Ligne'. `og:site_name`, the shop's
 * name, is written by the storefront's frame (components/shop/shop-chrome.tsx) from the settings.
 */
export function pageMetadata({ title, description, path, image, noIndex, fixedTitle }: PageMetadataInput): Metadata {
  return {
    title: title === null ? { absolute: PUBLIC_PAGE_TITLE } : fixedTitle ? { absolute: `${title} | ${PUBLIC_PAGE_TITLE}` } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: title ?? PUBLIC_PAGE_TITLE,
      description,
      url: path,
      locale: 'fr_SN',
      ...(image ? { images: [image] } : {}),
    },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** At most about 160 characters, cut on a word. */
export function shortDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[,;:.]$/, '')}…`;
}

/**
 * Structured data as the text of a `<script type="application/ld+json">`: JSON with every '<' written as
 * \u003c, so that no value (a product name holding '</script>' or '<!--') can close the element or open a
 * comment in it; a JSON reader gets the same value back.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The offer of a product, or of one of its variants, at its own address. */
function offer(item: Product | ProductVariant, url: string) {
  return {
    '@type': 'Offer',
    url,
    price: salePrice(item),
    priceCurrency: 'XOF',
    availability: isOutOfStock(item) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    itemCondition: 'https://schema.org/NewCondition',
    areaServed: 'SN',
  };
}

/** The schema.org properties an option's values are, where one obviously fits; the others are named by the option. */
const OPTION_PROPERTIES: Record<string, string> = { taille: 'size', couleur: 'color', matiere: 'material', motif: 'pattern' };

const optionProperty = (option: string): string | undefined =>
  OPTION_PROPERTIES[
    option
      .trim()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
  ];

/**
 * A product page's JSON-LD: a schema.org `Product` with its offer; a product with variants, a `ProductGroup` whose
 * `hasVariant` are its variants on sale, each a `Product` with its own offer, reference (sku), picture and address
 * (`?variante=`), and whose `variesBy` are its options ('Taille' is https://schema.org/size; 'Saveur', which has no
 * schema.org property, is its name, and each variant's value an `additionalProperty`).
 */
export function productStructuredData(product: Product, publicUrl: string, description: string) {
  const url = productUrl(publicUrl, product._id);
  const absolute = (src: string) => new URL(src, publicUrl).toString();
  const images = product.images.map((image) => absolute(image.url));
  const about = {
    ...(product.marque ? { brand: { '@type': 'Brand', name: product.marque } } : {}),
    category: product.sousTypeProduit ? `${product.typeProduit.nom} > ${product.sousTypeProduit.nom}` : product.typeProduit.nom,
    url,
  };
  const variants = (product.variantes ?? []).filter((variant) => variant.enVente);
  const options = product.options ?? [];
  if (variants.length === 0 || options.length === 0) {
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.nom,
      description,
      image: images,
      sku: productReference(product),
      ...about,
      offers: offer(product, url),
    };
  }
  const groupId = productReference(product);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    name: product.nom,
    description,
    image: images,
    productGroupID: groupId,
    ...about,
    variesBy: options.map((option) => {
      const property = optionProperty(option.nom);
      return property ? `https://schema.org/${property}` : option.nom;
    }),
    hasVariant: variants.map((variant) => {
      const variantUrl = variantAddress(url, variant._id);
      const picture = variant.imageIndex === null ? undefined : product.images[variant.imageIndex];
      const standard: Record<string, string> = {};
      const others: { '@type': 'PropertyValue'; name: string; value: string }[] = [];
      options.forEach((option, index) => {
        const value = variant.valeurs[index];
        if (value === undefined) return;
        const property = optionProperty(option.nom);
        if (property) standard[property] = value;
        else others.push({ '@type': 'PropertyValue', name: option.nom, value });
      });
      return {
        '@type': 'Product',
        name: lineName(product.nom, variant.nom),
        ...(variant.reference ? { sku: variant.reference } : {}),
        inProductGroupWithID: groupId,
        image: picture ? absolute(picture.url) : images[0],
        ...standard,
        ...(others.length > 0 ? { additionalProperty: others } : {}),
        url: variantUrl,
        offers: offer(variant, variantUrl),
      };
    }),
  };
}
