import { eq } from 'drizzle-orm';
import { type Executor, getDb } from '@/server/db/client';
import { products } from '@/server/db/schema';
import type { Product } from '@/shared/types';
import { selectProducts } from './product-select';
import { toProductDto } from './to-product-dto';

/** The product, or null when no product has this id. */
export async function getProduct(id: string, db: Executor = getDb()): Promise<Product | null> {
  const [row] = await selectProducts(db).where(eq(products.id, id)).limit(1);
  return row ? toProductDto(row) : null;
}
