// The back office's customers in a real Chromium against the real server, on a phone's width (375 px): a shopper's
// order gets its customer's name and phone typed on its page; once paid, the customer is listed with 1 order and its
// total; 'Nouvelle commande' says the phone typed is a known customer ('Client connu · 1 commande · …') and, once
// recorded, the customer has 2 orders; on its page, tags chosen from the suggestions and a private note are saved;
// the CSV export downloads a file with the customer in it. Every page is scanned for accessibility
// (./accessibility.ts). With SHOTS_DIR set, the list and the customer's page are photographed at 375 and 1280 px.
import { mkdir, readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '@/shared/format';
import { apiSignIn, hasChromium, launchBrowser, openAdminPage, type RunningServer, startServer, type TokenPair } from './harness';

interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

interface ApiOrder {
  _id: string;
  reference: string;
  total: number;
}

const CUSTOMER = { name: 'Mariama Sall', typed: '77 654 32 10', stored: '+221776543210', shown: '+221 77 654 32 10' };

describe.skipIf(!hasChromium)('back-office customers in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let tokens: TokenPair;
  let product: { _id: string; nom: string };
  let first: ApiOrder;
  let page: Page;
  let errors: string[];
  let customerId: string;

  async function api<T>(path: string, init: { method?: string; body?: unknown; auth?: boolean } = {}): Promise<Envelope<T>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (init.auth !== false) headers.Authorization = `Bearer ${tokens.accessToken}`;
    const response = await fetch(`${server.url}/api/v1${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    return (await response.json()) as Envelope<T>;
  }

  async function shots(name: string, path: string, ready: (shot: Page) => Promise<void>) {
    const dir = process.env.SHOTS_DIR;
    if (!dir) return;
    await mkdir(dir, { recursive: true });
    for (const width of [375, 1280]) {
      const shot = await openAdminPage(browser, tokens, { width, height: width === 375 ? 812 : 900 });
      await shot.page.goto(`${server.url}${path}`);
      await ready(shot.page);
      await shot.page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
      await shot.context.close();
    }
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    tokens = await apiSignIn(server.url);
    const categories = await api<{ _id: string }[]>('/types', { auth: false });
    const created = await api<{ _id: string; nom: string }>('/produits', {
      method: 'POST',
      body: { nom: 'Oméga 3 Clients E2E', prix: 8_000, stock: 20, typeProduit: categories.data[0]._id, description: 'Produit de test' },
    });
    product = created.data;
    const placed = await api<{ reference: string }>('/commandes', {
      method: 'POST',
      auth: false,
      body: { lignes: [{ produitId: product._id, quantite: 2 }], idempotencyKey: crypto.randomUUID() },
    });
    expect(placed.status).toBe(201);
    first = (await api<ApiOrder[]>(`/commandes?search=${encodeURIComponent(placed.data.reference)}`)).data[0];
    ({ page, errors } = await openAdminPage(browser, tokens, { width: 375, height: 812, acceptDownloads: true }));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("makes a customer of the phone typed on an order, listed with 1 order and its total once paid", async () => {
    await page.goto(`${server.url}/admin/commandes/${first._id}`);
    await page.getByRole('heading', { name: first.reference }).waitFor();
    const customer = page.getByRole('form', { name: 'Client' });
    await customer.getByLabel('Nom du client').fill(CUSTOMER.name);
    await customer.getByLabel('Téléphone').fill(CUSTOMER.typed);
    await customer.getByRole('button', { name: 'Enregistrer le client' }).click();
    await expect.poll(() => customer.getByLabel('Téléphone').inputValue()).toBe(CUSTOMER.shown);
    // The phone saved on its own order is no returning customer: the hint is for a phone typed.
    await page.waitForTimeout(1_000);
    expect(await customer.getByTestId('customer-hint').count()).toBe(0);

    expect((await api(`/commandes/${first._id}/paiement`, { method: 'PUT', body: { payee: true, methode: 'wave' } })).status).toBe(200);
    await page.goto(`${server.url}/admin/clients`);
    await page.getByRole('heading', { name: 'Clients', level: 1 }).waitFor();
    const card = page.getByTestId('customer-card').filter({ hasText: CUSTOMER.name });
    await card.waitFor();
    expect(await page.getByTestId('customer-row').first().isVisible()).toBe(false);
    const text = (await card.textContent()) ?? '';
    expect(text).toContain(CUSTOMER.shown);
    expect(text).toContain('1 commande');
    expect(text).toContain(formatPrice(first.total));
    // No sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it("says on 'Nouvelle commande' that the phone typed is a known customer, and counts the new order", async () => {
    await page.goto(`${server.url}/admin/commandes/add`);
    await page.getByRole('heading', { name: 'Nouvelle commande' }).waitFor();
    await page.getByRole('searchbox', { name: 'Rechercher un produit à ajouter' }).fill('Oméga 3 Clients');
    await page.getByRole('button', { name: `Ajouter ${product.nom}` }).click();
    await page.getByLabel('Téléphone').fill('776543210');
    const hint = page.getByTestId('customer-hint');
    await hint.waitFor();
    expect(await hint.textContent()).toContain(`Client connu · 1 commande · ${formatPrice(first.total)}`);
    expect(await hint.getByRole('link', { name: 'Voir la fiche' }).getAttribute('href')).toMatch(/^\/admin\/clients\/[0-9a-f-]{36}$/);
    customerId = ((await hint.getByRole('link').getAttribute('href')) ?? '').split('/').pop() as string;
    await page.getByRole('button', { name: 'Enregistrer la commande' }).click();
    await page.waitForURL(/\/admin\/commandes\/[0-9a-f-]{36}$/);

    await page.goto(`${server.url}/admin/clients?q=${encodeURIComponent('mariama')}`);
    const card = page.getByTestId('customer-card').filter({ hasText: CUSTOMER.name });
    await card.waitFor();
    expect(await card.textContent()).toContain('2 commandes');
  });

  it("saves tags chosen from the suggestions and a private note on the customer's page", async () => {
    await page.getByTestId('customer-card').filter({ hasText: CUSTOMER.name }).getByRole('link').click();
    await page.waitForURL(`${server.url}/admin/clients/${customerId}`);
    await page.getByRole('heading', { name: CUSTOMER.name, level: 1 }).waitFor();
    expect(await page.getByTestId('customer-order').count()).toBe(2);
    expect(await page.getByTestId('write-customer').getAttribute('href')).toMatch(/^https:\/\/wa\.me\/221776543210\?text=/);

    const tags = page.getByRole('form', { name: 'Étiquettes' });
    await tags.getByRole('button', { name: "Ajouter l'étiquette VIP" }).click();
    await tags.getByLabel('Nouvelle étiquette').fill('Livraison soir');
    await tags.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await tags.getByRole('button', { name: 'Enregistrer les étiquettes' }).click();
    await page.getByText('Étiquettes enregistrées').first().waitFor();

    const note = page.getByRole('form', { name: 'Note privée' });
    await note.getByLabel('Note privée').fill('Préfère être livrée après 18h.');
    await note.getByRole('button', { name: 'Enregistrer la note' }).click();
    await page.getByText('Note enregistrée').first().waitFor();

    const saved = await api<{ tags: string[]; note: string | null }>(`/clients/${customerId}`);
    expect(saved.data).toMatchObject({ tags: ['VIP', 'Livraison soir'], note: 'Préfère être livrée après 18h.' });
    // The first order links to its page.
    await page.getByRole('link', { name: `Ouvrir la commande ${first.reference}` }).click();
    await page.waitForURL(`${server.url}/admin/commandes/${first._id}`);
  });

  it('downloads the customers as a CSV file', async () => {
    await page.goto(`${server.url}/admin/clients`);
    await page.getByTestId('customer-card').first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporter (CSV)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) as string, 'utf8');
    expect(csv).toContain('Total dépensé (FCFA)');
    expect(csv).toContain(CUSTOMER.name);
    expect(csv).toContain('VIP, Livraison soir');
    expect(errors).toEqual([]);
  });

  it('is photographed for review when asked', async () => {
    await shots('clients-list', '/admin/clients', (shot) => shot.getByTestId(shot.viewportSize()?.width === 375 ? 'customer-card' : 'customer-row').first().waitFor());
    await shots('client-page', `/admin/clients/${customerId}`, (shot) => shot.getByRole('heading', { name: CUSTOMER.name, level: 1 }).waitFor());
  });
});
