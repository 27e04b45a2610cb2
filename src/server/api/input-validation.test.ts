// What the database could not take is refused before it gets there, with a French 400 rather than a 500:
// numbers past its 32-bit columns, U+0000 in any text, e-mail addresses a mail server would refuse, and input
// of the wrong shape, whose messages zod writes in French too.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admins, categories } from '@/server/db/schema';
import { type TestAdmin, useTestBackend } from '@test/harness';

const t = useTestBackend({ env: { RATE_LIMIT_LOGIN: '1000/60' } });

const REFUSED_CHARACTER = 'Ce texte contient un caractère non autorisé';
const PRICE_TOO_HIGH = 'Le prix ne peut pas dépasser 100\u00a0000\u00a0000\u00a0FCFA';
const NUL = 'Whey\u0000Gold';

let admin: TestAdmin;
let categoryId: string;

beforeAll(async () => {
  admin = await t().createAdmin();
  const created = await t().call('POST', '/types/', { token: admin.token, json: { nom: 'Protéines', sousTypes: [{ nom: 'Whey' }] } });
  expect(created.status).toBe(201);
  categoryId = created.body.data._id;
});

const product = (fields: Record<string, unknown>) => ({ nom: 'Balance de précision', prix: 15000, typeProduit: categoryId, ...fields });

function expectRefused(result: { status: number; body: { message: string; data: unknown } }, field: string, message: string) {
  expect(result.status, JSON.stringify(result.body)).toBe(400);
  expect(result.body).toMatchObject({ success: false, message, data: { errors: { [field]: message } } });
}

describe('bounded numbers', () => {
  it('takes a price up to 100 000 000 FCFA, promotion included, and refuses more in French', async () => {
    const top = await t().call('POST', '/produits/', { token: admin.token, json: product({ prix: 100_000_000, pourcentPromotion: 25 }) });
    expect(top.status, JSON.stringify(top.body)).toBe(201);
    expect(top.body.data).toMatchObject({ prix: 100_000_000, prixApresPromotion: 75_000_000 });
    // 21 474 837 FCFA and more overflowed the price after promotion.
    const id = top.body.data._id;
    const update = await t().call('PUT', `/produits/${id}`, { token: admin.token, json: product({ prix: 30_000_000, pourcentPromotion: 10 }) });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    expect(update.body.data).toMatchObject({ prix: 30_000_000, prixApresPromotion: 27_000_000 });

    expectRefused(await t().call('POST', '/produits/', { token: admin.token, json: product({ prix: 3_000_000_000 }) }), 'prix', PRICE_TOO_HIGH);
    expectRefused(await t().call('PUT', `/produits/${id}`, { token: admin.token, json: product({ prix: '100000001' }) }), 'prix', PRICE_TOO_HIGH);
  });

  it('refuses a stock past 1 000 000', async () => {
    expectRefused(
      await t().call('POST', '/produits/', { token: admin.token, json: product({ stock: 99_999_999_999 }) }),
      'stock',
      'Le stock ne peut pas dépasser 1\u00a0000\u00a0000',
    );
    const most = await t().call('POST', '/produits/', { token: admin.token, json: product({ nom: 'Gélules', stock: 1_000_000 }) });
    expect(most.status).toBe(201);
    expect(most.body.data.stock).toBe(1_000_000);
  });

  it('limits the product name and description', async () => {
    expectRefused(
      await t().call('POST', '/produits/', { token: admin.token, json: product({ nom: 'n'.repeat(201) }) }),
      'nom',
      'Le nom du produit ne peut pas dépasser 200 caractères',
    );
    expectRefused(
      await t().call('POST', '/produits/', { token: admin.token, json: product({ description: 'd'.repeat(5001) }) }),
      'description',
      'La description ne peut pas dépasser 5000 caractères',
    );
  });

  it('filters the listing on prices up to the bound and refuses larger ones in French', async () => {
    const within = await t().call('GET', '/produits?minPrice=20000000&maxPrice=100000000&sortBy=prix');
    expect(within.status).toBe(200);
    expect(within.body.data.map((p: { prixApresPromotion: number }) => p.prixApresPromotion)).toEqual([27_000_000]);
    expectRefused(await t().call('GET', '/produits?maxPrice=2147483648'), 'maxPrice', 'Le prix maximum ne peut pas dépasser 100\u00a0000\u00a0000\u00a0FCFA');
    expectRefused(await t().call('GET', '/produits?minPrice=2147483648'), 'minPrice', 'Le prix minimum ne peut pas dépasser 100\u00a0000\u00a0000\u00a0FCFA');
  });
});

describe('U+0000 in a text', () => {
  it('is refused in catalogue texts and in the search, and nothing is stored', async () => {
    const before = await t().db.select({ id: categories.id }).from(categories);
    expectRefused(await t().call('POST', '/types/', { token: admin.token, json: { nom: NUL } }), 'nom', REFUSED_CHARACTER);
    expectRefused(
      await t().call('POST', '/types/', { token: admin.token, json: { nom: 'Épices', description: NUL } }),
      'description',
      REFUSED_CHARACTER,
    );
    expectRefused(
      await t().call('PUT', `/types/${categoryId}`, { token: admin.token, json: { nom: 'Protéines', sousTypes: [{ nom: NUL }] } }),
      'sousTypes.0.nom',
      REFUSED_CHARACTER,
    );
    expect(await t().db.select({ id: categories.id }).from(categories)).toHaveLength(before.length);

    expectRefused(await t().call('POST', '/produits/', { token: admin.token, json: product({ nom: NUL }) }), 'nom', REFUSED_CHARACTER);
    const form = new FormData();
    for (const [name, value] of Object.entries(product({ description: NUL }))) form.append(name, String(value));
    expectRefused(await t().call('POST', '/produits/', { token: admin.token, body: form }), 'description', REFUSED_CHARACTER);

    expectRefused(await t().call('GET', `/produits?search=${encodeURIComponent(NUL)}`), 'search', REFUSED_CHARACTER);
  });

  it('is refused in profile names', async () => {
    expectRefused(await t().call('PUT', '/auth/profile', { token: admin.token, json: { nom: NUL, prenom: 'Awa' } }), 'nom', REFUSED_CHARACTER);
    expectRefused(await t().call('PUT', '/auth/profile', { token: admin.token, json: { nom: 'Diop', prenom: NUL } }), 'prenom', REFUSED_CHARACTER);
    const [stored] = await t().db.select().from(admins).where(eq(admins.id, admin.id));
    expect(stored.nom).not.toContain('\u0000');
  });

  it('never reaches the database through a sign-in, an e-mail request or a token', async () => {
    expectRefused(
      await t().call('POST', '/auth/login', { json: { identifier: `awa\u0000@boutique.test`, password: 'x' } }),
      'identifier',
      REFUSED_CHARACTER,
    );
    for (const path of ['/auth/request-password-reset', '/auth/resend-verification']) {
      const answer = await t().call('POST', path, { json: { email: `awa\u0000@boutique.test` } });
      expect(answer.status, path).toBe(400);
    }
    expect((await t().call('POST', '/auth/refresh', { json: { refreshToken: 'a\u0000b' } })).status).toBe(400);
    expect((await t().call('POST', '/auth/reset-password', { json: { token: 'a\u0000b', newPassword: 'secret6' } })).status).toBe(400);
    expect((await t().call('GET', '/auth/verify/a%00b')).status).toBe(400);
  });
});

describe('invitations', () => {
  it('refuse an address a mail server would refuse, with the e-mail message', async () => {
    const superAdmin = await t().createAdmin({ role: 'SUPER_ADMIN' });
    const email = `${'l'.repeat(65)}@boutique.test`;
    expectRefused(
      await t().call('POST', '/auth/admin', { token: superAdmin.token, headers: await t().stepUp(superAdmin), json: { email } }),
      'email',
      'Veuillez saisir une adresse email valide',
    );
    expect(await t().db.select().from(admins).where(eq(admins.email, email))).toEqual([]);
  });
});

describe("zod's own messages", () => {
  it('are French when the input has the wrong shape', async () => {
    expectRefused(
      await t().call('POST', '/types/', { token: admin.token, json: { nom: 'Épices', sousTypes: 'Poivre' } }),
      'sousTypes',
      'Entrée invalide : tableau attendu, chaîne de caractères reçu',
    );
    expectRefused(
      await t().call('PUT', '/auth/profile', { token: admin.token, json: { nom: 'Diop', prenom: 'Awa', nomComplet: 5 } }),
      'nomComplet',
      'Entrée invalide : chaîne de caractères attendu, nombre reçu',
    );
  });

  it('say in French that a null value is empty, where zod would answer "null reçu" (found by the fuzzer)', async () => {
    const empty = 'Ce champ ne peut pas être vide';
    expectRefused(await t().call('PUT', '/auth/profile', { token: admin.token, json: { nom: 'Diop', prenom: 'Awa', email: null } }), 'email', empty);
    expectRefused(
      await t().call('PUT', '/auth/profile', { token: admin.token, json: { nom: 'Diop', prenom: 'Awa', currentPassword: null } }),
      'currentPassword',
      empty,
    );
    expectRefused(await t().call('POST', '/types/', { token: admin.token, json: { nom: 'Épices', sousTypes: null } }), 'sousTypes', empty);
    // A field with a message of its own keeps it.
    expectRefused(await t().call('POST', '/types/', { token: admin.token, json: { nom: null } }), 'nom', 'Le nom est requis');
    const [stored] = await t().db.select().from(admins).where(eq(admins.id, admin.id));
    expect(stored.email).toBe(admin.email);
  });
});
