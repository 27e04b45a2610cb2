// The shop's identity (docs/product.md, "Shop settings") in a real Chromium against the real server: in
// /admin/parametres, 'Identité de la boutique', a super administrator gives the shop its name and its Facebook page;
// a link on another site is refused in French, nothing stored. Within a second the storefront's pages, served from
// the page cache, carry the name in their header, title and link preview, and the footer shows the Facebook link and
// no TikTok link, left empty. A demo product says 'Origine : États-Unis'; a product without an origin says none.
// With SHOTS_DIR set, the section and the storefront's header are photographed at 375 and 1280 px.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '@/shared/settings/rules';
import type { ShopSettings } from '@/shared/settings/answers';
import type { Category, Product } from '@/shared/catalog/answers';
import { apiSignIn, besidesRefusals, hasChromium, launchBrowser, type RunningServer, signInContext, startServer, watchErrors } from './harness';

const SHOTS = process.env.SHOTS_DIR;
const NAME = 'Baobab Santé Dakar';
const FACEBOOK = 'https://www.facebook.com/baobabsante';

describe.skipIf(!hasChromium)("the shop's identity in Chromium", () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: string;
  const contexts: BrowserContext[] = [];

  async function api<T = unknown>(method: string, route: string, body?: unknown) {
    const response = await fetch(`${server.url}/api/v1${route}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { message: string; data: T } };
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    owner = (await apiSignIn(server.url)).accessToken;
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  async function browse(width: number, signedIn = false): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    if (signedIn) await signInContext(context, await apiSignIn(server.url));
    const page = await context.newPage();
    return { page, errors: watchErrors(page) };
  }

  const shot = async (page: Page, name: string, selector?: string) => {
    if (!SHOTS) return;
    const file = path.join(SHOTS, `${name}.png`);
    if (selector) await page.locator(selector).first().screenshot({ path: file });
    else await page.screenshot({ path: file });
  };

  it('sets the name and the Facebook page in Paramètres: header, title, preview and footer follow within a second', async () => {
    const before = (await api<ShopSettings>('GET', '/parametres')).body.data;
    expect(before).toMatchObject({ nomBoutique: 'Boutique', lienFacebook: null, lienTiktok: null });
    // Before: the default name, the specification's titles, no social link at all.
    const first = await (await fetch(`${server.url}/livraison`)).text();
    expect(first).toContain('<title>Livraison et tarifs | Boutique en Ligne</title>');
    expect(first).not.toContain('aria-label="Réseaux sociaux"');

    const { page, errors } = await browse(1280, true);
    await page.goto(`${server.url}/admin/parametres`);
    const section = page.getByTestId('identity-section');
    await section.getByRole('heading', { name: 'Identité de la boutique' }).waitFor();
    const name = section.getByLabel('Nom de la boutique');
    expect(await name.inputValue()).toBe('Boutique');

    // A link to another site is refused by the schema, in French, before anything is sent.
    await name.fill(NAME);
    await section.getByLabel('Page Facebook (facultatif)').fill('https://www.facebook.example/baobab');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await section.getByText(SETTINGS_MESSAGES.socialLinkInvalid('facebook')).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-field'))).toBe('lienFacebook');
    expect((await api<ShopSettings>('GET', '/parametres')).body.data).toEqual(before);

    await section.getByLabel('Page Facebook (facultatif)').fill(FACEBOOK);
    expect(await section.getByLabel('Compte TikTok (facultatif)').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText(SETTINGS_MESSAGES.saved).first().waitFor();
    const savedAt = Date.now();

    // The page kept by the page cache is drawn again with the name within a second.
    let html = '';
    while (Date.now() - savedAt < 1_000) {
      html = await (await fetch(`${server.url}/livraison`)).text();
      if (html.includes(NAME)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(Date.now() - savedAt).toBeLessThan(1_000);
    expect(html).toContain(`<title>Livraison et tarifs | ${NAME} — Boutique en Ligne</title>`);
    expect(html).toContain(`<meta property="og:site_name" content="${NAME}"/>`);
    expect((await api<ShopSettings>('GET', '/parametres')).body.data).toMatchObject({ nomBoutique: NAME, lienFacebook: FACEBOOK, lienTiktok: null });

    await page.reload();
    await name.waitFor();
    expect(await name.inputValue()).toBe(NAME);
    await shot(page, 'settings-identity-1280', '[data-testid="identity-section"]');
    expect(besidesRefusals(errors, [400])).toEqual([]);
  });

  it("shows the name in the storefront's header and footer, the Facebook link and no TikTok link, at 375 and 1280 px", async () => {
    for (const width of [375, 1280]) {
      const { page, errors } = await browse(width);
      await page.goto(`${server.url}/livraison`);
      expect(await page.title()).toBe(`Livraison et tarifs | ${NAME} — Boutique en Ligne`);
      const header = page.locator('header').first();
      expect(await header.getByTestId('shop-name').textContent()).toBe(NAME);
      const footer = page.locator('footer');
      expect(await footer.getByTestId('shop-name').textContent()).toBe(NAME);
      expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} ${NAME}`);
      const socials = footer.getByRole('list', { name: 'Réseaux sociaux' });
      expect(await socials.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(FACEBOOK);
      expect(await socials.getByRole('link').count()).toBe(1);
      expect(await footer.getByRole('link', { name: 'TikTok' }).count()).toBe(0);
      // The header holds on a phone: nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(page, `storefront-header-${width}`, 'header');
      // The home page keeps the specification's title and shows the name.
      await page.goto(`${server.url}/`);
      expect(await page.title()).toBe('Boutique en Ligne');
      expect(await page.locator('h1').first().textContent()).toContain(NAME);
      expect(errors).toEqual([]);
    }
    const { page } = await browse(375, true);
    await page.goto(`${server.url}/admin/parametres`);
    await page.getByTestId('identity-section').getByLabel('Nom de la boutique').waitFor();
    await shot(page, 'settings-identity-375', '[data-testid="identity-section"]');
  });

  it("says 'Origine : États-Unis' of a demo product, and no origin of a product without one", async () => {
    const demo = (await api<Product[]>('GET', '/produits?limit=1')).body.data[0];
    expect(demo.origine).toBe('États-Unis');
    const category = (await api<Category[]>('GET', '/types')).body.data[0];
    const local = await api<Product>('POST', '/produits', { nom: 'Poudre de baobab', prix: 2_500, typeProduit: category._id, marque: 'Jardins de Thiès' });
    expect(local.status).toBe(201);

    const { page, errors } = await browse(1280);
    await page.goto(`${server.url}/produits/${demo._id}`);
    // The specifications' tab panel, drawn by the server (hidden until its tab is chosen).
    expect(await page.locator('#panel-specifications dl').textContent()).toContain('OrigineÉtats-Unis');
    expect(await page.title()).toBe(`${demo.nom} | Boutique en Ligne`);

    await page.goto(`${server.url}/produits/${local.body.data._id}`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).not.toContain('États-Unis');
    expect(await page.getByText('Produit 100 % authentique', { exact: true }).count()).toBe(1);
    const specifications = (await page.locator('#panel-specifications dl').textContent()) ?? '';
    expect(specifications).toContain('MarqueJardins de Thiès');
    expect(specifications).not.toContain('Origine');
    expect(errors).toEqual([]);
  });
});
