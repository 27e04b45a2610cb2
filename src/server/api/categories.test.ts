import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog, subTypes } from '@/server/db/schema';
import { allProducts, categoryByName, productForm } from '@test/catalog-fixtures';
import { type TestAdmin, useTestBackend } from '@test/harness';

const t = useTestBackend({ seed: true });
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
let admin: TestAdmin;
let superAdmin: TestAdmin;

beforeAll(async () => {
  admin = await t().createAdmin({ role: 'admin' });
  superAdmin = await t().createAdmin({ role: 'SUPER_ADMIN' });
});

const post = (json: unknown, token = admin.token) => t().call('POST', '/types/', { json, token });
const put = (id: string, json: unknown, token = admin.token) => t().call('PUT', `/types/${id}`, { json, token });

async function lastActivity() {
  const [row] = await t().db.select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
  return row;
}

describe('category writes need an administrator', () => {
  it('answers 401 to anonymous and badly authenticated writes', async () => {
    const [first] = (await t().call('GET', '/types')).body.data;
    for (const [method, path] of [
      ['POST', '/types/'],
      ['PUT', `/types/${first.id}`],
      ['DELETE', `/types/${first.id}`],
    ]) {
      const anonymous = await t().call(method, path, { json: { nom: 'X' } });
      expect(anonymous).toMatchObject({ status: 401, body: { success: false, message: 'Authentification requise' } });
      const forged = await t().call(method, path, { json: { nom: 'X' }, token: 'not-a-token' });
      expect(forged.status).toBe(401);
    }
    expect((await t().call('GET', `/types/${first.id}`)).body.data.nom).toBe(first.nom);
  });
});

describe('POST /types/', () => {
  it('creates a category with its sub-types, for an ordinary administrator, and logs it', async () => {
    const { status, body } = await post({
      nom: '  Bébé et maman ',
      description: 'Laits, vitamines prénatales et soins pour bébé.',
      sousTypes: [{ nom: 'Laits infantiles' }, { nom: 'Vitamines prénatales' }],
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, status: 201, message: 'La catégorie a été créée avec succès !' });
    expect(body.data).toMatchObject({
      _id: body.data.id,
      nom: 'Bébé et maman',
      accroche: null,
      description: 'Laits, vitamines prénatales et soins pour bébé.',
      nbSousTypes: 2,
      nbProduits: 0,
      nbProduitsTotal: 0,
      nbProduitsEnRupture: 0,
      sousTypes: [
        { _id: expect.any(String), nom: 'Laits infantiles' },
        { _id: expect.any(String), nom: 'Vitamines prénatales' },
      ],
    });
    expect((await t().call('GET', `/types/${body.data.id}`)).body.data).toEqual(body.data);
    expect(await lastActivity()).toMatchObject({
      actorId: admin.id,
      action: 'category.create',
      entityId: body.data.id,
      title: 'Catégorie créée',
      subtitle: 'Bébé et maman',
    });
  });

  it('creates a category without sub-types or description (super administrator too)', async () => {
    const { status, body } = await post({ nom: 'Thés et infusions' }, superAdmin.token);
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ description: null, nbSousTypes: 0, sousTypes: [] });
  });

  it.each([
    [{}, 'nom', 'Le nom est requis'],
    [{ nom: '   ' }, 'nom', 'Le nom est requis'],
    [{ nom: 'x'.repeat(151) }, 'nom', 'Le nom ne peut pas dépasser 150 caractères'],
    [{ nom: 'Ok', description: 'd'.repeat(1001) }, 'description', 'La description ne peut pas dépasser 1000 caractères'],
    [{ nom: 'Ok', sousTypes: [{ nom: ' ' }] }, 'sousTypes.0.nom', 'Le type ne peut pas être vide'],
    [{ nom: 'Ok', sousTypes: [{}] }, 'sousTypes.0.nom', 'Le type ne peut pas être vide'],
    [{ nom: 'Ok', sousTypes: [{ nom: 't'.repeat(31) }] }, 'sousTypes.0.nom', 'Le type ne peut pas dépasser 30 caractères'],
    [{ nom: 'Ok', sousTypes: [{ nom: 'Whey' }, { nom: ' WHEY ' }] }, 'sousTypes.1.nom', 'Ce type existe déjà'],
    [{ nom: 'Ok', sousTypes: ['a', 'b', 'c', 'd', 'e', 'f'].map((nom) => ({ nom })) }, 'sousTypes', 'Limite de 5 types atteinte'],
  ])('refuses %j with 400 and the form message', async (json, field, message) => {
    const { status, body } = await post(json);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, status: 400, message, data: { errors: { [field]: message } } });
  });

  it('takes names differing only by accents as duplicates', async () => {
    const { status, body } = await post({ nom: 'Boissons', sousTypes: [{ nom: 'Énergie' }, { nom: 'energie' }] });
    expect(status).toBe(400);
    expect(body.message).toBe('Ce type existe déjà');
    expect((await t().call('GET', '/types')).body.data.some((c: { nom: string }) => c.nom === 'Boissons')).toBe(false);
  });

  it('refuses a second category of the same name with 409', async () => {
    const { status, body } = await post({ nom: 'PROTEINES' });
    expect(status).toBe(409);
    expect(body.message).toBe('Une catégorie porte déjà ce nom');
  });

  it('refuses a body that is not JSON', async () => {
    const { status, body } = await t().call('POST', '/types', {
      token: admin.token,
      body: '{nom:',
      headers: { 'content-type': 'application/json' },
    });
    expect(status).toBe(400);
    expect(body.message).toBe('Le corps de la requête doit être un JSON valide');
  });

  it('refuses JSON that is not an object with a French 400, and creates nothing', async () => {
    const before = (await t().call('GET', '/types')).body.data.length;
    for (const text of ['[]', '[{"nom":"Boissons"}]', '42', '"Boissons"', 'null', 'true']) {
      const { status, body } = await t().call('POST', '/types/', {
        token: admin.token,
        body: text,
        headers: { 'content-type': 'application/json' },
      });
      expect({ text, status, body }).toEqual({ text, status: 400, body: { success: false, status: 400, code: 'validation_failed', message: 'Données invalides', data: null } });
    }
    expect((await t().call('GET', '/types')).body.data).toHaveLength(before);
  });
});

describe('PUT /types/{id}', () => {
  async function freshCategory(nom: string, types: string[]) {
    const { body } = await post({ nom, description: 'Description gardée', accroche: undefined, sousTypes: types.map((n) => ({ nom: n })) });
    return body.data;
  }

  async function addProduct(categoryId: string, subTypeId: string | null, nom: string) {
    const form = productForm({ nom, prix: 1000, typeProduit: categoryId, sousTypeProduit: subTypeId ?? undefined });
    const { status, body } = await t().call('POST', '/produits', { token: admin.token, body: form });
    expect(status, JSON.stringify(body)).toBe(201);
    return body.data;
  }

  it('keeps a renamed sub-type (sent with its _id) and its products, and keeps the description when left out', async () => {
    const category = await freshCategory('Hygiène', ['Dentifrices', 'Savons']);
    const [dentifrices, savons] = category.sousTypes;
    const product = await addProduct(category.id, dentifrices._id, 'Dentifrice Crest 3D White');

    const { status, body } = await put(category.id, {
      nom: 'Hygiène et soins',
      sousTypes: [
        { _id: dentifrices._id, nom: 'Soins dentaires' },
        { _id: savons._id, nom: 'Savons' },
      ],
    });
    expect(status).toBe(200);
    expect(body.message).toBe('La catégorie a été modifiée avec succès !');
    expect(body.data).toMatchObject({
      nom: 'Hygiène et soins',
      description: 'Description gardée',
      sousTypes: [
        { _id: dentifrices._id, nom: 'Soins dentaires' },
        { _id: savons._id, nom: 'Savons' },
      ],
      nbProduitsTotal: 1,
      nbProduits: 0,
    });
    const reread = (await t().call('GET', `/produits/${product._id}`)).body.data;
    expect(reread.sousTypeProduit).toEqual({ _id: dentifrices._id, nom: 'Soins dentaires' });
    expect(await lastActivity()).toMatchObject({ action: 'category.update', title: 'Catégorie modifiée', actorId: admin.id });
  });

  it('keeps a sub-type sent under its unchanged name without _id, and adds new ones', async () => {
    const category = await freshCategory('Bio et naturel', ['Miels', 'Graines']);
    const [miels, graines] = category.sousTypes;
    const { body } = await put(category.id, { nom: 'Bio et naturel', sousTypes: [{ nom: 'graines' }, { nom: 'Miels' }, { nom: 'Huiles' }] });
    expect(body.data.sousTypes).toEqual([
      { _id: graines._id, nom: 'graines' },
      { _id: miels._id, nom: 'Miels' },
      { _id: expect.any(String), nom: 'Huiles' },
    ]);
    expect(body.data.sousTypes[2]._id).not.toBe(miels._id);
  });

  it('lets two sub-types swap names through their ids', async () => {
    const category = await freshCategory('Échange', ['Alpha', 'Beta']);
    const [alpha, beta] = category.sousTypes;
    const { status, body } = await put(category.id, {
      nom: 'Échange',
      sousTypes: [
        { _id: alpha._id, nom: 'Beta' },
        { _id: beta._id, nom: 'Alpha' },
      ],
    });
    expect(status).toBe(200);
    expect(body.data.sousTypes).toEqual([
      { _id: alpha._id, nom: 'Beta' },
      { _id: beta._id, nom: 'Alpha' },
    ]);
  });

  it('removes a sub-type left out: its products stay in the category without a sub-type', async () => {
    const category = await freshCategory('Maison', ['Cuisine', 'Entretien']);
    const [cuisine, entretien] = category.sousTypes;
    const product = await addProduct(category.id, entretien._id, 'Lingettes Clorox');
    const { body } = await put(category.id, { nom: 'Maison', sousTypes: [{ _id: cuisine._id, nom: 'Cuisine' }] });
    expect(body.data).toMatchObject({ nbSousTypes: 1, nbProduits: 1, nbProduitsTotal: 1 });
    const reread = (await t().call('GET', `/produits/${product._id}`)).body.data;
    expect(reread.typeProduit._id).toBe(category.id);
    expect(reread.sousTypeProduit).toBeNull();
    expect(await t().db.select().from(subTypes).where(eq(subTypes.id, entretien._id))).toHaveLength(0);
  });

  it('keeps the sub-types when the field is left out, and clears them when sent empty', async () => {
    const category = await freshCategory('Animaux', ['Chiens']);
    const kept = await put(category.id, { nom: 'Animaux de compagnie' });
    expect(kept.body.data.sousTypes).toEqual(category.sousTypes);
    const cleared = await put(category.id, { nom: 'Animaux de compagnie', sousTypes: [], description: '' });
    expect(cleared.body.data).toMatchObject({ sousTypes: [], nbSousTypes: 0, description: null });
  });

  it('validates like creation and answers 404 / 400 for unknown or malformed ids', async () => {
    const proteins = await categoryByName(t(), 'Protéines');
    expect((await put(proteins.id, { nom: '' })).body.message).toBe('Le nom est requis');
    expect((await put(proteins.id, { nom: 'Protéines', sousTypes: [{ nom: 'A' }, { nom: 'a' }] })).body.message).toBe(
      'Ce type existe déjà',
    );
    expect((await put(proteins.id, { nom: 'Compléments' })).status).toBe(409);
    expect(await put(UNKNOWN_ID, { nom: 'Rien' })).toMatchObject({ status: 404, body: { message: 'Catégorie non trouvée' } });
    expect(await put('abc', { nom: 'Rien' })).toMatchObject({ status: 400, body: { message: 'Identifiant invalide' } });
    expect((await categoryByName(t(), 'Protéines')).sousTypes).toEqual(proteins.sousTypes);
  });
});

describe('DELETE /types/{id}', () => {
  it('refuses to delete a category that still has products, with 409 and the rewritten message', async () => {
    const proteins = await categoryByName(t(), 'Protéines');
    const { status, body } = await t().call('DELETE', `/types/${proteins.id}`, { token: admin.token });
    expect(status).toBe(409);
    expect(body.message).toBe(
      "Impossible de supprimer cette catégorie car elle contient encore des produits. Veuillez d'abord supprimer tous les produits associés.",
    );
    expect((await allProducts(t(), `&type=${proteins.id}`)).length).toBe(proteins.nbProduitsTotal);
  });

  it('deletes an empty category and its sub-types, and logs it', async () => {
    const { body: createdBody } = await post({ nom: 'Éphémère', sousTypes: [{ nom: 'Un' }, { nom: 'Deux' }] });
    const id = createdBody.data.id;
    const { status, body } = await t().call('DELETE', `/types/${id}`, { token: superAdmin.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'La catégorie a été supprimée avec succès' });
    expect((await t().call('GET', `/types/${id}`)).status).toBe(404);
    expect(await t().db.select().from(subTypes).where(eq(subTypes.categoryId, id))).toHaveLength(0);
    expect(await lastActivity()).toMatchObject({ action: 'category.delete', title: 'Catégorie supprimée', subtitle: 'Éphémère' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t().call('DELETE', `/types/${UNKNOWN_ID}`, { token: admin.token })).status).toBe(404);
    expect((await t().call('DELETE', '/types/42', { token: admin.token })).status).toBe(400);
  });
});
