// What the catalogue feeds list (docs/decisions/031-catalogue-feeds.md): one item per product without variants, one
// per variant on sale of a product with variants, each with the fields both platforms require, from the product as
// shoppers read it. Pure: the two formats (./meta-csv.ts, ./google-rss.ts) only spell these items.
import type { Product, ProductVariant } from '@/shared/catalog/answers';
import { productDescription, isOutOfStock } from '@/shared/catalog/product-display';
import { productUrl } from '@/shared/catalog/shop-paths';
import { lineName } from '@/shared/catalog/variants';
import { feedImagePath } from '@/shared/feeds/paths';
import { hasPromotion, salePrice } from '@/shared/orders/pricing';

/** The currency every price is in (ISO 4217): the franc CFA of West Africa. */
export const FEED_CURRENCY = 'XOF';
/** Google's limits (Meta's are longer): a longer text is cut, on a word. */
export const FEED_TITLE_MAX = 150;
export const FEED_DESCRIPTION_MAX = 5000;
/** The shopper's page opens on a variant with this query parameter (the product page's `?variante=`). */
const VARIANT_PARAM = 'variante';

export interface FeedItem {
  /** The product's id, or its variant's: stable, whatever is renamed. */
  id: string;
  /** The product's id for a variant, so that the platforms show the variants as one product; null otherwise. */
  groupId: string | null;
  title: string;
  description: string;
  link: string;
  /** The picture as stored (WebP), which Google takes. */
  imageLink: string;
  /** The same picture as a JPEG (./feed-image.ts), which Meta takes. */
  jpegImageLink: string;
  inStock: boolean;
  /** The base price, FCFA. */
  price: number;
  /** The price paid when a promotion applies, else null. */
  salePrice: number | null;
  brand: string;
  /** 'Catégorie > Sous-type'. */
  productType: string;
}

export interface FeedContext {
  /** PUBLIC_URL: every link is absolute on it. */
  publicUrl: string;
  /** The brand of a product whose own is not said. */
  shopName: string;
}

/** Control characters and whitespace folded into single spaces, at most `max` characters, cut on a word. */
export function clip(text: string, max: number): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
  const clean = text.replace(/[\s\u0000-\u001F\u007F]+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function itemOf(product: Product, variant: ProductVariant | null, context: FeedContext): FeedItem | null {
  const picture = (variant?.imageIndex != null ? product.images[variant.imageIndex] : undefined) ?? product.images[0];
  // Both platforms refuse an item without a picture: a product without one is left out until it has one.
  if (!picture) return null;
  const priced = variant ?? product;
  const page = productUrl(context.publicUrl, product._id);
  return {
    id: variant ? variant._id : product._id,
    groupId: variant ? product._id : null,
    title: clip(lineName(product.nom, variant?.nom), FEED_TITLE_MAX),
    description: clip(productDescription(product.description) ?? product.nom, FEED_DESCRIPTION_MAX),
    link: variant ? `${page}?${new URLSearchParams({ [VARIANT_PARAM]: variant._id })}` : page,
    imageLink: new URL(picture.url, `${context.publicUrl}/`).toString(),
    jpegImageLink: `${context.publicUrl.replace(/\/+$/, '')}${feedImagePath(picture._id)}`,
    inStock: !isOutOfStock(priced),
    price: priced.prix,
    salePrice: hasPromotion(priced) ? salePrice(priced) : null,
    brand: clip(product.marque || context.shopName, 70),
    productType: product.sousTypeProduit ? `${product.typeProduit.nom} > ${product.sousTypeProduit.nom}` : product.typeProduit.nom,
  };
}

/**
 * The items of these products (already those shoppers may see and the owner did not exclude). A product with
 * variants gives one item per variant on sale, none when no variant is on sale.
 */
export function feedItems(products: readonly Product[], context: FeedContext): FeedItem[] {
  const items: FeedItem[] = [];
  for (const product of products) {
    const variants = product.variantes;
    if (variants && (product.options ?? []).length > 0) {
      for (const variant of variants) {
        if (!variant.enVente) continue;
        const item = itemOf(product, variant, context);
        if (item) items.push(item);
      }
    } else {
      const item = itemOf(product, null, context);
      if (item) items.push(item);
    }
  }
  return items;
}

/** A price as both platforms spell it: the whole number of francs, a space, the currency ('12000 XOF'). */
export const feedPrice = (amount: number): string => `${Math.round(amount)} ${FEED_CURRENCY}`;
