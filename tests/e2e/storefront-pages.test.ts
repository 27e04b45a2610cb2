// Every public page in a real Chromium: no JavaScript error, no horizontal scrolling at 375 px, the mobile
// drawer, the FAQ, the 404 pages, and what search engines and link previews read.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { besidesRefusals, hasChromium, launchBrowser, type RunningServer, startServer, watchErrors } from './harness';

interface ApiProduct {
  _id: string;
  nom: string;
  prix: number;
  prixApresPromotion: number;
}

describe.skipIf(!hasChromium)('storefront pages in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let mobile: BrowserContext;
  let product: ApiProduct;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    mobile = await withoutHttpCache(browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }));
    const response = await fetch(`${server.url}/api/v1/produits/?limit=100`);
    product = ((await response.json()) as { data: ApiProduct[] }).data.find((p) => p.prixApresPromotion < p.prix) as ApiProduct;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /**
   * A window whose every request reaches the server (Playwright's routing turns the HTTP cache off). A page seen
   * earlier in the same window has its prefetches kept under `stale-while-revalidate`; Chromium's revalidations in
   * the background are never reported as finished, so that 'networkidle' would never come.
   */
  async function withoutHttpCache(opening: Promise<BrowserContext>): Promise<BrowserContext> {
    const context = await opening;
    await context.route('**/*', (route) => route.continue());
    return context;
  }

  const paths = () => ['/', '/pro', `/produits/${product._id}`, '/cart', '/faq', '/livraison', '/pro?search=vitamine&view=list', '/nulle-part'];

  it('renders every page at 375 px without horizontal scrolling or JavaScript error', async () => {
    const page = await mobile.newPage();
    const errors = watchErrors(page);
    for (const path of paths()) {
      const response = await page.goto(server.url + path, { waitUntil: 'networkidle' });
      expect(response?.status(), path).toBe(path === '/nulle-part' ? 404 : 200);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(375);
    }
    // Chromium reports the 404 document itself as a failed resource; that one is expected.
    expect(besidesRefusals(errors, [404])).toEqual([]);
    await page.close();
  });

  it('has no JavaScript error on any page at 1280 px either', async () => {
    const context = await withoutHttpCache(browser.newContext({ viewport: { width: 1280, height: 900 } }));
    const page = await context.newPage();
    const errors = watchErrors(page);
    for (const path of paths()) await page.goto(server.url + path, { waitUntil: 'networkidle' });
    expect(besidesRefusals(errors, [404])).toEqual([]);
    await context.close();
  });

  it("shows 'Image non disponible', with its icon, in place of a product picture that cannot be loaded", async () => {
    const page = await mobile.newPage();
    const placeholderOfFirstCard = () => page.getByTestId('product-card').first().getByRole('img', { name: 'Image non disponible' });
    await page.goto(`${server.url}/pro`, { waitUntil: 'networkidle' });
    expect(await placeholderOfFirstCard().isVisible()).toBe(false);

    await page.route('**/uploads/**', (route) => route.abort());
    await page.goto(`${server.url}/pro`, { waitUntil: 'networkidle' });
    const placeholder = placeholderOfFirstCard();
    expect(await placeholder.isVisible()).toBe(true);
    // The text and the icon may be the placeholder's own nodes or drawn by CSS and an SVG reference.
    const drawn = await placeholder.evaluate((element) => {
      const icon = element.querySelector('svg');
      const reference = icon?.querySelector('use')?.getAttribute('href');
      return {
        text: element.textContent?.trim() || getComputedStyle(element, '::after').content.replace(/^"|"$/g, ''),
        iconWidth: icon?.getBoundingClientRect().width ?? 0,
        iconDrawn: Boolean(icon?.querySelector('path') ?? (reference && document.querySelector(`${reference} path`))),
      };
    });
    expect(drawn).toEqual({ text: 'Image non disponible', iconWidth: 24, iconDrawn: true });
    await page.close();
  });

  it('opens the menu drawer on small screens and closes it when a category is chosen', async () => {
    const page = await mobile.newPage();
    const errors = watchErrors(page);
    await page.goto(server.url);
    expect(await page.locator('nav[aria-label="Catégories"]').isVisible()).toBe(false);
    const drawer = page.locator('[data-testid="mobile-drawer"]');
    expect(await drawer.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await drawer.waitFor({ state: 'visible' });
    const links = await drawer.getByRole('link').allTextContents();
    expect(links).toContain('Protéines');
    expect(links).toContain('Whey');
    await drawer.getByRole('link', { name: 'Soins de la peau' }).click();
    await page.waitForURL(/\/pro\?categorie=/);
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.locator('h1').textContent()).toBe('Soins de la peau');

    // The catalogue's filters live in a drawer of their own.
    await page.getByRole('button', { name: 'Ouvrir les filtres' }).click();
    const filters = page.locator('[data-testid="filters-drawer"]');
    await filters.waitFor({ state: 'visible' });
    await filters.getByRole('link', { name: 'Sérums' }).click();
    await page.waitForURL(/type=/);
    await filters.waitFor({ state: 'hidden' });
    expect(await page.locator('h1').textContent()).toBe('Sérums');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The search box opens from its icon.
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await page.locator('#header-search').fill('collagène');
    await page.locator('#header-search').press('Enter');
    await page.waitForURL(/search=collag%C3%A8ne/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('searches the FAQ and filters it by category', async () => {
    const page = await mobile.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}/faq`);
    const items = page.locator('[data-testid="faq-item"]');
    const all = await items.count();
    expect(all).toBeGreaterThan(10);
    expect(await page.getByRole('group', { name: 'Catégories de questions' }).getByRole('button').allTextContents()).toEqual([
      'Toutes',
      'Livraison',
      'Paiement',
      'Produits',
      'Commande',
      'À propos',
      'SAV',
    ]);

    // Items open independently.
    await items.nth(0).locator('summary').click();
    await items.nth(1).locator('summary').click();
    expect(await page.locator('details[open]').count()).toBe(2);

    await page.getByRole('button', { name: 'Paiement' }).click();
    await page.waitForFunction((total) => document.querySelectorAll('[data-testid="faq-item"]').length < total, all);
    expect(await items.count()).toBe(2);

    // The search is case-insensitive and combines with the chip.
    await page.locator('#faq-search').fill('MOBILE MONEY');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="faq-item"]').length === 2);
    await page.locator('#faq-search').fill('remboursé');
    await page.getByText('Aucun résultat trouvé').waitFor();
    await page.getByRole('button', { name: 'Toutes' }).click();
    await items.first().waitFor();
    expect(await items.count()).toBe(1);
    expect(await items.first().textContent()).toContain('endommagé');

    expect(await page.locator('main').textContent()).toContain('sous 24h');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the 404 page with its four shortcuts, and the product not found page', async () => {
    const page = await mobile.newPage();
    const response = await page.goto(`${server.url}/cette-page-n-existe-pas`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page non trouvée');
    expect(await page.title()).toBe('Page non trouvée | Boutique en Ligne');
    // Inside the shop's own header and footer, once each.
    expect(await page.locator('header').count()).toBe(1);
    expect(await page.locator('footer').count()).toBe(1);
    expect(await page.locator('main').textContent()).toContain("Désolé, la page que vous recherchez n'existe pas ou a été déplacée.");
    const shortcuts = page.locator('nav[aria-label="Raccourcis"] a');
    expect(await shortcuts.allTextContents()).toEqual(['Électronique', 'Mode', 'Maison', 'Sport']);
    expect(await shortcuts.first().getAttribute('href')).toBe('/pro?search=%C3%89lectronique');
    expect(await page.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');

    for (const id of ['00000000-0000-4000-8000-000000000000', 'pas-un-identifiant']) {
      const missing = await page.goto(`${server.url}/produits/${id}`);
      expect(missing?.status()).toBe(404);
      expect(await page.locator('h1').textContent()).toBe('Produit non trouvé');
      expect(await page.getByRole('link', { name: 'Retour aux produits' }).getAttribute('href')).toBe('/pro');
    }
    await page.close();
  });

  it('gives search engines and link previews titles, descriptions, canonical URLs, Open Graph and JSON-LD', async () => {
    const page = await mobile.newPage();
    await page.goto(server.url);
    expect(await page.title()).toBe('Boutique en Ligne');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();

    await page.goto(`${server.url}/produits/${product._id}`);
    expect(await page.title()).toBe(`${product.nom} | Boutique en Ligne`);
    const head = (selector: string) => page.locator(selector).first().getAttribute('content');
    expect(await head('meta[name="description"]')).toBeTruthy();
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`^http://localhost:\\d+/produits/${product._id}$`));
    expect(await head('meta[property="og:image"]')).toMatch(/^http:\/\/localhost:\d+\/uploads\//);
    expect(await head('meta[property="og:type"]')).toBe('product');
    expect(await head('meta[property="product:price:amount"]')).toBe(String(product.prixApresPromotion));
    expect(await head('meta[property="product:price:currency"]')).toBe('XOF');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: product.nom, offers: { price: product.prixApresPromotion, priceCurrency: 'XOF' } });

    for (const [path, title] of [
      ['/faq', 'Questions fréquentes | Boutique en Ligne'],
      ['/livraison', 'Livraison et tarifs | Boutique en Ligne'],
      ['/cart', 'Mon panier | Boutique en Ligne'],
    ]) {
      await page.goto(server.url + path);
      expect(await page.title()).toBe(title);
    }
    expect(await page.locator('h1').textContent()).toBe('Mon panier');

    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/produits/${product._id}</loc>`);
    expect(sitemap).toContain('/pro?categorie=');
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain('Sitemap: http://localhost:');
    expect(robots).toContain('Disallow: /admin');
    await page.close();
  });

  it('shows the delivery page and the floating WhatsApp button', async () => {
    const page = await mobile.newPage();
    await page.goto(`${server.url}/livraison`);
    expect(await page.locator('h1').textContent()).toBe('Livraison Express à Dakar');
    expect(await page.locator('main').textContent()).toContain('2\u00a0000\u00a0FCFA');
    expect(await page.getByRole('link', { name: 'Nous écrire sur WhatsApp' }).first().getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+/);
    await page.close();
  });
});
