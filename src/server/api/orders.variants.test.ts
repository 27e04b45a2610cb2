// Orders of products with variants (docs/product.md, "Variants"; docs/api.md, "Orders"): a line names its variant,
// priced and named from the database; a missing, unknown, withdrawn or foreign variant is refused in French with
// nothing stored; two variants of one product are two lines; a confirmation takes each variant's stock (never below
// zero, the last unit once), a cancellation gives it back, each recorded with the variant; the order's page and its
// editor name the variant.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, productVariants, stockMovements } from '@/server/db/schema';
import { type OrderCatalogue, line, newKey, orderCatalogue, orderTableCounts } from '@test/order-fixtures';
import { useTestBackend } from '@test/harness';
import { ORDER_MESSAGES, ORDER_VALIDATION } from '@/shared/orders/messages';
import type { AdminProduct, ProductVariant } from '@/shared/catalog/answers';
import type { OrderDetail, PublicOrder } from '@/shared/orders/answers';

const t = useTestBackend({ env: { RATE_LIMIT_ORDER: '100000/60' } });
let shop: OrderCatalogue;
let whey: AdminProduct;
let skin: AdminProduct;

const OPTIONS = [
  { nom: 'Saveur', valeurs: ['Chocolat', 'Vanille'] },
  { nom: 'Taille', valeurs: ['2 lb', '5 lb'] },
];

/** Four variants: the vanilla 5 lb not on sale, the vanilla 2 lb sold out, the chocolate 5 lb at 10 % off. */
const VARIANTS = [
  { valeurs: ['Chocolat', '2 lb'], prix: 25_000, stock: 6, reference: 'WGS-CHO-2' },
  { valeurs: ['Chocolat', '5 lb'], prix: 50_000, pourcentPromotion: 10, stock: 3, reference: 'WGS-CHO-5' },
  { valeurs: ['Vanille', '2 lb'], prix: 25_000, stock: 0 },
  { valeurs: ['Vanille', '5 lb'], prix: 50_000, stock: 5, enVente: false },
];

async function createWithVariants(fields: Record<string, unknown>): Promise<AdminProduct> {
  const answer = await t().call('POST', '/produits', { token: shop.admin.token, json: { typeProduit: shop.categoryId, ...fields } });
  expect(answer.status, answer.body.message).toBe(201);
  return answer.body.data;
}

beforeAll(async () => {
  shop = await orderCatalogue(t());
  whey = await createWithVariants({ nom: 'Whey Gold Standard', options: OPTIONS, variantes: VARIANTS });
  skin = await createWithVariants({
    nom: 'Crème hydratante',
    options: [{ nom: 'Volume', valeurs: ['50 ml', '100 ml'] }],
    variantes: [
      { valeurs: ['50 ml'], prix: 6_000, stock: 1 },
      { valeurs: ['100 ml'], prix: 10_000, stock: null },
    ],
  });
});

const variant = (product: AdminProduct, nom: string) => product.variantes?.find((candidate) => candidate.nom === nom) as ProductVariant;
const variantLine = (product: AdminProduct, nom: string, quantite = 1) => ({ produitId: product._id, varianteId: variant(product, nom)._id, quantite });
const order = (json: unknown) => t().call('POST', '/commandes', { json });
const admin = (method: 'GET' | 'POST' | 'PUT', path: string, json?: unknown) => t().call(method, path, { token: shop.admin.token, json });
const idOf = async (reference: string) => (await t().db.select({ id: orders.id }).from(orders).where(eq(orders.reference, reference)))[0].id;
const variantStock = async (id: string) => (await t().db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, id)))[0].stock;
const productStock = async (id: string) => (await admin('GET', `/produits/${id}`)).body.data.stock as number | null;

async function placed(lignes: unknown[]): Promise<{ order: PublicOrder; id: string }> {
  const answer = await order({ lignes, idempotencyKey: newKey() });
  expect(answer.status, answer.body.message).toBe(201);
  return { order: answer.body.data, id: await idOf(answer.body.data.reference) };
}

describe('POST /commandes with variants', () => {
  it('records two variants of one product as two lines, priced and named from the database, with their references', async () => {
    const { order: recorded, id } = await placed([
      { ...variantLine(whey, 'Chocolat, 2 lb', 2), prixUnitaire: 1 },
      variantLine(whey, 'Chocolat, 5 lb'),
      line(shop.products.libre),
    ]);
    expect(recorded.lignes).toEqual([
      {
        produitId: whey._id,
        varianteId: variant(whey, 'Chocolat, 2 lb')._id,
        variante: 'Chocolat, 2 lb',
        reference: 'WGS-CHO-2',
        nom: 'Whey Gold Standard — Chocolat, 2 lb',
        prixUnitaire: 25_000,
        quantite: 2,
        total: 50_000,
      },
      {
        produitId: whey._id,
        varianteId: variant(whey, 'Chocolat, 5 lb')._id,
        variante: 'Chocolat, 5 lb',
        reference: 'WGS-CHO-5',
        nom: 'Whey Gold Standard — Chocolat, 5 lb',
        prixUnitaire: 45_000,
        quantite: 1,
        total: 45_000,
      },
      { produitId: shop.products.libre._id, nom: shop.products.libre.nom, prixUnitaire: shop.products.libre.prixApresPromotion, quantite: 1, total: shop.products.libre.prixApresPromotion },
    ]);
    const stored = await t().db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(orderLines.position);
    expect(stored.map((row) => [row.variantId, row.variante, row.reference, row.nom])).toEqual([
      [variant(whey, 'Chocolat, 2 lb')._id, 'Chocolat, 2 lb', 'WGS-CHO-2', 'Whey Gold Standard — Chocolat, 2 lb'],
      [variant(whey, 'Chocolat, 5 lb')._id, 'Chocolat, 5 lb', 'WGS-CHO-5', 'Whey Gold Standard — Chocolat, 5 lb'],
      [null, null, null, shop.products.libre.nom],
    ]);
    // The order's page names the variants too.
    const detail: OrderDetail = (await admin('GET', `/commandes/${id}`)).body.data;
    expect(detail.lignes.map((l) => [l.nom, l.variante, l.reference])).toEqual([
      ['Whey Gold Standard — Chocolat, 2 lb', 'Chocolat, 2 lb', 'WGS-CHO-2'],
      ['Whey Gold Standard — Chocolat, 5 lb', 'Chocolat, 5 lb', 'WGS-CHO-5'],
      [shop.products.libre.nom, undefined, undefined],
    ]);
  });

  it('takes an order from the administrator for a variant', async () => {
    const answer = await admin('POST', '/commandes/admin', { lignes: [variantLine(skin, '100 ml', 3)], client: { nom: 'Fatou' }, idempotencyKey: newKey() });
    expect(answer.status, answer.body.message).toBe(201);
    expect(answer.body.data.lignes[0]).toMatchObject({ nom: 'Crème hydratante — 100 ml', variante: '100 ml', prixUnitaire: 10_000, quantite: 3 });
  });

  describe('refuses, storing nothing', () => {
    const chocolate = () => variant(whey, 'Chocolat, 2 lb')._id;
    const cases: [string, () => unknown[], number, string, string?][] = [
      ['a product with variants without one', () => [line(whey)], 400, ORDER_MESSAGES.variantRequired, 'lignes.0.varianteId'],
      ['an unknown variant', () => [{ produitId: whey._id, varianteId: '00000000-0000-4000-8000-000000000000', quantite: 1 }], 400, ORDER_MESSAGES.variantUnknown, 'lignes.0.varianteId'],
      ["another product's variant", () => [{ produitId: skin._id, varianteId: chocolate(), quantite: 1 }], 400, ORDER_MESSAGES.variantNotOfProduct, 'lignes.0.varianteId'],
      ['a variant not on sale', () => [variantLine(whey, 'Vanille, 5 lb')], 400, ORDER_MESSAGES.variantUnknown, 'lignes.0.varianteId'],
      ['a variant of a product without variants', () => [{ produitId: shop.products.libre._id, varianteId: chocolate(), quantite: 1 }], 400, ORDER_MESSAGES.variantOfPlainProduct, 'lignes.0.varianteId'],
      ['a malformed variant id', () => [{ produitId: whey._id, varianteId: 'chocolat', quantite: 1 }], 400, ORDER_VALIDATION.variantIdInvalid, 'lignes.0.varianteId'],
      ['the same variant twice', () => [variantLine(whey, 'Chocolat, 2 lb'), variantLine(whey, 'Chocolat, 2 lb', 2)], 400, ORDER_VALIDATION.variantLineDuplicate, 'lignes.1.varianteId'],
      ['a variant sold out', () => [line(shop.products.libre), variantLine(whey, 'Vanille, 2 lb')], 409, ORDER_MESSAGES.productUnavailable('Whey Gold Standard — Vanille, 2 lb')],
      ['more than the variant has', () => [variantLine(whey, 'Chocolat, 5 lb', 4)], 409, ORDER_MESSAGES.stockShort('Whey Gold Standard — Chocolat, 5 lb', 3)],
    ];
    for (const [name, lignes, status, message, field] of cases) {
      it(`${name}: ${status} '${message.slice(0, 50)}'`, async () => {
        const before = await orderTableCounts(t());
        const answer = await order({ lignes: lignes(), idempotencyKey: newKey() });
        expect(answer.status, answer.body.message).toBe(status);
        expect(answer.body).toMatchObject({ success: false, status, message });
        if (field) expect((answer.body.data as { errors: Record<string, string> }).errors[field]).toBe(message);
        expect(await orderTableCounts(t())).toEqual(before);
      });
    }
  });
});

describe("a variant's stock follows its orders", () => {
  it('is taken by the confirmation and given back by the cancellation, each recorded with the variant; the product follows', async () => {
    const chocolate = variant(whey, 'Chocolat, 2 lb');
    const stockBefore = await variantStock(chocolate._id);
    const productBefore = await productStock(whey._id);
    const { id } = await placed([variantLine(whey, 'Chocolat, 2 lb', 2)]);
    expect(await variantStock(chocolate._id)).toBe(stockBefore);
    expect((await admin('POST', `/commandes/${id}/confirmer`)).status).toBe(200);
    expect(await variantStock(chocolate._id)).toBe((stockBefore as number) - 2);
    expect(await productStock(whey._id)).toBe((productBefore as number) - 2);
    const cancelled = await admin('POST', `/commandes/${id}/annuler`, { motif: 'Client injoignable' });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect(await variantStock(chocolate._id)).toBe(stockBefore);
    expect(await productStock(whey._id)).toBe(productBefore);
    const movements = await t().db.select().from(stockMovements).where(eq(stockMovements.orderId, id)).orderBy(stockMovements.createdAt);
    expect(movements.map((row) => [row.motif, row.productId, row.variantId, row.variante, row.delta, row.avant, row.apres])).toEqual([
      ['confirmation', whey._id, chocolate._id, 'Chocolat, 2 lb', -2, stockBefore, (stockBefore as number) - 2],
      ['annulation', whey._id, chocolate._id, 'Chocolat, 2 lb', 2, (stockBefore as number) - 2, stockBefore],
    ]);
  });

  it('gives its last unit to one confirmation only: the other is refused, the stock never below zero', async () => {
    const small = variant(skin, '50 ml');
    expect(await variantStock(small._id)).toBe(1);
    const first = await placed([variantLine(skin, '50 ml')]);
    const second = await placed([variantLine(skin, '50 ml')]);
    const answers = await Promise.all([admin('POST', `/commandes/${first.id}/confirmer`), admin('POST', `/commandes/${second.id}/confirmer`)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.message).toBe(ORDER_MESSAGES.stockShort('Crème hydratante — 50 ml', 0));
    expect(await variantStock(small._id)).toBe(0);
    const taken = await t().db.select().from(stockMovements).where(and(eq(stockMovements.variantId, small._id), eq(stockMovements.motif, 'confirmation')));
    expect(taken).toHaveLength(1);
    // Sold out now: a new order of it is refused.
    const again = await order({ lignes: [variantLine(skin, '50 ml')], idempotencyKey: newKey() });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ORDER_MESSAGES.productUnavailable('Crème hydratante — 50 ml'));
  });
});

describe('PUT /commandes/{id}/lignes with variants', () => {
  it('keeps a variant line as ordered and adds another variant of the same product, priced now', async () => {
    const { id } = await placed([variantLine(whey, 'Chocolat, 2 lb')]);
    const answer = await admin('PUT', `/commandes/${id}/lignes`, { lignes: [variantLine(whey, 'Chocolat, 2 lb', 2), variantLine(whey, 'Chocolat, 5 lb')] });
    expect(answer.status, answer.body.message).toBe(200);
    const detail: OrderDetail = answer.body.data;
    expect(detail.lignes.map((l) => [l.nom, l.varianteId, l.prixUnitaire, l.quantite])).toEqual([
      ['Whey Gold Standard — Chocolat, 2 lb', variant(whey, 'Chocolat, 2 lb')._id, 25_000, 2],
      ['Whey Gold Standard — Chocolat, 5 lb', variant(whey, 'Chocolat, 5 lb')._id, 45_000, 1],
    ]);
    expect(detail.sousTotal).toBe(95_000);
    const missing = await admin('PUT', `/commandes/${id}/lignes`, { lignes: [line(whey)] });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(ORDER_MESSAGES.variantRequired);
  });
});
