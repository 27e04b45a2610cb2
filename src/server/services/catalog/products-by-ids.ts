// GET /produits/panier?ids=…: the products a cart holds, as they are now, so that the cart totals and orders at
// today's prices and stock rather than at what the browser remembers (docs/api.md). One query for the whole
// cart; a product that no longer exists is simply absent from the answer.
import 'server-only';
import { and, asc, inArray } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { LIMITS } from '@/shared/constants';
import { isUuid } from '@/shared/ids';
import type { Product } from '@/shared/catalog/answers';
import { selectProducts } from './product-select';
import { toProductDto } from './to-product-dto';
import { visibleToShoppers } from './visibility';
import { refused } from '@/server/services/errors';
import { PRODUCT_REFUSALS } from './refusals';

/**
 * The ids of `a,b,c`: each a UUID, at most one cart's worth, returned lower-cased, without duplicates and
 * sorted, so that the same cart in any order is one entry of the read cache.
 */
export function parseProductIds(raw: string | undefined): string[] {
  const parts = (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) throw refused(PRODUCT_REFUSALS.cartIdsMissing);
  if (parts.length > LIMITS.cartLinesMax) throw refused(PRODUCT_REFUSALS.cartIdsTooMany);
  if (!parts.every(isUuid)) throw refused(PRODUCT_REFUSALS.cartIdInvalid);
  return [...new Set(parts.map((part) => part.toLowerCase()))].sort();
}

/** The products among `ids` that exist and shoppers may see (a draft is absent, as if deleted), in the order of their ids. */
export async function productsByIds(ids: readonly string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await selectProducts(getDb())
    .where(and(inArray(products.id, [...ids]), visibleToShoppers()))
    .orderBy(asc(products.id));
  return rows.map(toProductDto);
}
