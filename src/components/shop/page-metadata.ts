// Title, description, canonical URL and link preview of a storefront page (issue 5: search engines and
// WhatsApp previews). URLs are relative: the (shop) layout's metadataBase makes them absolute on PUBLIC_URL.
import type { Metadata } from 'next';
import { PUBLIC_PAGE_TITLE } from '@/shared/constants';

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
