// POST /types/: a category and its sub-types, in one transaction with its activity-log entry.
import 'server-only';
import { getDb } from '@/server/db/client';
import { categories, subTypes } from '@/server/db/schema';
import { type Actor, logActivity } from '@/server/services/activity/log-activity';
import type { CategoryInput } from '@/shared/catalog/schemas';
import type { Category } from '@/shared/catalog/answers';
import { categoryWriteTags } from './cache-tags';
import { invalidateCatalogue } from './read-cache';
import { translateCategoryConflict } from './category-conflicts';
import { findCategory } from './list-categories';
import { CATALOGUE_ACTIVITY_TITLES } from '@/shared/catalog/messages';

export async function createCategory({ actor, input }: { actor: Actor; input: CategoryInput }): Promise<Category> {
  const db = getDb();
  try {
    const category = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(categories)
        .values({ nom: input.nom, accroche: input.accroche ?? null, description: input.description ?? null })
        .returning({ id: categories.id });
      if (input.sousTypes.length > 0) {
        await tx.insert(subTypes).values(input.sousTypes.map((type, position) => ({ categoryId: row.id, nom: type.nom, position })));
      }
      await logActivity({
        actor,
        action: 'category.create',
        entityType: 'category',
        entityId: row.id,
        title: CATALOGUE_ACTIVITY_TITLES.categoryCreated,
        subtitle: input.nom,
        executor: tx,
      });
      return (await findCategory({ id: row.id, executor: tx })) as Category;
    });
    invalidateCatalogue(db, categoryWriteTags(category._id));
    return category;
  } catch (error) {
    throw translateCategoryConflict(error);
  }
}
