// The cart in a real Chromium checks its lines against the server before it totals or orders: a forged or
// outdated price gives way to the shop's, a product out of stock or deleted is flagged and left out, a
// quantity is lowered to the stock left, and without an answer nothing can be ordered.
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOfProduct } from '@test/catalog-fixtures';
import { formatPrice } from '@/shared/format';
import type { Product } from '@/shared/catalog/answers';
import { apiSignIn, hasChromium, launchBrowser, productsInStock, type RunningServer, startServer, watchErrors } from './harness';

const WHATSAPP = '+221 77 123 45 67';
const CART_CHECK = '**/api/v1/produits/panier?**';
/** Any link that would send an order (the page has other WhatsApp links: the floating button, the footer). */
const ORDER_LINK = 'a[href*="souhaite%20commander"]';

/** 12 500 FCFA → 12500 */
const amount = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const unit = (product: Product) => (product.prixApresPromotion > 0 ? product.prixApresPromotion : product.prix);

/** A cart as the storefront stores it, with whatever prices the test wants the browser to remember. */
function storedLine(product: Product, quantity: number, remembered: Partial<Pick<Product, 'prix' | 'prixApresPromotion'>> = {}) {
  return {
    product: {
      _id: product._id,
      nom: product.nom,
      prix: remembered.prix ?? product.prix,
      prixApresPromotion: remembered.prixApresPromotion ?? product.prixApresPromotion,
      image: product.imagePrincipale?.thumbnailUrl ?? null,
      stock: product.stock,
      enRupture: product.enRupture,
    },
    quantity,
    selectedVariant: null,
  };
}

describe.skipIf(!hasChromium)('the cart checks its prices in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;
  let products: Product[];
  const contexts: BrowserContext[] = [];

  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}/api/v1${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });

  /** Saves a product through the back office's API with some fields changed. */
  async function changeProduct(product: Product, changes: Record<string, string | number | boolean>) {
    const form = formOfProduct(product, changes);
    const response = await api(`/produits/${product._id}`, { method: 'PUT', body: form });
    expect(response.status).toBe(200);
  }

  /** Distinct products in stock (more than 3 of them, or untracked) and without a promotion, one per call. */
  const inStock = productsInStock(() => products, (p) => p.pourcentPromotion === 0);

  beforeAll(async () => {
    server = await startServer({ env: { WHATSAPP_NUMBER: WHATSAPP } });
    browser = await launchBrowser();
    token = (await apiSignIn(server.url)).accessToken;
    products = ((await (await fetch(`${server.url}/api/v1/produits/?limit=100`)).json()) as { data: Product[] }).data;
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  /** A page whose localStorage holds this cart before any script of the shop runs. */
  async function pageWithCart(lines: ReturnType<typeof storedLine>[], viewport = { width: 1280, height: 900 }) {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    await context.addInitScript((cart) => {
      if (!sessionStorage.getItem('cart-seeded')) {
        localStorage.setItem('cart', cart);
        sessionStorage.setItem('cart-seeded', '1');
      }
    }, JSON.stringify(lines));
    const page = await context.newPage();
    return { page, context, errors: watchErrors(page) };
  }

  async function orderText(page: Page): Promise<string> {
    const link = page.locator('a[data-testid="whatsapp-order"]');
    await link.waitFor();
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/221771234567');
    return href.searchParams.get('text') ?? '';
  }

  it("shows and orders at the shop's prices, whatever price the browser remembers", async () => {
    const cheap = inStock();
    const other = inStock();
    const forged = 100;
    const { page, errors } = await pageWithCart([storedLine(cheap, 2, { prix: forged, prixApresPromotion: 0 }), storedLine(other, 1)]);
    await page.goto(`${server.url}/cart`);

    const notices = page.locator('[data-testid="cart-notices"]');
    await notices.waitFor();
    expect(await notices.textContent()).toContain(`Le prix de ${cheap.nom} a changé : ${formatPrice(unit(cheap))} au lieu de ${formatPrice(forged)}.`);
    const line = page.locator('[data-testid="cart-line"]', { hasText: cheap.nom });
    expect(amount(await line.locator('[data-testid="unit-price"]').textContent())).toBe(unit(cheap));
    expect(amount(await line.locator('[data-testid="line-total"]').textContent())).toBe(unit(cheap) * 2);
    const total = unit(cheap) * 2 + unit(other);
    expect(await page.locator('[data-testid="cart-total"]').textContent()).toBe(formatPrice(total));

    const text = await orderText(page);
    expect(text).toContain(`Quantité : 2 × ${formatPrice(unit(cheap))} = ${formatPrice(unit(cheap) * 2)}`);
    expect(text).toContain(`Total : ${formatPrice(total)}`);
    expect(text).not.toContain(formatPrice(forged));

    // The stored cart now remembers the shop's price: the next visit has nothing to announce.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
    expect(stored[0].product.prix).toBe(cheap.prix);
    await page.reload();
    await page.locator('a[data-testid="whatsapp-order"]').waitFor();
    expect(await notices.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('flags and leaves out a product gone out of stock or deleted, and lowers a quantity to the stock left', async () => {
    const staying = inStock();
    const soldOut = inStock();
    const deleted = inStock();
    const scarce = inStock();
    const { page, errors } = await pageWithCart([storedLine(staying, 1), storedLine(soldOut, 1), storedLine(deleted, 1), storedLine(scarce, 3)]);
    await page.goto(`${server.url}/cart`);
    expect(amount(await orderText(page).then(() => page.locator('[data-testid="cart-total"]').textContent()))).toBe(
      unit(staying) + unit(soldOut) + unit(deleted) + unit(scarce) * 3,
    );

    await changeProduct(soldOut, { enRupture: true });
    await changeProduct(scarce, { stock: 1, motifStock: 'Inventaire' });
    expect((await api(`/produits/${deleted._id}`, { method: 'DELETE' })).status).toBe(200);
    await page.reload();

    const line = (product: Product) => page.locator('[data-testid="cart-line"]', { hasText: product.nom });
    await line(soldOut).locator('[data-testid="line-problem"]').waitFor();
    expect(await line(soldOut).getAttribute('data-problem')).toBe('outOfStock');
    expect(await line(soldOut).textContent()).toContain('Ce produit est actuellement en rupture de stock : il ne sera pas commandé.');
    expect(await line(deleted).getAttribute('data-problem')).toBe('gone');
    expect(await line(deleted).textContent()).toContain("Ce produit n'est plus disponible : il ne sera pas commandé.");
    expect(await line(scarce).locator('[data-testid="line-quantity"]').textContent()).toBe('1');
    expect(await page.locator('[data-testid="cart-notices"]').textContent()).toContain(
      `Il ne reste qu'un exemplaire de ${scarce.nom} : la quantité a été ajustée.`,
    );

    const total = unit(staying) + unit(scarce);
    expect(await page.locator('[data-testid="cart-total"]').textContent()).toBe(formatPrice(total));
    const text = await orderText(page);
    expect(text).toContain(staying.nom);
    expect(text).toContain(`${scarce.nom}\n   Quantité : 1 × `);
    expect(text).not.toContain(soldOut.nom);
    expect(text).not.toContain(deleted.nom);
    expect(text).toContain(`Total : ${formatPrice(total)}`);

    // The flagged lines stay until the shopper removes them.
    await page.getByRole('button', { name: `Retirer ${deleted.nom} du panier` }).click();
    await line(deleted).waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid="cart-line"]').count()).toBe(3);
    expect(errors).toEqual([]);
  });

  it('waits for the check before it lets the shopper order, and refuses to order without it', async () => {
    const product = inStock();
    const { page, context } = await pageWithCart([storedLine(product, 2, { prix: 1, prixApresPromotion: 0 })]);

    // The answer is held back: the cart says it is checking, shows no price and the order waits.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route(CART_CHECK, async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/cart`);
    await page.locator('[data-testid="cart-checking"]').waitFor();
    expect(await page.locator('[data-testid="cart-checking"]').textContent()).toContain('Vérification des prix et de la disponibilité');
    expect(await page.locator('button[data-testid="whatsapp-order"]').isDisabled()).toBe(true);
    expect(await page.locator(ORDER_LINK).count()).toBe(0);
    expect(await page.locator('[data-testid="line-total"]').count()).toBe(0);
    release();
    expect(amount(await orderText(page).then(() => page.locator('[data-testid="cart-total"]').textContent()))).toBe(unit(product) * 2);
    await context.unroute(CART_CHECK);

    // No answer at all: a French explanation, no order, and a way to try again.
    await context.route(CART_CHECK, (route: Route) => route.abort('internetdisconnected'));
    await page.reload();
    const failure = page.locator('[data-testid="cart-check-failed"]');
    await failure.waitFor();
    expect(await failure.textContent()).toContain('Impossible de vérifier votre panier');
    expect(await failure.textContent()).toContain('Vérifiez votre connexion internet, puis réessayez.');
    expect(await page.locator('button[data-testid="whatsapp-order"]').isDisabled()).toBe(true);
    expect(await page.locator('#order-waits').textContent()).toBe('La commande sera possible dès que les prix actuels auront été vérifiés.');
    expect(await page.locator(ORDER_LINK).count()).toBe(0);
    expect(await page.locator('[data-testid="cart-total"]').textContent()).toBe('—');

    await context.unroute(CART_CHECK);
    await failure.getByRole('button', { name: 'Réessayer' }).click();
    const text = await orderText(page);
    expect(text).toContain(`Quantité : 2 × ${formatPrice(unit(product))}`);
    expect(await failure.count()).toBe(0);
  });
});
