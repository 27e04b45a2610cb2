// The catalogue feeds as the server sends them (docs/decisions/031-catalogue-feeds.md): built from the products
// shoppers may see that the owner did not exclude, kept ready-made in the catalogue's cache under the tags
// `products` and `settings` (services/catalog/cache-tags.ts), so that a crawler's fetch costs no query and every
// product, category, stock or settings change rebuilds it at the next fetch, on every instance.
import 'server-only';
import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { TAGS } from '@/server/services/catalog/cache-tags';
import { selectProducts } from '@/server/services/catalog/product-select';
import { cachedRead } from '@/server/services/catalog/read-cache';
import { toProductDto } from '@/server/services/catalog/to-product-dto';
import { visibleToShoppers } from '@/server/services/catalog/visibility';
import { readShopSettings } from '@/server/services/settings/cached-settings';
import type { Product } from '@/shared/catalog/answers';
import type { FeedKind } from '@/shared/feeds/paths';
import { feedItems } from './feed-items';
import { googleRss } from './google-rss';
import { metaCsv } from './meta-csv';

export const FEED_CONTENT_TYPES: Record<FeedKind, string> = {
  meta: 'text/csv; charset=utf-8',
  google: 'application/xml; charset=utf-8',
};

export interface Feed {
  body: string;
  /** A strong validator of the body, quoted. */
  etag: string;
}

/** The products a feed lists: published, not expired unless kept on sale, not excluded; by name. */
export async function feedProducts(): Promise<Product[]> {
  const rows = await selectProducts(getDb())
    .where(and(visibleToShoppers(), eq(products.excluCatalogues, false)))
    .orderBy(asc(products.nomNormalise), asc(products.id));
  return rows.map(toProductDto);
}

async function buildFeed(kind: FeedKind): Promise<Feed> {
  const [list, settings] = await Promise.all([feedProducts(), readShopSettings()]);
  const { publicUrl } = getConfig();
  const items = feedItems(list, { publicUrl, shopName: settings.nomBoutique });
  const body =
    kind === 'meta'
      ? metaCsv(items)
      : googleRss(items, { title: settings.nomBoutique, link: `${publicUrl}/`, description: `Catalogue de ${settings.nomBoutique}` });
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

export const readFeed = (kind: FeedKind): Promise<Feed> =>
  cachedRead(getDb(), `feed:${kind}`, [TAGS.products, TAGS.settings], () => buildFeed(kind));
