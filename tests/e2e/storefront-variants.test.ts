// A product with variants in a real Chromium, on a phone (375 px): each option a group of buttons, a sold-out
// combination struck and not selectable, the price and the picture following the choice, the choice kept in the
// address (?variante=) and a page opened with it starting on it, the variant added to the cart, the WhatsApp question
// naming the variant and linking to it, the catalogue's card priced 'À partir de', and the page's JSON-LD a
// ProductGroup of its variants.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { file, picture, productForm } from '@test/catalog-fixtures';
import type { Product, ProductVariant } from '@/shared/catalog/answers';
import { formatPrice } from '@/shared/format';
import { apiSignIn, hasChromium, launchBrowser, type RunningServer, startServer, watchErrors, whenHydrated } from './harness';

const NAME = 'Whey Isolate Test Variantes';

/** Saveur × Taille: 6 variants, Vanille 5 lb sold out; Fraise 2 lb the cheapest; Chocolat with the first picture, Vanille the second. */
const VARIANTS = [
  { valeurs: ['Chocolat', '2 lb'], prix: 25_000, stock: 3, imageIndex: 0, reference: 'WISO-CHOC-2LB' },
  { valeurs: ['Chocolat', '5 lb'], prix: 42_000, stock: 10, imageIndex: 0, reference: 'WISO-CHOC-5LB' },
  { valeurs: ['Vanille', '2 lb'], prix: 26_000, stock: 10, imageIndex: 1, reference: 'WISO-VAN-2LB' },
  { valeurs: ['Vanille', '5 lb'], prix: 43_000, stock: 0, imageIndex: 1, reference: 'WISO-VAN-5LB' },
  { valeurs: ['Fraise', '2 lb'], prix: 24_000, stock: 10, imageIndex: null, reference: null },
  { valeurs: ['Fraise', '5 lb'], prix: 41_000, stock: null, imageIndex: null, reference: null },
];

describe.skipIf(!hasChromium)('a product with variants in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let product: Product;
  const variantOf = (...valeurs: string[]) => product.variantes?.find((variant) => variant.valeurs.join() === valeurs.join()) as ProductVariant;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const token = (await apiSignIn(server.url)).accessToken;
    const categories = (await (await fetch(`${server.url}/api/v1/types`)).json()) as { data: { _id: string; nom: string }[] };
    const category = categories.data.find((candidate) => candidate.nom === 'Protéines');
    const green = file(await picture('png', 600, 600), 'verte.png', 'image/png');
    const orange = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 200, g: 90, b: 40 } } })
      .png()
      .toBuffer();
    const other = file(orange, 'orange.png', 'image/png');
    const form = productForm(
      {
        nom: NAME,
        description: 'Protéine isolée, trois saveurs et deux tailles.',
        typeProduit: category?._id,
        options: JSON.stringify([
          { nom: 'Saveur', valeurs: ['Chocolat', 'Vanille', 'Fraise'] },
          { nom: 'Taille', valeurs: ['2 lb', '5 lb'] },
        ]),
        variantes: JSON.stringify(VARIANTS),
      },
      [green, other],
    );
    const response = await fetch(`${server.url}/api/v1/produits`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const answer = (await response.json()) as { data: Product };
    expect(response.status, JSON.stringify(answer)).toBe(201);
    product = answer.data;
    expect(product.variantes).toHaveLength(6);
    context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const group = (page: Page, option: string) => page.getByRole('group', { name: new RegExp(`^${option}`) });
  const value = (page: Page, option: string, text: string) => group(page, option).getByRole('button', { name: new RegExp(`^${text}`) });
  const price = (page: Page) => page.locator('[data-testid="price"]').first();
  const mainPicture = (page: Page) => page.locator('img[fetchpriority="high"]');

  it('offers each option as buttons, strikes the sold-out value, and follows the choice in the price, the picture and the address', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}/produits/${product._id}`);
    await whenHydrated(page);

    // The first available variant: Chocolat, 2 lb, its price, its low stock and its reference.
    expect(await group(page, 'Saveur').getByRole('button').allTextContents()).toEqual(['Chocolat', 'Vanille', 'Fraise']);
    expect(await group(page, 'Taille').getByRole('button').allTextContents()).toEqual(['2 lb', '5 lb']);
    expect(await value(page, 'Saveur', 'Chocolat').getAttribute('aria-pressed')).toBe('true');
    expect(await value(page, 'Taille', '2 lb').getAttribute('aria-pressed')).toBe('true');
    expect(await price(page).textContent()).toBe(formatPrice(25_000));
    await page.getByText('Stock limité : plus que 3 en stock').waitFor();
    await page.getByText('Réf. WISO-CHOC-2LB').waitFor();
    const firstPicture = await mainPicture(page).getAttribute('src');
    expect(firstPicture).toContain(product.images[0].url);

    // Vanille: its price and its own picture, named in the address without a navigation.
    await value(page, 'Saveur', 'Vanille').click();
    await page.waitForFunction((text) => document.querySelector('[data-testid="price"]')?.textContent === text, formatPrice(26_000));
    expect(await value(page, 'Saveur', 'Vanille').getAttribute('aria-pressed')).toBe('true');
    expect(await value(page, 'Saveur', 'Chocolat').getAttribute('aria-pressed')).toBe('false');
    expect(await mainPicture(page).getAttribute('src')).toContain(product.images[1].url);
    expect(new URL(page.url()).searchParams.get('variante')).toBe(variantOf('Vanille', '2 lb')._id);

    // Vanille 5 lb is sold out: struck, disabled, said so, and a press changes nothing.
    const soldOut = value(page, 'Taille', '5 lb');
    expect(await soldOut.isDisabled()).toBe(true);
    expect(await soldOut.evaluate((button) => getComputedStyle(button).textDecorationLine)).toBe('line-through');
    expect(await soldOut.textContent()).toBe('5 lb (indisponible)');
    await soldOut.click({ force: true });
    expect(await price(page).textContent()).toBe(formatPrice(26_000));
    expect(new URL(page.url()).searchParams.get('variante')).toBe(variantOf('Vanille', '2 lb')._id);

    // Fraise then 5 lb: available again, its price, the address follows.
    await value(page, 'Saveur', 'Fraise').click();
    expect(await value(page, 'Taille', '5 lb').isDisabled()).toBe(false);
    await value(page, 'Taille', '5 lb').click();
    await page.waitForFunction((text) => document.querySelector('[data-testid="price"]')?.textContent === text, formatPrice(41_000));
    expect(new URL(page.url()).searchParams.get('variante')).toBe(variantOf('Fraise', '5 lb')._id);
    expect(await page.getByText(/Stock limité/).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('starts on the variant its address names, and adds that variant to the cart', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    const chosen = variantOf('Chocolat', '5 lb');
    await page.goto(`${server.url}/produits/${product._id}?variante=${chosen._id}`);
    await whenHydrated(page);
    await page.waitForFunction((text) => document.querySelector('[data-testid="price"]')?.textContent === text, formatPrice(42_000));
    expect(await value(page, 'Saveur', 'Chocolat').getAttribute('aria-pressed')).toBe('true');
    expect(await value(page, 'Taille', '5 lb').getAttribute('aria-pressed')).toBe('true');
    expect(await value(page, 'Taille', '2 lb').getAttribute('aria-pressed')).toBe('false');

    await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
    await page.getByText('Produit ajouté au panier !').waitFor();
    const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('cart'))) ?? '[]');
    const lines = Array.isArray(stored) ? stored : stored.lines;
    expect(lines).toMatchObject([{ product: { _id: product._id }, quantity: 1, selectedVariant: chosen._id }]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('asks its WhatsApp question about the variant chosen, linking to its page opened on it; a product without variants about itself', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    const question = async () => {
      const href = await page.getByRole('link', { name: 'Une question ? Écrivez-nous sur WhatsApp' }).getAttribute('href');
      return new URL(href ?? '').searchParams.get('text');
    };
    // The shop's public address (PUBLIC_URL), which its links to itself use: the page's canonical link's origin.
    const publicOrigin = async () => new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').origin;
    const asked = async (name: string, address: string) => `Bonjour, j'ai une question sur ce produit : ${name} (${await publicOrigin()}${address})`;
    const vanilla = variantOf('Vanille', '2 lb');
    await page.goto(`${server.url}/produits/${product._id}?variante=${vanilla._id}`);
    await whenHydrated(page);
    await page.waitForFunction((text) => document.querySelector('[data-testid="price"]')?.textContent === text, formatPrice(26_000));
    expect(await question()).toBe(await asked(`${NAME} — Vanille, 2 lb`, `/produits/${product._id}?variante=${vanilla._id}`));

    // Another choice: the question follows it.
    await value(page, 'Saveur', 'Fraise').click();
    await page.waitForFunction((text) => document.querySelector('[data-testid="price"]')?.textContent === text, formatPrice(24_000));
    expect(await question()).toBe(await asked(`${NAME} — Fraise, 2 lb`, `/produits/${product._id}?variante=${variantOf('Fraise', '2 lb')._id}`));

    // A product without variants: its name and its page's address, as the specification has it.
    const listed = (await (await fetch(`${server.url}/api/v1/produits?limit=20`)).json()) as { data: Product[] };
    const plain = listed.data.find((candidate) => !candidate.variantes) as Product;
    await page.goto(`${server.url}/produits/${plain._id}`);
    expect(await question()).toBe(await asked(plain.nom, `/produits/${plain._id}`));
    expect(errors).toEqual([]);
    await page.close();
  });

  it("describes the product as a ProductGroup of its variants in its JSON-LD, and prices its card 'À partir de' its cheapest variant", async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/produits/${product._id}`);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'ProductGroup', name: NAME, variesBy: ['Saveur', 'https://schema.org/size'] });
    expect(jsonLd.hasVariant).toHaveLength(6);
    const vanilla = jsonLd.hasVariant.find((variant: { sku?: string }) => variant.sku === 'WISO-VAN-5LB');
    expect(vanilla).toMatchObject({
      name: `${NAME} — Vanille, 5 lb`,
      size: '5 lb',
      offers: { price: 43_000, priceCurrency: 'XOF', availability: 'https://schema.org/OutOfStock' },
    });
    expect(vanilla.url).toMatch(new RegExp(`/produits/${product._id}\\?variante=${variantOf('Vanille', '5 lb')._id}$`));

    await page.goto(`${server.url}/pro?search=${encodeURIComponent(NAME)}`);
    const card = page.locator('[data-testid="product-card"]', { hasText: NAME });
    expect(await card.locator('[data-testid="price"]').textContent()).toBe(`À partir de ${formatPrice(24_000)}`);
    // Its quick add opens its page, where the variant is chosen.
    await card.getByRole('link', { name: `Choisir une option : ${NAME}` }).click();
    await page.waitForURL(new RegExp(`/produits/${product._id}$`));
    await page.close();
  });
});
