// POST /produits/: pictures checked and re-encoded first, then journaled and written to storage, then the rows
// in one transaction that takes their keys out of the journal. If the transaction fails, the written files are
// removed: no file and no row is left behind (docs/decisions/015-crash-safety.md).
import 'server-only';
import { randomUUID } from 'node:crypto';
import { getDb } from '@/server/db/client';
import { productImages, products } from '@/server/db/schema';
import { type Actor, logActivity } from '@/server/services/activity/log-activity';
import { prepareUploads, type UploadedFile } from '@/server/services/images/prepare-uploads';
import { getStorage } from '@/server/storage/storage';
import { CATALOGUE_ACTIVITY_TITLES } from '@/shared/catalog/messages';
import type { AdminProduct } from '@/shared/catalog/answers';
import { productWriteTags } from './cache-tags';
import { invalidateCatalogue } from './read-cache';
import { findProduct } from './get-product';
import { discardFiles, forgetKeys, storeImages } from './product-image-files';
import { checkProductReferences, translateReferenceRace } from './product-references';
import { type ProductWrite, productValues } from './product-write';
import { checkVariantsWrite, hasVariants, writeVariants } from './variant-write';

export async function createProduct({
  actor,
  input,
  files,
}: {
  actor: Actor;
  input: ProductWrite;
  files: UploadedFile[];
}): Promise<AdminProduct> {
  const db = getDb();
  const storage = getStorage();
  const variants = { options: input.options ?? [], variantes: input.variantes ?? [] };
  const withVariants = hasVariants(variants);
  const values = productValues(input, withVariants);
  await checkProductReferences({ db, categoryId: values.categoryId, subTypeId: values.subTypeId });
  if (withVariants) checkVariantsWrite({ write: variants, stored: [], imageCount: files.length, reason: null });
  const prepared = await prepareUploads(files);
  const id = randomUUID();
  const stored = await storeImages(db, storage, id, input.nom, prepared);
  try {
    const product = await db.transaction(async (tx) => {
      await tx.insert(products).values({ id, ...values });
      if (stored.rows.length > 0) await tx.insert(productImages).values(stored.rows);
      await forgetKeys(tx, stored.keys);
      if (withVariants) await writeVariants({ tx, actor, productId: id, write: variants, imageCount: prepared.length, reason: null });
      await logActivity({
        actor,
        action: 'product.create',
        entityType: 'product',
        entityId: id,
        title: CATALOGUE_ACTIVITY_TITLES.productCreated,
        subtitle: input.nom,
        executor: tx,
      });
      return (await findProduct({ id, executor: tx })) as AdminProduct;
    });
    invalidateCatalogue(db, productWriteTags(id, [values]));
    return product;
  } catch (error) {
    await discardFiles(db, storage, stored.keys);
    throw translateReferenceRace(error);
  }
}
