import { describe, expect, it } from 'vitest';
import { allProducts } from '@test/catalog-fixtures';
import { useTestBackend } from '@test/harness';

const t = useTestBackend({ seed: true });

describe('GET /types/', () => {
  it('lists every category with its counts and sub-types, with or without the trailing slash', async () => {
    const { status, body } = await t().call('GET', '/types/');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(8);
    expect((await t().call('GET', '/types')).body.data).toEqual(body.data);
    const proteins = body.data.find((c: { nom: string }) => c.nom === 'Protéines');
    expect(proteins).toMatchObject({
      _id: proteins.id,
      accroche: 'Les protéines américaines de référence',
      description: expect.stringContaining('Whey'),
      nbSousTypes: 4,
      sousTypes: [
        { _id: expect.any(String), nom: 'Whey' },
        { _id: expect.any(String), nom: 'Caséine' },
        { _id: expect.any(String), nom: 'Protéines végétales' },
        { _id: expect.any(String), nom: 'Gainers' },
      ],
    });
  });

  it('counts products as the product list sees them', async () => {
    const products = await allProducts(t());
    const { body } = await t().call('GET', '/types');
    let total = 0;
    for (const category of body.data) {
      const own = products.filter((p) => p.typeProduit._id === category.id);
      expect(category.nbProduitsTotal).toBe(own.length);
      expect(category.nbProduits).toBe(own.filter((p) => p.sousTypeProduit === null).length);
      expect(category.nbProduitsEnRupture).toBe(own.filter((p) => p.enRupture || p.stock === 0).length);
      expect(category.nbSousTypes).toBe(category.sousTypes.length);
      total += category.nbProduitsTotal;
    }
    expect(total).toBe(60);
    const direct = body.data.find((c: { nom: string }) => c.nom === 'Minceur et énergie');
    expect(direct).toMatchObject({ nbSousTypes: 0, sousTypes: [] });
    expect(direct.nbProduits).toBe(direct.nbProduitsTotal);
  });
});

describe('GET /types/{id}', () => {
  it('answers one category, with or without the trailing slash', async () => {
    const list = await t().call('GET', '/types');
    const first = list.body.data[0];
    const one = await t().call('GET', `/types/${first.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(first);
    expect((await t().call('GET', `/types/${first.id}/`)).body.data).toEqual(first);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(await t().call('GET', '/types/00000000-0000-4000-8000-000000000000')).toMatchObject({
      status: 404,
      body: { success: false, message: 'Catégorie non trouvée' },
    });
    expect(await t().call('GET', '/types/proteines')).toMatchObject({ status: 400, body: { message: 'Identifiant invalide' } });
  });
});
