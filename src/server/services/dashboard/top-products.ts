// GET /dashboard/top-products?by=recent|promotion|featured&limit= (docs/api.md), in one query.
import 'server-only';
import { asc, desc, eq, gt, type SQL } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { selectProducts } from '@/server/services/catalog/product-select';
import { toProductDto } from '@/server/services/catalog/to-product-dto';
import type { TopProductsOrder } from '@/shared/constants';
import type { Product } from '@/shared/catalog/answers';

const ORDERS: Record<TopProductsOrder, { where?: SQL; orderBy: SQL[] }> = {
  recent: { orderBy: [desc(products.createdAt), asc(products.id)] },
  promotion: {
    where: gt(products.pourcentPromotion, 0),
    orderBy: [desc(products.pourcentPromotion), desc(products.createdAt), asc(products.id)],
  },
  featured: {
    where: eq(products.aLaUne, true),
    orderBy: [desc(products.scoreQualite), desc(products.createdAt), asc(products.id)],
  },
};

export async function topProducts({ by, limit }: { by: TopProductsOrder; limit: number }): Promise<Product[]> {
  const { where, orderBy } = ORDERS[by];
  const rows = await selectProducts(getDb())
    .where(where)
    .orderBy(...orderBy)
    .limit(limit);
  return rows.map(toProductDto);
}
