// The database's generated price after promotion (`products.prix_apres_promotion`, which sorting by price and the
// price filters read) is the orders' pricing's `priceAfterPromotion` (src/shared/orders/pricing.ts), for every base
// price and promotion the products may hold: both round half up, the database in numeric, the module in doubles.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestBackend } from '@test/harness';
import { LIMITS } from '@/shared/constants';
import { priceAfterPromotion } from '@/shared/orders/pricing';
import { products } from './schema';

const t = useTestBackend();

describe('the generated price after promotion', () => {
  it('equals the pricing module over many prices and promotions, the ends and the halves included', async () => {
    const admin = await t().createAdmin({ role: 'admin' });
    const category = await t().call('POST', '/types', { token: admin.token, json: { nom: `Colonne ${randomUUID().slice(0, 6)}` } });
    const drawn = fc.sample(
      fc.record({
        prix: fc.oneof(fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 0, max: LIMITS.priceMax }), fc.constantFrom(1, 3, 50, 150, 21_474_837, LIMITS.priceMax)),
        pourcentPromotion: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constantFrom(0, 1, 50, 99, 100)),
      }),
      { numRuns: 1_500, seed: 32 },
    );
    // Halves: prix × (100 − p) ending in 50, where a rounding rule shows.
    const halves = [1, 3, 5, 7, 9, 11, 101, 12_345].flatMap((prix) => [50, 10, 30, 70, 90].map((pourcentPromotion) => ({ prix, pourcentPromotion })));
    const rows = await t()
      .db.insert(products)
      .values([...drawn, ...halves].map((values, index) => ({ ...values, nom: `Prix ${index}`, categoryId: category.body.data._id })))
      .returning({ prix: products.prix, pourcentPromotion: products.pourcentPromotion, prixApresPromotion: products.prixApresPromotion });
    expect(rows).toHaveLength(drawn.length + halves.length);
    const differing = rows.filter((row) => row.prixApresPromotion !== priceAfterPromotion(row.prix, row.pourcentPromotion));
    expect(differing).toEqual([]);
  });
});
