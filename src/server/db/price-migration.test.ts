// Migration 0005: the price after promotion is computed in 64 bits. A shop that already holds products keeps
// their prices, their price index and their search, and takes prices up to the bound of the product form.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listProducts } from '@/server/services/catalog/list-products';
import { openTestDatabase } from '@test/harness';
import { migrationsBefore } from '@test/migrations';
import { LIMITS } from '@/shared/constants';
import { productQuerySchema } from '@/shared/catalog/schemas';
import { setDatabase } from './client';
import { migrateDatabase } from './migrate';
import { products } from './schema';

describe('upgrading to the 64-bit price after promotion', () => {
  it('keeps the existing prices, index and search, and takes prices up to the bound', async () => {
    const { handle, drop } = await openTestDatabase();
    setDatabase(handle);
    try {
      await migrateDatabase(handle, migrationsBefore('0005_price_after_promotion_64bit'));
      await handle.db.execute(sql`
        with c as (insert into categories (nom) values ('Protéines') returning id)
        insert into products (nom, description, prix, pourcent_promotion, category_id)
        select 'Whey Protéine Gold Standard', 'Isolat de lactosérum.', 52000, 10, id from c
        union all select 'Balance de précision', null, 21000000, 0, id from c`);
      // What the shop could not do before: a price past 21 474 836 FCFA overflowed.
      await expect(
        handle.db.execute(sql`update products set prix = ${LIMITS.priceMax} where nom = 'Balance de précision'`),
      ).rejects.toThrow();

      await migrateDatabase(handle);

      const stored = async () =>
        Object.fromEntries(
          (await handle.db.select({ nom: products.nom, prix: products.prixApresPromotion }).from(products)).map((p) => [p.nom, p.prix]),
        );
      expect(await stored()).toEqual({ 'Whey Protéine Gold Standard': 46800, 'Balance de précision': 21000000 });

      // Both drivers answer raw SQL with `rows`.
      const indexes = (await handle.db.execute(
        sql`select indexdef from pg_indexes where tablename = 'products' and indexname = 'products_price_idx'`,
      )) as unknown as { rows: { indexdef: string }[] };
      // Since 0015 the index holds the price a product is sold at, read from the recomputed column.
      expect(indexes.rows.map((row) => row.indexdef)).toEqual([expect.stringMatching(/prix_apres_promotion.*, id\)$/s)]);

      await handle.db
        .update(products)
        .set({ prix: LIMITS.priceMax, pourcentPromotion: 25 })
        .where(eq(products.nom, 'Balance de précision'));
      expect((await stored())['Balance de précision']).toBe(75_000_000);

      const list = async (query: Record<string, string>) =>
        (await listProducts(productQuerySchema.parse(query))).products.map((p) => [p.nom, p.prixApresPromotion]);
      expect(await list({ sortBy: 'prix' })).toEqual([
        ['Whey Protéine Gold Standard', 46800],
        ['Balance de précision', 75_000_000],
      ]);
      expect(await list({ minPrice: '75000000', maxPrice: String(LIMITS.priceMax) })).toEqual([['Balance de précision', 75_000_000]]);
      expect(await list({ search: 'lactoserum' })).toEqual([['Whey Protéine Gold Standard', 46800]]);
    } finally {
      setDatabase(undefined);
      await handle.close();
      await drop();
    }
  });
});
