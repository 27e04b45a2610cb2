// Removing the demo data in a real Chromium against the real server (docs/product.md, "Removing the demo data"): the
// owner of a fresh shop, with a product of their own, opens /admin/parametres, reads 'Données de démonstration',
// presses 'Supprimer les données de démonstration', types the password in 'Confirmez votre identité', and is told
// what was removed; the section is gone, and the storefront's catalogue, cached before, shows the owner's product
// and none of the demo's. With SHOTS_DIR set, the section is photographed at 375 and 1280 px.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '@/server/db/seed-data';
import { ADMIN, apiSignIn, besidesRefusals, hasChromium, launchBrowser, openAdminPage, type RunningServer, startServer, watchErrors } from './harness';

const SHOTS = process.env.SHOTS_DIR;
const OWN_PRODUCT = 'Poudre de baobab de Kaolack';

describe.skipIf(!hasChromium)('the demo data removed from the settings, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function shot(page: Page, name: string) {
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  }

  async function call(method: string, route: string, token: string, body?: unknown) {
    const response = await fetch(`${server.url}/api/v1${route}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { message: string; data: { _id: string } } };
  }

  it("removes the demo with the password, and the storefront's catalogue keeps only the owner's product", async () => {
    const tokens = await apiSignIn(server.url);
    const category = await call('POST', '/types', tokens.accessToken, { nom: 'Produits du terroir' });
    expect(category.status).toBe(201);
    const product = await call('POST', '/produits', tokens.accessToken, { nom: OWN_PRODUCT, prix: 2500, typeProduit: category.body.data._id });
    expect(product.status).toBe(201);

    // A shopper's catalogue, read once so that the page cache holds the demo's products.
    const shopper = await browser.newPage();
    const shopperErrors = watchErrors(shopper);
    await shopper.goto(`${server.url}/pro`);
    const before = (await shopper.locator('main').textContent()) ?? '';
    const demoShown = SEED_PRODUCTS.map((seeded) => seeded.nom).filter((nom) => before.includes(nom));
    expect(demoShown.length).toBeGreaterThan(0);

    const { page, errors, context } = await openAdminPage(browser, tokens);
    await page.goto(`${server.url}/admin/parametres`);
    await page.getByText('La boutique contient encore des données de démonstration').waitFor();
    expect(await page.getByText('Resteront').count()).toBe(1);
    await shot(page, 'admin-demo-data-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'admin-demo-data-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Supprimer les données de démonstration' }).click();
    const password = page.getByRole('dialog', { name: 'Confirmez votre identité' });
    await password.waitFor();
    expect(await password.textContent()).toContain('Supprimer les données de démonstration demande votre mot de passe.');
    await password.getByLabel('Mot de passe actuel').fill(ADMIN.password);
    await password.getByRole('button', { name: 'Confirmer' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Données de démonstration supprimées' });
    await toast.waitFor();
    expect(await toast.textContent()).toMatch(/\d+\u00a0catégories, 60\u00a0produits, 12\u00a0commandes\./);
    await password.waitFor({ state: 'detached' });
    await page.getByText('La boutique contient encore des données de démonstration').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();

    // The storefront's catalogue: the page kept before is served once more while it is rendered again, never more
    // than a second after the write (docs/decisions/012-storefront-page-cache.md); then the owner's product, none of
    // the demo's.
    const deadline = Date.now() + 5_000;
    let after = '';
    do {
      await shopper.goto(`${server.url}/pro`);
      after = (await shopper.locator('main').textContent()) ?? '';
      if (after.includes(OWN_PRODUCT)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    } while (Date.now() < deadline);
    expect(after).toContain(OWN_PRODUCT);
    for (const nom of SEED_PRODUCTS.map((seeded) => seeded.nom)) expect(after, nom).not.toContain(nom);
    // The page served stale once still named the demo's pictures, whose files are gone: their 404s only.
    expect(besidesRefusals(shopperErrors, [404])).toEqual([]);
    await shopper.close();
  });
});
