// The storefront's pages come from the server's page cache (docs/decisions/012-storefront-page-cache.md): once
// an administrator's write is answered, no visitor of the instance that wrote gets a page it changed as it was
// before, presented as current; another instance sharing its PostgreSQL shows the write once its notice has
// come, before any page it keeps expires; a write drops only the pages that show what it changed; public pages
// may be kept briefly by a shared cache, the back office and the API may not.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOfProduct } from '@test/catalog-fixtures';
import { createScratchDatabase } from '@test/harness';
import { formatPrice } from '@/shared/format';
import type { Product } from '@/shared/catalog/answers';
import { apiSignIn, type RunningServer, startServer } from './harness';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The headers of a page the server keeps in its cache, as current. */
const KEPT = 'public, max-age=0, s-maxage=1, stale-while-revalidate=59';
/** The headers of a page served as it was while its new render is under way: a shared cache must ask again. */
const STALE = 'public, no-cache';

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

const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Asks again every 50 ms until `ask` holds: how long that takes is the test's time limit's business. */
async function until(ask: () => Promise<boolean>): Promise<void> {
  while (!(await ask())) await pause();
}

/**
 * A page asked for after a write that changed it, on an instance that knows of the write: every answer shows
 * the change, or is the page as it was marked stale, never presented as current; once the change shows, it
 * stays. How many stale answers come first, if any, is the test's time limit's business.
 */
async function changedAfterWrite(base: string, path: string, changed: (answer: Page) => boolean): Promise<Page> {
  let answer = await page(base, path);
  while (!changed(answer)) {
    expect(answer.cacheControl, `${path}: the page as it was before the write, presented as current`).toBe(STALE);
    await pause();
    answer = await page(base, path);
  }
  const again = await page(base, path);
  expect(changed(again), `${path}: the page as it was before the write, after the change had shown`).toBe(true);
  return again;
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
      expect(first.cacheControl, path).toBe(KEPT);
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

  it('never serves a page a write changed as it was, once the write is answered, and keeps the pages the write did not touch', async () => {
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

    // Both pages are kept by the cache: a write that did not drop them would leave the old price there.
    for (const kept of [before.product, before.category]) expect(kept.cacheControl).toBe(KEPT);
    await write(server.url, token, productPath, { method: 'PUT', body: formOfProduct(changed, { prix: price }) });
    await changedAfterWrite(server.url, productPath, (answer) => answer.body.includes(formatPrice(price)));
    await changedAfterWrite(server.url, category, (answer) => answer.body.includes(formatPrice(price)));
    // Another category's product page and a page without catalogue data were not rendered again.
    expect((await page(server.url, `/produits/${untouched._id}`)).etag).toBe(before.otherProduct.etag);
    expect((await page(server.url, '/faq')).etag).toBe(before.faq.etag);

    const name = `Nouveauté du cache ${randomBytes(3).toString('hex')}`;
    expect((await page(server.url, category)).body).not.toContain(name);
    const created = await write(server.url, token, '/produits', { method: 'POST', body: formOfProduct(changed, { nom: name }) });
    await changedAfterWrite(server.url, category, (answer) => answer.body.includes(name));
    const createdPage = await page(server.url, `/produits/${created._id}`);
    expect(createdPage.body).toContain(name);
    expect(createdPage.cacheControl).toBe(KEPT);

    await write(server.url, token, `/produits/${created._id}`, { method: 'DELETE' });
    await changedAfterWrite(server.url, `/produits/${created._id}`, (answer) => answer.status === 404);
    await changedAfterWrite(server.url, category, (answer) => !answer.body.includes(name));
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

  it("shows one instance's price change and deletion on the other's cached pages before any of them expires", async () => {
    const token = (await apiSignIn(writer.url)).accessToken;
    const [product, untouched] = twoCategories(await catalogue(writer.url));
    const productPath = `/produits/${product._id}`;
    const category = `/pro?categorie=${product.typeProduit._id}`;
    const untouchedPath = `/produits/${untouched._id}`;
    const price = product.prix + 4_321;
    // The reader keeps a page no write of this test touches, before the others: it expires first.
    const kept = await page(reader.url, untouchedPath);
    expect(kept.status).toBe(200);
    const cached = await page(reader.url, productPath);
    expect(cached.status).toBe(200);
    expect((await page(reader.url, productPath)).etag).toBe(cached.etag);
    const cachedCategory = await page(reader.url, category);
    for (const entry of [kept, cached, cachedCategory]) expect(entry.cacheControl).toBe(KEPT);
    // A change made behind the shop's back, which sends no notice: the reader shows it only once that page
    // has expired. Until then, its old name says none of the reader's pages has expired yet.
    const renamed = `${untouched.nom} (renommé hors de la boutique)`;
    const direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
    try {
      await direct.query('update products set nom = $1 where id = $2', [renamed, untouched._id]);
    } finally {
      await direct.end();
    }
    const stillKept = async () => {
      const again = await page(reader.url, untouchedPath);
      expect(again.etag).toBe(kept.etag);
      expect(again.cacheControl).toBe(KEPT);
      expect(again.body).not.toContain(renamed);
    };

    await write(writer.url, token, `/produits/${product._id}`, { method: 'PUT', body: formOfProduct(product, { prix: price }) });
    // Until the notice comes, the reader may serve its pages as they were.
    await until(async () => (await page(reader.url, productPath)).body.includes(formatPrice(price)));
    await changedAfterWrite(reader.url, productPath, (answer) => answer.body.includes(formatPrice(price)));
    await stillKept();
    // One notice reaches every page the write touched: the category's no longer shows the old price as current.
    await changedAfterWrite(reader.url, category, (answer) => answer.body.includes(formatPrice(price)));
    const api = (await (await fetch(`${reader.url}/api/v1/produits/${product._id}`)).json()) as { data: Product };
    expect(api.data.prix).toBe(price);

    await write(writer.url, token, `/produits/${product._id}`, { method: 'DELETE' });
    await until(async () => (await page(reader.url, productPath)).status === 404);
    await changedAfterWrite(reader.url, productPath, (answer) => answer.status === 404);
    await stillKept();
  });
});
