// PUT /produits/{id}: new pictures replace all the old ones (whose keys are journaled with the rows' deletion and
// whose files are deleted once it is committed); without new pictures the old ones stay. A failed update
// removes the files it wrote (docs/decisions/015-crash-safety.md).
import 'server-only';
import { count, eq, sql } from 'drizzle-orm';
import { type Executor, getDb } from '@/server/db/client';
import { productImages, products } from '@/server/db/schema';
import { type Actor, logActivity } from '@/server/services/activity/log-activity';
import { refused } from '@/server/services/errors';
import { PRODUCT_REFUSALS } from './refusals';
import { prepareUploads, type UploadedFile } from '@/server/services/images/prepare-uploads';
import { getStorage } from '@/server/storage/storage';
import { CATALOGUE_ACTIVITY_TITLES } from '@/shared/catalog/messages';
import type { AdminProduct } from '@/shared/catalog/answers';
import { productWriteTags } from './cache-tags';
import { invalidateCatalogue } from './read-cache';
import { findProduct } from './get-product';
import { discardFiles, forgetKeys, journalKeys, keysOf, storeImages } from './product-image-files';
import { checkProductReferences, translateReferenceRace } from './product-references';
import { type ProductWrite, productValues } from './product-write';
import { isStockChange, lockStock, recordStockChange, requireStockReason } from './stock-change';
import { checkVariantsWrite, hasVariants, storedVariants, writeVariants } from './variant-write';

/** How many pictures the product has now. */
async function countImages({ executor, productId }: { executor: Executor; productId: string }): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(productImages).where(eq(productImages.productId, productId));
  return row?.n ?? 0;
}

export async function updateProduct({
  actor,
  id,
  input,
  files,
}: {
  actor: Actor;
  id: string;
  input: ProductWrite;
  files: UploadedFile[];
}): Promise<AdminProduct> {
  const db = getDb();
  const storage = getStorage();
  const [existing] = await db
    .select({ categoryId: products.categoryId, aLaUne: products.aLaUne, stock: products.stock })
    .from(products).where(eq(products.id, id)).limit(1);
  if (!existing) throw refused(PRODUCT_REFUSALS.notFound);
  // Options and variants left out of the form keep theirs (docs/decisions/030-product-variants.md).
  const variantsSent = input.options !== undefined || input.variantes !== undefined;
  const variants = { options: input.options ?? [], variantes: input.variantes ?? [] };
  const before = await storedVariants({ executor: db, productId: id });
  const withVariants = variantsSent ? hasVariants(variants) : before.length > 0;
  const stock = withVariants ? undefined : input.stock;
  // Refused before any picture is processed; checked again below against the locked rows.
  requireStockReason({ current: existing.stock, next: stock, reason: input.motifStock });
  if (variantsSent && withVariants) {
    const imageCount = files.length > 0 ? files.length : await countImages({ executor: db, productId: id });
    checkVariantsWrite({ write: variants, stored: before, imageCount, reason: input.motifStock });
  }
  const values = productValues(input, withVariants);
  await checkProductReferences({ db, categoryId: values.categoryId, subTypeId: values.subTypeId });
  const prepared = await prepareUploads(files);
  const stored = await storeImages(db, storage, id, input.nom, prepared);
  const replaceImages = prepared.length > 0;

  let obsolete: string[] = [];
  let product: AdminProduct;
  try {
    product = await db.transaction(async (tx) => {
      const locked = await lockStock({ tx, id });
      if (!locked) throw refused(PRODUCT_REFUSALS.notFound);
      requireStockReason({ current: locked.stock, next: stock, reason: input.motifStock });
      const updated = await tx
        .update(products)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(products.id, id))
        .returning({ id: products.id });
      if (updated.length === 0) throw refused(PRODUCT_REFUSALS.notFound);
      if (isStockChange(locked.stock, stock) && input.motifStock) {
        await recordStockChange({ tx, actor, productId: id, avant: locked.stock, apres: stock, reason: input.motifStock });
      }
      if (replaceImages) {
        const old = await tx.delete(productImages).where(eq(productImages.productId, id)).returning({
          storageKey: productImages.storageKey,
          thumbnailKey: productImages.thumbnailKey,
          owned: productImages.owned,
        });
        // Pictures a restored backup brought may still be another shop's: their files stay.
        obsolete = keysOf(old.filter((row) => row.owned));
        await tx.insert(productImages).values(stored.rows);
        await forgetKeys(tx, stored.keys);
        await journalKeys(tx, obsolete);
      } else {
        // The pictures keep their place; only their alternative text follows the product's name.
        await tx.update(productImages).set({ alt: input.nom }).where(eq(productImages.productId, id));
      }
      if (variantsSent) {
        const imageCount = replaceImages ? prepared.length : await countImages({ executor: tx, productId: id });
        await writeVariants({ tx, actor, productId: id, write: variants, imageCount, reason: input.motifStock });
      } else if (withVariants) {
        // The form's price, written above, gives way to the variants' again.
        await tx.execute(sql`select sync_product_variants(${id})`);
      }
      await logActivity({
        actor,
        action: 'product.update',
        entityType: 'product',
        entityId: id,
        title: CATALOGUE_ACTIVITY_TITLES.productUpdated,
        subtitle: input.nom,
        details: replaceImages ? { images: prepared.length } : undefined,
        executor: tx,
      });
      return (await findProduct({ id, executor: tx })) as AdminProduct;
    });
  } catch (error) {
    await discardFiles(db, storage, stored.keys);
    throw translateReferenceRace(error);
  }
  invalidateCatalogue(db, productWriteTags(id, [existing, values]));
  await discardFiles(db, storage, obsolete);
  return product;
}
