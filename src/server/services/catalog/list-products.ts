// GET /produits/: one page of the catalogue, filtered, searched and sorted (docs/api.md).
// Two queries whatever the page: the count, and the page itself with its images.
import 'server-only';
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { products } from '@/server/db/schema';
import type { AlertKind } from '@/shared/alerts/rules';
import type { ProductStatus } from '@/shared/catalog/product-status';
import type { ProductQuery } from '@/shared/types';
import type { AdminProduct, ProductPage } from '@/shared/catalog/answers';
import type { Pagination } from '@/shared/answers';
import { alertCondition } from '@/server/services/alerts/alert-rules';
import { paginate } from './pagination';
import { selectProducts } from './product-select';
import { buildSearch, searchTerms } from './search';
import { toAdminProductDto, toProductDto } from './to-product-dto';
import { visibleToShoppers } from './visibility';

/**
 * The price a product is sold at (`salePrice` of src/shared/orders/pricing.ts: the price after promotion is never
 * above the base price), as the index `products_price_idx` holds it: sorting by price and the price filters read it.
 */
const salePriceSql = sql<number>`(case when ${products.prixApresPromotion} > 0 then ${products.prixApresPromotion} else ${products.prix} end)`;

function sortOrder(sortBy: ProductQuery['sortBy']): SQL[] {
  switch (sortBy) {
    case 'prix':
      return [asc(salePriceSql), asc(products.nomNormalise), asc(products.id)];
    case 'aLaUne':
      return [desc(products.aLaUne), desc(products.createdAt), asc(products.id)];
    default:
      return [asc(products.nomNormalise), asc(products.id)];
  }
}

/** Administrators' listing (GET /produits?statut=&alerte=): drafts included or alone, an alert's products. */
export interface AdminListing {
  statut: ProductStatus | null;
  alerte: AlertKind | null;
  /** Dakar's calendar day and the shop's default threshold, which the alerts are judged by (the dashboard's rules). */
  today: string;
  defaultThreshold: number;
}

function adminConditions(admin: AdminListing): (SQL | undefined)[] {
  return [
    admin.statut === 'brouillon' ? eq(products.brouillon, true) : admin.statut === 'publie' ? eq(products.brouillon, false) : undefined,
    admin.alerte ? alertCondition(admin.alerte, admin) : undefined,
  ];
}

/** The catalogue as shoppers see it: neither drafts nor hidden expired products. */
export async function listProducts(query: ProductQuery): Promise<ProductPage> {
  const { rows, pagination } = await readPage(query, [visibleToShoppers()]);
  return { products: rows.map(toProductDto), pagination };
}

/** The same listing for administrators, in their shape, drafts and every alert's products included. */
export async function listAdminProducts({ query, admin }: { query: ProductQuery; admin: AdminListing }): Promise<{ products: AdminProduct[]; pagination: Pagination }> {
  const { rows, pagination } = await readPage(query, adminConditions(admin));
  return { products: rows.map(toAdminProductDto), pagination };
}

async function readPage(query: ProductQuery, scope: (SQL | undefined)[]) {
  const db = getDb();
  const terms = searchTerms(query.search);
  const search = terms ? buildSearch(terms) : null;
  const conditions: (SQL | undefined)[] = [
    query.type ? eq(products.categoryId, query.type) : undefined,
    query.subtype ? eq(products.subTypeId, query.subtype) : undefined,
    query.minPrice !== null ? gte(salePriceSql, query.minPrice) : undefined,
    query.maxPrice !== null ? lte(salePriceSql, query.maxPrice) : undefined,
    search?.condition,
    ...scope,
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
  return { rows, pagination: paginate(total, query.page, query.limit) };
}
