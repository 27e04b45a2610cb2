// DELETE /produits/{id}: the rows go first (images cascade), their files' keys journaled in the same transaction,
// then, once committed, the files (docs/decisions/015-crash-safety.md).
import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { productImages, products } from '@/server/db/schema';
import { type Actor, logActivity } from '@/server/services/activity/log-activity';
import { refused } from '@/server/services/errors';
import { PRODUCT_REFUSALS } from './refusals';
import { getStorage } from '@/server/storage/storage';
import { CATALOGUE_ACTIVITY_TITLES } from '@/shared/catalog/messages';
import { productWriteTags } from './cache-tags';
import { invalidateCatalogue } from './read-cache';
import { discardFiles, journalKeys, keysOf } from './product-image-files';

export async function deleteProduct({ actor, id }: { actor: Actor; id: string }): Promise<void> {
  const db = getDb();
  const { keys, deleted } = await db.transaction(async (tx) => {
    const images = await tx
      .delete(productImages)
      .where(eq(productImages.productId, id))
      .returning({ storageKey: productImages.storageKey, thumbnailKey: productImages.thumbnailKey, owned: productImages.owned });
    const [deleted] = await tx.delete(products).where(eq(products.id, id)).returning({ nom: products.nom, categoryId: products.categoryId, aLaUne: products.aLaUne });
    if (!deleted) throw refused(PRODUCT_REFUSALS.notFound);
    await logActivity({
      actor,
      action: 'product.delete',
      entityType: 'product',
      entityId: id,
      title: CATALOGUE_ACTIVITY_TITLES.productDeleted,
      subtitle: deleted.nom,
      executor: tx,
    });
    // Pictures a restored backup brought may still be another shop's: their files stay.
    const keys = keysOf(images.filter((image) => image.owned));
    await journalKeys(tx, keys);
    return { keys, deleted };
  });
  invalidateCatalogue(db, productWriteTags(id, [deleted]));
  await discardFiles(db, getStorage(), keys);
}
