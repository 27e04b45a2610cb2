import 'server-only';
import { eq } from 'drizzle-orm';
import { type Executor, getDb } from '@/server/db/client';
import { products } from '@/server/db/schema';
import type { Product } from '@/shared/types';
import { selectProducts } from './product-select';
import { toProductDto } from './to-product-dto';

/** The product, or null when no product has this id. */
export function getProduct(id: string): Promise<Product | null> {
  return findProduct({ id });
}

/** The same, read by `executor`: the write services' transaction, which sees the product it has just written. */
export async function findProduct({ id, executor = getDb() }: { id: string; executor?: Executor }): Promise<Product | null> {
  const [row] = await selectProducts(executor).where(eq(products.id, id)).limit(1);
  return row ? toProductDto(row) : null;
}
