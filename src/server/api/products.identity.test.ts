// A product's brand and origin (docs/product.md, "Brand and origin"): optional, at most 60 characters, refused in
// French; answered as `marque` and `origine` (null when not said) by the public and the administrators' reads; an
// update that leaves them out keeps them; the demo's products come from the United States.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '@/server/db/schema';
import { CATALOGUE_VALIDATION as V } from '@/shared/catalog/messages';
import type { AdminProduct } from '@/shared/catalog/answers';
import { productForm } from '@test/catalog-fixtures';
import { type TestAdmin, useTestBackend } from '@test/harness';

const t = useTestBackend({ seed: true });
let admin: TestAdmin;
let categoryId: string;

beforeAll(async () => {
  admin = await t().createAdmin({ role: 'admin' });
  categoryId = (await t().call('POST', '/types', { token: admin.token, json: { nom: 'Épicerie locale' } })).body.data._id;
});

const create = (fields: Record<string, unknown>) => t().call('POST', '/produits', { token: admin.token, json: { typeProduit: categoryId, prix: 3_500, ...fields } });
const stored = async (id: string) => (await t().db.select({ marque: products.marque, origine: products.origine }).from(products).where(eq(products.id, id)))[0];

describe('marque and origine', () => {
  it("are the demo's United States for every seeded product, with no brand", async () => {
    const page = (await t().call('GET', '/produits?limit=100')).body.data as AdminProduct[];
    expect(page.length).toBeGreaterThan(0);
    for (const product of page) expect(product, product.nom).toMatchObject({ origine: 'États-Unis', marque: null });
  });

  it('are saved trimmed, answered by the public and the administrators, and null when blank or absent', async () => {
    const created = await create({ nom: 'Poudre de baobab', marque: '  Jardins de Thiès ', origine: 'Sénégal' });
    expect(created.status, created.body.message).toBe(201);
    expect(created.body.data).toMatchObject({ marque: 'Jardins de Thiès', origine: 'Sénégal' });
    expect(await stored(created.body.data._id)).toEqual({ marque: 'Jardins de Thiès', origine: 'Sénégal' });
    const publicRead = (await t().call('GET', `/produits/${created.body.data._id}`)).body.data;
    expect(publicRead).toMatchObject({ marque: 'Jardins de Thiès', origine: 'Sénégal' });

    const plain = await create({ nom: 'Bissap séché', marque: ' ', origine: '' });
    expect(plain.body.data).toMatchObject({ marque: null, origine: null });
    const none = await create({ nom: 'Thiakry' });
    expect(none.body.data).toMatchObject({ marque: null, origine: null });
    expect(await stored(none.body.data._id)).toEqual({ marque: null, origine: null });
  });

  it('are kept by an update that leaves them out (the specification’s form), changed or cleared by one that sends them', async () => {
    const id = (await create({ nom: 'Miel de Casamance', marque: 'Ruchers du Sud', origine: 'Sénégal' })).body.data._id;
    const form = (fields: Record<string, string | number | boolean>) =>
      t().call('PUT', `/produits/${id}`, { token: admin.token, body: productForm({ typeProduit: categoryId, nom: 'Miel de Casamance', prix: 4_000, ...fields }) });
    expect((await form({})).body.data).toMatchObject({ marque: 'Ruchers du Sud', origine: 'Sénégal' });
    expect((await form({ marque: '', origine: 'Gambie' })).body.data).toMatchObject({ marque: null, origine: 'Gambie' });
    expect(await stored(id)).toEqual({ marque: null, origine: 'Gambie' });
  });

  it('are refused beyond 60 characters, in French, and nothing is stored', async () => {
    const before = (await t().db.select({ id: products.id }).from(products)).length;
    const brand = await create({ nom: 'Produit trop long', marque: 'M'.repeat(61) });
    expect(brand.status).toBe(400);
    expect(brand.body).toMatchObject({ code: 'validation_failed', data: { errors: { marque: V.productBrandMax } } });
    const origin = await create({ nom: 'Produit trop long', origine: 'O'.repeat(61) });
    expect(origin.body).toMatchObject({ code: 'validation_failed', data: { errors: { origine: V.productOriginMax } } });
    expect(V.productOriginMax).toBe("L'origine ne peut pas dépasser 60 caractères");
    expect((await t().db.select({ id: products.id }).from(products)).length).toBe(before);
  });
});
