import { sql } from 'drizzle-orm';
import { products } from '@/server/db/schema';

/**
 * Out of stock: flagged so, or a tracked stock of zero; an untracked stock (null) is not (docs/product.md; the
 * same rule as isOutOfStock in src/shared/catalog/product-display.ts). Never null: a NULL would sort after `true` in an
 * ascending order and put products without a tracked stock among the unavailable ones.
 */
export const outOfStock = sql<boolean>`(${products.enRupture} or coalesce(${products.stock}, 1) = 0)`;
