// An order of two variants of one product in a real Chromium at 375 px (docs/product.md, "Variants"): each
// variant added from the product page opened on it is a line of its own in the cart, named, priced and counted apart;
// 'Commander via WhatsApp' records the order, whose message and lines name both variants; the administrator's
// confirmation takes each variant's stock. The cart is photographed at 375 and 1280 px (SCREENSHOTS_DIR).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '@/shared/format';
import type { OrderDetail, OrderSummary } from '@/shared/orders/answers';
import type { AdminProduct, Category, ProductVariant } from '@/shared/catalog/answers';
import { apiSignIn, hasChromium, launchBrowser, type RunningServer, startServer, watchErrors, whenHydrated } from './harness';

const WHATSAPP = '+221 77 123 45 67';
const REFERENCE = /^Commande (CMD-\d{4}-\d{4,})\n/;
const SHOTS = process.env.SCREENSHOTS_DIR ?? '/tmp/shots-order-variants';
const amount = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const textOf = (url: string) => new URL(url).searchParams.get('text') ?? '';

describe.skipIf(!hasChromium)('an order of two variants of one product in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;
  let product: AdminProduct;
  const contexts: BrowserContext[] = [];

  const api = async <T>(method: string, route: string, json?: unknown): Promise<{ status: number; body: { data: T; message: string } }> => {
    const response = await fetch(`${server.url}/api/v1${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
      body: json ? JSON.stringify(json) : undefined,
    });
    return { status: response.status, body: await response.json() };
  };
  const variant = (nom: string) => product.variantes?.find((candidate) => candidate.nom === nom) as ProductVariant;

  beforeAll(async () => {
    server = await startServer({ env: { WHATSAPP_NUMBER: WHATSAPP } });
    browser = await launchBrowser();
    token = (await apiSignIn(server.url)).accessToken;
    const categories = (await api<Category[]>('GET', '/types')).body.data;
    const created = await api<AdminProduct>('POST', '/produits', {
      nom: 'Whey Isolate Test',
      typeProduit: categories[0]._id,
      options: [{ nom: 'Saveur', valeurs: ['Chocolat', 'Vanille'] }],
      variantes: [
        { valeurs: ['Chocolat'], prix: 25_000, stock: 5, reference: 'WIT-CHO' },
        { valeurs: ['Vanille'], prix: 30_000, pourcentPromotion: 10, stock: 4, reference: 'WIT-VAN' },
      ],
    });
    expect(created.status, created.body.message).toBe(201);
    product = created.body.data;
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  async function addVariant(page: Page, id: string, quantity: number) {
    await page.goto(`${server.url}/produits/${product._id}?variante=${id}`);
    await whenHydrated(page);
    for (let more = 1; more < quantity; more++) await page.getByRole('button', { name: 'Augmenter la quantité' }).click();
    await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
    await page.getByText('Produit ajouté au panier !').first().waitFor();
  }

  it('orders two variants as two lines named by their variant, and the confirmation takes each variant’s stock', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    contexts.push(context);
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' }));
    const page = await context.newPage();
    const errors = watchErrors(page);

    await addVariant(page, variant('Chocolat')._id, 1);
    await addVariant(page, variant('Vanille')._id, 2);
    // The same variant again adds to its line.
    await addVariant(page, variant('Chocolat')._id, 1);

    await page.goto(`${server.url}/cart`);
    await page.locator('a[data-testid="whatsapp-order"]').waitFor();
    const lines = page.locator('[data-testid="cart-line"]');
    expect(await lines.count()).toBe(2);
    expect(await page.locator('[data-testid="line-variant"]').allTextContents()).toEqual(['Chocolat', 'Vanille']);
    expect(await page.locator('[data-testid="line-quantity"]').allTextContents()).toEqual(['2', '2']);
    expect(await page.locator('[data-testid="unit-price"]').allTextContents()).toEqual([`${formatPrice(25_000)} l'unité`, `${formatPrice(27_000)} l'unité`]);
    const subtotal = 2 * 25_000 + 2 * 27_000;
    expect(amount(await page.locator('[data-testid="cart-total"]').textContent())).toBe(subtotal);
    await page.getByRole('button', { name: 'Retirer Whey Isolate Test — Vanille du panier' }).waitFor();

    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'cart-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, 'cart-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });

    const link = page.locator('a[data-testid="whatsapp-order"]');
    const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await tab.waitForURL(/^https:\/\/wa\.me\//);
    const text = textOf(tab.url());
    await tab.close();
    const reference = REFERENCE.exec(text)?.[1] as string;
    expect(reference).toBeTruthy();
    expect(text).toContain(`Whey Isolate Test — Chocolat\n   Quantité : 2 × ${formatPrice(25_000)} = ${formatPrice(50_000)}`);
    expect(text).toContain(`Whey Isolate Test — Vanille\n   Quantité : 2 × ${formatPrice(27_000)} = ${formatPrice(54_000)}`);

    // The recorded order names both variants, priced by the server.
    const found = (await api<OrderSummary[]>('GET', `/commandes?search=${reference}`)).body.data;
    expect(found.map((order) => order.reference)).toEqual([reference]);
    const recorded = (await api<OrderDetail>('GET', `/commandes/${found[0]._id}`)).body.data;
    expect(recorded.lignes.map(({ nom, variante, reference: sku, prixUnitaire, quantite }) => ({ nom, variante, sku, prixUnitaire, quantite }))).toEqual([
      { nom: 'Whey Isolate Test — Chocolat', variante: 'Chocolat', sku: 'WIT-CHO', prixUnitaire: 25_000, quantite: 2 },
      { nom: 'Whey Isolate Test — Vanille', variante: 'Vanille', sku: 'WIT-VAN', prixUnitaire: 27_000, quantite: 2 },
    ]);
    expect(recorded.sousTotal).toBe(subtotal);

    // The administrator confirms: each variant's stock drops by its line, the product's with them.
    const confirmed = await api<OrderDetail>('POST', `/commandes/${found[0]._id}/confirmer`);
    expect(confirmed.status, confirmed.body.message).toBe(200);
    const after = (await api<AdminProduct>('GET', `/produits/${product._id}`)).body.data;
    expect(after.variantes?.map(({ nom, stock }) => [nom, stock])).toEqual([
      ['Chocolat', 3],
      ['Vanille', 2],
    ]);
    expect(after.stock).toBe(5);
    expect(errors).toEqual([]);
  });
});
