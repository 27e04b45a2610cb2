// The delivery zones' screen and the dashboard's orders figures in a real Chromium against the real server: the
// seeded zones in their order; a zone created (a negative fee refused with the schema's message and a name taken
// with the server's, nothing stored), its fee changed and shown by the storefront's delivery page within seconds
// although that page is served from the page cache, deactivated and gone from the public list, moved up and down on
// a phone, deleted after a confirmation; then an order recorded by the storefront's call, confirmed, shipped,
// delivered and paid, counted in the dashboard's turnover and drawn as today's bar.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNumber, formatPrice } from '@/shared/format';
import { ORDER_MESSAGES, ORDER_VALIDATION } from '@/shared/orders/messages';
import type { DeliveryZone, OrderFigures, OrderSummary, PublicOrder } from '@/shared/orders/answers';
import { apiSignIn, besidesRefusals, hasChromium, launchBrowser, openAdminPage, type RunningServer, startServer, type TokenPair } from './harness';

const OTHER_ZONE = 'Autre quartier ou région';
const NEW_ZONE = 'Keur Gorgui';

interface ApiProduct {
  _id: string;
  nom: string;
  prixApresPromotion: number;
  enRupture: boolean;
  stock: number | null;
}

describe.skipIf(!hasChromium)('back-office delivery zones and order figures in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let tokens: TokenPair;

  const api = async <T>(method: string, path: string, body?: unknown, auth = true): Promise<{ status: number; body: { message: string; data: T } }> => {
    const response = await fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(auth ? { Authorization: `Bearer ${tokens.accessToken}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { message: string; data: T } };
  };

  const allZones = async () => (await api<DeliveryZone[]>('GET', '/zones/admin')).body.data;
  const publicZones = async () => (await api<DeliveryZone[]>('GET', '/zones', undefined, false)).body.data;
  const zoneNamed = async (nom: string) => (await allZones()).find((zone) => zone.nom === nom);

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    tokens = await apiSignIn(server.url);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const adminPage = (width = 1280) => openAdminPage(browser, tokens, { width });

  const names = (page: Page) => page.getByTestId('zone-name').allTextContents();
  const row = (page: Page, nom: string): Locator =>
    page.getByTestId('zone-row').filter({ has: page.getByRole('heading', { name: nom, exact: true }) });

  /** The delivery page's line for a zone, as a shopper gets it (from the page cache when it holds it). */
  async function deliveryLine(nom: string): Promise<string | null> {
    const html = await (await fetch(`${server.url}/livraison`)).text();
    const list = html.slice(html.indexOf('data-testid="delivery-zones"'));
    const at = list.indexOf(`>${nom}<`);
    if (at < 0) return null;
    return list.slice(at, list.indexOf('</li>', at)).replace(/<[^>]+>/g, ' ');
  }

  /** Polls `read` until `accept` holds, for up to `ms`; returns the last value read. */
  async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, ms = 3_000): Promise<T> {
    const deadline = Date.now() + ms;
    let value = await read();
    while (!accept(value) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      value = await read();
    }
    return value;
  }

  let page: Page;
  let errors: string[];
  let created: DeliveryZone | undefined;

  it('lists the seeded zones in their display order, with their fees and delays', async () => {
    ({ page, errors } = await adminPage());
    await page.goto(`${server.url}/admin/zones`);
    await page.getByRole('heading', { name: 'Zones de livraison', level: 1 }).waitFor();
    await page.getByTestId('zone-row').first().waitFor();

    const stored = await allZones();
    expect(stored.length).toBeGreaterThan(10);
    expect(await names(page)).toEqual(stored.map((zone) => zone.nom));
    expect(stored[0].nom).toBe('Plateau');
    expect(stored.at(-1)?.nom).toBe(OTHER_ZONE);
    expect(await row(page, 'Plateau').getByTestId('zone-fee').textContent()).toContain(formatPrice(1500));
    expect(await row(page, 'Plateau').textContent()).toContain('24h');
    expect(await row(page, OTHER_ZONE).getByTestId('zone-fee').textContent()).toContain('Frais à confirmer');
    expect(await row(page, OTHER_ZONE).textContent()).toContain('Délai non précisé');
    expect(await page.getByText(`${stored.length} zones · ${stored.length} actives`).count()).toBe(1);
    // The sidebar leads here.
    expect(await page.getByRole('link', { name: 'Zones de livraison' }).getAttribute('aria-current')).toBe('page');
  });

  it("refuses a negative fee with the schema's message and a name taken with the server's, storing nothing, then creates the zone after the last", async () => {
    await page.getByRole('button', { name: 'Nouvelle zone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle zone de livraison' });
    await dialog.waitFor();
    await dialog.getByLabel('Nom de la zone').fill(NEW_ZONE);
    await dialog.getByLabel('Frais de livraison (FCFA)').fill('-5');
    await dialog.getByRole('button', { name: 'Créer la zone' }).click();
    await dialog.getByText(ORDER_VALIDATION.zoneFeeInvalid).waitFor();
    // The focus is on the field to correct, and nothing reached the server.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-field'))).toBe('frais');
    expect(await zoneNamed(NEW_ZONE)).toBeUndefined();

    // A name another zone has, accents and case aside, is refused by the server under the name's field.
    await dialog.getByLabel('Nom de la zone').fill('MEDINA');
    await dialog.getByLabel('Frais de livraison (FCFA)').fill('2 500');
    await dialog.getByRole('button', { name: 'Créer la zone' }).click();
    await dialog.getByText(ORDER_MESSAGES.zoneNameTaken).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-field'))).toBe('nom');
    expect(await dialog.getByText(ORDER_VALIDATION.zoneFeeInvalid).count()).toBe(0);
    expect((await allZones()).filter((zone) => zone.nom.toLowerCase() === 'medina')).toEqual([]);

    await dialog.getByLabel('Nom de la zone').fill(NEW_ZONE);
    await dialog.getByLabel('Délai (facultatif)').fill('24h');
    await dialog.getByRole('button', { name: 'Créer la zone' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('La zone de livraison a été créée avec succès').waitFor();
    await row(page, NEW_ZONE).waitFor();

    created = await zoneNamed(NEW_ZONE);
    expect(created).toMatchObject({ frais: 2500, delai: '24h', actif: true });
    const stored = await allZones();
    expect(stored.at(-1)?.nom).toBe(NEW_ZONE);
    expect((await names(page)).at(-1)).toBe(NEW_ZONE);
    expect(await row(page, NEW_ZONE).getByTestId('zone-fee').textContent()).toContain(formatPrice(2500));
  });

  it('changes the fee, and the delivery page, served from the page cache, shows it within seconds', async () => {
    // The delivery page is in the page cache with the fee as it was.
    expect(await until(() => deliveryLine(NEW_ZONE), (line) => line?.includes(formatPrice(2500)) ?? false)).toContain(formatPrice(2500));
    expect(await deliveryLine(NEW_ZONE)).toContain(formatPrice(2500));

    await row(page, NEW_ZONE).getByRole('button', { name: `Modifier ${NEW_ZONE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier la zone' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Frais de livraison (FCFA)').inputValue()).toBe('2500');
    await dialog.getByLabel('Frais de livraison (FCFA)').fill('3000');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('La zone de livraison a été modifiée avec succès').waitFor();
    const saved = Date.now();
    expect(await row(page, NEW_ZONE).getByTestId('zone-fee').textContent()).toContain(formatPrice(3000));

    const line = await until(() => deliveryLine(NEW_ZONE), (text) => text?.includes(formatPrice(3000)) ?? false);
    expect(line).toContain(formatPrice(3000));
    expect(Date.now() - saved).toBeLessThan(3_500);
    // An edit keeps the zone's place.
    expect((await zoneNamed(NEW_ZONE))?.position).toBe(created?.position);
  });

  it('deactivates the zone: marked in the list, gone from the zones offered to shoppers', async () => {
    expect((await publicZones()).map((zone) => zone.nom)).toContain(NEW_ZONE);
    await row(page, NEW_ZONE).getByRole('switch', { name: `Proposer ${NEW_ZONE} aux clients` }).click();
    await page.getByText(`${NEW_ZONE} n'est plus proposée aux clients`).waitFor();
    await row(page, NEW_ZONE).getByText('Masquée', { exact: true }).waitFor();
    expect(await row(page, NEW_ZONE).getByRole('switch').getAttribute('aria-checked')).toBe('false');
    expect((await zoneNamed(NEW_ZONE))?.actif).toBe(false);
    const offered = await until(publicZones, (zones) => !zones.some((zone) => zone.nom === NEW_ZONE));
    expect(offered.map((zone) => zone.nom)).not.toContain(NEW_ZONE);
    expect(offered.map((zone) => zone.nom)).toContain('Plateau');
  });

  it('moves zones up and down with the buttons on a phone, and keeps the order', async () => {
    const phone = await adminPage(375);
    await phone.page.goto(`${server.url}/admin/zones`);
    await row(phone.page, NEW_ZONE).waitFor();
    expect(await row(phone.page, 'Plateau').getByRole('button', { name: 'Monter Plateau' }).isDisabled()).toBe(true);
    expect(await row(phone.page, NEW_ZONE).getByRole('button', { name: `Descendre ${NEW_ZONE}` }).isDisabled()).toBe(true);

    await row(phone.page, NEW_ZONE).getByRole('button', { name: `Monter ${NEW_ZONE}` }).click();
    await phone.page.waitForFunction(
      ([nom, other]) => {
        const shown = [...document.querySelectorAll('[data-testid="zone-name"]')].map((node) => node.textContent);
        return shown.at(-1) === other && shown.at(-2) === nom;
      },
      [NEW_ZONE, OTHER_ZONE],
    );
    await row(phone.page, 'Plateau').getByRole('button', { name: 'Descendre Plateau' }).click();
    await phone.page.waitForFunction(() => document.querySelector('[data-testid="zone-name"]')?.textContent === 'Médina');
    // The button pressed keeps the focus, though its row moved.
    expect(await phone.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Descendre Plateau');

    const stored = await until(allZones, (zones) => zones[0]?.nom === 'Médina' && zones.at(-2)?.nom === NEW_ZONE);
    expect(stored.slice(0, 2).map((zone) => zone.nom)).toEqual(['Médina', 'Plateau']);
    expect(stored.slice(-2).map((zone) => zone.nom)).toEqual([NEW_ZONE, OTHER_ZONE]);
    await phone.page.reload();
    await phone.page.getByTestId('zone-row').first().waitFor();
    expect(await names(phone.page)).toEqual(stored.map((zone) => zone.nom));
    // The shoppers see the new order too.
    const offered = await until(publicZones, (zones) => zones[0]?.nom === 'Médina');
    expect(offered.slice(0, 2).map((zone) => zone.nom)).toEqual(['Médina', 'Plateau']);
    expect(besidesRefusals(phone.errors, [])).toEqual([]);
  });

  it('deletes the zone after a confirmation', async () => {
    await page.reload();
    await row(page, NEW_ZONE).getByRole('button', { name: `Supprimer ${NEW_ZONE}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Supprimer cette zone ?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`«\u00a0${NEW_ZONE}\u00a0»`);
    expect(await dialog.textContent()).toContain('Les commandes déjà passées pour cette zone la gardent');
    // Cancelling keeps it.
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await zoneNamed(NEW_ZONE)).toBeDefined();

    await row(page, NEW_ZONE).getByRole('button', { name: `Supprimer ${NEW_ZONE}` }).click();
    await dialog.getByRole('button', { name: 'Supprimer la zone' }).click();
    await page.getByText('La zone de livraison a été supprimée avec succès').waitFor();
    await row(page, NEW_ZONE).waitFor({ state: 'detached' });
    expect(await zoneNamed(NEW_ZONE)).toBeUndefined();
    // Chromium's line for the refused duplicate name (409) is the only one.
    expect(besidesRefusals(errors, [409])).toEqual([]);
  });

  it("counts an order delivered and paid in the dashboard's turnover and draws it as today's bar", async () => {
    const before = (await api<OrderFigures>('GET', '/dashboard/commandes')).body.data;
    const products = (await api<ApiProduct[]>('GET', '/produits/?limit=50', undefined, false)).body.data;
    const product = products.find((candidate) => !candidate.enRupture && (candidate.stock === null || candidate.stock >= 5));
    if (!product) throw new Error('the demo data has no product in stock');
    const zone = (await publicZones()).find((candidate) => candidate.frais !== null);

    const recorded = await api<PublicOrder>(
      'POST',
      '/commandes',
      { lignes: [{ produitId: product._id, quantite: 2 }], zoneId: zone?._id ?? null, idempotencyKey: `e2e-dashboard-${Date.now()}-key` },
      false,
    );
    expect(recorded.status).toBe(201);
    const order = recorded.body.data;
    expect(order.sousTotal).toBe(2 * product.prixApresPromotion);

    const listed = await api<OrderSummary[]>('GET', `/commandes?status=nouvelle&search=${encodeURIComponent(order.reference)}`);
    const id = listed.body.data.find((summary) => summary.reference === order.reference)?._id;
    if (!id) throw new Error(`order ${order.reference} not in the inbox`);
    for (const step of ['confirmer', 'expedier', 'livrer']) expect((await api('POST', `/commandes/${id}/${step}`, {})).status).toBe(200);
    expect((await api('PUT', `/commandes/${id}/paiement`, { payee: true, methode: 'wave' })).status).toBe(200);

    const after = (await api<OrderFigures>('GET', '/dashboard/commandes')).body.data;
    expect(after.chiffreAffaires30j - before.chiffreAffaires30j).toBe(order.sousTotal);
    const today = new Date().toISOString().slice(0, 10);
    expect(after.parJour.at(-1)).toMatchObject({ jour: today });
    expect(after.parJour.at(-1)?.total).toBeGreaterThanOrEqual(order.sousTotal);

    const dashboard = await adminPage();
    await dashboard.page.goto(`${server.url}/admin`);
    await dashboard.page.getByTestId('stat-card').first().waitFor();
    // The catalogue's six figures are as they were; the orders' three come beside them.
    expect(await dashboard.page.getByTestId('stat-card').count()).toBe(6);
    const figures = dashboard.page.getByTestId('order-figure');
    await figures.first().waitFor();
    expect(await figures.locator(':scope > p:first-child').allTextContents()).toEqual([
      'Commandes à confirmer',
      "Chiffre d'affaires (30 jours)",
      'Panier moyen',
    ]);
    const turnover = figures.filter({ hasText: "Chiffre d'affaires (30 jours)" });
    expect(await turnover.textContent()).toContain(`${formatNumber(after.chiffreAffaires30j)} FCFA`);
    expect(await figures.filter({ hasText: 'Panier moyen' }).textContent()).toContain(`${formatNumber(after.panierMoyen)} FCFA`);
    const toConfirm = figures.filter({ hasText: 'Commandes à confirmer' });
    expect(await toConfirm.textContent()).toContain(String(after.commandesAConfirmer));
    expect(await toConfirm.getByRole('link', { name: 'Voir les commandes' }).getAttribute('href')).toBe('/admin/commandes?status=nouvelle');

    // The chart, fetched once the dashboard shows: today's bar stands, with the day's amount.
    await dashboard.page.getByRole('heading', { name: 'Ventes des 30 derniers jours' }).waitFor();
    const bar = dashboard.page.locator(`[data-testid="sales-chart"] .ct-bar[data-jour="${today}"]`);
    await bar.waitFor({ state: 'attached' });
    expect(Number(await bar.getAttribute('data-total'))).toBe(after.parJour.at(-1)?.total);
    const height = await bar.evaluate((node) => Math.abs(Number(node.getAttribute('y1')) - Number(node.getAttribute('y2'))));
    expect(height).toBeGreaterThan(5);
    expect(await dashboard.page.locator('[data-testid="sales-chart"] .ct-bar').count()).toBe(30);

    // Pointing at it tells the day's sales in FCFA. The chart is brought on screen first: below the figures, it may
    // end under the fold, where the pointer cannot reach it.
    await dashboard.page.getByTestId('sales-chart').scrollIntoViewIfNeeded();
    const box = await bar.boundingBox();
    if (!box) throw new Error("today's bar is not drawn");
    await dashboard.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const tip = dashboard.page.getByTestId('sales-chart-tip');
    await tip.waitFor();
    expect(await tip.textContent()).toContain(formatPrice(after.parJour.at(-1)?.total ?? 0));
    expect(await tip.textContent()).toMatch(/\d+ commandes? reçues?/);
    expect(besidesRefusals(dashboard.errors, [])).toEqual([]);
  });
});
