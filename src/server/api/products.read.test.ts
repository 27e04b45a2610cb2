import { describe, expect, it } from 'vitest';
import { allProducts, categoryByName, formOfProduct, normalise } from '@test/catalog-fixtures';
import { useTestBackend } from '@test/harness';
import type { Product } from '@/shared/catalog/answers';

const t = useTestBackend({ seed: true });
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('GET /produits/ — pagination', () => {
  it('answers the first page of 20 with the pagination object docs/api.md describes', async () => {
    const { status, body } = await t().call('GET', '/produits/');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(20);
    expect(body.pagination).toEqual({ current: 1, pages: 3, total: 60, limit: 20, hasPrev: false, hasNext: true });
  });

  it('does the page arithmetic for any page size', async () => {
    const middle = await t().call('GET', '/produits?page=2&limit=7');
    expect(middle.body.pagination).toEqual({ current: 2, pages: 9, total: 60, limit: 7, hasPrev: true, hasNext: true });
    const last = await t().call('GET', '/produits?page=9&limit=7');
    expect(last.body.data).toHaveLength(4);
    expect(last.body.pagination).toMatchObject({ current: 9, pages: 9, hasPrev: true, hasNext: false });
    const beyond = await t().call('GET', '/produits?page=10&limit=7');
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.pagination).toMatchObject({ current: 10, pages: 9, total: 60, hasNext: false });
  });

  it('reads a parameter sent twice as its first value, and only from the query string', async () => {
    const twice = await t().call('GET', '/produits?limit=7&limit=500&page=2&page=abc');
    expect(twice.status).toBe(200);
    expect(twice.body.pagination).toMatchObject({ current: 2, limit: 7 });
    const reversed = await t().call('GET', '/produits?limit=500&limit=7');
    expect(reversed.status).toBe(400);
    // Cookies are not read for its choices.
    const elsewhere = await t().call('GET', '/produits?limit=7', { headers: { cookie: 'limit=500; page=3' } });
    expect(elsewhere.body.pagination).toMatchObject({ current: 1, limit: 7 });
  });

  it('pages through every product exactly once', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 6; page += 1) {
      const { body } = await t().call('GET', `/produits?page=${page}&limit=10`);
      seen.push(...body.data.map((p: { _id: string }) => p._id));
    }
    expect(new Set(seen).size).toBe(60);
  });

  it('counts an empty result as one empty page', async () => {
    const { body } = await t().call('GET', '/produits?search=zzzqqqxxx');
    expect(body.data).toEqual([]);
    expect(body.pagination).toEqual({ current: 1, pages: 1, total: 0, limit: 20, hasPrev: false, hasNext: false });
  });

  it.each([
    ['page=0', 'Le numéro de page doit être un entier supérieur ou égal à 1'],
    ['page=abc', 'Le numéro de page doit être un entier supérieur ou égal à 1'],
    ['page=1.5', 'Le numéro de page doit être un entier supérieur ou égal à 1'],
    ['limit=0', 'Le nombre de produits par page doit être compris entre 1 et 100'],
    ['limit=101', 'Le nombre de produits par page doit être compris entre 1 et 100'],
    ['sortBy=nom', "Le tri doit être 'alphabet', 'prix' ou 'aLaUne'"],
    ['minPrice=-5', 'Le prix minimum doit être un nombre entier positif'],
    ['maxPrice=beaucoup', 'Le prix maximum doit être un nombre entier positif'],
    ['minPrice=20000&maxPrice=10000', 'Le prix minimum ne peut pas dépasser le prix maximum'],
    ['type=pas-un-id', 'Identifiant invalide'],
    ['subtype=123', 'Identifiant invalide'],
    [`search=${'a'.repeat(101)}`, 'La recherche ne peut pas dépasser 100 caractères'],
  ])('refuses %s with 400 and a French message', async (query, message) => {
    const { status, body } = await t().call('GET', `/produits?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, status: 400, message });
    expect(Object.values(body.data.errors)).toContain(message);
  });

  it('treats blank parameters as not given', async () => {
    const { status, body } = await t().call('GET', '/produits?page=&limit=&sortBy=&minPrice=&maxPrice=&search=%20&type=&subtype=');
    expect(status).toBe(200);
    expect(body.pagination).toMatchObject({ current: 1, limit: 20, total: 60 });
  });
});

describe('GET /produits/ — sorting and filters', () => {
  it('sorts alphabetically by default, ignoring case and accents', async () => {
    const names = (await allProducts(t())).map((p) => normalise(p.nom));
    expect(names).toHaveLength(60);
    expect(names).toEqual([...names].sort());
  });

  it('sorts by the price actually paid', async () => {
    const products = await allProducts(t(), '&sortBy=prix');
    const prices = products.map((p) => p.prixApresPromotion);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // A discounted product is placed by its discounted price, not its base price.
    expect(products.some((p) => p.prixApresPromotion < p.prix)).toBe(true);
  });

  it('puts featured products first with sortBy=aLaUne', async () => {
    const flags = (await allProducts(t(), '&sortBy=aLaUne')).map((p) => p.aLaUne);
    const featured = flags.filter(Boolean).length;
    expect(featured).toBeGreaterThan(0);
    expect(flags.slice(0, featured).every(Boolean)).toBe(true);
  });

  it('filters on the price after promotion, bounds included', async () => {
    const all = await allProducts(t());
    const expected = all.filter((p) => p.prixApresPromotion >= 10000 && p.prixApresPromotion <= 30000).length;
    const filtered = await allProducts(t(), '&minPrice=10000&maxPrice=30000');
    expect(filtered).toHaveLength(expected);
    expect(filtered.every((p) => p.prixApresPromotion >= 10000 && p.prixApresPromotion <= 30000)).toBe(true);
    const discounted = all.find((p) => p.prixApresPromotion < p.prix);
    const exact = await allProducts(t(), `&minPrice=${discounted.prixApresPromotion}&maxPrice=${discounted.prixApresPromotion}`);
    expect(exact.map((p) => p._id)).toContain(discounted._id);
  });

  it('filters by category (type) and by sub-type (subtype)', async () => {
    const proteins = await categoryByName(t(), 'Protéines');
    const byCategory = await allProducts(t(), `&type=${proteins.id}`);
    expect(byCategory).toHaveLength(proteins.nbProduitsTotal);
    expect(byCategory.every((p) => p.typeProduit._id === proteins.id)).toBe(true);
    const whey = proteins.sousTypes.find((s: { nom: string }) => s.nom === 'Whey');
    const bySubType = await allProducts(t(), `&type=${proteins.id}&subtype=${whey._id}`);
    expect(bySubType.length).toBeGreaterThan(0);
    expect(bySubType.length).toBeLessThan(byCategory.length);
    expect(bySubType.every((p) => p.sousTypeProduit?._id === whey._id)).toBe(true);
    const unknown = await t().call('GET', `/produits?type=${'0'.repeat(8)}-0000-4000-8000-000000000000`);
    expect(unknown.body.data).toEqual([]);
  });

  it('combines search, filter, sort and pagination', async () => {
    const { status, body } = await t().call('GET', '/produits?search=whey&sortBy=prix&maxPrice=60000&limit=2');
    expect(status).toBe(200);
    // The first page: the two cheapest of the products named after the word, under the bound.
    expect(body.data.map((p: { nom: string; prixApresPromotion: number }) => [p.nom, p.prixApresPromotion])).toEqual([
      // The Gold Standard 'à partir de' its cheapest variant (docs/product.md, "Variants").
      ['Whey Protéine Gold Standard Optimum Nutrition', 29000],
      ['Protéine Whey Nitro-Tech MuscleTech 1,8 kg', 38250],
    ]);
    expect(body.pagination).toEqual({ current: 1, pages: 3, total: 5, limit: 2, hasPrev: false, hasNext: true });

    // Page by page: every product the search finds under the bound, once, named after the word first, each
    // group by price paid, lowest first.
    const pages = [body.data];
    for (const page of [2, 3]) {
      const next = await t().call('GET', `/produits?search=whey&sortBy=prix&maxPrice=60000&limit=2&page=${page}`);
      expect(next.body.pagination).toMatchObject({ current: page, pages: 3, total: 5 });
      pages.push(next.body.data);
    }
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    const found = pages.flat() as { nom: string; prixApresPromotion: number }[];
    const unbounded = await allProducts(t(), '&search=whey');
    expect(unbounded.some((p) => p.prixApresPromotion > 60000)).toBe(true);
    expect(found.map((p) => p.nom).sort()).toEqual(unbounded.filter((p) => p.prixApresPromotion <= 60000).map((p) => p.nom).sort());
    const named = found.filter((p) => normalise(p.nom).includes('whey'));
    const others = found.filter((p) => !normalise(p.nom).includes('whey'));
    expect(named.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    const byPrice = (list: typeof found) => [...list].sort((a, b) => a.prixApresPromotion - b.prixApresPromotion);
    expect(found).toEqual([...byPrice(named), ...byPrice(others)]);
  });
});

describe('GET /produits/ — search', () => {
  const names = async (search: string) =>
    (await allProducts(t(), `&search=${encodeURIComponent(search)}`)).map((p) => p.nom as string);

  it.each(['proteine', 'Protéine', 'PROTEINE', 'protien', 'protéine'])(
    "finds the 'Protéine' products for %s, best matches first",
    async (search) => {
      const found = await names(search);
      const expected = (await allProducts(t())).filter((p) => normalise(p.nom).includes('proteine')).map((p) => p.nom);
      expect(expected.length).toBeGreaterThanOrEqual(5);
      for (const name of expected) expect(found).toContain(name);
      // The products named after the word come before those found only through a typo elsewhere.
      const firstMiss = found.findIndex((name) => !normalise(name).includes('protein'));
      const lastHit = Math.max(...found.map((name, index) => (normalise(name).includes('protein') ? index : -1)));
      expect(firstMiss).toBeGreaterThan(0);
      expect(lastHit).toBeLessThan(firstMiss);
    },
  );

  it('searches descriptions', async () => {
    // 'lactosérum' appears only in a description.
    expect(await names('lactoserum')).toContain('Whey Protéine Gold Standard Optimum Nutrition');
  });

  it('searches category and sub-type names', async () => {
    const spices = await categoryByName(t(), 'Épices et assaisonnements');
    const found = await allProducts(t(), '&search=epices');
    expect(found.length).toBe(spices.nbProduitsTotal);
    const hydrating = await allProducts(t(), '&search=hydratants');
    expect(hydrating.some((p) => p.sousTypeProduit?.nom === 'Hydratants')).toBe(true);
  });

  it('requires every word and tolerates a typo in each', async () => {
    const found = await names('creatine optimum');
    expect(found[0]).toBe('Créatine Monohydrate Micronisée Optimum Nutrition 600 g');
    expect(found).not.toContain('Créatine Platinum 100 % MuscleTech 400 g');
    expect(await names('vitamne d3')).toEqual(expect.arrayContaining(['Vitamine D3 2000 UI Nature Made gélules molles']));
  });

  it('takes LIKE wildcards and quotes literally, never failing', async () => {
    for (const search of ['%', '_', "l'ail", '\\', '100 %', "'; drop table products; --"]) {
      const { status } = await t().call('GET', `/produits?search=${encodeURIComponent(search)}`);
      expect(status).toBe(200);
    }
    expect(await names('%')).toContain('Créatine Platinum 100 % MuscleTech 400 g');
    expect(await names('%')).toHaveLength(1);
    expect(await names("sel à l'ail")).toContain("Sel à l'Ail Lawry's 935 g");
  });
});

describe('GET /produits/{id}', () => {
  it('answers the product with its category, sub-type and images', async () => {
    const [listed] = await allProducts(t(), '&search=nitro-tech');
    const { status, body } = await t().call('GET', `/produits/${listed._id}`);
    expect(status).toBe(200);
    const product = body.data;
    expect(product).toMatchObject({
      _id: listed._id,
      nom: 'Protéine Whey Nitro-Tech MuscleTech 1,8 kg',
      prix: 45000,
      pourcentPromotion: 15,
      prixApresPromotion: 38250,
      typeProduit: { _id: expect.any(String), nom: 'Protéines' },
      sousTypeProduit: { _id: expect.any(String), nom: 'Whey' },
    });
    expect(product.images).toHaveLength(1);
    expect(product.images[0]).toMatchObject({
      _id: expect.any(String),
      url: expect.stringMatching(/^\/uploads\/.+\.webp$/),
      thumbnailUrl: expect.stringMatching(/^\/uploads\/.+-thumb\.webp$/),
      isPrimary: true,
      isAvailable: true,
      alt: product.nom,
    });
    expect(product.imagePrincipale).toEqual({
      url: product.images[0].url,
      thumbnailUrl: product.images[0].thumbnailUrl,
      isAvailable: true,
    });
    expect(Date.parse(product.createdAt)).not.toBeNaN();
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(await t().call('GET', `/produits/${UNKNOWN_ID}`)).toMatchObject({
      status: 404,
      body: { success: false, message: 'Produit non trouvé', data: null },
    });
    for (const id of ['abc', '123', `${UNKNOWN_ID}x`, 'undefined']) {
      expect(await t().call('GET', `/produits/${id}`)).toMatchObject({ status: 400, body: { message: 'Identifiant invalide' } });
    }
  });
});

describe('GET /produits/best', () => {
  it('groups the best products per category: featured first, then quality, then newest', async () => {
    const { status, body } = await t().call('GET', '/produits/best');
    expect(status).toBe(200);
    const groups = body.data as { _id: string; nom: string; produits: { aLaUne: boolean; typeProduit: { _id: string } }[] }[];
    const products = groups.flatMap((g) => g.produits);
    expect(products).toHaveLength(8);
    expect(products.every((p) => p.aLaUne)).toBe(true);
    for (const group of groups) {
      expect(group).toMatchObject({ _id: expect.any(String), nom: expect.any(String) });
      expect(group.produits.every((p) => p.typeProduit._id === group._id)).toBe(true);
    }
    const limited = await t().call('GET', '/produits/best?limit=3');
    expect(limited.body.data.flatMap((g: { produits: unknown[] }) => g.produits)).toHaveLength(3);
    expect((await t().call('GET', '/produits/best?limit=0')).status).toBe(400);
  });
});

describe('GET /produits/{id}/recommendations', () => {
  it('recommends up to 8 others: same sub-type first, out-of-stock last', async () => {
    const all = await allProducts(t(), '');
    const byName = (nom: string) => {
      const product = all.find((p) => p.nom === nom);
      if (!product) throw new Error(`no product ${nom}`);
      return product;
    };
    const source = byName('Protéine Whey Nitro-Tech MuscleTech 1,8 kg');
    const otherWheys = ['Protéine Syntha-6 BSN 2,27 kg', 'Protéine Whey Isolate ISO100 Dymatize 2,3 kg', 'Whey Protéine Gold Standard Optimum Nutrition'];
    const names = async () => {
      const { status, body } = await t().call('GET', `/produits/${source._id}/recommendations`);
      expect(status).toBe(200);
      const list = body.data.recommendations as { nom: string; typeProduit: { _id: string }; aLaUne: boolean }[];
      expect(list.every((p) => p.typeProduit._id === source.typeProduit._id || p.aLaUne)).toBe(true);
      return list.map((p) => p.nom);
    };

    // As seeded: the three other Whey products first, all in stock.
    const seeded = await names();
    expect(seeded).toHaveLength(8);
    expect(seeded.slice(0, 3).sort()).toEqual(otherWheys);
    expect(seeded).not.toContain(source.nom);

    // One of those Whey products runs out, and no other category has a featured product any more: seven products
    // in stock to recommend, so the out-of-stock ones show, after every one in stock, even of another sub-type.
    const admin = await t().createAdmin();
    const save = async (product: Product, changes: Record<string, boolean>) => {
      const saved = await t().call('PUT', `/produits/${product._id}`, { token: admin.token, body: formOfProduct(product, changes) });
      expect(saved.status).toBe(200);
    };
    const runOut = byName('Protéine Syntha-6 BSN 2,27 kg');
    const featuredElsewhere = all.filter((p) => p.aLaUne && p.typeProduit._id !== source.typeProduit._id);
    expect(featuredElsewhere.length).toBeGreaterThan(0);
    await save(runOut, { enRupture: true });
    for (const product of featuredElsewhere) await save(product, { aLaUne: false });
    try {
      const list = await names();
      const inStockOfCategory = all.filter(
        (p) => p.typeProduit._id === source.typeProduit._id && p._id !== source._id && p._id !== runOut._id && !(p.enRupture || p.stock === 0),
      );
      expect(inStockOfCategory).toHaveLength(7);
      expect(list).toHaveLength(8);
      expect(list.slice(0, 2).sort()).toEqual(otherWheys.filter((nom) => nom !== runOut.nom));
      expect(list.slice(0, 7).sort()).toEqual(inStockOfCategory.map((p) => p.nom).sort());
      // Out of stock, last: the Whey one before the Caséine, which the eight leave out.
      expect(list[7]).toBe(runOut.nom);
      expect(list).not.toContain('Protéine Caséine Gold Standard Optimum Nutrition 1,82 kg');
    } finally {
      await save(runOut, {});
      for (const product of featuredElsewhere) await save(product, {});
    }
    expect(await names()).toEqual(seeded);
  });

  it('recommends for a product without a sub-type too: same category first', async () => {
    const all = await allProducts(t(), '');
    const source = all.find((p: { sousTypeProduit: unknown }) => p.sousTypeProduit === null);
    expect(source).toBeDefined();
    const { status, body } = await t().call('GET', `/produits/${source._id}/recommendations`);
    expect(status).toBe(200);
    const list = body.data.recommendations as { _id: string; typeProduit: { _id: string } }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list[0].typeProduit._id).toBe(source.typeProduit._id);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    expect((await t().call('GET', `/produits/${UNKNOWN_ID}/recommendations`)).status).toBe(404);
    expect((await t().call('GET', '/produits/nope/recommendations')).status).toBe(400);
  });
});
