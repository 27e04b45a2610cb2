// The customer's side of an order, in a real Chromium against the real server, both sides on a phone (375 px)
// (docs/product.md, "The order's page"; docs/product.md, "Customers"): a shopper orders and opens the link that ends
// the WhatsApp message — 'Reçue'; the administrator types the customer's name and phone on the order, confirms it and
// marks it paid, and 'Écrire au client' carries the same link; the shopper's page then says 'Confirmée' and shows the
// receipt; the customer is listed in 'Clients' with one order and its total; a second order from the same phone
// makes two. Each step depends on the one before.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@/shared/catalog/answers';
import { formatPrice } from '@/shared/format';
import type { OrderDetail, OrderSummary } from '@/shared/orders/answers';
import { apiSignIn, freePort, hasChromium, launchBrowser, type RunningServer, signInContext, startServer, type TokenPair, watchErrors, whenHydrated } from './harness';

const PHONE = { width: 375, height: 812 };
const CUSTOMER = { name: 'Awa Ndiaye', typed: '78 123 45 67', shown: '+221 78 123 45 67' };
const LINK = /Suivi de la commande\u00a0: (\S+\/commande\/[A-Za-z0-9_-]{22})$/;

describe.skipIf(!hasChromium)("the customer's side of an order, from the cart to 'Clients'", () => {
  let server: RunningServer;
  let browser: Browser;
  let tokens: TokenPair;
  const contexts: BrowserContext[] = [];
  let product: Product;
  let shopper: { page: Page; errors: string[] };
  let admin: { page: Page; errors: string[] };
  let link: string;
  let first: OrderDetail;

  async function api<T>(route: string): Promise<T> {
    const response = await fetch(`${server.url}/api/v1${route}`, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    return ((await response.json()) as { data: T }).data;
  }

  async function newPage(signedIn: boolean): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: PHONE });
    contexts.push(context);
    // The order opens wa.me in a new tab: answered here rather than leave the machine.
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' }));
    if (signedIn) await signInContext(context, tokens);
    const page = await context.newPage();
    return { page, errors: watchErrors(page) };
  }

  /** The shopper's cart holds one unit of the product; 'Commander via WhatsApp' answers the message's text. */
  async function orderFromCart(): Promise<string> {
    const { page } = shopper;
    await page.goto(`${server.url}/cart`);
    const order = page.locator('a[data-testid="whatsapp-order"]');
    await order.waitFor();
    const [tab] = await Promise.all([page.waitForEvent('popup'), order.click()]);
    await tab.waitForURL(/^https:\/\/wa\.me\//);
    const text = new URL(tab.url()).searchParams.get('text') ?? '';
    await tab.close();
    return text;
  }

  /** On the order's page in the back office, the customer's name and phone typed and saved. */
  async function typeCustomer(orderId: string) {
    const { page } = admin;
    await page.goto(`${server.url}/admin/commandes/${orderId}`);
    const form = page.getByRole('form', { name: 'Client' });
    await form.getByLabel('Nom du client').fill(CUSTOMER.name);
    await form.getByLabel('Téléphone').fill(CUSTOMER.typed);
    await form.getByRole('button', { name: 'Enregistrer le client' }).click();
    await expect.poll(() => form.getByLabel('Téléphone').inputValue()).toBe(CUSTOMER.shown);
  }

  async function customerCard(): Promise<string> {
    const { page } = admin;
    await page.goto(`${server.url}/admin/clients`);
    await page.getByRole('heading', { name: 'Clients', level: 1 }).waitFor();
    const card = page.getByTestId('customer-card').filter({ hasText: CUSTOMER.name });
    await card.waitFor();
    return (await card.textContent()) ?? '';
  }

  beforeAll(async () => {
    const port = await freePort();
    server = await startServer({ port, env: { WHATSAPP_NUMBER: '+221 77 123 45 67', PUBLIC_URL: `http://127.0.0.1:${port}` } });
    browser = await launchBrowser();
    tokens = await apiSignIn(server.url);
    const products = ((await (await fetch(`${server.url}/api/v1/produits/?limit=100`)).json()) as { data: Product[] }).data;
    product = products.find((candidate) => !candidate.enRupture && candidate.stock !== null && candidate.stock > 5 && !candidate.variantes?.length) as Product;
    expect(product, 'a demo product with a stock').toBeTruthy();
    shopper = await newPage(false);
    admin = await newPage(true);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  it("a shopper orders and opens the link that ends the message: the order is 'Reçue'", async () => {
    const { page, errors } = shopper;
    await page.goto(`${server.url}/produits/${product._id}`);
    await whenHydrated(page);
    await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
    await page.getByText('Produit ajouté au panier !').first().waitFor();
    const text = await orderFromCart();
    link = LINK.exec(text)?.[1] as string;
    expect(link, text).toBeTruthy();
    const reference = /^Commande (CMD-\d{4}-\d{4,})\n/.exec(text)?.[1] as string;
    await page.goto(link);
    await page.getByRole('heading', { name: `Commande ${reference}`, level: 1 }).waitFor();
    expect(await page.getByTestId('order-status').textContent()).toBe('Reçue');
    const [summary] = await api<OrderSummary[]>(`/commandes?search=${reference}`);
    first = await api<OrderDetail>(`/commandes/${summary._id}`);
    expect(first.lienSuivi).toBe(link);
    expect(errors).toEqual([]);
  });

  it("the administrator types the customer's phone, confirms the order and marks it paid; 'Écrire au client' carries the link", async () => {
    const { page } = admin;
    await typeCustomer(first._id);
    await page.getByRole('button', { name: 'Confirmer', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Confirmer la commande' }).getByRole('button', { name: 'Confirmer et retirer du stock' }).click();
    await expect.poll(() => page.locator('header [data-testid="order-status"]').textContent()).toBe('Confirmée');
    const write = decodeURIComponent((await page.getByTestId('write-customer').getAttribute('href')) ?? '');
    expect(write.startsWith('https://wa.me/221781234567?text=')).toBe(true);
    expect(write).toContain(link);
    await page.getByRole('button', { name: 'Payée', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Enregistrer le paiement' });
    await dialog.getByText('Wave', { exact: true }).click();
    await dialog.getByLabel('Référence de transaction').fill('WAVE-A7K2');
    await dialog.getByRole('button', { name: 'Enregistrer le paiement' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('payment-state').textContent()).toBe('Payée');
  });

  it("the shopper's page then says 'Confirmée' and shows the receipt", async () => {
    const { page, errors } = shopper;
    await page.reload();
    expect(await page.getByTestId('order-status').textContent()).toBe('Confirmée');
    const receipt = page.getByTestId('receipt');
    await receipt.getByRole('heading', { name: 'Reçu' }).waitFor();
    expect(await receipt.textContent()).toContain('WAVE-A7K2');
    // No name or phone on it.
    const shown = (await page.locator('main').textContent()) ?? '';
    expect(shown).not.toContain(CUSTOMER.name);
    expect(shown).not.toContain('78 123 45 67');
    expect(errors).toEqual([]);
  });

  it("the customer is in 'Clients' with one order and its total; a second order from the same phone makes two", async () => {
    let card = await customerCard();
    expect(card).toContain(CUSTOMER.shown);
    expect(card).toContain('1 commande');
    expect(card).toContain(formatPrice(first.total));

    // Another unit: another cart, so another order (the same cart again within a day is the same order).
    await shopper.page.goto(`${server.url}/produits/${product._id}`);
    await whenHydrated(shopper.page);
    await shopper.page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
    await shopper.page.getByText('Produit ajouté au panier !').first().waitFor();
    const text = await orderFromCart();
    const reference = /^Commande (CMD-\d{4}-\d{4,})\n/.exec(text)?.[1] as string;
    expect(reference).not.toBe(first.reference);
    const [second] = await api<OrderSummary[]>(`/commandes?search=${reference}`);
    await typeCustomer(second._id);
    card = await customerCard();
    expect(card).toContain('2 commandes');
    // The second is not paid yet: the total spent is the first's.
    expect(card).toContain(formatPrice(first.total));
    expect(admin.errors).toEqual([]);
  });
});
