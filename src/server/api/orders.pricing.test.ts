// One pricing for an order everywhere (src/shared/orders/pricing.ts): over random products (promotions 0–100 %),
// quantities, zones (a fee, a fee to confirm, none) and shop settings (free-delivery threshold, minimum order), what
// the cart shows = what the WhatsApp message says = what POST /commandes records = what the order's page shows.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@/server/db/schema';
import { createProduct, createZone } from '@test/order-fixtures';
import { type TestAdmin, useTestBackend } from '@test/harness';
import { type CartLine, toCartProduct } from '@/lib/cart';
import { checkCart, pricedLines } from '@/lib/cart-check';
import { orderMessageHeader } from '@/shared/orders/rules';
import { priceOrder, salePrice } from '@/shared/orders/pricing';
import { SETTINGS_MESSAGES } from '@/shared/settings/schemas';
import type { Product } from '@/shared/catalog/answers';

const t = useTestBackend({ env: { TRUST_PROXY: 'true', RATE_LIMIT_ORDER: '1000/60' } });
let owner: TestAdmin;
let categoryId: string;
let address = 0;

beforeAll(async () => {
  owner = await t().createAdmin({ role: 'SUPER_ADMIN' });
  const category = await t().call('POST', '/types', { token: owner.token, json: { nom: `Tarifs ${randomUUID().slice(0, 6)}` } });
  categoryId = category.body.data._id;
});

// The ends often: 100 %, and prices so small that a promotion rounds them to 0.
const promotion = fc.oneof(fc.constant(100), fc.constantFrom(0, 99, 50), fc.integer({ min: 0, max: 100 }));
const price = fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 300_000 }));
const drawnLine = fc.record({ prix: price, pourcentPromotion: promotion, quantite: fc.integer({ min: 1, max: 5 }) });
const drawnZone = fc.oneof(
  fc.constant(null),
  fc.record({ frais: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: null }) }),
);
const drawnSettings = fc.record({
  livraisonOfferteDes: fc.option(fc.integer({ min: 0, max: 600_000 }), { nil: null }),
  commandeMinimum: fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null }),
});

describe('an order priced once, from the cart to its page', () => {
  it('shows in the cart, says in the message, records and shows the same amounts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(drawnLine, { minLength: 1, maxLength: 3 }), drawnZone, drawnSettings, async (drawn, zoneDrawn, settings) => {
        expect((await t().call('PUT', '/parametres', { token: owner.token, json: settings })).status).toBe(200);
        const made: Product[] = [];
        for (const [index, line] of drawn.entries()) {
          made.push(await createProduct(t(), owner, categoryId, { nom: `Produit ${index} ${randomUUID().slice(0, 8)}`, prix: line.prix, pourcentPromotion: line.pourcentPromotion }));
        }
        const zone = zoneDrawn && (await createZone(t(), owner, { nom: `Zone ${randomUUID().slice(0, 8)}`, frais: zoneDrawn.frais }));

        // The cart: its lines checked against the products the shop answers now, priced as cart-view.tsx prices them.
        const remembered: CartLine[] = made.map((product, index) => ({ product: toCartProduct(product), quantity: drawn[index].quantite, selectedVariant: null }));
        const current = await t().call('GET', `/produits/panier?ids=${made.map((product) => product._id).join(',')}`);
        const checked = checkCart(remembered, new Map((current.body.data as Product[]).map((product) => [product._id, toCartProduct(product)])));
        const cart = priceOrder({
          lines: pricedLines(checked.orderable),
          zone,
          freeFrom: settings.livraisonOfferteDes,
          minimum: settings.commandeMinimum,
        });
        // A promotion of 100 % sells at the base price, in the cart as in the order.
        for (const [index, product] of made.entries()) {
          if (drawn[index].pourcentPromotion === 100) expect(salePrice(product)).toBe(product.prix);
        }

        const posted = await t().call('POST', '/commandes', {
          json: { lignes: made.map((product, index) => ({ produitId: product._id, quantite: drawn[index].quantite })), zoneId: zone?._id ?? null, idempotencyKey: randomUUID() },
          headers: { 'x-forwarded-for': `198.51.100.${(address++ % 250) + 1}` },
        });
        if (cart.manquant > 0) {
          expect(posted.status).toBe(400);
          expect(posted.body.data.errors.lignes).toBe(SETTINGS_MESSAGES.orderBelowMinimum(settings.commandeMinimum as number));
          return;
        }
        expect(posted.status).toBe(201);
        const recorded = posted.body.data;
        expect({ sousTotal: recorded.sousTotal, fraisLivraison: recorded.fraisLivraison, total: recorded.total }).toEqual({
          sousTotal: cart.sousTotal,
          fraisLivraison: cart.fraisLivraison,
          total: cart.total,
        });
        expect(recorded.lignes.map((line: { prixUnitaire: number; quantite: number; total: number }) => [line.prixUnitaire, line.quantite, line.total])).toEqual(
          checked.orderable.map((line) => [salePrice(line.product), line.quantity, salePrice(line.product) * line.quantity]),
        );
        // The message states the cart's figures.
        expect(orderMessageHeader(recorded)).toBe(orderMessageHeader({ reference: recorded.reference, zone: recorded.zone, ...cart }));

        // The order's page, as the back office reads it.
        const [{ id }] = await t().db.select({ id: orders.id }).from(orders).where(eq(orders.reference, recorded.reference));
        const page = (await t().call('GET', `/commandes/${id}`, { token: owner.token })).body.data;
        expect({ sousTotal: page.sousTotal, fraisLivraison: page.fraisLivraison, total: page.total, nbArticles: page.nbArticles, nbLignes: page.nbLignes }).toEqual({
          sousTotal: cart.sousTotal,
          fraisLivraison: cart.fraisLivraison,
          total: cart.total,
          nbArticles: cart.nbArticles,
          nbLignes: cart.nbLignes,
        });
        expect(page.lignes).toEqual(recorded.lignes);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
