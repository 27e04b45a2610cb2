// GET /produits/{id}/recommendations (docs/api.md): up to 8 other products — same sub-type, then same
// category, then featured products of other categories — with the out-of-stock ones last.
import 'server-only';
import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { LIMITS } from '@/shared/constants';
import type { Product } from '@/shared/catalog/answers';
import { outOfStock } from './out-of-stock';
import { selectProducts } from './product-select';
import { toProductDto } from './to-product-dto';
import { visibleToShoppers } from './visibility';

/** The recommendations, or null when the product does not exist. */
export async function productRecommendations(id: string): Promise<Product[] | null> {
  const db = getDb();
  const [source] = await db
    .select({ categoryId: products.categoryId, subTypeId: products.subTypeId })
    .from(products)
    .where(and(eq(products.id, id), visibleToShoppers()))
    .limit(1);
  if (!source) return null;
  // coalesce: a NULL comparison would sort first in a descending order. Without a sub-type there is no such
  // preference (and PostgreSQL refuses a constant in ORDER BY).
  const sameSubType = source.subTypeId ? [desc(sql`coalesce(${products.subTypeId} = ${source.subTypeId}, false)`)] : [];
  const rows = await selectProducts(db)
    .where(and(ne(products.id, id), visibleToShoppers(), or(eq(products.categoryId, source.categoryId), eq(products.aLaUne, true))))
    .orderBy(
      asc(outOfStock),
      ...sameSubType,
      desc(sql`${products.categoryId} = ${source.categoryId}`),
      desc(products.aLaUne),
      desc(products.scoreQualite),
      desc(products.createdAt),
      asc(products.id),
    )
    .limit(LIMITS.recommendations);
  return rows.map(toProductDto);
}
