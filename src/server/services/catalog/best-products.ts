// GET /produits/best (docs/api.md): the best products, grouped per category. Ranked featured first, then by
// quality score, then newest; the groups come in the order of their best product.
import 'server-only';
import { desc } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { LIMITS } from '@/shared/constants';
import type { BestGroup } from '@/shared/catalog/answers';
import { selectProducts } from './product-select';
import { toProductDto } from './to-product-dto';
import { visibleToShoppers } from './visibility';

export async function bestProducts(limit: number = LIMITS.bestProducts): Promise<BestGroup[]> {
  const rows = await selectProducts(getDb())
    .where(visibleToShoppers())
    .orderBy(desc(products.aLaUne), desc(products.scoreQualite), desc(products.createdAt), desc(products.id))
    .limit(limit);
  const groups = new Map<string, BestGroup>();
  for (const row of rows) {
    let group = groups.get(row.categoryId);
    if (!group) {
      group = { _id: row.categoryId, nom: row.categoryNom, produits: [] };
      groups.set(row.categoryId, group);
    }
    group.produits.push(toProductDto(row));
  }
  return [...groups.values()];
}
