// A product's options and variants through the API (docs/api.md, "Variants"; docs/decisions/030-product-variants.md):
// written with the product, JSON or multipart; the product's price is its cheapest variant's on sale, its stock the sum
// of theirs; shoppers receive only the variants on sale; every rule is refused in French and nothing is stored; a
// variant's stock change needs a reason and is recorded under its name; search finds a product by a variant's value.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants, stockMovements } from '@/server/db/schema';
import { PRODUCT_STATUS_MESSAGES as S } from '@/shared/catalog/product-status';
import { VARIANT_MESSAGES as VM } from '@/shared/catalog/messages';
import type { AdminProduct } from '@/shared/catalog/answers';
import { type TestAdmin, useTestBackend } from '@test/harness';

const t = useTestBackend();
let admin: TestAdmin;
let categoryId: string;

const OPTIONS = [
  { nom: 'Saveur', valeurs: ['Chocolat', 'Vanille', 'Fraise'] },
  { nom: 'Taille', valeurs: ['2 lb', '5 lb'] },
];

/** The six combinations, priced by size, the strawberry 5 lb sold out and the vanilla 2 lb not on sale. */
const VARIANTS = OPTIONS[0].valeurs.flatMap((saveur) =>
  OPTIONS[1].valeurs.map((taille) => ({
    valeurs: [saveur, taille],
    prix: taille === '2 lb' ? 25_000 : 52_000,
    stock: saveur === 'Fraise' && taille === '5 lb' ? 0 : 4,
    reference: `WHEY-${saveur.slice(0, 3).toUpperCase()}-${taille.replace(' ', '')}`,
    enVente: !(saveur === 'Vanille' && taille === '2 lb'),
  })),
);

beforeAll(async () => {
  admin = await t().createAdmin({ role: 'admin', prenom: 'Awa', nom: 'Diop' });
  categoryId = (await t().call('POST', '/types', { token: admin.token, json: { nom: 'Protéines' } })).body.data._id;
});

const create = (fields: Record<string, unknown>) =>
  t().call('POST', '/produits', { token: admin.token, json: { nom: 'Whey Gold Standard', typeProduit: categoryId, ...fields } });

const update = (id: string, fields: Record<string, unknown>) =>
  t().call('PUT', `/produits/${id}`, { token: admin.token, json: { nom: 'Whey Gold Standard', typeProduit: categoryId, ...fields } });

async function createWhey(): Promise<AdminProduct> {
  const answer = await create({ options: OPTIONS, variantes: VARIANTS });
  expect(answer.status, answer.body.message).toBe(201);
  return answer.body.data;
}

describe('a product with variants', () => {
  it('is priced from its cheapest variant on sale, stocked with all of them, and shoppers only see those on sale', async () => {
    const product = await createWhey();
    expect(product.options).toEqual(OPTIONS);
    expect(product.variantes).toHaveLength(6);
    expect(product.variantes?.[0]).toMatchObject({ nom: 'Chocolat, 2 lb', prix: 25_000, stock: 4, reference: 'WHEY-CHO-2lb', enVente: true });
    // Five on sale: 4 × 4 + 0.
    expect(product).toMatchObject({ prix: 25_000, prixApresPromotion: 25_000, stock: 16, enRupture: false });

    const shopper = (await t().call('GET', `/produits/${product._id}`)).body.data;
    expect(shopper.variantes.map((v: { nom: string }) => v.nom)).toEqual(['Chocolat, 2 lb', 'Chocolat, 5 lb', 'Vanille, 5 lb', 'Fraise, 2 lb', 'Fraise, 5 lb']);
    expect(shopper.variantes.find((v: { nom: string }) => v.nom === 'Fraise, 5 lb')).toMatchObject({ stock: 0, enRupture: true });
  });

  it('leaves a product without variants answered as the specification has it', async () => {
    const answer = await create({ nom: 'Curcuma bio', prix: 3_000, stock: 5 });
    expect(answer.status).toBe(201);
    expect(answer.body.data).not.toHaveProperty('options');
    expect(answer.body.data).not.toHaveProperty('variantes');
  });

  it('reads the options and variants of a multipart form, and fills the price the form left out', async () => {
    const form = new FormData();
    form.set('nom', 'Beurre de karité');
    form.set('typeProduit', categoryId);
    form.set('options', JSON.stringify([{ nom: 'Volume', valeurs: ['100 ml', '250 ml'] }]));
    form.set('variantes', JSON.stringify([{ valeurs: ['100 ml'], prix: '4500' }, { valeurs: ['250 ml'], prix: '9000', pourcentPromotion: '50' }]));
    const answer = await t().call('POST', '/produits', { token: admin.token, body: form });
    expect(answer.status, answer.body.message).toBe(201);
    // 9 000 at 50 % sells at 4 500 like the other: the lower base price is the cheaper.
    expect(answer.body.data).toMatchObject({ prix: 4_500, stock: null, enRupture: false });
  });

  it('refuses every rule in French, and stores nothing', async () => {
    const before = await t().db.select().from(productVariants);
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ options: [{ nom: 'Saveur', valeurs: [] }], variantes: VARIANTS }, 'options.0.valeurs', VM.optionValuesRequired],
      [{ options: [{ nom: 'Saveur', valeurs: ['Chocolat', 'chocolat'] }], variantes: [{ valeurs: ['Chocolat'], prix: 1 }] }, 'options.0.valeurs.1', VM.valueDuplicate],
      [{ options: [OPTIONS[0], { nom: 'saveur', valeurs: ['x'] }], variantes: [{ valeurs: ['Chocolat', 'x'], prix: 1 }] }, 'options.1.nom', VM.optionNameDuplicate],
      [{ options: OPTIONS, variantes: [VARIANTS[0], { ...VARIANTS[1], valeurs: ['chocolat', '2 LB'] }] }, 'variantes.1.valeurs', VM.combinationDuplicate],
      [{ options: OPTIONS, variantes: [{ ...VARIANTS[0], valeurs: ['Chocolat', '10 lb'] }] }, 'variantes.0.valeurs', VM.combinationInvalid],
      [{ options: OPTIONS, variantes: [{ ...VARIANTS[0], prix: 12.5 }] }, 'variantes.0.prix', 'Le prix doit être supérieur à 0'],
      [{ options: OPTIONS, variantes: [{ ...VARIANTS[0], prix: 0 }] }, 'variantes.0.prix', 'Le prix doit être supérieur à 0'],
      [{ options: OPTIONS, variantes: [] }, 'variantes', VM.variantsRequired],
      [{ options: [], variantes: VARIANTS }, 'variantes', VM.variantsWithoutOptions],
      [{ options: OPTIONS, variantes: Array.from({ length: 101 }, () => VARIANTS[0]) }, 'variantes', VM.variantsMax],
      [{ options: [...OPTIONS, { nom: 'C', valeurs: ['1'] }, { nom: 'D', valeurs: ['1'] }], variantes: VARIANTS }, 'options', VM.optionsMax],
      [{ options: OPTIONS, variantes: [{ ...VARIANTS[0], imageIndex: 0 }] }, 'variantes', VM.imageInvalid],
      [{ options: '[{', variantes: VARIANTS }, 'options', VM.unreadable],
    ];
    for (const [fields, field, message] of refusals) {
      const answer = await create(fields);
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(answer.body.data?.errors?.[field], `${field}: ${JSON.stringify(answer.body.data?.errors)}`).toBe(message);
    }
    expect(await t().db.select().from(productVariants)).toHaveLength(before.length);
  });
});

describe('editing the variants', () => {
  it('keeps the variants left out of the form, and removes them when told', async () => {
    const product = await createWhey();
    const kept = await update(product._id, { prix: 1_000 });
    expect(kept.status, kept.body.message).toBe(200);
    // The form's price gives way to the variants'.
    expect(kept.body.data).toMatchObject({ prix: 25_000, stock: 16 });
    expect(kept.body.data.variantes).toHaveLength(6);

    const removed = await update(product._id, { prix: 30_000, stock: 7, motifStock: 'Inventaire', options: [], variantes: [] });
    expect(removed.status, removed.body.message).toBe(200);
    expect(removed.body.data).toMatchObject({ prix: 30_000, stock: 7 });
    expect(removed.body.data).not.toHaveProperty('variantes');
    expect(await t().db.select().from(productVariants).where(eq(productVariants.productId, product._id))).toEqual([]);
  });

  it('keeps a variant by its id, asks a reason for its stock change and records it under its name', async () => {
    const product = await createWhey();
    const variants = product.variantes ?? [];
    const sent = variants.map((v) => ({ ...v, stock: v.nom === 'Chocolat, 5 lb' ? 9 : v.stock }));
    const refused = await update(product._id, { options: product.options, variantes: sent });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.data.errors).toEqual({ motifStock: S.stockReasonRequired });

    // The strawberry 5 lb (sold out) is removed; a new flavour's row is added.
    const options = [{ nom: 'Saveur', valeurs: ['Chocolat', 'Vanille', 'Fraise', 'Cookies'] }, OPTIONS[1]];
    const next = [
      ...sent.filter((v) => v.nom !== 'Fraise, 5 lb'),
      { valeurs: ['Cookies', '5 lb'], prix: 20_000, stock: null },
    ];
    const answer = await update(product._id, { options, variantes: next, motifStock: 'Arrivage du 28' });
    expect(answer.status, answer.body.message).toBe(200);
    const after = answer.body.data as AdminProduct;
    const chocolate = after.variantes?.find((v) => v.nom === 'Chocolat, 5 lb');
    expect(chocolate?._id).toBe(variants.find((v) => v.nom === 'Chocolat, 5 lb')?._id);
    expect(chocolate?.stock).toBe(9);
    expect(after.variantes?.map((v) => v.nom)).not.toContain('Fraise, 5 lb');
    // The cookies' stock is not tracked: the product's is not either; its price is the cheapest.
    expect(after).toMatchObject({ prix: 20_000, stock: null, enRupture: false });

    const movements = await t().db.select().from(stockMovements).where(eq(stockMovements.productId, product._id));
    expect(movements).toMatchObject([{ variante: 'Chocolat, 5 lb', variantId: chocolate?._id, avant: 4, apres: 9, motif: 'manuel', commentaire: 'Arrivage du 28' }]);
  });

  it('marks the product out of stock when each variant on sale is', async () => {
    const product = await createWhey();
    const sent = (product.variantes ?? []).map((v) => ({ ...v, stock: 0 }));
    const answer = await update(product._id, { options: product.options, variantes: sent, motifStock: 'Casse' });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.data).toMatchObject({ stock: 0, enRupture: true });
    const [row] = await t().db.select({ enRupture: products.enRupture }).from(products).where(eq(products.id, product._id));
    expect(row.enRupture).toBe(true);
  });
});

describe('search', () => {
  it("finds a product by a variant's value", async () => {
    await create({ nom: 'Isolate Zero', options: [{ nom: 'Saveur', valeurs: ['Pistache', 'Caramel salé'] }], variantes: [{ valeurs: ['Pistache'], prix: 30_000 }, { valeurs: ['Caramel salé'], prix: 30_000 }] });
    const names = async (search: string) => (await t().call('GET', `/produits?search=${encodeURIComponent(search)}`)).body.data.map((p: { nom: string }) => p.nom);
    expect(await names('pistache')).toEqual(['Isolate Zero']);
    expect(await names('caramel sale')).toEqual(['Isolate Zero']);
    expect(await names('5 lb')).toContain('Whey Gold Standard');
  });
});
