// The shopper's order recorded in a real Chromium (docs/product.md, "Cart"): a quartier chosen in the cart moves the
// fee and the total; 'Commander via WhatsApp' opens the tab at once, records the order, and the message starts with
// its reference and the server's totals; the same cart pressed again is the same order; a server that refuses or
// does not answer within about 2 s leaves the message as it always was, without reference; the cart is kept.
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOfProduct } from '@test/catalog-fixtures';
import { formatPrice } from '@/shared/format';
import type { DeliveryZone, OrderDetail, OrderSummary } from '@/shared/orders/answers';
import type { Pagination } from '@/shared/answers';
import type { Product } from '@/shared/catalog/answers';
import { apiSignIn, hasChromium, launchBrowser, productsInStock, type RunningServer, startServer, watchErrors, whenHydrated } from './harness';

const WHATSAPP = '+221 77 123 45 67';
const ORDER_API = '**/api/v1/commandes';
const REFERENCE = /^Commande (CMD-\d{4}-\d{4,})\n/;

/** 12 500 FCFA → 12500 */
const amount = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const unit = (product: Product) => (product.prixApresPromotion > 0 ? product.prixApresPromotion : product.prix);
const textOf = (url: string) => new URL(url).searchParams.get('text') ?? '';

describe.skipIf(!hasChromium)('the order recorded from the cart in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;
  let products: Product[];
  let zones: DeliveryZone[];
  const contexts: BrowserContext[] = [];

  const api = async <T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: { data: T; pagination?: Pagination } }> => {
    const response = await fetch(`${server.url}/api/v1${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
    return { status: response.status, body: await response.json() };
  };

  /** Every order recorded so far, newest first. */
  const allOrders = async () => (await api<OrderSummary[]>('/commandes?limit=100')).body.data;

  async function orderByReference(reference: string): Promise<OrderDetail> {
    const found = (await api<OrderSummary[]>(`/commandes?search=${reference}`)).body.data;
    expect(found.map((order) => order.reference)).toEqual([reference]);
    const { status, body } = await api<OrderDetail>(`/commandes/${found[0]._id}`);
    expect(status).toBe(200);
    return body.data;
  }

  const inStock = productsInStock(() => products);

  beforeAll(async () => {
    server = await startServer({ env: { WHATSAPP_NUMBER: WHATSAPP } });
    browser = await launchBrowser();
    token = (await apiSignIn(server.url)).accessToken;
    products = ((await (await fetch(`${server.url}/api/v1/produits/?limit=100`)).json()) as { data: Product[] }).data;
    zones = ((await (await fetch(`${server.url}/api/v1/zones`)).json()) as { data: DeliveryZone[] }).data;
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  async function freshPage(viewport = { width: 1280, height: 900 }): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    // The order opens wa.me in a new tab: answer it locally rather than leave the machine.
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' }));
    const page = await context.newPage();
    return { page, context, errors: watchErrors(page) };
  }

  async function addFromProductPage(page: Page, product: Product, quantity: number) {
    await page.goto(`${server.url}/produits/${product._id}`);
    await whenHydrated(page);
    for (let more = 1; more < quantity; more++) await page.getByRole('button', { name: 'Augmenter la quantité' }).click();
    await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
    await page.getByText('Produit ajouté au panier !').first().waitFor();
  }

  /** Presses 'Commander via WhatsApp' and gives the address the new tab opened. */
  async function order(page: Page): Promise<string> {
    const link = page.locator('a[data-testid="whatsapp-order"]');
    const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await tab.waitForURL(/^https:\/\/wa\.me\//);
    const url = tab.url();
    await tab.close();
    return url;
  }

  /** The message the link itself carries: the one sent without reference. */
  async function messageWithoutReference(page: Page): Promise<string> {
    return textOf((await page.locator('a[data-testid="whatsapp-order"]').getAttribute('href')) ?? '');
  }

  it("records the order when pressed: the message starts with its reference and states the server's prices", async () => {
    const { page, errors } = await freshPage();
    const first = inStock();
    const second = inStock();
    await addFromProductPage(page, first, 2);
    await addFromProductPage(page, second, 1);
    await page.goto(`${server.url}/cart`);
    await page.locator('a[data-testid="whatsapp-order"]').waitFor();
    const subtotal = unit(first) * 2 + unit(second);
    expect(amount(await page.locator('[data-testid="cart-total"]').textContent())).toBe(subtotal);
    expect(await page.locator('[data-testid="delivery-fee"]').textContent()).toBe(`${formatPrice(2000)} environ`);

    // The quartiers offered are the zones of the data, in their order; choosing one moves the fee and the total.
    const zoneSelect = page.getByLabel('Quartier de livraison');
    const options = await zoneSelect.locator('option').allTextContents();
    expect(options[0]).toBe('À préciser sur WhatsApp');
    expect(options.slice(1)).toEqual(zones.map((zone) => `${zone.nom} — ${zone.frais === null ? 'frais à confirmer' : formatPrice(zone.frais)}`));
    expect(options.at(-1)).toBe('Autre quartier ou région — frais à confirmer');
    const zone = zones.find((candidate) => candidate.frais !== null && candidate.frais > 0) as DeliveryZone & { frais: number };
    await zoneSelect.selectOption(zone._id);
    await expect.poll(() => page.locator('[data-testid="delivery-fee"]').textContent()).toBe(formatPrice(zone.frais));
    expect(await page.locator('[data-testid="cart-total"]').textContent()).toBe(formatPrice(subtotal + zone.frais));
    await page.getByText('Livraison comprise.').waitFor();
    await page.getByLabel('Point de repère').fill('Près de la pharmacie du rond-point');

    const url = await order(page);
    expect(url.startsWith('https://wa.me/221771234567?text=')).toBe(true);
    const text = textOf(url);
    const reference = REFERENCE.exec(text)?.[1] as string;
    expect(reference).toBeTruthy();
    expect(text).toContain(`Sous-total : ${formatPrice(subtotal)}\nLivraison (${zone.nom}) : ${formatPrice(zone.frais)}\nTotal : ${formatPrice(subtotal + zone.frais)}`);
    expect(text).toContain(`${first.nom}\n   Quantité : 2 × ${formatPrice(unit(first))} = ${formatPrice(unit(first) * 2)}`);
    expect(text).toContain(`${second.nom}\n   Quantité : 1 × ${formatPrice(unit(second))}`);
    expect(text).toContain('Point de repère : Près de la pharmacie du rond-point');
    await page.getByText('Redirection vers WhatsApp').first().waitFor();

    // The order exists, priced by the server, with the quartier and the landmark.
    const recorded = await orderByReference(reference);
    expect(recorded.source).toBe('site');
    expect(recorded.statut).toBe('nouvelle');
    expect(recorded.lignes.map(({ produitId, prixUnitaire, quantite }) => ({ produitId, prixUnitaire, quantite }))).toEqual([
      { produitId: first._id, prixUnitaire: unit(first), quantite: 2 },
      { produitId: second._id, prixUnitaire: unit(second), quantite: 1 },
    ]);
    expect([recorded.sousTotal, recorded.fraisLivraison, recorded.total]).toEqual([subtotal, zone.frais, subtotal + zone.frais]);
    expect(recorded.zone?.nom).toBe(zone.nom);
    expect(recorded.pointDeRepere).toBe('Près de la pharmacie du rond-point');

    // The same cart pressed again is the same order; a changed cart is a new one.
    const before = (await allOrders()).length;
    expect(REFERENCE.exec(textOf(await order(page)))?.[1]).toBe(reference);
    expect((await allOrders()).length).toBe(before);
    await page.getByRole('button', { name: `Augmenter la quantité de ${second.nom}` }).click();
    await page.getByText('Quantité mise à jour').first().waitFor();
    const changed = REFERENCE.exec(textOf(await order(page)))?.[1];
    expect(changed).toBeTruthy();
    expect(changed).not.toBe(reference);
    expect((await allOrders()).length).toBe(before + 1);
    expect((await orderByReference(changed as string)).lignes.map((line) => line.quantite)).toEqual([2, 2]);

    // The cart is kept, and so is the choice of quartier and landmark.
    await page.reload();
    await page.locator('a[data-testid="whatsapp-order"]').waitFor();
    expect(await page.locator('[data-testid="cart-line"]').count()).toBe(2);
    expect(await zoneSelect.inputValue()).toBe(zone._id);
    expect(await page.getByLabel('Point de repère').inputValue()).toBe('Près de la pharmacie du rond-point');
    expect(errors).toEqual([]);
  });

  it('opens the tab at once and sends the message without reference when the server fails, refuses or is slow', async () => {
    const { page, context, errors } = await freshPage({ width: 375, height: 812 });
    const product = inStock();
    await addFromProductPage(page, product, 2);
    await page.goto(`${server.url}/cart`);
    await page.locator('a[data-testid="whatsapp-order"]').waitFor();
    const specified = await messageWithoutReference(page);
    expect(specified.startsWith('Bonjour, je souhaite commander les produits suivants :\n')).toBe(true);
    expect(specified).toContain('Livraison à Dakar');
    const ordersBefore = (await allOrders()).length;

    // No answer at all: the message as it always was.
    await page.route(ORDER_API, (route: Route) => route.abort('internetdisconnected'));
    expect(textOf(await order(page))).toBe(specified);
    await page.unroute(ORDER_API);

    // An answer later than about 2 s: the tab does not wait for it.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(ORDER_API, async (route: Route) => {
      await held;
      // By then the page has stopped waiting for it.
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false}' }).catch(() => {});
    });
    const pressedAt = Date.now();
    expect(textOf(await order(page))).toBe(specified);
    expect(Date.now() - pressedAt).toBeLessThan(4_000);
    release();
    await page.unroute(ORDER_API);
    expect((await allOrders()).length).toBe(ordersBefore);

    // A refusal of the server itself: the stock fell below the cart's quantity since the cart was checked.
    const form = formOfProduct(product, { stock: 1, motifStock: 'Inventaire' });
    expect((await api(`/produits/${product._id}`, { method: 'PUT', body: form })).status).toBe(200);
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/v1/commandes'));
    expect(textOf(await order(page))).toBe(specified);
    expect((await refused).status()).toBe(409);
    expect((await allOrders()).length).toBe(ordersBefore);

    // The cart is kept through it all.
    await page.reload();
    await page.locator('[data-testid="cart-line"]').waitFor();
    expect(await page.locator('[data-testid="cart-line"]').count()).toBe(1);
    // Chromium's own lines for the failures this test made: the abort, the late answer, the refusal.
    expect(errors.filter((error) => !/Failed to load resource|response: 503 POST/.test(error))).toEqual([]);
    await context.close();
  });

  it('goes to WhatsApp in the same tab when no new tab may open, still with the reference', async () => {
    const { page, errors } = await freshPage({ width: 375, height: 812 });
    await page.addInitScript(() => {
      window.open = () => null;
    });
    const product = inStock();
    await addFromProductPage(page, product, 1);
    await page.goto(`${server.url}/cart`);
    await page.locator('a[data-testid="whatsapp-order"]').click();
    await page.waitForURL(/^https:\/\/wa\.me\//);
    const text = textOf(page.url());
    expect(text).toMatch(REFERENCE);
    expect(text).toContain(`Total hors livraison : ${formatPrice(unit(product))}`);
    expect(text).toContain('Livraison : quartier à préciser, frais à confirmer');
    expect(errors).toEqual([]);
  });

  it('shows the zones on /livraison and in the cart, and a zone written shows within about a second', async () => {
    const { page, errors } = await freshPage();
    await page.goto(`${server.url}/livraison`);
    const listed = page.locator('[data-testid="delivery-zones"] li');
    expect(await listed.locator('h3').allTextContents()).toEqual(zones.map((zone) => zone.nom));
    const quoted = zones.find((zone) => zone.frais === null);
    if (quoted) expect(await listed.filter({ hasText: quoted.nom }).textContent()).toContain('Frais à confirmer');

    const zone = zones[0];
    const renamed = `${zone.nom} Centre`;
    const { status } = await api(`/zones/${zone._id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nom: renamed, frais: 1_750 }),
    });
    expect(status).toBe(200);
    for (const path of ['/livraison', '/cart']) {
      const deadline = Date.now() + 2_000;
      let body = '';
      while (Date.now() < deadline) {
        body = await (await fetch(`${server.url}${path}`)).text();
        if (body.includes(renamed)) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(body, path).toContain(renamed);
    }
    await page.reload();
    expect(await listed.filter({ hasText: renamed }).textContent()).toContain(formatPrice(1_750));
    expect(errors).toEqual([]);
  });
});
