// DELETE /produits/{id}: the rows go first (images cascade), then, once committed, the files.
import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { productImages, products } from '@/server/db/schema';
import { type Actor, logActivity } from '@/server/services/activity/log-activity';
import { DomainError } from '@/server/services/errors';
import { getStorage } from '@/server/storage/storage';
import { ACTIVITY_TITLES, CATALOGUE_MESSAGES } from '@/shared/messages';
import { productWriteTags } from './cache-tags';
import { invalidateCatalogue } from './read-cache';
import { keysOf, removeFiles } from './product-image-files';

export async function deleteProduct(id: string, actor: Actor): Promise<void> {
  const db = getDb();
  const { keys, deleted } = await db.transaction(async (tx) => {
    const images = await tx
      .delete(productImages)
      .where(eq(productImages.productId, id))
      .returning({ storageKey: productImages.storageKey, thumbnailKey: productImages.thumbnailKey });
    const [deleted] = await tx.delete(products).where(eq(products.id, id)).returning({ nom: products.nom, categoryId: products.categoryId, aLaUne: products.aLaUne });
    if (!deleted) throw new DomainError('not_found', CATALOGUE_MESSAGES.productNotFound);
    await logActivity(
      {
        actor,
        action: 'product.delete',
        entityType: 'product',
        entityId: id,
        title: ACTIVITY_TITLES.productDeleted,
        subtitle: deleted.nom,
      },
      tx,
    );
    return { keys: keysOf(images), deleted };
  });
  invalidateCatalogue(db, productWriteTags(id, [deleted]));
  await removeFiles(getStorage(), keys);
}
