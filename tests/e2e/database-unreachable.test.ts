// The storefront with its database out of reach (docs/product.md, "When the shop cannot read its data"; decision
// 018): the real server on a PostgreSQL reached through a proxy the test cuts. A page the cache keeps is still served;
// a page it does not keep is the French error page with 'Réessayer', a 500 without a stack trace, logged once; the
// server stays up; once the database is back, 'Réessayer' shows the page.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '@test/harness';
import type { Product } from '@/shared/catalog/answers';
import { hasChromium, launchBrowser, type RunningServer, startServer } from './harness';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The headers of a page the server keeps in its cache, as current, and as it was while a new render is under way. */
const KEPT = 'public, max-age=0, s-maxage=1, stale-while-revalidate=59';
const STALE = 'public, no-cache';
const ERROR_TITLE = 'Un problème est survenu';
/** What must never reach a shopper: the database's errors, its queries, a stack trace. */
const LEAKS = [/ECONN/, /Failed query/i, /\bselect\s+"/i, /\n\s+at\s/, /node_modules/, /page data unavailable/, /127\.0\.0\.1:\d+/];

/**
 * A TCP proxy in front of PostgreSQL. `cut()` resets every connection through it and every new one until
 * `restore()`: to the shop, the database is out of reach.
 */
async function cuttableProxy(targetPort: number) {
  const open = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) return void client.resetAndDestroy();
    const upstream = net.connect(targetPort, '127.0.0.1');
    open.add(client);
    open.add(upstream);
    const close = () => {
      for (const socket of [client, upstream]) {
        socket.destroy();
        open.delete(socket);
      }
    };
    for (const socket of [client, upstream]) {
      socket.on('error', close);
      socket.on('close', close);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      cut = true;
      for (const socket of open) socket.resetAndDestroy();
      open.clear();
    },
    restore() {
      cut = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface LogLine {
  level: number;
  msg: string;
  read?: string;
}

/** The shop's own log lines (JSON) written since `from`, and the others: Next.js's lines for the errors it was handed. */
function logSince(server: RunningServer, from: number): { lines: LogLine[]; others: string } {
  const all = server.output().slice(from).split('\n');
  const lines = all.flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line) as LogLine];
    } catch {
      return [];
    }
  });
  return { lines, others: all.filter((line) => !line.startsWith('{')).join('\n') };
}

/** The leaks a text shows, of LEAKS. */
const leaksOf = (text: string) => LEAKS.filter((leak) => leak.test(text)).map(String);

const failedReads = (lines: LogLine[]) => lines.filter((line) => line.msg === 'page data unavailable');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!hasChromium)('the storefront with its database out of reach', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
  let server: RunningServer;
  let browser: Browser;
  let products: Product[];

  beforeAll(async () => {
    database = await createScratchDatabase(POSTGRES_URL, 'boutique_down');
    proxy = await cuttableProxy(Number(new URL(POSTGRES_URL).port || 5432));
    const proxied = new URL(database.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    server = await startServer({ env: { DATABASE_URL: proxied.toString() } });
    browser = await launchBrowser();
    // Nothing of the catalogue page is read before the cut: neither it nor its categories are kept anywhere.
    products = ((await (await fetch(`${server.url}/api/v1/produits/?limit=5`)).json()) as { data: Product[] }).data;
    expect(products.length).toBe(5);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await proxy?.close();
    await database?.drop();
  });

  it('answers the catalogue and the home page, never kept, with the French error page, logged once, then the catalogue with its own panel once its categories are known', async () => {
    // Searches no one made: pages the cache does not keep, products the catalogue's cache does not hold.
    const search = () => `/pro?search=${randomBytes(4).toString('hex')}`;
    proxy.cut();
    try {
      // Its reads all fail (categories, products, pictures): one request, one line.
      const from = server.output().length;
      const answer = await fetch(server.url + search());
      expect(answer.status).toBe(500);
      expect(leaksOf(await answer.text())).toEqual([]);
      await pause(500);
      expect(failedReads(logSince(server, from).lines)).toEqual([expect.objectContaining({ level: 50 })]);

      // The home page sends its top before its products are read: a 200, then the error page in their place.
      const home = await browser.newPage({ viewport: { width: 375, height: 812 } });
      expect((await home.goto(`${server.url}/`))?.status()).toBe(200);
      await home.getByRole('heading', { level: 1, name: ERROR_TITLE }).waitFor();
      expect(await home.getByRole('button', { name: 'Réessayer' }).isVisible()).toBe(true);
      expect(leaksOf(await home.content())).toEqual([]);
      await home.close();

      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const response = await page.goto(server.url + search());
      expect(response?.status()).toBe(500);
      await page.getByRole('heading', { level: 1, name: ERROR_TITLE }).waitFor();
      expect(await page.getByText("La boutique n'a pas pu charger cette page.").isVisible()).toBe(true);
      expect(leaksOf(await page.content())).toEqual([]);
      expect(server.process.exitCode).toBeNull();

      proxy.restore();
      await page.getByRole('button', { name: 'Réessayer' }).click();
      await page.getByText('Aucun produit trouvé').waitFor();
      expect(await page.getByRole('heading', { name: ERROR_TITLE }).count()).toBe(0);
      await page.close();

      // Back, the shop drops what it kept within a second or so (decision 012); then the catalogue is read again.
      await pause(3_000);
      expect((await fetch(server.url + search())).status).toBe(200);
      // With its categories still known, only the products fail: the catalogue's own panel, not kept.
      proxy.cut();
      const panel = await fetch(server.url + search());
      expect(panel.status).toBe(200);
      expect(panel.headers.get('cache-control')).not.toContain('public');
      const html = await panel.text();
      for (const text of ['Erreur de chargement', 'Erreur lors du chargement des produits', 'Réessayer']) expect(html).toContain(text);
      expect(leaksOf(html)).toEqual([]);
    } finally {
      proxy.restore();
    }
  });

  it('keeps serving a page the cache kept, answers the French error page elsewhere, logged once, and shows the page again after Réessayer', async () => {
    const [kept, shown, fetched] = products;
    // Kept by the page cache just before the cut: it lives 60 seconds.
    const before = await fetch(`${server.url}/produits/${kept._id}`);
    expect(before.headers.get('cache-control')).toBe(KEPT);
    await before.text();

    proxy.cut();

    // The kept page is served as it was, for as long as the cache may serve it.
    const cached = await fetch(`${server.url}/produits/${kept._id}`);
    expect(cached.status).toBe(200);
    expect([KEPT, STALE]).toContain(cached.headers.get('cache-control'));
    expect(await cached.text()).toContain(kept.nom);

    // A page never kept, asked without a browser (nothing else asked meanwhile): a 500 that leaks nothing, logged once.
    const from = server.output().length;
    const answer = await fetch(`${server.url}/produits/${fetched._id}`);
    expect(answer.status).toBe(500);
    expect(answer.headers.get('cache-control')).not.toContain('public');
    expect(leaksOf(await answer.text())).toEqual([]);
    await pause(500);
    const log = logSince(server, from);
    expect(failedReads(log.lines)).toEqual([expect.objectContaining({ level: 50, read: 'product' })]);
    // Next.js's own line for what it was handed names the failure, without its stack or query a second time.
    expect(log.others).toContain('page data unavailable (first failed read: product)');
    expect(log.others).not.toMatch(/Failed query|ECONN|\sat\s.*:\d+:\d+/);

    // The same, in Chromium: the error page inside the shop's header and footer, in French, with 'Réessayer'.
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const inBrowser = server.output().length;
    const response = await page.goto(`${server.url}/produits/${shown._id}`);
    expect(response?.status()).toBe(500);
    expect(leaksOf((await response?.text()) ?? '')).toEqual([]);
    await page.getByRole('heading', { level: 1, name: ERROR_TITLE }).waitFor();
    expect(await page.getByText("La boutique n'a pas pu charger cette page.").isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Réessayer' }).isVisible()).toBe(true);
    expect(leaksOf(await page.content())).toEqual([]);
    expect(await page.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
    expect(await page.locator('footer').count()).toBe(1);
    expect(await page.title()).toBe(`${ERROR_TITLE} | Boutique en Ligne`);
    await pause(500);
    // The page's failure is logged once (the browser's other requests, the shop's frame, log their own).
    expect(failedReads(logSince(server, inBrowser).lines).filter((line) => line.read === 'product')).toHaveLength(1);

    // The server stays up.
    expect(server.process.exitCode).toBeNull();
    expect((await fetch(`${server.url}/faq`)).status).toBe(200);

    proxy.restore();
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await page.getByRole('heading', { level: 1, name: shown.nom }).waitFor();
    expect(await page.getByRole('heading', { name: ERROR_TITLE }).count()).toBe(0);
    await page.close();
  });
});
