// The storefront's pages come from the server's page cache (docs/decisions/012-storefront-page-cache.md): a
// visitor sees an administrator's write within a second, on the instance that wrote and on another instance
// sharing its PostgreSQL; a write drops only the pages that show what it changed; public pages may be kept
// briefly by a shared cache, the back office and the API may not.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOfProduct } from '@/server/testing/catalog-fixtures';
import { createScratchDatabase } from '@/server/testing/harness';
import { formatPrice } from '@/shared/format';
import type { Product } from '@/shared/types';
import { apiSignIn, type RunningServer, startServer } from './harness';

const FRESH_WITHIN_MS = 1_000;
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Page {
  status: number;
  body: string;
  etag: string | null;
  cacheControl: string;
}

async function page(base: string, path: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(base + path, { headers: { 'accept-encoding': 'br, gzip', ...headers } });
  return {
    status: response.status,
    body: await response.text(),
    etag: response.headers.get('etag'),
    cacheControl: response.headers.get('cache-control') ?? '',
  };
}

/** Asks again every 50 ms until `seen` holds; returns how long it took after `since`, or fails after 5 s. */
async function within(since: number, ask: () => Promise<boolean>): Promise<number> {
  while (!(await ask())) {
    if (Date.now() - since > 5_000) throw new Error('not seen within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - since;
}

async function catalogue(base: string): Promise<Product[]> {
  return ((await (await fetch(`${base}/api/v1/produits/?limit=100`)).json()) as { data: Product[] }).data;
}

async function write(base: string, token: string, path: string, init: RequestInit): Promise<Product> {
  const response = await fetch(`${base}/api/v1${path}`, { ...init, headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBeLessThan(300);
  return ((await response.json()) as { data: Product }).data;
}

/** Two products of different categories, neither featured (a featured product shows in every recommendation). */
function twoCategories(products: Product[]): [Product, Product] {
  const first = products.find((p) => !p.aLaUne && p.pourcentPromotion === 0);
  const other = products.find((p) => !p.aLaUne && first && p.typeProduit._id !== first.typeProduit._id);
  if (!first || !other) throw new Error('the demo catalogue lacks two unfeatured products in two categories');
  return [first, other];
}

describe('storefront pages from the cache, one instance', () => {
  let server: RunningServer;
  let token: string;
  let products: Product[];

  beforeAll(async () => {
    server = await startServer();
    token = (await apiSignIn(server.url)).accessToken;
    products = await catalogue(server.url);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('lets a shared cache keep public pages briefly and revalidate them; the back office and the API stay private', async () => {
    for (const path of ['/', '/pro', `/pro?categorie=${products[0].typeProduit._id}`, `/produits/${products[0]._id}`, '/faq', '/livraison', '/cart']) {
      const first = await page(server.url, path);
      expect(first.status, path).toBe(200);
      expect(first.cacheControl, path).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=59');
      const again = await page(server.url, path);
      expect(again.etag, path).toBe(first.etag);
      expect((await page(server.url, path, { 'if-none-match': first.etag ?? '' })).status, path).toBe(304);
    }
    for (const path of ['/admin/login', '/admin', '/admin/produits']) {
      const { cacheControl } = await page(server.url, path);
      expect(cacheControl, path).toContain('private');
      expect(cacheControl, path).toContain('no-store');
    }
    for (const path of ['/api/v1/types', `/api/v1/produits/${products[0]._id}`]) {
      const { cacheControl } = await page(server.url, path);
      expect(cacheControl, path).not.toContain('public');
    }
  });

  it('shows a price change, a new product and a deletion within a second, and keeps the pages the write did not touch', async () => {
    const [changed, untouched] = twoCategories(products);
    const category = `/pro?categorie=${changed.typeProduit._id}`;
    const productPath = `/produits/${changed._id}`;
    const before = {
      product: await page(server.url, productPath),
      category: await page(server.url, category),
      otherProduct: await page(server.url, `/produits/${untouched._id}`),
      faq: await page(server.url, '/faq'),
    };
    const price = changed.prix + 1_234;
    expect(before.product.body).not.toContain(formatPrice(price));

    let since = Date.now();
    await write(server.url, token, productPath, { method: 'PUT', body: formOfProduct(changed, { prix: price }) });
    expect(await within(since, async () => (await page(server.url, productPath)).body.includes(formatPrice(price)))).toBeLessThan(FRESH_WITHIN_MS);
    expect((await page(server.url, category)).body).toContain(formatPrice(price));
    // Another category's product page and a page without catalogue data were not rendered again.
    expect((await page(server.url, `/produits/${untouched._id}`)).etag).toBe(before.otherProduct.etag);
    expect((await page(server.url, '/faq')).etag).toBe(before.faq.etag);

    const name = `Nouveauté du cache ${randomBytes(3).toString('hex')}`;
    since = Date.now();
    const created = await write(server.url, token, '/produits', { method: 'POST', body: formOfProduct(changed, { nom: name }) });
    expect(await within(since, async () => (await page(server.url, category)).body.includes(name))).toBeLessThan(FRESH_WITHIN_MS);
    expect((await page(server.url, `/produits/${created._id}`)).body).toContain(name);

    since = Date.now();
    await write(server.url, token, `/produits/${created._id}`, { method: 'DELETE' });
    expect(await within(since, async () => (await page(server.url, `/produits/${created._id}`)).status === 404)).toBeLessThan(FRESH_WITHIN_MS);
    expect((await page(server.url, category)).body).not.toContain(name);
  });
});

describe('storefront pages from the cache, two instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let writer: RunningServer;
  let reader: RunningServer;

  beforeAll(async () => {
    database = await createScratchDatabase(POSTGRES_URL, 'boutique_cache');
    writer = await startServer({ env: { DATABASE_URL: database.url } });
    reader = await startServer({ env: { DATABASE_URL: database.url } });
  });
  afterAll(async () => {
    await Promise.all([writer?.stop(), reader?.stop()]);
    await database?.drop();
  });

  it("shows one instance's price change and deletion on the other's cached pages within a second", async () => {
    const token = (await apiSignIn(writer.url)).accessToken;
    const [product] = twoCategories(await catalogue(writer.url));
    const productPath = `/produits/${product._id}`;
    const category = `/pro?categorie=${product.typeProduit._id}`;
    const price = product.prix + 4_321;
    const cached = await page(reader.url, productPath);
    expect(cached.status).toBe(200);
    expect((await page(reader.url, productPath)).etag).toBe(cached.etag);
    await page(reader.url, category);

    let since = Date.now();
    await write(writer.url, token, `/produits/${product._id}`, { method: 'PUT', body: formOfProduct(product, { prix: price }) });
    expect(await within(since, async () => (await page(reader.url, productPath)).body.includes(formatPrice(price)))).toBeLessThan(FRESH_WITHIN_MS);
    expect((await page(reader.url, category)).body).toContain(formatPrice(price));
    const api = (await (await fetch(`${reader.url}/api/v1/produits/${product._id}`)).json()) as { data: Product };
    expect(api.data.prix).toBe(price);

    since = Date.now();
    await write(writer.url, token, `/produits/${product._id}`, { method: 'DELETE' });
    expect(await within(since, async () => (await page(reader.url, productPath)).status === 404)).toBeLessThan(FRESH_WITHIN_MS);
  });
});
