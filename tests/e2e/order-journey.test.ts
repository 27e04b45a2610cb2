// An order's whole journey in one go, in a real Chromium against the real server (issue #23; docs/product.md,
// "Orders", "Orders in the back office"): a shopper fills the cart on a phone, chooses a quartier and presses
// 'Commander via WhatsApp'; the message carries the reference and the server's prices; the order waits in the back
// office's 'Nouvelles'; 'Confirmer' takes the stock, which the storefront's page shows within a second; 'En
// livraison', 'Livrée' and 'Payée' follow; the dashboard's "Chiffre d'affaires (30 jours)" then counts it. Each step
// depends on the one before: a step that breaks stops the journey there. Screenshots of the cart, the inbox, the
// order's page and the printed slip go to SHOTS_DIR (default /tmp/shots/orders) at 375 and 1280 px.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNumber, formatPrice } from '@/shared/format';
import type { DeliveryZone, OrderDetail, OrderFigures, OrderSummary } from '@/shared/orders/answers';
import type { Product } from '@/shared/catalog/answers';
import { apiSignIn, besidesRefusals, hasChromium, launchBrowser, type RunningServer, signInContext, startServer, type TokenPair, watchErrors, whenHydrated, DESKTOP, PHONE, shootBothWidths } from './harness';

const WHATSAPP = '+221 77 123 45 67';
const REFERENCE = /^Commande (CMD-\d{4}-\d{4,})\n/;
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/orders';

const unit = (product: Product) => (product.prixApresPromotion > 0 ? product.prixApresPromotion : product.prix);
const textOf = (url: string) => new URL(url).searchParams.get('text') ?? '';

describe.skipIf(!hasChromium)("an order's journey, from the cart to the dashboard", () => {
  let server: RunningServer;
  let browser: Browser;
  let tokens: TokenPair;
  const contexts: BrowserContext[] = [];

  // What the journey carries from one step to the next.
  let low: Product;
  let other: Product;
  let zone: DeliveryZone & { frais: number };
  let reference: string;
  let subtotal: number;
  let orderId: string;
  let before: OrderFigures;
  let admin: { page: Page; errors: string[] };

  async function api<T>(route: string): Promise<{ status: number; data: T }> {
    const response = await fetch(`${server.url}/api/v1${route}`, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    const body = (await response.json()) as { data: T };
    return { status: response.status, data: body.data };
  }

  async function newPage(viewport: { width: number; height: number }, signedIn: boolean): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    // The order opens wa.me in a new tab: answered here rather than leave the machine.
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' }));
    if (signedIn) await signInContext(context, tokens);
    const page = await context.newPage();
    return { page, errors: watchErrors(page) };
  }

  const shoot = (page: Page, name: string, back: { width: number; height: number }) => shootBothWidths(page, { dir: SHOTS, name, back });

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startServer({ env: { WHATSAPP_NUMBER: WHATSAPP } });
    browser = await launchBrowser();
    tokens = await apiSignIn(server.url);
    const products = ((await (await fetch(`${server.url}/api/v1/produits/?limit=100`)).json()) as { data: Product[] }).data;
    // A product the storefront shows as 'Stock limité' (fewer than 5, more than the 2 ordered), and another one.
    low = products.find((product) => !product.enRupture && product.stock !== null && product.stock > 2 && product.stock < 5) as Product;
    other = products.find((product) => product !== low && !product.enRupture && (product.stock === null || product.stock > 5)) as Product;
    expect(low, 'a demo product with a low stock').toBeTruthy();
    const zones = ((await (await fetch(`${server.url}/api/v1/zones`)).json()) as { data: DeliveryZone[] }).data;
    zone = zones.find((candidate) => candidate.nom === 'Mermoz') as DeliveryZone & { frais: number };
    expect(zone?.frais).toBe(2_000);
    before = (await api<OrderFigures>('/dashboard/commandes')).data;
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  it("a shopper fills the cart on a phone, chooses a quartier, and 'Commander via WhatsApp' sends the reference and the server's prices", async () => {
    const { page, errors } = await newPage(PHONE, false);
    for (const [product, quantity] of [
      [low, 2],
      [other, 1],
    ] as const) {
      await page.goto(`${server.url}/produits/${product._id}`);
      await whenHydrated(page);
      for (let more = 1; more < quantity; more++) await page.getByRole('button', { name: 'Augmenter la quantité' }).click();
      await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
      await page.getByText('Produit ajouté au panier !').first().waitFor();
    }
    await page.goto(`${server.url}/cart`);
    const link = page.locator('a[data-testid="whatsapp-order"]');
    await link.waitFor();
    subtotal = unit(low) * 2 + unit(other);
    await page.getByLabel('Quartier de livraison').selectOption(zone._id);
    await expect.poll(() => page.locator('[data-testid="delivery-fee"]').textContent()).toBe(formatPrice(zone.frais));
    expect(await page.locator('[data-testid="cart-total"]').textContent()).toBe(formatPrice(subtotal + zone.frais));
    await page.getByText('Livraison comprise.').waitFor();
    await page.getByLabel('Point de repère').fill('Derrière la boulangerie Jaune');
    await shoot(page, 'cart-zone', PHONE);

    const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await tab.waitForURL(/^https:\/\/wa\.me\//);
    const url = tab.url();
    await tab.close();
    expect(url.startsWith('https://wa.me/221771234567?text=')).toBe(true);
    const text = textOf(url);
    reference = REFERENCE.exec(text)?.[1] as string;
    expect(reference, text).toBeTruthy();
    expect(text).toContain(`${low.nom}\n   Quantité : 2 × ${formatPrice(unit(low))} = ${formatPrice(unit(low) * 2)}`);
    expect(text).toContain(`${other.nom}\n   Quantité : 1 × ${formatPrice(unit(other))}`);
    expect(text).toContain(`Sous-total : ${formatPrice(subtotal)}\nLivraison (${zone.nom}) : ${formatPrice(zone.frais)}\nTotal : ${formatPrice(subtotal + zone.frais)}`);
    expect(text).toContain('Point de repère : Derrière la boulangerie Jaune');
    await page.getByText('Redirection vers WhatsApp').first().waitFor();
    expect(errors).toEqual([]);
  });

  it("the order waits in the back office's 'Nouvelles' with its reference, quartier and total", async () => {
    admin = await newPage(DESKTOP, true);
    const { page } = admin;
    await page.goto(`${server.url}/admin/commandes`);
    await page.getByRole('heading', { name: 'Commandes', level: 1 }).waitFor();
    expect(await page.getByTestId('order-tab-nouvelle').getAttribute('aria-pressed')).toBe('true');
    const row = page.getByTestId('order-row').filter({ hasText: reference });
    await row.waitFor();
    const shown = await row.textContent();
    expect(shown).toContain(zone.nom);
    expect(shown).toContain(formatPrice(subtotal + zone.frais));
    expect(await row.getByTestId('order-status').textContent()).toBe('Nouvelle');
    await shoot(page, 'inbox', DESKTOP);
    const found = (await api<OrderSummary[]>(`/commandes?search=${reference}`)).data;
    expect(found.map((order) => order.reference)).toEqual([reference]);
    orderId = found[0]._id;
    await row.getByRole('link').first().click();
    await page.waitForURL(`${server.url}/admin/commandes/${orderId}`);
    await page.getByRole('heading', { name: reference }).waitFor();
  });

  it("'Confirmer' takes the stock: the storefront's page shows the product's new stock within a second", async () => {
    const { page } = admin;
    const shop = await page.context().newPage();
    await shop.goto(`${server.url}/produits/${low._id}`);
    await shop.getByText(`Stock limité : plus que ${low.stock} en stock`).waitFor();
    const left = (low.stock as number) - 2;
    await page.getByRole('button', { name: 'Confirmer', exact: true }).click();
    // It says what it takes from the stock before it takes it.
    const dialog = page.getByRole('alertdialog', { name: 'Confirmer la commande' });
    expect(await dialog.getByTestId('confirm-stock').textContent()).toContain(`2 × ${low.nom}`);
    expect(await shop.getByText(`Stock limité : plus que ${low.stock} en stock`).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Confirmer et retirer du stock' }).click();
    await expect.poll(() => page.locator('header [data-testid="order-status"]').textContent()).toBe('Confirmée');
    const confirmedAt = Date.now();
    // The page is served from the storefront's cache, which the confirmation drops (decision 012).
    const shows = new RegExp(`plus que (<!-- -->)?${left}(<!-- -->)? en stock`);
    await expect.poll(async () => shows.test(await (await fetch(`${server.url}/produits/${low._id}`)).text()), { timeout: 1_000, interval: 100 }).toBe(true);
    expect(Date.now() - confirmedAt).toBeLessThan(1_000);
    await shop.reload();
    await shop.getByText(`Stock limité : plus que ${left} en stock`).waitFor();
    await shop.close();
    expect((await api<OrderDetail>(`/commandes/${orderId}`)).data.statut).toBe('confirmee');
  });

  it("goes 'En livraison', then 'Livrée' and 'Payée', each step in the order's history", async () => {
    const { page } = admin;
    const status = page.locator('header [data-testid="order-status"]');
    await page.getByRole('button', { name: 'En livraison', exact: true }).click();
    await expect.poll(() => status.textContent()).toBe('En livraison');
    await page.getByRole('button', { name: 'Livrée', exact: true }).click();
    await expect.poll(() => status.textContent()).toBe('Livrée');
    await page.getByRole('button', { name: 'Payée', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Enregistrer le paiement' });
    await dialog.waitFor();
    await dialog.getByText('Wave', { exact: true }).click();
    await dialog.getByLabel('Référence de transaction').fill('WAVE-2611');
    await dialog.getByRole('button', { name: 'Enregistrer le paiement' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('payment-state').textContent()).toBe('Payée');
    const steps = await page.getByTestId('history-event').allTextContents();
    for (const [index, title] of ['Commande reçue', 'Commande confirmée', 'Commande en livraison', 'Commande livrée', 'Paiement enregistré'].entries()) {
      expect(steps[index]).toContain(title);
    }
    expect((await api<OrderDetail>(`/commandes/${orderId}`)).data).toMatchObject({ statut: 'livree', paiement: { payee: true, methode: 'wave' }, total: subtotal + zone.frais });
    // The toasts of the steps (6 s each) would hide part of the page in its picture.
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 });
    await shoot(page, 'order', DESKTOP);

    // The printed page is the delivery slip alone, paid: nothing to collect. 'Imprimer' fetches it, then prints.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', '');
    });
    await page.getByRole('button', { name: 'Imprimer le bon de livraison' }).click();
    await page.locator('body[data-printed]').waitFor({ state: 'attached' });
    await page.emulateMedia({ media: 'print' });
    const slip = page.getByTestId('delivery-slip');
    expect(await slip.isVisible()).toBe(true);
    const slipText = await slip.textContent();
    for (const part of [reference, zone.nom, 'Derrière la boulangerie Jaune', low.nom, other.nom, 'Montant à encaisser']) expect(slipText).toContain(part);
    expect(await slip.getByTestId('slip-to-collect').textContent()).toContain('Payée (Wave)');
    // The shop's WhatsApp number for the driver, under its name.
    expect(await slip.getByTestId('slip-shop-whatsapp').textContent()).toBe('WhatsApp\u00a0: +221 77 123 45 67');
    await shoot(page, 'slip', DESKTOP);
    await page.emulateMedia({ media: 'screen' });
  });

  it("the dashboard's \"Chiffre d'affaires (30 jours)\" counts it", async () => {
    const { page, errors } = admin;
    const after = (await api<OrderFigures>('/dashboard/commandes')).data;
    // Delivery fees apart (docs/product.md, "Orders in the back office").
    expect(after.chiffreAffaires30j - before.chiffreAffaires30j).toBe(subtotal);
    await page.goto(`${server.url}/admin`);
    const turnover = page.getByTestId('order-figure').filter({ hasText: "Chiffre d'affaires (30 jours)" });
    await turnover.waitFor();
    await expect.poll(() => turnover.textContent()).toContain(`${formatNumber(after.chiffreAffaires30j)} FCFA`);
    expect(besidesRefusals(errors, [])).toEqual([]);
  });
});
