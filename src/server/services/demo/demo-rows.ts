// Which rows the demo seed made and nobody has touched since (docs/product.md, "Removing the demo data"): the removal
// deletes these, and only these. No column says it: the seed (src/server/db/seed.ts) writes every row in one
// transaction with the `demo_catalogue_seeded` marker of app_meta, so
//   - the marker's `updated_at`, which nothing else writes, is that transaction's time (`now()`, the same for the
//     whole transaction on PGlite and PostgreSQL, to the microsecond), and so are the `created_at` of the demo's
//     sub-types and pictures, which take the column's default;
//   - the categories, products and orders are dated by the seed itself, before that time (the products spread
//     over the last weeks, the orders over the last three): every row the shop writes later is dated after it, by
//     the same database clock;
//   - every change of a category, a product or an order sets its `updated_at` to its own transaction's time, after
//     the seed's: a demo row whose `updated_at` is still before that time was never changed.
// What is removed, from there:
//   - an order dated before the seed's time, never changed since, whose history names no administrator;
//   - a product dated before it and never edited (`updated_at` = `created_at`), whose pictures are all the seed's,
//     that no other order names and whose stock moved only for the orders removed;
//   - a category dated before it and never edited, whose sub-types are all the seed's, left without products;
//   - the stock movements of the orders removed.
// A demo product the owner edited or sold, a demo category holding one of the owner's products (or a demo product
// kept), an order the owner confirmed, changed or annotated, stay, with their pictures, lines and history.
import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { SEEDED_MARKER } from '@/server/db/seed';
import type { DemoCounts } from '@/shared/demo/messages';

/** What the marker says: whether the demo was seeded and when it was removed, if it was. */
export interface DemoMarker {
  removedAt: string | null;
}

export interface DemoRows {
  orderIds: string[];
  productIds: string[];
  categoryIds: string[];
}

/** The seed's transaction time, read in SQL: a JavaScript Date would lose its microseconds. */
const SEEDED_AT = sql`(select updated_at from app_meta where key = ${SEEDED_MARKER})`;

/** Rows of a raw query, from PGlite or node-postgres alike. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const ids = (result: unknown) => rowsOf<{ id: string }>(result).map((row) => row.id);

/** The marker, locked until the transaction ends when `lock` (two removals take turns); null when never seeded. */
export async function readDemoMarker({ tx, lock = false }: { tx: Executor; lock?: boolean }): Promise<DemoMarker | null> {
  const [row] = rowsOf<{ value: { removedAt?: string } | null }>(
    await tx.execute(sql`select value from app_meta where key = ${SEEDED_MARKER} ${lock ? sql`for update` : sql``}`),
  );
  if (!row) return null;
  return { removedAt: row.value?.removedAt ?? null };
}

/**
 * The demo's rows nobody touched. With `lock`, in the removal's transaction: the categories first (a product created
 * in one meanwhile waits, then fails on its foreign key), then the orders and the products, each row checked again
 * once locked, so that a change committed meanwhile keeps its row.
 */
export async function findDemoRows({ tx, lock = false }: { tx: Executor; lock?: boolean }): Promise<DemoRows> {
  const forUpdate = lock ? sql`for update` : sql``;
  const candidateCategories = ids(
    await tx.execute(sql`
      select c.id from categories c
      where c.created_at < ${SEEDED_AT} and c.updated_at = c.created_at
        and not exists (select 1 from sub_types s where s.category_id = c.id and s.created_at <> ${SEEDED_AT})
      order by c.id ${forUpdate}`),
  );
  const orderIds = ids(
    await tx.execute(sql`
      select o.id from orders o
      where o.created_at < ${SEEDED_AT} and o.updated_at < ${SEEDED_AT} and o.created_by is null
        and not exists (
          select 1 from order_events e
          where e.order_id = o.id and (e.actor_id is not null or e.created_at >= ${SEEDED_AT}))
      order by o.id ${forUpdate}`),
  );
  const removedOrders = orderIds.length > 0 ? sql`array[${sql.join(orderIds.map((id) => sql`${id}::uuid`), sql`, `)}]` : sql`array[]::uuid[]`;
  const productIds = ids(
    await tx.execute(sql`
      select p.id from products p
      where p.created_at < ${SEEDED_AT} and p.updated_at = p.created_at
        and not exists (select 1 from product_images i where i.product_id = p.id and i.created_at <> ${SEEDED_AT})
        and not exists (select 1 from order_lines l where l.product_id = p.id and l.order_id <> all(${removedOrders}))
        and not exists (
          select 1 from stock_movements m
          where m.product_id = p.id and (m.order_id is null or m.order_id <> all(${removedOrders})))
      order by p.id ${forUpdate}`),
  );
  const removedProducts = productIds.length > 0 ? sql`array[${sql.join(productIds.map((id) => sql`${id}::uuid`), sql`, `)}]` : sql`array[]::uuid[]`;
  const categoryIds =
    candidateCategories.length === 0
      ? []
      : ids(
          await tx.execute(sql`
            select c.id from categories c
            where c.id = any(array[${sql.join(candidateCategories.map((id) => sql`${id}::uuid`), sql`, `)}])
              and not exists (select 1 from products p where p.category_id = c.id and p.id <> all(${removedProducts}))
            order by c.id`),
        );
  return { orderIds, productIds, categoryIds };
}

export const countsOf = (rows: DemoRows): DemoCounts => ({
  categories: rows.categoryIds.length,
  produits: rows.productIds.length,
  commandes: rows.orderIds.length,
});

export const hasRows = (rows: DemoRows) => rows.orderIds.length + rows.productIds.length + rows.categoryIds.length > 0;
