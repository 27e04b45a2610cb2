// A product's options and variants as its form writes them (docs/decisions/030-product-variants.md), inside the
// product's own transaction: each variant sent is matched with a stored one by its id, else by its values; the stored
// ones not sent are deleted, the others updated or inserted. A changed tracked stock needs the form's reason and is
// recorded in the stock history with the variant's name. The product row is then computed from its variants.
import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { products, productVariants, stockMovements } from '@/server/db/schema';
import type { Actor } from '@/server/services/activity/log-activity';
import { refused } from '@/server/services/errors';
import type { VariantInput } from '@/shared/catalog/schemas';
import { combinationKey, type ProductOption, sameValue, variantName } from '@/shared/catalog/variants';
import { PRODUCT_REFUSALS } from './refusals';
import { isStockChange } from './stock-change';

export interface VariantsWrite {
  options: ProductOption[];
  variantes: VariantInput[];
}

/** Whether a write gives the product variants (options and variants both sent, not empty). */
export const hasVariants = (write: Partial<VariantsWrite>) => (write.options?.length ?? 0) > 0 && (write.variantes?.length ?? 0) > 0;

/** The values as the options spell them ('vanille' sent for 'Vanille' is stored 'Vanille'). */
function canonical(options: ProductOption[], valeurs: string[]): string[] {
  return valeurs.map((value, index) => options[index]?.valeurs.find((allowed) => sameValue(allowed, value)) ?? value.trim());
}

interface StoredVariant {
  id: string;
  valeurs: string[];
  stock: number | null;
}

/** The stored variants of a product, locked for the write. */
async function lockVariants(tx: Executor, productId: string): Promise<StoredVariant[]> {
  return tx
    .select({ id: productVariants.id, valeurs: productVariants.valeurs, stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position))
    .for('update');
}

/**
 * Refuses, before anything is written, a variant pointing to a picture the product will not have, or a changed
 * stock without a reason. `stored` is empty for a new product.
 */
export function checkVariantsWrite({
  write,
  stored,
  imageCount,
  reason,
}: {
  write: VariantsWrite;
  stored: StoredVariant[];
  imageCount: number;
  reason: string | null;
}): void {
  const matched = matchVariants(write, stored);
  write.variantes.forEach((variant, index) => {
    if (variant.imageIndex !== null && variant.imageIndex >= imageCount) throw refused(PRODUCT_REFUSALS.variantImageInvalid);
    const before = matched[index];
    if (before && isStockChange(before.stock, variant.stock) && !reason) throw refused(PRODUCT_REFUSALS.stockReasonRequired);
  });
}

/** For each variant sent, the stored variant it is: by id, else by values; undefined for a new one. */
function matchVariants(write: VariantsWrite, stored: StoredVariant[]): (StoredVariant | undefined)[] {
  const byId = new Map(stored.map((variant) => [variant.id, variant]));
  const byValues = new Map(stored.map((variant) => [combinationKey(variant.valeurs), variant]));
  const taken = new Set<string>();
  return write.variantes.map((variant) => {
    const found = (variant._id ? byId.get(variant._id) : undefined) ?? byValues.get(combinationKey(variant.valeurs));
    if (!found || taken.has(found.id)) return undefined;
    taken.add(found.id);
    return found;
  });
}

/** Reads the stored variants of a product (unlocked): what `checkVariantsWrite` compares with before pictures are processed. */
export async function storedVariants({ executor, productId }: { executor: Executor; productId: string }): Promise<StoredVariant[]> {
  return executor
    .select({ id: productVariants.id, valeurs: productVariants.valeurs, stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
}

/**
 * Writes the options and variants of a product in `tx`, then computes the product row from them. Without variants
 * (both lists empty) the product's variants are removed and the product keeps the price and stock its form sent.
 */
export async function writeVariants({
  tx,
  actor,
  productId,
  write,
  imageCount,
  reason,
}: {
  tx: Executor;
  actor: Actor;
  productId: string;
  write: VariantsWrite;
  imageCount: number;
  reason: string | null;
}): Promise<void> {
  const stored = await lockVariants(tx, productId);
  const options = hasVariants(write) ? write.options : [];
  const variants = hasVariants(write) ? write.variantes : [];
  const sent = { options, variantes: variants };
  checkVariantsWrite({ write: sent, stored, imageCount, reason });
  const matched = matchVariants(sent, stored);
  const kept = new Set(matched.flatMap((variant) => (variant ? [variant.id] : [])));
  const removed = stored.filter((variant) => !kept.has(variant.id)).map((variant) => variant.id);
  await tx.update(products).set({ options }).where(eq(products.id, productId));
  for (const id of removed) await tx.delete(productVariants).where(eq(productVariants.id, id));
  // Values moving from one stored variant to another would meet the unique index halfway: the kept ones are first
  // given a placeholder combination of their own.
  for (const variant of matched) {
    if (variant) await tx.update(productVariants).set({ valeurs: [variant.id] }).where(eq(productVariants.id, variant.id));
  }
  for (const [position, variant] of variants.entries()) {
    const valeurs = canonical(options, variant.valeurs);
    const values = {
      valeurs,
      nom: variantName(valeurs),
      prix: variant.prix,
      pourcentPromotion: variant.pourcentPromotion,
      stock: variant.stock,
      reference: variant.reference,
      imageIndex: variant.imageIndex,
      enVente: variant.enVente,
      position,
    };
    const before = matched[position];
    if (!before) {
      await tx.insert(productVariants).values({ productId, ...values });
      continue;
    }
    await tx.update(productVariants).set({ ...values, updatedAt: sql`now()` }).where(eq(productVariants.id, before.id));
    if (isStockChange(before.stock, variant.stock) && reason) {
      const avant = before.stock ?? 0;
      await tx.insert(stockMovements).values({
        productId,
        variantId: before.id,
        variante: values.nom,
        delta: variant.stock - avant,
        avant,
        apres: variant.stock,
        motif: 'manuel',
        commentaire: reason,
        actorId: actor.id,
      });
    }
  }
  if (variants.length > 0) await tx.execute(sql`select sync_product_variants(${productId})`);
}
