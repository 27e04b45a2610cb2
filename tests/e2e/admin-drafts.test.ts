// Drafts and the stock's history in a real Chromium against the real server (docs/product.md, "Drafts, thresholds
// and expiry dates"): a product saved as a draft from the form is absent from the storefront's page and the public
// API; 'Publier' on its page in the back office puts it there at once; a stock changed in the form asks for its
// reason, and the product's page shows the change in 'Historique du stock'. Screenshots at 375 and 1280 px go to
// SCREENSHOT_DIR when it is set.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, hasChromium, launchBrowser, openAdminPage, type RunningServer, startServer, type TokenPair } from './harness';

const SHOTS = process.env.SCREENSHOT_DIR;

describe.skipIf(!hasChromium)('draft products and the stock history in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let tokens: TokenPair;
  let productId: string;

  const api = async (apiPath: string, token?: string) => {
    const response = await fetch(`${server.url}/api/v1${apiPath}`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
    return { status: response.status, body: (await response.json()) as { data: { _id: string; nom: string; brouillon?: boolean }[] & { _id: string } } };
  };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    tokens = await apiSignIn(server.url);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const adminPage = (width = 1280) => openAdminPage(browser, tokens, { width, locale: 'fr-FR' });

  async function shoot(page: Page, name: string) {
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  }

  it('saves a draft from the form: the list shows it as such, the storefront and the API do not show it', async () => {
    const { page, errors, context } = await adminPage();
    await page.goto(`${server.url}/admin/produits/add`);
    await page.getByRole('heading', { name: 'Créer un produit' }).waitFor();
    await page.getByLabel('Catégorie', { exact: true }).selectOption({ label: 'Compléments' });
    await page.getByLabel('Nom du produit').fill('Moringa gélules E2E');
    await page.getByLabel('Prix de base (FCFA)').fill('7500');
    await page.getByLabel('Stock (facultatif)').fill('10');
    const draft = page.getByRole('switch', { name: 'Brouillon' });
    expect(await draft.getAttribute('aria-checked')).toBe('false');
    await draft.click();
    expect(await draft.getAttribute('aria-checked')).toBe('true');
    await page.getByLabel('Seuil de stock bas (facultatif)').fill('3');
    await page.getByLabel('Date de péremption (facultative)').fill('2027-06-30');
    await page.getByRole('switch', { name: 'Garder en vente après la date' }).waitFor();
    await shoot(page, 'form-draft-1280');
    await page.setViewportSize({ width: 375, height: 900 });
    await shoot(page, 'form-draft-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Créer le produit' }).click();
    await page.waitForURL(`${server.url}/admin/produits`);
    // The list as the administrator sees it, its products shown, before a filter is pressed.
    await page.locator('article').first().waitFor();

    // The status filter, kept in the address: the draft, with its badge.
    await page.getByRole('button', { name: 'Brouillons', exact: true }).click();
    await page.waitForURL(/statut=brouillon/);
    const card = page.locator('article', { hasText: 'Moringa gélules E2E' });
    await card.waitFor();
    expect(await card.getByText('Brouillon', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Brouillons', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await shoot(page, 'list-drafts-1280');
    await page.setViewportSize({ width: 375, height: 900 });
    await shoot(page, 'list-drafts-375');

    const drafts = await api('/produits?statut=brouillon&limit=100', tokens.accessToken);
    const mine = drafts.body.data.find((product) => product.nom === 'Moringa gélules E2E');
    expect(mine?.brouillon).toBe(true);
    productId = mine?._id as string;

    // The public API and the storefront: unknown.
    expect((await api(`/produits/${productId}`)).status).toBe(404);
    expect((await api('/produits?search=Moringa%20E2E')).body.data.map((product) => product._id)).not.toContain(productId);
    const shop = await context.newPage();
    const answer = await shop.goto(`${server.url}/produits/${productId}`);
    expect(answer?.status()).toBe(404);
    await shop.getByRole('heading', { name: 'Produit non trouvé' }).waitFor();
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(productId);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("publishes it from its page: the storefront shows it at once", async () => {
    const { page, errors, context } = await adminPage();
    await page.goto(`${server.url}/admin/produits/${productId}`);
    await page.getByText('Ce produit est un brouillon').waitFor();
    await shoot(page, 'detail-draft-1280');
    await page.setViewportSize({ width: 375, height: 900 });
    await shoot(page, 'detail-draft-375');
    await page.getByRole('button', { name: 'Publier' }).click();
    await page.getByText('Le produit a été publié').first().waitFor();
    await expect.poll(() => page.getByText('Ce produit est un brouillon').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Publier' }).count()).toBe(0);

    expect((await api(`/produits/${productId}`)).status).toBe(200);
    const shop = await context.newPage();
    const answer = await shop.goto(`${server.url}/produits/${productId}`);
    expect(answer?.status()).toBe(200);
    await shop.getByRole('heading', { name: 'Moringa gélules E2E' }).waitFor();
    // The sitemap kept before was marked stale by the publication: served once more as it was, then renewed.
    await expect.poll(async () => (await (await fetch(`${server.url}/sitemap.xml`)).text()).includes(productId), { timeout: 5_000 }).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("asks for the reason of a stock change, and shows it in the product's stock history", async () => {
    const { page, errors, context } = await adminPage();
    await page.goto(`${server.url}/admin/produits/update/${productId}`);
    await page.getByRole('heading', { name: 'Modifier le produit' }).waitFor();
    expect(await page.getByLabel('Motif du changement de stock').count()).toBe(0);
    await page.getByLabel('Stock (facultatif)').fill('14');
    const reason = page.getByLabel('Motif du changement de stock');
    await reason.waitFor();
    await page.getByText('Le stock passe de 10 à 14.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await page.getByText('Indiquez le motif du changement de stock').first().waitFor();
    expect(await reason.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: 'Réception', exact: true }).click();
    expect(await reason.inputValue()).toBe('Réception');
    await reason.scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'form-stock-reason-1280.png') });
    await page.setViewportSize({ width: 375, height: 900 });
    await reason.scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'form-stock-reason-375.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await page.waitForURL(`${server.url}/admin/produits`);

    await page.goto(`${server.url}/admin/produits/${productId}`);
    const history = page.getByRole('list', { name: 'Historique du stock' });
    await history.waitFor();
    const entry = history.getByRole('listitem').first();
    expect(await entry.textContent()).toMatch(/10.*14.*Changement manuel.*« Réception ».*par /);
    expect(await entry.getByText('+4').count()).toBe(1);
    await shoot(page, 'detail-history-1280');
    await page.setViewportSize({ width: 375, height: 900 });
    await shoot(page, 'detail-history-375');
    expect(errors).toEqual([]);
    await context.close();
  });
});
