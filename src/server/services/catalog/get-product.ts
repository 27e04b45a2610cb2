import 'server-only';
import { eq } from 'drizzle-orm';
import { type Executor, getDb } from '@/server/db/client';
import { products } from '@/server/db/schema';
import type { Product } from '@/shared/types';
import { selectProducts } from './product-select';
import { toProductDto } from './to-product-dto';

/** The product, or null when no product has this id; `executor` is the caller's transaction when it has one. */
export async function getProduct(id: string, executor: Executor = getDb()): Promise<Product | null> {
  const [row] = await selectProducts(executor).where(eq(products.id, id)).limit(1);
  return row ? toProductDto(row) : null;
}
