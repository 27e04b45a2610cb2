// PUT /types/{id} (docs/api.md). Sub-types sent with their `_id`, or under an unchanged name, keep their
// identity (and so their products); the others are new. A sub-type left out is deleted: its products stay
// in the category and lose their sub-type (the foreign key sets it to null). A field left out is kept.
import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { categories, subTypes } from '@/server/db/schema';
import { type Actor, logActivity } from '@/server/services/activity/log-activity';
import { refused } from '@/server/services/errors';
import { CATEGORY_REFUSALS } from './refusals';
import { CATALOGUE_ACTIVITY_TITLES } from '@/shared/catalog/messages';
import type { CategoryUpdateInput } from '@/shared/catalog/schemas';
import type { Category } from '@/shared/catalog/answers';
import { categoryWriteTags } from './cache-tags';
import { invalidateCatalogue } from './read-cache';
import { translateCategoryConflict } from './category-conflicts';
import { findCategory } from './list-categories';

interface ExistingType {
  id: string;
  nom: string;
}

const sameName = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), 'fr', { sensitivity: 'base' }) === 0;

/** Pairs each sent sub-type with the existing one it continues, if any. */
function matchSubTypes(existing: ExistingType[], sent: { _id?: string; nom: string }[]) {
  const unclaimed = new Map(existing.map((type) => [type.id, type]));
  const plan = sent.map((type) => ({ nom: type.nom, existing: undefined as ExistingType | undefined }));
  // Ids first, so that a renamed type is not taken by a new one sent under its old name.
  sent.forEach((type, index) => {
    const byId = type._id ? unclaimed.get(type._id.toLowerCase()) : undefined;
    if (byId) {
      plan[index].existing = byId;
      unclaimed.delete(byId.id);
    }
  });
  sent.forEach((type, index) => {
    if (plan[index].existing) return;
    const byName = [...unclaimed.values()].find((candidate) => sameName(candidate.nom, type.nom));
    if (byName) {
      plan[index].existing = byName;
      unclaimed.delete(byName.id);
    }
  });
  return { plan, removed: [...unclaimed.values()] };
}

export async function updateCategory({ actor, id, input }: { actor: Actor; id: string; input: CategoryUpdateInput }): Promise<Category> {
  const db = getDb();
  try {
    const category = await db.transaction(async (tx) => {
      const [current] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for('update');
      if (!current) throw refused(CATEGORY_REFUSALS.notFound);

      await tx
        .update(categories)
        .set({
          nom: input.nom,
          ...(input.accroche !== undefined ? { accroche: input.accroche } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(categories.id, id));

      let removed: ExistingType[] = [];
      if (input.sousTypes) {
        const existing = await tx
          .select({ id: subTypes.id, nom: subTypes.nom })
          .from(subTypes)
          .where(eq(subTypes.categoryId, id))
          .orderBy(asc(subTypes.position));
        const matched = matchSubTypes(existing, input.sousTypes);
        removed = matched.removed;
        if (removed.length > 0) {
          await tx.delete(subTypes).where(
            inArray(
              subTypes.id,
              removed.map((type) => type.id),
            ),
          );
        }
        // Renames may swap names between sub-types; park the kept ones under their unique id first so that
        // the unique (category, name) index never sees two rows with one name mid-way.
        const kept = matched.plan.filter((entry) => entry.existing && entry.existing.nom !== entry.nom);
        for (const entry of kept) {
          await tx
            .update(subTypes)
            .set({ nom: sql`${subTypes.id}::text` })
            .where(eq(subTypes.id, (entry.existing as ExistingType).id));
        }
        for (const [position, entry] of matched.plan.entries()) {
          if (entry.existing) {
            await tx.update(subTypes).set({ nom: entry.nom, position }).where(eq(subTypes.id, entry.existing.id));
          } else {
            await tx.insert(subTypes).values({ categoryId: id, nom: entry.nom, position });
          }
        }
      }

      await logActivity({
        actor,
        action: 'category.update',
        entityType: 'category',
        entityId: id,
        title: CATALOGUE_ACTIVITY_TITLES.categoryUpdated,
        subtitle: input.nom,
        details: removed.length > 0 ? { sousTypesSupprimes: removed.map((type) => type.nom) } : undefined,
        executor: tx,
      });
      return (await findCategory({ id, executor: tx })) as Category;
    });
    invalidateCatalogue(db, categoryWriteTags(id));
    return category;
  } catch (error) {
    throw translateCategoryConflict(error);
  }
}
