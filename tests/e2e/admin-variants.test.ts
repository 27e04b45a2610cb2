// A product's variants in the back office, in a real Chromium against the real server, on a phone (375 px)
// (docs/product.md, "Variants"): the owner gives a product two options (Saveur: Chocolat, Vanille, Fraise; Taille:
// 2 lb, 5 lb), gets its six combinations as rows, prices them all with 'Appliquer à toutes', sets one row's stock to
// 0 and saves; the product's page shows the six variants, and the API stored them. The demo whey, a stored product
// with variants, is edited: one variant's price and another's stock (which asks for its reason), the list, the API
// and the stock's history showing the change. 'Nouvelle commande' records a line of one of its variants, named
// 'Produit — Variante'. Screenshots of the filled 'Variantes' section and of the product's page at 375 and 1280 px
// go to SCREENSHOT_DIR when it is set.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, hasChromium, launchBrowser, openAdminPage, type RunningServer, startServer, type TokenPair } from './harness';

const SHOTS = process.env.SCREENSHOT_DIR;

const ROWS = ['Chocolat, 2 lb', 'Chocolat, 5 lb', 'Vanille, 2 lb', 'Vanille, 5 lb', 'Fraise, 2 lb', 'Fraise, 5 lb'];

interface StoredVariant {
  nom: string;
  prix: number;
  stock: number | null;
  enVente: boolean;
}

describe.skipIf(!hasChromium)('the variants of a product in the back office, on a phone', () => {
  let server: RunningServer;
  let browser: Browser;
  let tokens: TokenPair;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    tokens = await apiSignIn(server.url);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function shoot(page: Page, name: string) {
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  }

  async function addOption(page: Page, index: number, name: string, values: string[]) {
    await page.getByRole('button', { name: 'Ajouter une option' }).click();
    await page.getByLabel(`Nom de l'option ${index + 1}`).fill(name);
    const valueInput = page.locator(`[data-field="options.${index}.valeurs"]`);
    for (const value of values) {
      await valueInput.fill(value);
      // Enter adds the value; it does not send the form.
      await valueInput.press('Enter');
      await page.getByRole('button', { name: `Retirer la valeur ${value}` }).waitFor();
    }
  }

  it('creates a product with two options: six rows, prices applied to all, one stock at 0, saved and shown', async () => {
    const { page, errors, context } = await openAdminPage(browser, tokens, { width: 375, locale: 'fr-FR' });
    await page.goto(`${server.url}/admin/produits/add`);
    await page.getByRole('heading', { name: 'Créer un produit' }).waitFor();
    await page.getByLabel('Catégorie', { exact: true }).selectOption({ label: 'Compléments' });
    await page.getByLabel('Nom du produit').fill('Whey Isolate E2E');

    await page.getByRole('heading', { name: 'Variantes' }).waitFor();
    await addOption(page, 0, 'Saveur', ['Chocolat', 'Vanille', 'Fraise']);
    await addOption(page, 1, 'Taille', ['2 lb', '5 lb']);

    // One row per combination, the first option varying slowest.
    const rows = page.locator('[data-variant]');
    expect(await rows.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-variant')))).toEqual(ROWS);
    expect(await page.getByText('6 variantes', { exact: true }).count()).toBe(1);
    // With variants, the product's own price and stock are theirs.
    expect(await page.getByLabel('Prix de base (FCFA)').count()).toBe(0);
    expect(await page.getByLabel('Stock (facultatif)').count()).toBe(0);

    // Each row is a card no wider than the phone.
    const widths = await rows.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().right));
    for (const right of widths) expect(right).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByLabel('Prix pour toutes (FCFA)').fill('35000');
    await page.getByRole('button', { name: 'Appliquer à toutes\u00a0: le prix' }).click();
    await page.getByLabel('Stock pour toutes').fill('12');
    await page.getByRole('button', { name: 'Appliquer à toutes\u00a0: le stock' }).click();
    for (const name of ROWS) {
      expect(await page.getByLabel(`Prix (FCFA) · ${name}`).inputValue()).toBe('35000');
      expect(await page.getByLabel(`Stock · ${name}`).inputValue()).toBe('12');
    }
    await page.getByLabel('Stock · Fraise, 5 lb').fill('0');
    await page.getByLabel('Prix (FCFA) · Vanille, 2 lb').fill('32000');
    // The product is priced from its cheapest variant.
    await page.getByText(/à partir de 32\s000\sFCFA/).waitFor();

    await page.locator('[data-variant]').first().scrollIntoViewIfNeeded();
    await shoot(page, 'variants-form-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, 'variants-form-1280');
    await page.setViewportSize({ width: 375, height: 900 });

    await page.getByRole('button', { name: 'Créer le produit' }).click();
    await page.waitForURL(`${server.url}/admin/produits`);

    // The list: how many variants, and the stock in all.
    await page.goto(`${server.url}/admin/produits?search=${encodeURIComponent('Whey Isolate E2E')}`);
    const card = page.locator('article', { hasText: 'Whey Isolate E2E' });
    await card.waitFor();
    expect(await card.getByTestId('variants').textContent()).toBe('6 variantes · 60 en stock au total');

    // The API stored the six, with their prices and stocks.
    const listed = await fetch(`${server.url}/api/v1/produits?search=${encodeURIComponent('Whey Isolate E2E')}&limit=10`, {
      headers: { Authorization: `Bearer ${tokens.accessToken}` },
    });
    const found = ((await listed.json()) as { data: { _id: string; nom: string; prix: number; stock: number | null }[] }).data.find(
      (product) => product.nom === 'Whey Isolate E2E',
    );
    expect(found).toMatchObject({ prix: 32000, stock: 60 });
    const stored = await fetch(`${server.url}/api/v1/produits/${found?._id}`, { headers: { Authorization: `Bearer ${tokens.accessToken}` } });
    const variants = ((await stored.json()) as { data: { variantes: StoredVariant[] } }).data.variantes;
    expect(variants.map((variant) => [variant.nom, variant.prix, variant.stock, variant.enVente])).toEqual(
      ROWS.map((name) => [name, name === 'Vanille, 2 lb' ? 32000 : 35000, name === 'Fraise, 5 lb' ? 0 : 12, true]),
    );

    // The product's page: the six variants, each with its price and stock.
    await page.goto(`${server.url}/admin/produits/${found?._id}`);
    const list = page.getByRole('list', { name: 'Variantes' });
    await list.waitFor();
    const items = list.getByRole('listitem');
    expect(await items.count()).toBe(6);
    expect(await items.nth(5).textContent()).toContain('Fraise, 5 lb');
    expect(await items.nth(5).textContent()).toContain('Rupture');
    expect(await items.nth(2).textContent()).toMatch(/Vanille, 2 lb.*32\s000\sFCFA/);
    await shoot(page, 'variants-detail-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    const table = page.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(7);
    await shoot(page, 'variants-detail-1280');

    expect(errors).toEqual([]);
    await context.close();
  });

  const WHEY = 'Whey Protéine Gold Standard Optimum Nutrition';

  async function api<T>(path: string): Promise<T> {
    const answer = await fetch(`${server.url}/api/v1${path}`, { headers: { Authorization: `Bearer ${tokens.accessToken}` } });
    return ((await answer.json()) as { data: T }).data;
  }

  async function demoWhey(): Promise<{ _id: string; variantes: (StoredVariant & { _id: string })[] }> {
    const found = await api<{ _id: string; nom: string }[]>(`/produits?search=${encodeURIComponent('Gold Standard')}&limit=10`);
    const id = found.find((product) => product.nom === WHEY)?._id;
    expect(id).toBeDefined();
    return api(`/produits/${id}`);
  }

  it("edits a stored product's variants: a price and a stock (with its reason), shown in the list, stored, and in the stock's history", async () => {
    const whey = await demoWhey();
    const stored = (name: string) => whey.variantes.find((variant) => variant.nom === name);
    expect(stored('Vanille, 907 g')).toMatchObject({ prix: 29000, stock: 8 });
    expect(stored('Fraise, 907 g')).toMatchObject({ prix: 29000, stock: 0 });

    const { page, errors, context } = await openAdminPage(browser, tokens, { width: 375, locale: 'fr-FR' });
    await page.goto(`${server.url}/admin/produits/update/${whey._id}`);
    await page.getByRole('heading', { name: 'Modifier le produit' }).waitFor();
    // The section below the fold loads as it nears the screen.
    await page.getByRole('heading', { name: 'Variantes' }).scrollIntoViewIfNeeded();
    const price = page.getByLabel('Prix (FCFA) · Vanille, 907 g');
    const stock = page.getByLabel('Stock · Fraise, 907 g');
    expect(await price.inputValue()).toBe('29000');
    expect(await stock.inputValue()).toBe('0');
    expect(await page.getByText('6 variantes', { exact: true }).count()).toBe(1);

    await price.fill('31000');
    await stock.fill('15');
    const reason = page.getByLabel('Motif du changement de stock');
    await reason.waitFor();
    expect(await page.getByText(/Stock modifié\s:\sFraise, 907 g 0 → 15\./).count()).toBe(1);

    // Without its reason the stock's change is refused in French, and nothing is stored.
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await page.getByText('Indiquez le motif du changement de stock').first().waitFor();
    expect(page.url()).toBe(`${server.url}/admin/produits/update/${whey._id}`);
    expect((await demoWhey()).variantes.find((variant) => variant.nom === 'Fraise, 907 g')?.stock).toBe(0);

    await reason.fill('Réception fournisseur');
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await page.waitForURL(`${server.url}/admin/produits`);
    await page.getByText('Le produit a été modifié avec succès').waitFor();

    // The list: the stock in all now counts the 15 (12 + 25 + 8 + 10 + 15 + 4).
    await page.goto(`${server.url}/admin/produits?search=${encodeURIComponent('Gold Standard')}`);
    const card = page.locator('article', { hasText: WHEY });
    await card.waitFor();
    await expect.poll(() => card.getByTestId('variants').textContent()).toBe('6 variantes · 74 en stock au total');

    // The API: the two variants changed, the four others as they were.
    const after = await demoWhey();
    expect(after.variantes.map((variant) => [variant.nom, variant.prix, variant.stock])).toEqual(
      whey.variantes.map((variant) => [
        variant.nom,
        variant.nom === 'Vanille, 907 g' ? 31000 : variant.prix,
        variant.nom === 'Fraise, 907 g' ? 15 : variant.stock,
      ]),
    );
    expect(after.variantes.map((variant) => variant._id)).toEqual(whey.variantes.map((variant) => variant._id));

    // The product's page: its table of variants and the stock's history, which names the variant and the reason.
    await page.goto(`${server.url}/admin/produits/${whey._id}`);
    const items = page.getByRole('list', { name: 'Variantes' }).getByRole('listitem');
    await items.first().waitFor();
    expect(await items.filter({ hasText: 'Vanille, 907 g' }).textContent()).toMatch(/31\s000\sFCFA/);
    const movement = page.getByRole('list', { name: 'Historique du stock' }).getByRole('listitem').first();
    await movement.waitFor();
    const text = await movement.textContent();
    for (const part of ['+15', 'Changement manuel', 'Fraise, 907 g', '« Réception fournisseur »']) expect(text).toContain(part);
    expect(text).toMatch(/0\s*15/);

    expect(errors).toEqual([]);
    await context.close();
  });

  it("records an order of one of its variants with 'Nouvelle commande', its line named 'Produit — Variante'", async () => {
    const whey = await demoWhey();
    const chosen = whey.variantes.find((variant) => variant.nom === 'Vanille, 2,27 kg');
    expect(chosen).toBeDefined();
    const { page, errors, context } = await openAdminPage(browser, tokens, { width: 375, locale: 'fr-FR' });
    await page.goto(`${server.url}/admin/commandes/add`);
    await page.getByRole('heading', { name: 'Nouvelle commande' }).waitFor();
    await page.getByRole('searchbox', { name: 'Rechercher un produit à ajouter' }).fill('Gold Standard');
    await page.getByRole('button', { name: `Ajouter ${WHEY}` }).click();
    const variant = page.getByLabel(`Variante de ${WHEY}`);
    await variant.selectOption({ label: 'Vanille, 2,27 kg' });
    const line = page.getByTestId('line-draft');
    await expect.poll(() => line.first().textContent()).toContain(`${WHEY} — Vanille, 2,27 kg`);
    // 58 000 FCFA less its 10 %.
    expect(await page.getByTestId('draft-subtotal').textContent()).toMatch(/52\s200\sFCFA/);

    const plateau = (await api<{ _id: string; nom: string }[]>('/zones')).find((zone) => zone.nom === 'Plateau');
    await page.getByLabel('Zone').selectOption(plateau?._id as string);
    await page.getByLabel('Point de repère').fill('Immeuble Kébé, 3e étage');
    // Taken at the counter: a name, no phone.
    await page.getByLabel('Nom du client').fill('Fatou Sarr');
    await page.getByRole('button', { name: 'Enregistrer la commande' }).click();
    await page.waitForURL(/\/admin\/commandes\/[0-9a-f-]{36}$/);

    const id = page.url().split('/').pop() as string;
    const order = await api<{ reference: string; lignes: { nom: string; variante?: string; varianteId?: string | null; prixUnitaire: number; quantite: number }[] }>(
      `/commandes/${id}`,
    );
    expect(order.lignes).toEqual([
      expect.objectContaining({ nom: `${WHEY} — Vanille, 2,27 kg`, variante: 'Vanille, 2,27 kg', varianteId: chosen?._id, prixUnitaire: 52200, quantite: 1 }),
    ]);
    // The order's page names the line the same way.
    await page.getByRole('heading', { name: order.reference }).waitFor();
    await page.getByText(`${WHEY} — Vanille, 2,27 kg`).first().waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
