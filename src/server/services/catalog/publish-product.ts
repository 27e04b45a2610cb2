// POST /produits/{id}/publier: a draft goes on sale (docs/product.md, "Drafts, thresholds and expiry dates"). It
// drops the cache tags a product's update drops, so that the storefront shows it within a second.
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { type Actor, logActivity } from '@/server/services/activity/log-activity';
import { refused } from '@/server/services/errors';
import { PRODUCT_REFUSALS } from './refusals';
import { PRODUCT_STATUS_MESSAGES } from '@/shared/catalog/product-status';
import type { AdminProduct } from '@/shared/catalog/answers';
import { productWriteTags } from './cache-tags';
import { findProduct } from './get-product';
import { invalidateCatalogue } from './read-cache';

/** Publishes the product; one already published is answered as it is, and nothing is written. */
export async function publishProduct({ actor, id }: { actor: Actor; id: string }): Promise<AdminProduct> {
  const db = getDb();
  const { product, state } = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ nom: products.nom, brouillon: products.brouillon, categoryId: products.categoryId, aLaUne: products.aLaUne })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!row) throw refused(PRODUCT_REFUSALS.notFound);
    if (row.brouillon) {
      await tx.update(products).set({ brouillon: false, updatedAt: sql`now()` }).where(eq(products.id, id));
      await logActivity({
        actor,
        action: 'product.update',
        entityType: 'product',
        entityId: id,
        title: PRODUCT_STATUS_MESSAGES.publishedTitle,
        subtitle: row.nom,
        executor: tx,
      });
    }
    return { product: (await findProduct({ id, executor: tx })) as AdminProduct, state: row.brouillon ? row : null };
  });
  if (state) invalidateCatalogue(db, productWriteTags(id, [state]));
  return product;
}
