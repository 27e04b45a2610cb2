// The shopper's page of an order, in a real Chromium against the real server (docs/product.md, "The order's
// page"; docs/SECURITY.md, "The order's page"): a shopper orders from the cart on a phone; the WhatsApp message ends
// with the page's link; the page says 'Reçue', what to pay and how; once an administrator confirms it and marks it
// paid, it says 'Confirmée', 'Payée' and shows the receipt, which prints alone; its answers are private and never
// indexed, another visitor's link opens only their own order, an unknown code gets the 404 page, and a first
// visit costs at most 60 KB beyond what the home page already loaded. Screenshots go to SHOTS_DIR (default
// /tmp/shots/page) at 375 and 1280 px.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '@/shared/format';
import type { DeliveryZone, OrderDetail, OrderSummary, PublicOrder } from '@/shared/orders/answers';
import type { Product } from '@/shared/catalog/answers';
import { apiSignIn, apiStepUp, besidesRefusals, freePort, hasChromium, launchBrowser, type RunningServer, startServer, type TokenPair, watchErrors, whenHydrated, DESKTOP, PHONE, shootBothWidths } from './harness';

const WHATSAPP = '+221 77 123 45 67';
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/page';
const LINK_LINE = /\n\nSuivi de la commande\u00a0: (http:\/\/127\.0\.0\.1:\d+\/commande\/[A-Za-z0-9_-]{22})$/;
const BUDGET_BYTES = 60 * 1024;

const textOf = (url: string) => new URL(url).searchParams.get('text') ?? '';

describe.skipIf(!hasChromium)("the shopper's page of an order", () => {
  let server: RunningServer;
  let browser: Browser;
  let tokens: TokenPair;
  const contexts: BrowserContext[] = [];
  let product: Product;
  let zone: DeliveryZone;
  let link: string;
  let reference: string;

  async function api<T>(method: string, route: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; data: T }> {
    const response = await fetch(`${server.url}/api/v1${route}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.accessToken}`, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { data: T; message: string };
    return { status: response.status, data: answer.data };
  }

  async function newPage(viewport = PHONE): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' }));
    const page = await context.newPage();
    return { page, errors: watchErrors(page) };
  }

  const shoot = (page: Page, name: string) => shootBothWidths(page, { dir: SHOTS, name });

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const port = await freePort();
    server = await startServer({ port, env: { WHATSAPP_NUMBER: WHATSAPP, PUBLIC_URL: `http://127.0.0.1:${port}` } });
    browser = await launchBrowser();
    tokens = await apiSignIn(server.url);
    const settings = await api('PUT', '/parametres', { numeroWave: '76 111 22 33', numeroOrangeMoney: '77 222 33 44' }, await apiStepUp(server.url, tokens.accessToken));
    expect(settings.status).toBe(200);
    const products = ((await (await fetch(`${server.url}/api/v1/produits/?limit=100`)).json()) as { data: Product[] }).data;
    product = products.find((candidate) => !candidate.enRupture && (candidate.stock === null || candidate.stock > 5) && !candidate.variantes?.length) as Product;
    expect(product, 'a demo product in stock').toBeTruthy();
    const zones = ((await (await fetch(`${server.url}/api/v1/zones`)).json()) as { data: DeliveryZone[] }).data;
    zone = zones.find((candidate) => candidate.nom === 'Mermoz') as DeliveryZone;
    expect(zone).toBeTruthy();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  it("the WhatsApp message of an order from the cart ends with the page's link, which opens the order 'Reçue'", async () => {
    const { page, errors } = await newPage();
    await page.goto(`${server.url}/produits/${product._id}`);
    await whenHydrated(page);
    await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
    await page.getByText('Produit ajouté au panier !').first().waitFor();
    await page.goto(`${server.url}/cart`);
    const order = page.locator('a[data-testid="whatsapp-order"]');
    await order.waitFor();
    await page.getByLabel('Quartier de livraison').selectOption(zone._id);
    await page.getByLabel('Point de repère').fill('Face à la station Total');
    const [tab] = await Promise.all([page.waitForEvent('popup'), order.click()]);
    await tab.waitForURL(/^https:\/\/wa\.me\//);
    const text = textOf(tab.url());
    await tab.close();
    link = LINK_LINE.exec(text)?.[1] as string;
    expect(link, text).toBeTruthy();
    reference = /^Commande (CMD-\d{4}-\d{4,})\n/.exec(text)?.[1] as string;
    expect(reference).toBeTruthy();

    const answer = await page.goto(link);
    expect(answer?.status()).toBe(200);
    const headers = answer?.headers() ?? {};
    expect(headers['cache-control']).toContain('private');
    expect(headers['cache-control']).toContain('no-store');
    expect(headers['x-robots-tag']).toContain('noindex');
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await page.getByRole('heading', { name: `Commande ${reference}`, level: 1 }).waitFor();
    expect(await page.getByTestId('order-status').textContent()).toBe('Reçue');
    const lines = await page.getByTestId('order-lines').textContent();
    expect(lines).toContain(product.nom);
    expect(await page.getByTestId('order-totals').textContent()).toContain(formatPrice(zone.frais ?? 0));
    expect(await page.locator('main').textContent()).toContain('Face à la station Total');
    const payment = (await page.getByTestId('payment-instructions').textContent()) ?? '';
    expect(payment).toContain('+221 76 111 22 33');
    expect(payment).toContain('+221 77 222 33 44');
    expect(payment).toContain('Ou paiement à la livraison');
    expect(await page.getByText('Reçu', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Écrire sur WhatsApp', exact: true }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/221771234567\?text=/);
    await shoot(page, 'received');
    expect(errors).toEqual([]);
  });

  it('costs at most 60 KB on a first visit beyond what the home page loads', async () => {
    const loaded = async (url: string) => {
      const context = await browser.newContext({ viewport: PHONE });
      contexts.push(context);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const urls = new Map<string, string>();
      const bytes = new Map<string, number>();
      cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, new URL(event.request.url).pathname));
      cdp.on('Network.loadingFinished', (event) => bytes.set(event.requestId, event.encodedDataLength));
      await page.goto(url, { waitUntil: 'networkidle' });
      return [...bytes].map(([id, size]) => ({ path: urls.get(id) ?? '', size }));
    };
    const home = new Set((await loaded(`${server.url}/`)).map((entry) => entry.path));
    const visit = await loaded(link);
    const beyond = visit.filter((entry) => !home.has(entry.path) || entry.path === new URL(link).pathname);
    const total = beyond.reduce((sum, entry) => sum + entry.size, 0);
    expect(beyond.some((entry) => entry.path.startsWith('/commande/'))).toBe(true);
    expect(total, JSON.stringify(beyond)).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it("once confirmed and marked paid, says 'Confirmée' and 'Payée' and shows the receipt, which prints alone", async () => {
    const found = (await api<OrderSummary[]>('GET', `/commandes?search=${reference}`)).data;
    expect(found.map((order) => order.reference)).toEqual([reference]);
    const id = found[0]._id;
    expect((await api<OrderDetail>('GET', `/commandes/${id}`)).data.lienSuivi).toBe(link);
    expect((await api('POST', `/commandes/${id}/confirmer`)).status).toBe(200);
    expect((await api('PUT', `/commandes/${id}/paiement`, { payee: true, methode: 'wave', reference: 'WAVE-7Q2M' })).status).toBe(200);

    const { page, errors } = await newPage();
    await page.goto(link);
    expect(await page.getByTestId('order-status').textContent()).toBe('Confirmée');
    const receipt = page.getByTestId('receipt');
    await receipt.getByRole('heading', { name: 'Reçu' }).waitFor();
    expect(await receipt.textContent()).toContain('Payée');
    expect(await receipt.textContent()).toContain('WAVE-7Q2M');
    expect(await page.getByTestId('payment-status').textContent()).toContain('Payée le');
    expect(await page.getByTestId('payment-instructions').count()).toBe(0);
    await page.getByRole('button', { name: 'Imprimer le reçu' }).waitFor();
    await shoot(page, 'paid');

    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.locator('footer').first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Imprimer le reçu' }).isVisible()).toBe(false);
    expect(await page.getByTestId('order-timeline').isVisible()).toBe(false);
    expect(await receipt.isVisible()).toBe(true);
    expect(await page.getByTestId('order-lines').isVisible()).toBe(true);
    expect(await receipt.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 0, 0)');
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: path.join(SHOTS, `print-${viewport.width}.png`), fullPage: true });
    }
    await page.emulateMedia({ media: 'screen' });
    expect(errors).toEqual([]);
  });

  it("a second visitor's link opens their own order only, and neither is kept for the other", async () => {
    const placed = await fetch(`${server.url}/api/v1/commandes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lignes: [{ produitId: product._id, quantite: 1 }], idempotencyKey: crypto.randomUUID() }),
    });
    const second = ((await placed.json()) as { data: PublicOrder }).data;
    expect(second.lienSuivi).not.toBe(link);
    for (let round = 0; round < 2; round++) {
      for (const [address, own, other] of [
        [link, reference, second.reference],
        [second.lienSuivi, second.reference, reference],
      ]) {
        const answer = await fetch(address);
        const html = await answer.text();
        expect(answer.headers.get('cache-control')).toContain('no-store');
        expect(html).toContain(own);
        expect(html).not.toContain(other);
      }
    }
    const { page, errors } = await newPage(DESKTOP);
    await page.goto(second.lienSuivi);
    await page.getByRole('heading', { name: `Commande ${second.reference}`, level: 1 }).waitFor();
    expect(await page.getByTestId('order-status').textContent()).toBe('Reçue');
    expect(await page.locator('main').textContent()).not.toContain(reference);
    expect(errors).toEqual([]);
  });

  it('answers an unknown or malformed code, or a reference, with the 404 page', async () => {
    const code = new URL(link).pathname.split('/').pop() as string;
    const unknown = `${code.slice(0, 21)}${code.endsWith('A') ? 'B' : 'A'}`;
    const { page, errors } = await newPage();
    for (const target of [unknown, 'abc', reference, `${code}x`]) {
      const answer = await page.goto(`${server.url}/commande/${target}`);
      expect(answer?.status(), target).toBe(404);
      expect(answer?.headers()['cache-control'], target).toContain('no-store');
      await page.getByRole('heading', { name: 'Page non trouvée' }).waitFor();
      expect(await page.locator('main').textContent()).not.toContain('Commande CMD-');
    }
    expect(besidesRefusals(errors, [404])).toEqual([]);
  });
});
