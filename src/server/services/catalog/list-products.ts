// GET /produits/: one page of the catalogue, filtered, searched and sorted (docs/api.md).
// Two queries whatever the page: the count, and the page itself with its images.
import 'server-only';
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { products } from '@/server/db/schema';
import type { ProductPage, ProductQuery } from '@/shared/types';
import { paginate } from './pagination';
import { selectProducts } from './product-select';
import { buildSearch, searchTerms } from './search';
import { toProductDto } from './to-product-dto';

function sortOrder(sortBy: ProductQuery['sortBy']): SQL[] {
  switch (sortBy) {
    case 'prix':
      return [asc(products.prixApresPromotion), asc(products.nomNormalise), asc(products.id)];
    case 'aLaUne':
      return [desc(products.aLaUne), desc(products.createdAt), asc(products.id)];
    default:
      return [asc(products.nomNormalise), asc(products.id)];
  }
}

export async function listProducts(query: ProductQuery): Promise<ProductPage> {
  const db = getDb();
  const terms = searchTerms(query.search);
  const search = terms ? buildSearch(terms) : null;
  const conditions: (SQL | undefined)[] = [
    query.type ? eq(products.categoryId, query.type) : undefined,
    query.subtype ? eq(products.subTypeId, query.subtype) : undefined,
    query.minPrice !== null ? gte(products.prixApresPromotion, query.minPrice) : undefined,
    query.maxPrice !== null ? lte(products.prixApresPromotion, query.maxPrice) : undefined,
    search?.condition,
  ];
  const where = and(...conditions);
  // When searching, the best matches come first; the chosen sort orders matches of equal relevance.
  const order = search ? [desc(search.rank), ...sortOrder(query.sortBy)] : sortOrder(query.sortBy);
  const from = search ? db.with(search.patterns) : db;

  const [[{ total }], rows] = await Promise.all([
    from.select({ total: sql<number>`count(*)::int` }).from(products).where(where),
    selectProducts(from)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  return { products: rows.map(toProductDto), pagination: paginate(total, query.page, query.limit) };
}
