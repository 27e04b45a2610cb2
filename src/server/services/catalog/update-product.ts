// PUT /produits/{id}: new pictures replace all the old ones (whose files are deleted once the rows are
// committed); without new pictures the old ones stay. A failed update removes the files it wrote.
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { productImages, products } from '@/server/db/schema';
import { type Actor, logActivity } from '@/server/services/activity/log-activity';
import { DomainError } from '@/server/services/errors';
import { prepareUploads, type UploadedFile } from '@/server/services/images/prepare-uploads';
import { getStorage } from '@/server/storage/storage';
import { ACTIVITY_TITLES, CATALOGUE_MESSAGES } from '@/shared/messages';
import type { Product } from '@/shared/types';
import { productWriteTags } from './cache-tags';
import { invalidateCatalogue } from './read-cache';
import { getProduct } from './get-product';
import { keysOf, removeFiles, storeImages } from './product-image-files';
import { checkProductReferences, translateReferenceRace } from './product-references';
import { type ProductWrite, productValues } from './product-write';

export async function updateProduct(
  id: string,
  input: ProductWrite,
  files: UploadedFile[],
  actor: Actor,
): Promise<Product> {
  const db = getDb();
  const storage = getStorage();
  const [existing] = await db
    .select({ categoryId: products.categoryId, aLaUne: products.aLaUne })
    .from(products).where(eq(products.id, id)).limit(1);
  if (!existing) throw new DomainError('not_found', CATALOGUE_MESSAGES.productNotFound);
  const values = productValues(input);
  await checkProductReferences(db, values.categoryId, values.subTypeId);
  const prepared = await prepareUploads(files);
  const stored = await storeImages(storage, id, input.nom, prepared);
  const replaceImages = prepared.length > 0;

  let obsolete: string[] = [];
  let product: Product;
  try {
    product = await db.transaction(async (tx) => {
      const updated = await tx
        .update(products)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(products.id, id))
        .returning({ id: products.id });
      if (updated.length === 0) throw new DomainError('not_found', CATALOGUE_MESSAGES.productNotFound);
      if (replaceImages) {
        const old = await tx.delete(productImages).where(eq(productImages.productId, id)).returning({
          storageKey: productImages.storageKey,
          thumbnailKey: productImages.thumbnailKey,
        });
        obsolete = keysOf(old);
        await tx.insert(productImages).values(stored.rows);
      } else {
        // The pictures keep their place; only their alternative text follows the product's name.
        await tx.update(productImages).set({ alt: input.nom }).where(eq(productImages.productId, id));
      }
      await logActivity(
        {
          actor,
          action: 'product.update',
          entityType: 'product',
          entityId: id,
          title: ACTIVITY_TITLES.productUpdated,
          subtitle: input.nom,
          details: replaceImages ? { images: prepared.length } : undefined,
        },
        tx,
      );
      return (await getProduct(id, tx)) as Product;
    });
  } catch (error) {
    await removeFiles(storage, stored.keys);
    throw translateReferenceRace(error);
  }
  invalidateCatalogue(db, productWriteTags(id, [existing, values]));
  await removeFiles(storage, obsolete);
  return product;
}
