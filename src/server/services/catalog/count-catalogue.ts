import { sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { categories, products } from '@/server/db/schema';

export async function countCatalogue(): Promise<{ categories: number; products: number }> {
  const [row] = await getDb()
    .select({
      categories: sql<number>`(select count(*)::int from ${categories})`,
      products: sql<number>`count(*)::int`,
    })
    .from(products);
  return row;
}
