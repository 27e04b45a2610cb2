// GET /produits/{id}/stock: the latest changes of a product's stock, newest first (docs/api.md) — an order confirmed
// or cancelled (with its reference), or an administrator's change with its reason; who, when, before and after.
import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { admins, orders, products, stockMovements } from '@/server/db/schema';
import { refused } from '@/server/services/errors';
import { PRODUCT_REFUSALS } from './refusals';
import { PRODUCT_STATUS_LIMITS } from '@/shared/catalog/product-status';
import type { StockMovement } from '@/shared/catalog/answers';

export async function stockHistory({ id, limit = PRODUCT_STATUS_LIMITS.stockHistory }: { id: string; limit?: number }): Promise<StockMovement[]> {
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
    .where(eq(stockMovements.productId, id))
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(limit);
  return rows.map((row) => ({
    id: Number(row.id),
    delta: row.delta,
    avant: row.avant,
    apres: row.apres,
    motif: row.motif,
    commentaire: row.commentaire,
    commande: row.orderId && row.reference ? { _id: row.orderId, reference: row.reference } : null,
    auteur: row.auteur ?? row.email ?? null,
    createdAt: (row.createdAt instanceof Date ? row.createdAt : new Date(row.createdAt)).toISOString(),
  }));
}
