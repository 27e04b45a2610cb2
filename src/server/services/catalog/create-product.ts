// POST /produits/: pictures checked and re-encoded first, then written to storage, then the rows in one
// transaction. If the transaction fails, the written files are removed: no file and no row is left behind.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { getDb } from '@/server/db/client';
import { productImages, products } from '@/server/db/schema';
import { type Actor, logActivity } from '@/server/services/activity/log-activity';
import { prepareUploads, type UploadedFile } from '@/server/services/images/prepare-uploads';
import { getStorage } from '@/server/storage/storage';
import { ACTIVITY_TITLES } from '@/shared/messages';
import type { Product } from '@/shared/types';
import { productWriteTags } from './cache-tags';
import { invalidateCatalogue } from './read-cache';
import { getProduct } from './get-product';
import { removeFiles, storeImages } from './product-image-files';
import { checkProductReferences, translateReferenceRace } from './product-references';
import { type ProductWrite, productValues } from './product-write';

export async function createProduct(
  input: ProductWrite,
  files: UploadedFile[],
  actor: Actor,
): Promise<Product> {
  const db = getDb();
  const storage = getStorage();
  const values = productValues(input);
  await checkProductReferences(db, values.categoryId, values.subTypeId);
  const prepared = await prepareUploads(files);
  const id = randomUUID();
  const stored = await storeImages(storage, id, input.nom, prepared);
  try {
    const product = await db.transaction(async (tx) => {
      await tx.insert(products).values({ id, ...values });
      if (stored.rows.length > 0) await tx.insert(productImages).values(stored.rows);
      await logActivity(
        {
          actor,
          action: 'product.create',
          entityType: 'product',
          entityId: id,
          title: ACTIVITY_TITLES.productCreated,
          subtitle: input.nom,
        },
        tx,
      );
      return (await getProduct(id, tx)) as Product;
    });
    invalidateCatalogue(db, productWriteTags(id, [values]));
    return product;
  } catch (error) {
    await removeFiles(storage, stored.keys);
    throw translateReferenceRace(error);
  }
}
