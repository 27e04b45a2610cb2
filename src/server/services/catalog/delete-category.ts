// DELETE /types/{id}: refused (409) while products remain; its sub-types go with it.
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { isForeignKeyViolation } from '@/server/db/errors';
import { categories, products } from '@/server/db/schema';
import { type Actor, logActivity } from '@/server/services/activity/log-activity';
import { refused } from '@/server/services/errors';
import { CATEGORY_REFUSALS } from './refusals';
import { CATALOGUE_ACTIVITY_TITLES } from '@/shared/catalog/messages';
import { categoryWriteTags } from './cache-tags';
import { invalidateCatalogue } from './read-cache';

export async function deleteCategory({ actor, id }: { actor: Actor; id: string }): Promise<void> {
  const db = getDb();
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ nom: categories.nom })
        .from(categories)
        .where(eq(categories.id, id))
        .for('update');
      if (!current) throw refused(CATEGORY_REFUSALS.notFound);
      const [{ count }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(products)
        .where(eq(products.categoryId, id));
      if (count > 0) throw refused(CATEGORY_REFUSALS.notEmpty, { details: { nbProduits: count } });
      await tx.delete(categories).where(eq(categories.id, id));
      await logActivity({
        actor,
        action: 'category.delete',
        entityType: 'category',
        entityId: id,
        title: CATALOGUE_ACTIVITY_TITLES.categoryDeleted,
        subtitle: current.nom,
        executor: tx,
      });
    });
    invalidateCatalogue(db, categoryWriteTags(id));
  } catch (error) {
    // A product added meanwhile by another request: the foreign key refuses the delete.
    if (isForeignKeyViolation(error)) throw refused(CATEGORY_REFUSALS.notEmpty);
    throw error;
  }
}
