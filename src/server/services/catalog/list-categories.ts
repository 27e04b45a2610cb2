// GET /types/: every category with its counts and sub-types, in two queries whatever their number.
import 'server-only';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Executor, getDb } from '@/server/db/client';
import { categories, products, subTypes } from '@/server/db/schema';
import type { Category, Ref } from '@/shared/catalog/answers';
import { outOfStock } from './out-of-stock';
import { visibleToShoppers } from './visibility';

const iso = (value: Date) => value.toISOString();

async function loadCategories(db: Executor, where?: SQL): Promise<Category[]> {
  const counts = db
    .select({
      categoryId: products.categoryId,
      total: sql<number>`count(*)::int`.as('total'),
      direct: sql<number>`(count(*) filter (where ${products.subTypeId} is null))::int`.as('direct'),
      rupture: sql<number>`(count(*) filter (where ${outOfStock}))::int`.as('rupture'),
    })
    .from(products)
    // The counts shoppers see: drafts and hidden expired products are not counted (docs/product.md).
    .where(visibleToShoppers())
    .groupBy(products.categoryId)
    .as('counts');
  const rows = await db
    .select({
      id: categories.id,
      nom: categories.nom,
      accroche: categories.accroche,
      description: categories.description,
      createdAt: categories.createdAt,
      updatedAt: categories.updatedAt,
      total: sql<number>`coalesce(${counts.total}, 0)`,
      direct: sql<number>`coalesce(${counts.direct}, 0)`,
      rupture: sql<number>`coalesce(${counts.rupture}, 0)`,
    })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .where(where)
    .orderBy(asc(categories.createdAt), asc(categories.nomNormalise));
  if (rows.length === 0) return [];

  const types = await db
    .select({ id: subTypes.id, nom: subTypes.nom, categoryId: subTypes.categoryId })
    .from(subTypes)
    .where(
      inArray(
        subTypes.categoryId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(subTypes.position), asc(subTypes.createdAt), asc(subTypes.nomNormalise));
  const byCategory = new Map<string, Ref[]>();
  for (const type of types) {
    const list = byCategory.get(type.categoryId) ?? [];
    list.push({ _id: type.id, nom: type.nom });
    byCategory.set(type.categoryId, list);
  }

  return rows.map((row) => {
    const sousTypes = byCategory.get(row.id) ?? [];
    return {
      _id: row.id,
      id: row.id,
      nom: row.nom,
      accroche: row.accroche,
      description: row.description,
      nbSousTypes: sousTypes.length,
      nbProduits: row.direct,
      nbProduitsTotal: row.total,
      nbProduitsEnRupture: row.rupture,
      sousTypes,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    };
  });
}

export function listCategories(): Promise<Category[]> {
  return loadCategories(getDb());
}

/** One category in the same shape, or null. Used by get-category and, inside their transaction, the write services. */
export async function findCategory({ id, executor = getDb() }: { id: string; executor?: Executor }): Promise<Category | null> {
  const [category] = await loadCategories(executor, eq(categories.id, id));
  return category ?? null;
}
