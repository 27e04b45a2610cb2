// The back office's orders in a real Chromium against the real server: a shopper's order (recorded through the
// public POST /commandes, as the cart does) appears in 'Nouvelles'; the customer's phone is typed ('abc' refused in
// French) and the search finds the order by reference, name and phone; its lines change before the confirmation
// and not after; 'Confirmer' takes the stock (the product's stock drops on the storefront's API) and the sidebar's
// badge follows; 'En livraison', 'Livrée', 'Payée' (Wave and a reference), each in the history with the
// administrator's name; a cancellation asks for its reason; a confirmation refused for short stock says the
// server's French message naming the product; 'Nouvelle commande' records an order; the CSV export downloads a
// file; a phone's width shows cards and the printed page is the delivery slip alone.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, besidesRefusals, hasChromium, launchBrowser, openAdminPage, type RunningServer, startServer, type TokenPair } from './harness';

interface Envelope<T> {
  status: number;
  code?: string;
  message: string;
  data: T;
}

interface ApiProduct {
  _id: string;
  nom: string;
  stock: number | null;
  prixApresPromotion: number;
}

interface ApiZone {
  _id: string;
  nom: string;
  frais: number | null;
}

interface ApiOrder {
  _id: string;
  reference: string;
  statut: string;
  total: number;
}

const CUSTOMER = { name: 'Awa Diop', typed: '77 123 45 67', stored: '+221771234567', shown: '+221 77 123 45 67' };

describe.skipIf(!hasChromium)('back-office orders in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let tokens: TokenPair;
  let adminName: string;
  let plenty: ApiProduct;
  let rare: ApiProduct;
  let plateau: ApiZone;
  let mermoz: ApiZone;
  let first: ApiOrder;

  async function api<T>(path: string, init: { method?: string; body?: unknown; auth?: boolean } = {}): Promise<Envelope<T>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (init.auth !== false) headers.Authorization = `Bearer ${tokens.accessToken}`;
    const response = await fetch(`${server.url}/api/v1${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return (await response.json()) as Envelope<T>;
  }

  /** What the shopper's cart sends when 'Commander via WhatsApp' is pressed: no account, no price. */
  async function shopperOrder(lines: { produitId: string; quantite: number }[], zoneId: string | null = plateau._id): Promise<ApiOrder> {
    const answer = await api<ApiOrder>('/commandes', {
      method: 'POST',
      auth: false,
      body: { lignes: lines, zoneId, pointDeRepere: 'En face de la pharmacie Guigon', note: 'Appeler avant de passer', idempotencyKey: crypto.randomUUID() },
    });
    expect(answer.status).toBe(201);
    // The shopper's answer names the order by its reference only; the inbox gives its id.
    const found = await api<ApiOrder[]>(`/commandes?search=${encodeURIComponent(answer.data.reference)}`);
    expect(found.data).toHaveLength(1);
    return found.data[0];
  }

  const stockOf = async (id: string) => (await api<ApiProduct>(`/produits/${id}`, { auth: false })).data.stock;
  const newCount = async () => (await api<{ nouvelle: number }>('/commandes/compteurs')).data.nouvelle;

  async function createProduct(nom: string, prix: number, stock: number): Promise<ApiProduct> {
    const categories = await api<{ _id: string }[]>('/types', { auth: false });
    const answer = await api<ApiProduct>('/produits', { method: 'POST', body: { nom, prix, stock, typeProduit: categories.data[0]._id, description: 'Produit de test' } });
    expect(answer.status).toBe(201);
    return answer.data;
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    tokens = await apiSignIn(server.url);
    const profile = await api<{ nomComplet: string | null; email: string }>('/auth/profile');
    adminName = profile.data.nomComplet || profile.data.email;
    plenty = await createProduct('Spiruline Commandes E2E', 5_000, 10);
    rare = await createProduct('Collagène Rare E2E', 12_000, 1);
    const zones = await api<ApiZone[]>('/zones', { auth: false });
    plateau = zones.data.find((zone) => zone.nom === 'Plateau') as ApiZone;
    mermoz = zones.data.find((zone) => zone.nom === 'Mermoz') as ApiZone;
    expect(plateau?.frais).toBe(1_500);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const adminPage = (width = 1280, height = 900) => openAdminPage(browser, tokens, { width, height, acceptDownloads: true });

  const rows = (page: Page) => page.getByTestId('order-row');
  const badge = (page: Page) => page.getByTestId('new-orders-badge');
  const history = (page: Page) => page.getByTestId('history-event');
  const status = (page: Page) => page.locator('header [data-testid="order-status"]');

  let page: Page;
  let errors: string[];

  it("shows a shopper's order in 'Nouvelles' with its reference, and the sidebar counts the new orders", async () => {
    first = await shopperOrder([{ produitId: plenty._id, quantite: 2 }]);
    expect(first.statut).toBe('nouvelle');
    ({ page, errors } = await adminPage());
    await page.goto(`${server.url}/admin/commandes`);
    await page.getByRole('heading', { name: 'Commandes', level: 1 }).waitFor();
    const row = rows(page).filter({ hasText: first.reference });
    await row.waitFor();
    expect(await page.getByTestId('order-tab-nouvelle').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('order-tab-nouvelle').textContent()).toBe(`Nouvelles${await newCount()}`);
    expect(await row.textContent()).toContain('Plateau');
    expect(await row.textContent()).toContain('Téléphone à saisir');
    expect(await row.getByTestId('order-status').textContent()).toBe('Nouvelle');
    await expect.poll(() => badge(page).textContent()).toBe(String(await newCount()));
    expect(await page.getByRole('link', { name: /^Commandes/ }).getAttribute('aria-current')).toBe('page');
  });

  it("types the customer's name and phone: 'abc' is refused in French, a Senegalese number is kept", async () => {
    await rows(page).filter({ hasText: first.reference }).getByRole('link').click();
    await page.waitForURL(`${server.url}/admin/commandes/${first._id}`);
    await page.getByRole('heading', { name: first.reference }).waitFor();
    // Without a phone, 'Écrire au client' cannot open WhatsApp.
    expect(await page.getByRole('button', { name: 'Écrire au client' }).isDisabled()).toBe(true);
    const customer = page.getByRole('form', { name: 'Client' });
    await customer.getByLabel('Nom du client').fill(CUSTOMER.name);
    await customer.getByLabel('Téléphone').fill('abc');
    await customer.getByRole('button', { name: 'Enregistrer le client' }).click();
    await customer.getByText('Veuillez saisir un numéro de téléphone valide').waitFor();
    expect(await customer.getByLabel('Téléphone').evaluate((input) => input === document.activeElement)).toBe(true);
    await customer.getByLabel('Téléphone').fill(CUSTOMER.typed);
    await customer.getByRole('button', { name: 'Enregistrer le client' }).click();
    await expect.poll(() => customer.getByLabel('Téléphone').inputValue()).toBe(CUSTOMER.shown);
    const order = await api<{ client: { nom: string; telephone: string } }>(`/commandes/${first._id}`);
    expect(order.data.client).toEqual({ nom: CUSTOMER.name, telephone: CUSTOMER.stored });
    // 'Écrire au client' now opens the customer's WhatsApp with a message about this order.
    const link = await page.getByTestId('write-customer').getAttribute('href');
    expect(link).toMatch(/^https:\/\/wa\.me\/221771234567\?text=/);
    const text = decodeURIComponent((link ?? '').split('text=')[1]);
    expect(text).toContain(`Bonjour ${CUSTOMER.name},`);
    expect(text).toContain(first.reference);
  });

  it('finds the order by its reference, the customer’s name and phone', async () => {
    await page.goto(`${server.url}/admin/commandes`);
    const search = page.getByRole('searchbox', { name: 'Rechercher une commande' });
    for (const term of [first.reference, 'awa', '771234567', '77 123 45']) {
      await search.fill(term);
      await page.waitForURL((url) => url.searchParams.get('search') === term.trim());
      await expect.poll(() => rows(page).allTextContents()).toEqual([expect.stringContaining(first.reference)]);
    }
    await search.fill('CMD-0000-9999');
    await page.getByText('Aucune commande ne correspond à cette recherche.').waitFor();
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await rows(page).first().waitFor();
    expect(await search.inputValue()).toBe('');
  });

  it('changes the lines before the confirmation: a quantity, a product added then removed', async () => {
    await page.goto(`${server.url}/admin/commandes/${first._id}`);
    await page.getByRole('button', { name: 'Modifier les produits' }).click();
    const quantity = page.getByLabel(`Quantité de ${plenty.nom}`);
    expect(await quantity.evaluate((input) => input === document.activeElement)).toBe(true);
    await quantity.fill('3');
    await page.getByRole('searchbox', { name: 'Rechercher un produit à ajouter' }).fill('Collagène Rare');
    await page.getByRole('button', { name: `Ajouter ${rare.nom}` }).click();
    expect(await page.getByTestId('line-draft').count()).toBe(2);
    await page.getByRole('button', { name: `Retirer ${rare.nom}` }).click();
    expect(await page.getByTestId('draft-subtotal').textContent()).toBe('15\u00a0000\u00a0FCFA');
    await page.getByRole('button', { name: 'Enregistrer les produits' }).click();
    await expect.poll(() => page.getByTestId('order-subtotal').textContent()).toBe('15\u00a0000\u00a0FCFA');
    expect(await page.getByTestId('order-total').textContent()).toBe('16\u00a0500\u00a0FCFA');
    await expect.poll(() => history(page).allTextContents()).toContainEqual(expect.stringContaining('Produits modifiés'));
  });

  it("confirms it: the product's stock drops, the badge follows, and the lines no longer change", async () => {
    const before = await newCount();
    await expect.poll(() => badge(page).textContent()).toBe(String(before));
    expect(await stockOf(plenty._id)).toBe(10);
    await page.getByRole('button', { name: 'Confirmer', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmer et retirer du stock' }).click();
    await expect.poll(() => status(page).textContent()).toBe('Confirmée');
    expect(await stockOf(plenty._id)).toBe(7);
    // The badge reads the count again after the action; at 0 it is not shown.
    await expect.poll(async () => ((await badge(page).count()) > 0 ? await badge(page).textContent() : '0')).toBe(String(before - 1));
    expect(await page.getByRole('button', { name: 'Modifier les produits' }).count()).toBe(0);
    await page.getByText('Les produits ne changent plus une fois la commande confirmée.').waitFor();
    // The storefront's page of the product reads the new stock too.
    const shop = await page.context().newPage();
    const response = await shop.goto(`${server.url}/produits/${plenty._id}`);
    expect(response?.status()).toBe(200);
    await shop.close();
  });

  it("goes 'En livraison', 'Livrée' and 'Payée' (Wave, a reference), each step in the history with who and when", async () => {
    await page.getByRole('button', { name: 'En livraison', exact: true }).click();
    await expect.poll(() => status(page).textContent()).toBe('En livraison');
    await page.getByRole('button', { name: 'Livrée', exact: true }).click();
    await expect.poll(() => status(page).textContent()).toBe('Livrée');
    await page.getByRole('button', { name: 'Payée', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Enregistrer le paiement' });
    await dialog.waitFor();
    // No method chosen: the API's own message.
    await dialog.getByRole('button', { name: 'Enregistrer le paiement' }).click();
    await dialog.getByText('Choisissez le moyen de paiement').waitFor();
    await dialog.getByText('Wave', { exact: true }).click();
    await dialog.getByLabel('Référence de transaction').fill('WAVE-7731');
    await dialog.getByRole('button', { name: 'Enregistrer le paiement' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('payment-state').textContent()).toBe('Payée');
    expect(await page.getByTestId('payment-method').textContent()).toBe('Wave');
    await page.locator('header').getByTestId('order-paid').waitFor();
    await expect.poll(() => history(page).count()).toBe(7);
    const steps = await history(page).allTextContents();
    expect(steps[0]).toContain('Commande reçue');
    expect(steps[0]).toContain('le client, sur le site');
    const expected = ['Coordonnées du client modifiées', 'Produits modifiés', 'Commande confirmée', 'Commande en livraison', 'Commande livrée', 'Paiement enregistré'];
    expected.forEach((title, index) => {
      expect(steps[index + 1]).toContain(title);
      expect(steps[index + 1]).toContain(`par ${adminName}`);
      expect(steps[index + 1]).toMatch(/\d{1,2} [a-zéû]+\.? \d{4}( à|,) \d{2}:\d{2}/);
    });
    expect(steps[6]).toContain('Wave · réf. WAVE-7731');
    expect(await page.getByRole('button', { name: 'Annuler la commande' }).count()).toBe(0);
    expect(besidesRefusals(errors, [])).toEqual([]);
  });

  it('asks for a reason before cancelling an order', async () => {
    const order = await shopperOrder([{ produitId: plenty._id, quantite: 1 }]);
    await page.goto(`${server.url}/admin/commandes/${order._id}`);
    await page.getByRole('button', { name: 'Annuler la commande' }).click();
    const dialog = page.getByRole('dialog', { name: 'Annuler la commande' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Annuler la commande' }).click();
    await dialog.getByText("Indiquez le motif de l'annulation").waitFor();
    expect(await dialog.getByLabel('Motif').evaluate((input) => input === document.activeElement)).toBe(true);
    await dialog.getByLabel('Motif').fill('Client injoignable');
    await dialog.getByRole('button', { name: 'Annuler la commande' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => status(page).textContent()).toBe('Annulée');
    await page.getByText('Client injoignable').first().waitFor();
    expect(await history(page).last().textContent()).toContain('Motif : Client injoignable');
    expect((await api<ApiOrder>(`/commandes/${order._id}`)).data.statut).toBe('annulee');
  });

  it("refuses a confirmation for short stock with the server's French message naming the product, and keeps the order new", async () => {
    const waiting = await shopperOrder([{ produitId: rare._id, quantite: 1 }]);
    const faster = await shopperOrder([{ produitId: rare._id, quantite: 1 }]);
    expect((await api<ApiOrder>(`/commandes/${faster._id}/confirmer`, { method: 'POST' })).status).toBe(200);
    expect(await stockOf(rare._id)).toBe(0);
    errors.length = 0;
    await page.goto(`${server.url}/admin/commandes/${waiting._id}`);
    await page.getByRole('button', { name: 'Confirmer', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmer et retirer du stock' }).click();
    await page.getByRole('alert').filter({ hasText: `Stock insuffisant pour ${rare.nom}` }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Stock insuffisant' }).textContent()).toContain("il n'en reste plus");
    expect(await status(page).textContent()).toBe('Nouvelle');
    expect((await api<ApiOrder>(`/commandes/${waiting._id}`)).data.statut).toBe('nouvelle');
    expect(await page.getByRole('button', { name: 'Modifier les produits' }).count()).toBe(1);
    expect(besidesRefusals(errors, [409])).toEqual([]);
  });

  it("records an order taken by phone with 'Nouvelle commande'", async () => {
    await page.goto(`${server.url}/admin/commandes`);
    // The inbox as the administrator sees it, its orders listed, before the button is pressed.
    await page.getByRole('link', { name: /^Ouvrir la commande / }).first().waitFor();
    // Exact: the sidebar's 'Commandes' is read out with its badge ('1 nouvelle commande').
    await page.getByRole('link', { name: 'Nouvelle commande', exact: true }).click();
    await page.waitForURL(`${server.url}/admin/commandes/add`);
    await page.getByRole('heading', { name: 'Nouvelle commande' }).waitFor();
    // Nothing chosen: the API's own message about the lines.
    await page.getByRole('button', { name: 'Enregistrer la commande' }).click();
    await page.getByText('Votre commande ne contient aucun produit').waitFor();
    await page.getByRole('searchbox', { name: 'Rechercher un produit à ajouter' }).fill('Spiruline Commandes');
    await page.getByRole('button', { name: `Ajouter ${plenty.nom}` }).click();
    await page.getByLabel(`Quantité de ${plenty.nom}`).fill('2');
    await page.getByLabel('Zone').selectOption(mermoz._id);
    await page.getByLabel('Point de repère').fill('Villa 12, rue des Ambassades');
    await page.getByLabel('Nom du client').fill('Moussa Ndiaye');
    await page.getByLabel('Téléphone').fill('abc');
    await page.getByRole('button', { name: 'Enregistrer la commande' }).click();
    await page.getByText('Veuillez saisir un numéro de téléphone valide').waitFor();
    await page.getByLabel('Téléphone').fill('+33 6 12 34 56 78');
    await page.getByRole('button', { name: 'Enregistrer la commande' }).click();
    await page.waitForURL(/\/admin\/commandes\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop() as string;
    const order = await api<ApiOrder & { client: { telephone: string }; source: string; fraisLivraison: number }>(`/commandes/${id}`);
    expect(order.data).toMatchObject({ statut: 'nouvelle', source: 'admin', fraisLivraison: 2_000, total: 12_000, client: { telephone: '+33612345678' } });
    await page.getByRole('heading', { name: order.data.reference }).waitFor();
    expect(await history(page).first().textContent()).toContain(`Commande saisie`);
    expect(await history(page).first().textContent()).toContain(`par ${adminName}`);
  });

  it('downloads the filtered list as a CSV file with the administrator’s token', async () => {
    await page.goto(`${server.url}/admin/commandes?status=toutes`);
    await rows(page).first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporter (CSV)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^commandes-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) as string, 'utf8');
    expect(csv).toContain('Référence');
    expect(csv).toContain(first.reference);
    expect(csv).toContain(CUSTOMER.name);
  });

  it("shows cards on a phone, without sideways scrolling, and prints the delivery slip alone", async () => {
    const phone = await adminPage(375, 812);
    await phone.page.goto(`${server.url}/admin/commandes?status=toutes`);
    await phone.page.getByTestId('order-card').first().waitFor();
    expect(await rows(phone.page).first().isVisible()).toBe(false);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.page.goto(`${server.url}/admin/commandes/${first._id}`);
    await phone.page.getByRole('heading', { name: first.reference }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // 'Imprimer' fetches the slip, waits for it, then asks the browser to print (the dialog itself is left out).
    await phone.page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', '');
    });
    await phone.page.getByRole('button', { name: 'Imprimer le bon de livraison' }).click();
    await phone.page.locator('body[data-printed]').waitFor({ state: 'attached' });
    expect(await phone.page.getByTestId('delivery-slip').isVisible()).toBe(false);
    await phone.page.emulateMedia({ media: 'print' });
    const slip = phone.page.getByTestId('delivery-slip');
    expect(await slip.isVisible()).toBe(true);
    expect(await phone.page.getByRole('heading', { name: first.reference }).isVisible()).toBe(false);
    expect(await phone.page.getByTestId('admin-sidebar').isVisible()).toBe(false);
    const text = await slip.textContent();
    for (const part of [first.reference, CUSTOMER.name, CUSTOMER.shown, 'Plateau', 'En face de la pharmacie Guigon', plenty.nom, 'Montant à encaisser']) {
      expect(text).toContain(part);
    }
    // Paid: nothing to collect.
    expect(await slip.getByTestId('slip-to-collect').textContent()).toContain('0\u00a0FCFA');
    expect(await slip.getByTestId('slip-to-collect').textContent()).toContain('Payée (Wave)');
    expect(besidesRefusals(phone.errors, [])).toEqual([]);
  });
});
