// The category and sub-type a product form points at must exist and belong together.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { isForeignKeyViolation } from '@/server/db/errors';
import { categories, subTypes } from '@/server/db/schema';
import { refused } from '@/server/services/errors';
import { PRODUCT_REFUSALS } from './refusals';
import { isUuid } from '@/shared/ids';

const unknownCategory = () => refused(PRODUCT_REFUSALS.categoryUnknown);
const foreignSubType = () => refused(PRODUCT_REFUSALS.subTypeMismatch);

export async function checkProductReferences({
  db,
  categoryId,
  subTypeId,
}: {
  db: Executor;
  categoryId: string;
  subTypeId: string | null;
}): Promise<void> {
  if (!isUuid(categoryId)) throw unknownCategory();
  if (subTypeId !== null && !isUuid(subTypeId)) throw foreignSubType();
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).limit(1);
  if (!category) throw unknownCategory();
  if (subTypeId) {
    const [subType] = await db
      .select({ id: subTypes.id })
      .from(subTypes)
      .where(and(eq(subTypes.id, subTypeId), eq(subTypes.categoryId, categoryId)))
      .limit(1);
    if (!subType) throw foreignSubType();
  }
}

/** A category or sub-type deleted between the check and the write. */
export function translateReferenceRace(error: unknown): unknown {
  return isForeignKeyViolation(error) ? unknownCategory() : error;
}
