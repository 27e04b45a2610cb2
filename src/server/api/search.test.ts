// Search through the catalogue's dictionary: typo tolerance over descriptions, ranking, and the dictionary and
// classification kept right by the database on every write (create, rename, delete, sub-type removal).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { allProducts, productForm } from '@test/catalog-fixtures';
import { type TestAdmin, useTestBackend } from '@test/harness';

const t = useTestBackend({ seed: true });
let admin: TestAdmin;

beforeAll(async () => {
  admin = await t().createAdmin({ role: 'admin' });
});

const names = async (search: string) =>
  (await allProducts(t(), `&search=${encodeURIComponent(search)}`)).map((p) => p.nom as string);

async function dictionary(): Promise<Map<string, number>> {
  const result = (await t().db.execute(sql`select word, occurrences from search_words`)) as unknown as {
    rows: { word: string; occurrences: number }[];
  };
  return new Map(result.rows.map((r) => [r.word, Number(r.occurrences)]));
}

/** The dictionary as it should be: recomputed from every name, description and option value. */
async function expectedDictionary(): Promise<Map<string, number>> {
  const result = (await t().db.execute(sql`
    select w as word, count(*)::int as occurrences
    from (
      select nom || ' ' || coalesce(description, '') || ' ' || coalesce(
        (select string_agg(v, ' ') from jsonb_array_elements(options) o, jsonb_array_elements_text(o -> 'valeurs') v), ''
      ) as t from products
      union all select nom from categories
      union all select nom from sub_types
    ) texts, search_words_of(t) w
    group by w
  `)) as unknown as { rows: { word: string; occurrences: number }[] };
  return new Map(result.rows.map((r) => [r.word, Number(r.occurrences)]));
}

async function expectDictionaryExact() {
  expect(Object.fromEntries(await dictionary())).toEqual(Object.fromEntries(await expectedDictionary()));
}

async function classifications(): Promise<{ stored: string; expected: string }[]> {
  const result = (await t().db.execute(sql`
    select p.classification_text as stored,
      f_unaccent(lower(c.nom || ' ' || coalesce(s.nom, '') || coalesce(' ' || nullif(option_values_text(p.options), ''), ''))) as expected
    from products p join categories c on c.id = p.category_id left join sub_types s on s.id = p.sub_type_id
  `)) as unknown as { rows: { stored: string; expected: string }[] };
  return result.rows;
}

async function expectClassificationsExact() {
  for (const { stored, expected } of await classifications()) expect(stored).toBe(expected);
}

describe('search — typos, descriptions and ranking', () => {
  it('tolerates a typo in a word found only in descriptions', async () => {
    // 'lactosérum' appears only in descriptions; 'lactosreum' swaps two letters.
    expect(await names('lactoserum')).toContain('Whey Protéine Gold Standard Optimum Nutrition');
    expect(await names('lactosreum')).toEqual(await names('lactoserum'));
  });

  it("finds the 'Protéine' products for 'proteine' and 'protien', those named after it first", async () => {
    for (const search of ['proteine', 'protien']) {
      const found = await names(search);
      expect(found).toContain('Protéine Whey Nitro-Tech MuscleTech 1,8 kg');
      expect(found).toContain('Whey Protéine Gold Standard Optimum Nutrition');
      const named = found.map((name) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().includes('protein'));
      expect(named.indexOf(false) === -1 || named.lastIndexOf(true) < named.indexOf(false)).toBe(true);
    }
  });

  it('ranks the products named after the word before those found through a description or a category', async () => {
    const found = await names('whey');
    const named = found.map((name) => name.toLowerCase().includes('whey'));
    expect(named[0]).toBe(true);
    expect(named.includes(false)).toBe(true);
    expect(named.lastIndexOf(true)).toBeLessThan(named.indexOf(false));
  });

  it('keeps a correctly spelt word exact instead of widening it to near spellings', async () => {
    const exact = await names('vitamine');
    expect(exact.length).toBeGreaterThan(0);
    // 'vitamne' is no catalogue word: it is widened to its near spellings ('vitamine', 'vitamins'…).
    expect(await names('vitamne')).toEqual(expect.arrayContaining(exact));
    // 'optimum' is one: it does not also find its near spelling 'optimal', nor 'gainer' find 'gagner'.
    expect(await names('creatine optimum')).not.toContain('Créatine Platinum 100 % MuscleTech 400 g');
  });

  it("meets French and English endings: 'proteine' also finds the 'Proteins' of a brand name", async () => {
    const found = await names('proteine');
    expect(found).toContain('Peptides de Collagène Vital Proteins Nature 567 g');
    const { SEED_PRODUCTS } = await import('@/server/db/seed-data');
    for (const product of SEED_PRODUCTS.filter((p) => /prot[ée]in/i.test(p.nom))) expect(found).toContain(product.nom);
    expect(await names('vitamine')).toEqual(expect.arrayContaining(await names('vitamins')));
  });

  it("lets a boundary between letters and digits not matter: 'omega3' finds what 'omega 3' finds, and back", async () => {
    const spaced = await names('omega 3');
    expect(spaced).toHaveLength(2);
    expect(await names('omega3')).toEqual(spaced);
    expect(await names('vitamine b12')).toEqual(await names('vitamine b 12'));
    expect(await names('vitamine b12')).toContain('Gommes au Vinaigre de Cidre de Pomme Goli 60 gommes');
    expect(await names('vitamine c')).toEqual(expect.arrayContaining(await names('vitamine c 1000')));

    // The other way: words written glued in the catalogue and spaced in the query.
    const category = (await t().call('GET', '/types')).body.data[0];
    const form = productForm({ nom: 'Complexe Omega3 Zoltrane B 12', description: 'Gélules.', prix: 3000, typeProduit: category.id });
    const created = await t().call('POST', '/produits/', { token: admin.token, body: form });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    for (const search of ['omega 3 zoltrane', 'omega3 zoltrane', 'zoltrane b12', 'zoltrane b 12']) {
      expect(await names(search), search).toEqual(['Complexe Omega3 Zoltrane B 12']);
    }
    expect((await t().call('DELETE', `/produits/${created.body.data._id}`, { token: admin.token })).status).toBe(200);
  });

  it('answers in two statements whatever the number of words', async () => {
    const { countQueries } = await import('@test/query-counter');
    const { listProducts } = await import('@/server/services/catalog/list-products');
    const { productQuerySchema } = await import('@/shared/catalog/schemas');
    const { queries } = await countQueries(t().db, () => listProducts(productQuerySchema.parse({ search: 'creatne optimum poudre' })));
    expect(queries).toBe(2);
  });
});

describe('search — the dictionary and classifications follow every write', () => {
  it('match the seeded catalogue', async () => {
    expect((await dictionary()).size).toBeGreaterThan(100);
    await expectDictionaryExact();
    await expectClassificationsExact();
  });

  it('follow a product through creation, rename and deletion', async () => {
    const category = (await t().call('GET', '/types')).body.data[0];
    const form = productForm({
      nom: 'Kombucha Zéphyrine 500 ml',
      description: 'Boisson fermentée au xylophore et au gingembre.',
      prix: 3000,
      typeProduit: category.id,
    });
    const created = await t().call('POST', '/produits/', { token: admin.token, body: form });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data._id;
    expect((await dictionary()).get('zephyrine')).toBe(1);
    expect(await names('xylophroe')).toEqual(['Kombucha Zéphyrine 500 ml']);
    await expectDictionaryExact();

    const renamed = await t().call('PUT', `/produits/${id}`, {
      token: admin.token,
      body: productForm({ nom: 'Kombucha Orangine 500 ml', description: 'Boisson fermentée.', prix: 3000, typeProduit: category.id }),
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const words = await dictionary();
    expect(words.has('zephyrine')).toBe(false);
    expect(words.has('xylophore')).toBe(false);
    expect(words.get('orangine')).toBe(1);
    expect(await names('zephyrine')).not.toContain('Kombucha Orangine 500 ml');
    expect(await names('oranigne')).toContain('Kombucha Orangine 500 ml');
    await expectDictionaryExact();

    expect((await t().call('DELETE', `/produits/${id}`, { token: admin.token })).status).toBe(200);
    expect((await dictionary()).has('orangine')).toBe(false);
    expect(await names('orangine')).not.toContain('Kombucha Orangine 500 ml');
    await expectDictionaryExact();
  });

  it('follow a category and its sub-types through creation, rename, removal and deletion', async () => {
    const created = await t().call('POST', '/types/', {
      token: admin.token,
      json: { nom: 'Apiculture', sousTypes: [{ nom: 'Propolis' }, { nom: 'Miels' }] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const category = created.body.data;
    const [propolis, miels] = category.sousTypes;
    const product = await t().call('POST', '/produits/', {
      token: admin.token,
      body: productForm({ nom: 'Spray buccal 30 ml', prix: 5000, typeProduit: category.id, sousTypeProduit: propolis._id }),
    });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    expect(await names('apiculture')).toEqual(['Spray buccal 30 ml']);
    expect(await names('propolis')).toEqual(['Spray buccal 30 ml']);
    await expectDictionaryExact();
    await expectClassificationsExact();

    const renamed = await t().call('PUT', `/types/${category.id}`, {
      token: admin.token,
      json: { nom: 'Ruchers', sousTypes: [{ _id: propolis._id, nom: 'Gelée royale' }, { _id: miels._id, nom: 'Miels' }] },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await names('apiculture')).not.toContain('Spray buccal 30 ml');
    expect(await names('propolis')).not.toContain('Spray buccal 30 ml');
    expect(await names('ruchers')).toEqual(['Spray buccal 30 ml']);
    expect(await names('gelee royale')).toEqual(['Spray buccal 30 ml']);
    expect((await dictionary()).has('apiculture')).toBe(false);
    await expectDictionaryExact();
    await expectClassificationsExact();

    // The product of a removed sub-type keeps its category and loses the sub-type's words.
    const removed = await t().call('PUT', `/types/${category.id}`, {
      token: admin.token,
      json: { nom: 'Ruchers', sousTypes: [{ _id: miels._id, nom: 'Miels' }] },
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await names('gelee royale')).not.toContain('Spray buccal 30 ml');
    expect(await names('ruchers')).toEqual(['Spray buccal 30 ml']);
    await expectDictionaryExact();
    await expectClassificationsExact();

    expect((await t().call('DELETE', `/produits/${product.body.data._id}`, { token: admin.token })).status).toBe(200);
    expect((await t().call('DELETE', `/types/${category.id}`, { token: admin.token })).status).toBe(200);
    const words = await dictionary();
    expect(words.has('ruchers')).toBe(false);
    expect(words.has('spray')).toBe(false);
    await expectDictionaryExact();
  });

  it('is rebuilt whole after a TRUNCATE, which names no rows', async () => {
    const count = async (tx: Pick<typeof t extends () => infer B ? B : never, 'db'>['db'], word: string) => {
      const result = (await tx.execute(sql`select count(*)::int as n from search_words where word = ${word}`)) as unknown as {
        rows: { n: number }[];
      };
      return Number(result.rows[0].n);
    };
    const rolledBack = new Error('rolled back on purpose');
    await expect(
      t().db.transaction(async (tx) => {
        // Every table naming a product goes with them: the orders' lines and the stock's movements too.
        await tx.execute(sql`truncate product_images, order_lines, stock_movements, product_variants, products`);
        // 'lactoserum' is a description word only; 'whey' is also a sub-type's name.
        expect(await count(tx as never, 'lactoserum')).toBe(0);
        expect(await count(tx as never, 'whey')).toBe(1);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    await expectDictionaryExact();
  });
});
