import 'server-only';
import { and, eq } from 'drizzle-orm';
import { type Executor, getDb } from '@/server/db/client';
import { products } from '@/server/db/schema';
import type { AdminProduct, Product } from '@/shared/catalog/answers';
import { selectProducts } from './product-select';
import { toAdminProductDto, toProductDto } from './to-product-dto';
import { visibleToShoppers } from './visibility';

/** The product as shoppers see it, or null when no product has this id or shoppers may not see it (a draft). */
export async function getProduct(id: string): Promise<Product | null> {
  const [row] = await selectProducts(getDb())
    .where(and(eq(products.id, id), visibleToShoppers()))
    .limit(1);
  return row ? toProductDto(row) : null;
}

/**
 * The product as administrators see it, drafts included, read by `executor`: the write services' transaction, which
 * sees the product it has just written.
 */
export async function findProduct({ id, executor = getDb() }: { id: string; executor?: Executor }): Promise<AdminProduct | null> {
  const [row] = await selectProducts(executor).where(eq(products.id, id)).limit(1);
  return row ? toAdminProductDto(row) : null;
}
