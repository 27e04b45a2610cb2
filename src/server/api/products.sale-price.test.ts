// Sorting by price and the price filters read the price a product is sold at (docs/product.md, "Prices and
// promotions"): a promotion of 100 % sells at the base price, so it sorts and filters there, not at 0 FCFA.
import { describe, expect, it } from 'vitest';
import { useTestBackend } from '@test/harness';
import { products } from '@/server/db/schema';

const t = useTestBackend();

describe('GET /produits by the price a product is sold at', () => {
  it('places a product at 100 % by its base price, in the sort and in the price filters', async () => {
    const admin = await t().createAdmin({ role: 'admin' });
    const category = await t().call('POST', '/types', { token: admin.token, json: { nom: 'Épices' } });
    await t()
      .db.insert(products)
      .values([
        { nom: 'Cannelle', prix: 2_000, pourcentPromotion: 0 },
        { nom: 'Curcuma', prix: 9_000, pourcentPromotion: 100 },
        { nom: 'Gingembre', prix: 8_000, pourcentPromotion: 50 },
        { nom: 'Poivre', prix: 5_000, pourcentPromotion: 0 },
      ].map((values) => ({ ...values, categoryId: category.body.data._id })));

    const names = async (query: string) => (await t().call('GET', `/produits?${query}`)).body.data.map((p: { nom: string }) => p.nom);
    expect(await names('sortBy=prix')).toEqual(['Cannelle', 'Gingembre', 'Poivre', 'Curcuma']);
    expect(await names('maxPrice=1000')).toEqual([]);
    expect(await names('minPrice=9000&maxPrice=9000')).toEqual(['Curcuma']);
    expect(await names('minPrice=4000&maxPrice=5000&sortBy=prix')).toEqual(['Gingembre', 'Poivre']);
  });
});
