// GET /produits/{id}/stock: the latest changes of a product's stock, newest first (docs/api.md) — an order confirmed
// or cancelled (with its reference), or an administrator's change with its reason; who, when, before and after; and,
// for a product with variants, the variant whose stock moved (its name as it was then), or only one variant's.
import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { admins, orders, products, stockMovements } from '@/server/db/schema';
import { refused } from '@/server/services/errors';
import { PRODUCT_REFUSALS } from './refusals';
import { PRODUCT_STATUS_LIMITS } from '@/shared/catalog/product-status';
import type { StockMovement } from '@/shared/catalog/answers';

/** A movement and the name of the variant it is of (null: the product's own stock). */
export type VariantStockMovement = StockMovement & { variante: string | null };

export async function stockHistory({
  id,
  variantId,
  limit = PRODUCT_STATUS_LIMITS.stockHistory,
}: {
  id: string;
  /** Only this variant's movements. */
  variantId?: string;
  limit?: number;
}): Promise<VariantStockMovement[]> {
  const db = getDb();
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
  if (!product) throw refused(PRODUCT_REFUSALS.notFound);
  const rows = await db
    .select({
      id: stockMovements.id,
      delta: stockMovements.delta,
      avant: stockMovements.avant,
      apres: stockMovements.apres,
      motif: stockMovements.motif,
      commentaire: stockMovements.commentaire,
      variante: stockMovements.variante,
      orderId: orders.id,
      reference: orders.reference,
      // The name the administrator goes by, else their e-mail; null when nobody signed in, or the account is gone.
      auteur: sql<string | null>`nullif(trim(${admins.prenom} || ' ' || ${admins.nom}), '')`,
      email: admins.email,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .leftJoin(admins, eq(admins.id, stockMovements.actorId))
    .where(and(eq(stockMovements.productId, id), variantId ? eq(stockMovements.variantId, variantId) : undefined))
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(limit);
  return rows.map((row) => ({
    id: Number(row.id),
    delta: row.delta,
    avant: row.avant,
    apres: row.apres,
    motif: row.motif,
    commentaire: row.commentaire,
    variante: row.variante,
    commande: row.orderId && row.reference ? { _id: row.orderId, reference: row.reference } : null,
    auteur: row.auteur ?? row.email ?? null,
    createdAt: (row.createdAt instanceof Date ? row.createdAt : new Date(row.createdAt)).toISOString(),
  }));
}
