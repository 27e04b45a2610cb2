// The catalogue feeds in a real Chromium against the real server (docs/product.md, "Catalogue feeds"): the settings'
// section shows the two addresses on PUBLIC_URL and copies them; on a phone, the product form's 'Exclure des
// catalogues' takes the product out of both feeds, which a shopper's storefront still shows.
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@/shared/catalog/answers';
import { apiSignIn, hasChromium, launchBrowser, openAdminPage, type RunningServer, startServer, type TokenPair } from './harness';

const SHOTS = process.env.SCREENSHOT_DIR;

describe.skipIf(!hasChromium)('catalogue feeds in Chromium', () => {
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

  /** The window with `target` in its middle. */
  async function shoot(page: Page, target: Locator, name: string) {
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  }

  const feedText = async (file: string) => (await fetch(`${server.url}/feeds/${file}`)).text();

  it("shows the two addresses to paste, with where each goes, and copies them (375 px)", async () => {
    const { page, errors, context } = await openAdminPage(browser, tokens, { width: 375 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.goto(`${server.url}/admin/parametres`);
    const heading = page.getByRole('heading', { name: 'Catalogues Meta et Google' });
    await heading.waitFor();
    const meta = page.getByRole('textbox', { name: 'Meta (Facebook, Instagram)', exact: true });
    const google = page.getByRole('textbox', { name: 'Google Merchant Center', exact: true });
    await meta.waitFor();
    // On PUBLIC_URL, which the test server leaves to its default, http://localhost:$PORT.
    const publicUrl = `http://localhost:${new URL(server.url).port}`;
    expect(await meta.inputValue()).toBe(`${publicUrl}/feeds/meta.csv`);
    expect(await google.inputValue()).toBe(`${publicUrl}/feeds/google.xml`);
    await page.getByText('Meta Commerce Manager → Catalogue → Sources de données', { exact: false }).waitFor();
    await page.getByText('Google Merchant Center → Produits → Flux', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Copier l’adresse du flux Google Merchant Center' }).click();
    await page.getByText('Adresse copiée').first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${publicUrl}/feeds/google.xml`);

    // The addresses answer: the files a platform fetches.
    expect((await feedText('meta.csv')).split('\r\n')[0]).toMatch(/^id,title,description,availability,condition,price,/);
    expect(await feedText('google.xml')).toContain('xmlns:g="http://base.google.com/ns/1.0"');

    // The section at the top of the window, as the owner reads it.
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await heading.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `settings-feeds-${width}.png`) });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("takes a product out of both feeds with 'Exclure des catalogues' (375 px), and keeps it on the storefront", async () => {
    const catalogue = (await (await fetch(`${server.url}/api/v1/produits?limit=100`)).json()) as { data: Product[] };
    const product = catalogue.data.find((item) => !item.variantes && item.images.length > 0) as Product;
    expect(await feedText('meta.csv')).toContain(product._id);

    const { page, errors, context } = await openAdminPage(browser, tokens, { width: 375 });
    await page.goto(`${server.url}/admin/produits/update/${product._id}`);
    await page.getByRole('heading', { name: 'Modifier le produit' }).waitFor();
    const toggle = page.getByRole('switch', { name: 'Exclure des catalogues' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await page.getByText('Meta (Facebook, Instagram) et Google, qui restreignent certains compléments alimentaires', { exact: false }).waitFor();
    await toggle.click();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'form-exclude-375.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await toggle.scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'form-exclude-1280.png') });
    await page.setViewportSize({ width: 375, height: 900 });
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await page.waitForURL(`${server.url}/admin/produits`);

    await expect.poll(async () => (await feedText('meta.csv')).includes(product._id), { timeout: 2_000 }).toBe(false);
    expect(await feedText('google.xml')).not.toContain(product._id);
    expect((await fetch(`${server.url}/produits/${product._id}`)).status).toBe(200);

    // Its page in the back office says so.
    await page.goto(`${server.url}/admin/produits/${product._id}`);
    await page.getByText('Catalogues Meta et Google', { exact: true }).waitFor();
    const line = page.getByText('Exclu', { exact: true });
    await line.waitFor();
    await shoot(page, line, 'detail-feeds-375');

    // Opened again, the form shows it on.
    await page.goto(`${server.url}/admin/produits/update/${product._id}`);
    const again = page.getByRole('switch', { name: 'Exclure des catalogues' });
    await again.waitFor();
    expect(await again.getAttribute('aria-checked')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });
});
