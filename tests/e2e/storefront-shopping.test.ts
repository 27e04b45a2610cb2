// The shopper's path in a real Chromium: menu → category → product → cart → WhatsApp order; the header
// search; the catalogue's filters and pagination; the out-of-stock refusal.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, type RunningServer, startServer, watchErrors, whenHydrated } from './harness';

const WHATSAPP = '+221 77 123 45 67';

interface ApiProduct {
  _id: string;
  nom: string;
  enRupture: boolean;
  stock: number | null;
  prix: number;
  prixApresPromotion: number;
}

/** 12 500 FCFA → 12500 */
const amount = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

describe.skipIf(!hasChromium)('shopping in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let products: ApiProduct[];

  beforeAll(async () => {
    server = await startServer({ env: { WHATSAPP_NUMBER: WHATSAPP } });
    browser = await launchBrowser();
    const response = await fetch(`${server.url}/api/v1/produits/?limit=100`);
    products = ((await response.json()) as { data: ApiProduct[] }).data;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function freshPage(): Promise<{ page: Page; errors: string[] }> {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The order opens wa.me in a new tab: answer it locally rather than leave the machine.
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' }));
    const page = await context.newPage();
    return { page, errors: watchErrors(page) };
  }

  it('goes from the menu to a product, adds 2, and orders the cart on WhatsApp', async () => {
    const { page, errors } = await freshPage();
    await page.goto(server.url);
    await page.locator('nav[aria-label="Catégories"]').getByRole('link', { name: 'Protéines', exact: true }).click();
    await page.waitForURL(/\/pro\?categorie=/);
    expect(await page.locator('h1').textContent()).toBe('Protéines');

    // The first card of the category whose quick add is enabled: a product in stock.
    const card = page.locator('[data-testid="product-card"]', { has: page.locator('button:enabled') }).first();
    const name = (await card.locator('h3').textContent()) ?? '';
    await card.locator('h3 a').click();
    await page.waitForURL(/\/produits\//);
    expect(await page.locator('h1').textContent()).toBe(name);
    const unit = amount(await page.locator('[data-testid="price"]').first().textContent());

    await page.getByRole('button', { name: 'Augmenter la quantité' }).click();
    expect(await page.locator('#quantity').inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
    await page.getByText('Produit ajouté au panier !').waitFor();
    expect(await page.locator('#quantity').inputValue()).toBe('1');
    expect(await page.locator('[data-testid="cart-badge"]').textContent()).toBe('2');

    // A second product of the category, back through the breadcrumb, with its card's quick add.
    await page.locator('nav[aria-label="Fil d\'Ariane"]').getByRole('link', { name: 'Protéines' }).click();
    await page.waitForURL(/\/pro\?categorie=/);
    const other = page
      .locator('[data-testid="product-card"]', { has: page.locator('button:enabled') })
      .filter({ hasNot: page.locator('h3', { hasText: name }) })
      .first();
    const otherName = (await other.locator('h3').textContent()) ?? '';
    await other.getByRole('button').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-badge"]')?.textContent === '3');

    await page.getByRole('link', { name: /^Panier/ }).click();
    await page.waitForURL(/\/cart$/);
    await page.locator('[data-testid="cart-line"]').nth(1).waitFor();
    // Prices and totals appear once the cart has checked them with the server.
    await page.locator('a[data-testid="whatsapp-order"]').waitFor();
    expect(await page.locator('[data-testid="cart-line"]').count()).toBe(2);
    const lineTotals = await page.locator('[data-testid="line-total"]').allTextContents();
    expect(amount(lineTotals[0])).toBe(unit * 2);
    const total = (await page.locator('[data-testid="cart-total"]').textContent()) ?? '';
    expect(amount(total)).toBe(lineTotals.reduce((sum, text) => sum + amount(text), 0));

    const link = page.locator('[data-testid="whatsapp-order"]');
    expect(await link.getAttribute('target')).toBe('_blank');
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/221771234567');
    const text = href.searchParams.get('text') ?? '';
    expect(text).toContain(name);
    expect(text).toContain(`Quantité : 2 × `);
    expect(text).toContain(otherName);
    expect(text).toContain(`Quantité : 1 × `);
    expect(text).toContain(`Total : ${total}`);
    expect(text).toMatch(/\/produits\/[0-9a-f-]{36}/);
    expect(text).toContain('Livraison à Dakar');

    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    // The tab opens blank, and goes to WhatsApp once the order is recorded.
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    expect(popup.url()).toContain('https://wa.me/221771234567?text=');
    await popup.close();
    await page.getByText('Redirection vers WhatsApp').waitFor();

    // The cart is kept after the order.
    await page.reload();
    await page.locator('[data-testid="cart-line"]').nth(1).waitFor();
    expect(await page.locator('[data-testid="cart-line"]').count()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the cart in step across tabs and removes a line whose quantity reaches 0', async () => {
    const { page, errors } = await freshPage();
    const product = products.find((p) => !p.enRupture && p.stock !== 0 && (p.stock === null || p.stock > 3)) as ApiProduct;
    await page.goto(`${server.url}/produits/${product._id}`);
    await whenHydrated(page);
    await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
    await page.getByText('Produit ajouté au panier !').first().waitFor();
    await page.goto(`${server.url}/cart`);
    const other = await context.newPage();
    await other.goto(`${server.url}/pro`);
    await other.locator('[data-testid="cart-badge"]').waitFor();
    expect(await other.locator('[data-testid="cart-badge"]').textContent()).toBe('1');

    await page.getByRole('button', { name: `Augmenter la quantité de ${product.nom}` }).click();
    await page.getByText('Quantité mise à jour').waitFor();
    await other.waitForFunction(() => document.querySelector('[data-testid="cart-badge"]')?.textContent === '2');

    await page.getByRole('button', { name: `Diminuer la quantité de ${product.nom}` }).click();
    await page.getByRole('button', { name: `Diminuer la quantité de ${product.nom}` }).click();
    await page.getByText('Votre panier est vide').waitFor();
    await other.locator('[data-testid="cart-badge"]').waitFor({ state: 'detached' });
    expect(await page.getByRole('link', { name: 'Découvrir nos produits' }).getAttribute('href')).toBe('/pro');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses to add an out-of-stock product', async () => {
    const { page, errors } = await freshPage();
    const product = products.find((p) => p.enRupture) as ApiProduct;
    await page.goto(`${server.url}/produits/${product._id}`);
    const refusal = page.locator('[data-testid="unavailable"]');
    expect(await refusal.textContent()).toContain('Produit indisponible');
    expect(await refusal.textContent()).toContain('Ce produit est actuellement en rupture de stock.');
    expect(await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).isDisabled()).toBe(true);
    expect(await page.locator('[data-badge]').first().textContent()).not.toBe('Nouveau');

    await page.goto(`${server.url}/pro?search=${encodeURIComponent(product.nom)}`);
    const card = page.locator('[data-testid="product-card"]', { hasText: product.nom }).first();
    expect(await card.getByRole('button').isDisabled()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    expect(await page.locator('[data-testid="cart-badge"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("finds the protein products from the header search 'proteine'", async () => {
    const { page, errors } = await freshPage();
    await page.goto(server.url);
    // An empty search goes nowhere.
    await page.locator('#header-search').fill('   ');
    await page.locator('#header-search').press('Enter');
    expect(new URL(page.url()).pathname).toBe('/');

    await page.locator('#header-search').fill('proteine');
    await page.locator('#header-search').press('Enter');
    await page.waitForURL(/\/pro\?search=proteine$/);
    expect(await page.locator('h1').textContent()).toBe('Résultats de recherche pour « proteine »');
    const names = await page.locator('[data-testid="product-card"] h3').allTextContents();
    const proteins = products.filter((p) => /prot[ée]in/i.test(p.nom)).map((p) => p.nom);
    expect(proteins.length).toBeGreaterThan(3);
    for (const protein of proteins) expect(names).toContain(protein);
    // After a client-side navigation the new title arrives with the streamed metadata, a moment after the list.
    await page.waitForFunction((title) => document.title === title, 'Résultats de recherche pour « proteine » | Boutique en Ligne');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the header search over the whole header of a 375 px phone, focused, and searches from it', async () => {
    context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(server.url);
    const field = page.locator('#header-search');
    expect(await field.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Rechercher', exact: true }).tap();
    await field.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('header-search');
    const box = await field.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(250);
    // Over the logo and the cart, not squeezed between them.
    expect(await page.getByRole('link', { name: /^Panier/ }).isVisible()).toBe(true);
    expect(await page.evaluate(() => {
      const link = document.querySelector('a[href="/cart"]')?.getBoundingClientRect();
      return link ? document.elementFromPoint(link.x + link.width / 2, link.y + link.height / 2)?.closest('form')?.id : null;
    })).toBe('header-search-form');

    // Closed by its own button, the icon gets the focus back.
    await page.getByRole('button', { name: 'Fermer la recherche' }).tap();
    await field.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Rechercher');

    await page.getByRole('button', { name: 'Rechercher', exact: true }).tap();
    await field.fill('whey');
    await field.press('Enter');
    await page.waitForURL(/\/pro\?search=whey$/);
    await page.locator('h1', { hasText: 'Résultats de recherche pour « whey »' }).waitFor();
    const names = await page.locator('[data-testid="product-card"] h3').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.some((name) => /whey/i.test(name))).toBe(true);
    expect(await field.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the search box in the header on a desktop, with no icon to open it', async () => {
    const { page, errors } = await freshPage();
    await page.goto(server.url);
    expect(await page.locator('#header-search').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Rechercher', exact: true }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Fermer la recherche' }).isVisible()).toBe(false);
    expect((await page.locator('#header-search').boundingBox())?.width).toBeGreaterThanOrEqual(400);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters, sorts and pages the catalogue through its URL', async () => {
    const { page, errors } = await freshPage();
    const cards = page.locator('[data-testid="product-card"]');
    /** The cards' prices in order, and their names (in any order among equal prices). */
    const shown = async () => {
      const names = await cards.locator('h3').allTextContents();
      const prices = (await page.locator('[data-testid="price"]').allTextContents()).map(amount);
      return { prices, names: [...names].sort() };
    };
    /** What a page of 10 sorted by price shows of these products. */
    const expectedPage = (list: ApiProduct[]) => {
      const first = [...list].sort((a, b) => a.prixApresPromotion - b.prixApresPromotion).slice(0, 10);
      return { prices: first.map((p) => p.prixApresPromotion), names: first.map((p) => p.nom).sort() };
    };
    await page.goto(`${server.url}/pro`);
    expect(await page.locator('[data-testid="result-count"]').textContent()).toBe(`${products.length} produits`);
    expect(await cards.count()).toBe(20);
    await page.waitForFunction((title) => document.title === title, 'Nos Produits | Boutique en Ligne');

    // Pagination: 60 products in pages of 20.
    const pagination = page.locator('nav[aria-label="Pagination"]');
    expect(await pagination.getByRole('link', { name: /^Page \d$/ }).allTextContents()).toEqual(['1', '2', '3']);
    const firstOfPage1 = await cards.first().locator('h3').textContent();
    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2$/);
    await page.waitForFunction((first) => document.querySelector('[data-testid="product-card"] h3')?.textContent !== first, firstOfPage1);
    expect(await pagination.locator('[aria-current="page"]').textContent()).toBe('2');

    // A smaller page size goes back to page 1 and shows the window 1 2 3 … 6.
    await page.locator('select').nth(1).selectOption('10');
    await page.waitForURL(/\/pro\?limit=10$/);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="product-card"]').length === 10);
    expect(await pagination.locator('li').allTextContents()).toEqual(['', '1', '2', '3', '…', '6', '']);

    // Sort by price: the ten cheapest of the catalogue, lowest first.
    await page.locator('select').first().selectOption('prix');
    await page.waitForURL(/sort=prix/);
    await page.waitForFunction(() => {
      const prices = [...document.querySelectorAll('[data-testid="price"]')].map((el) => Number(el.textContent?.replace(/\D/g, '')));
      return prices.length === 10 && prices.every((price, i) => i === 0 || prices[i - 1] <= price);
    });
    expect(await shown()).toEqual(expectedPage(products));

    // Price bounds, applied after their debounce, back to page 1.
    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);
    const unfiltered = await page.locator('[data-testid="result-count"]').textContent();
    await page.locator('#filters-min').fill('10000');
    await page.locator('#filters-max').fill('20000');
    await page.waitForURL((url) => url.searchParams.get('minPrice') === '10000' && url.searchParams.get('maxPrice') === '20000');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await page.waitForFunction((before) => document.querySelector('[data-testid="result-count"]')?.textContent !== before, unfiltered);
    const inRange = products.filter((p) => p.prixApresPromotion >= 10000 && p.prixApresPromotion <= 20000);
    expect(inRange.length).toBeGreaterThan(10);
    expect(await page.locator('[data-testid="result-count"]').textContent()).toBe(`${inRange.length} produits`);
    // The first page of those within the bounds, still by price.
    expect(await shown()).toEqual(expectedPage(inRange));
    await page.getByRole('button', { name: 'Réinitialiser les prix' }).click();
    await page.waitForURL((url) => !url.searchParams.has('minPrice') && !url.searchParams.has('maxPrice'));

    // A category, then a search from the sidebar, which clears the category.
    await page.locator('aside').getByRole('link', { name: /^Protéines/ }).click();
    await page.waitForURL(/categorie=/);
    await page.locator('h1', { hasText: 'Protéines' }).waitFor();
    await page.locator('aside').getByRole('link', { name: 'Whey' }).click();
    await page.waitForURL(/type=/);
    await page.locator('h1', { hasText: 'Whey' }).waitFor();
    await page.locator('#filters-search').fill('omega');
    await page.waitForURL((url) => url.searchParams.get('search') === 'omega');
    const url = new URL(page.url());
    expect(url.searchParams.has('categorie')).toBe(false);
    expect(url.searchParams.has('type')).toBe(false);
    await page.locator('h1', { hasText: 'Résultats de recherche' }).waitFor();

    // List view.
    await page.getByRole('link', { name: 'Affichage en liste' }).click();
    await page.waitForURL(/view=list/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
