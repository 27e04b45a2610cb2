// First-load JavaScript of each storefront route: every script Chromium fetches while loading the page
// (until the network is idle), measured as the gzip size of the built file. Run after `next build`:
//   node --import tsx bench/lighthouse/first-load-js.ts
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { apiSignIn, launchBrowser, startServer } from '../../tests/e2e/harness';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/**
 * The storefront's budget: React, React DOM and the Next.js runtime alone weigh about 129 KiB gzip, so a route
 * may load 150 KiB in all, of which at most 20 KiB of its own.
 */
export const BUDGET = { totalBytes: 150 * 1024, routeBytes: 20 * 1024 } satisfies Budget;

export interface Budget {
  totalBytes: number;
  /** What a route may add to the scripts every route shares; null when only the total is budgeted. */
  routeBytes: number | null;
}

export interface RouteWeight {
  route: string;
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
  /** The same scripts less those every route shares (React, the Next.js runtime): what the route adds. */
  ownGzipBytes: number;
}

function gzipSize(file: string): { raw: number; gzip: number } {
  const content = readFileSync(file);
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

/** `prepare` runs once in the browser context before the routes are visited (to sign in, say). */
export async function measureFirstLoad(
  routes: (base: string) => Promise<string[]>,
  prepare?: (page: Page, base: string) => Promise<void>,
): Promise<RouteWeight[]> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    if (prepare) {
      const page = await context.newPage();
      await prepare(page, server.url);
      await page.close();
    }
    const perRoute = new Map<string, Set<string>>();
    for (const route of await routes(server.url)) {
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(decodeURIComponent(new URL(request.url()).pathname));
      });
      await page.goto(server.url + route, { waitUntil: 'networkidle' });
      perRoute.set(route, scripts);
      await page.close();
    }
    const sets = [...perRoute.values()];
    const shared = new Set([...sets[0]].filter((script) => sets.every((set) => set.has(script))));
    return [...perRoute.entries()].map(([route, scripts]) => {
      let rawBytes = 0;
      let gzipBytes = 0;
      let ownGzipBytes = 0;
      for (const script of scripts) {
        const file = path.join(ROOT, '.next', script.replace(/^\/_next\//, ''));
        if (!existsSync(file)) throw new Error(`script not found in the build: ${script}`);
        const size = gzipSize(file);
        rawBytes += size.raw;
        gzipBytes += size.gzip;
        if (!shared.has(script)) ownGzipBytes += size.gzip;
      }
      return { route, scripts: scripts.size, rawBytes, gzipBytes, ownGzipBytes };
    });
  } finally {
    await browser.close();
    await server.stop();
  }
}

export async function storefrontRoutes(base: string): Promise<string[]> {
  const response = await fetch(`${base}/api/v1/produits/?limit=1&sortBy=aLaUne`);
  const [product] = ((await response.json()) as { data: { _id: string }[] }).data;
  const manyVariants = await productWithVariants(base, 30);
  // The page of an order a shopper just made (docs/product.md, "The order's page").
  const placed = await fetch(`${base}/api/v1/commandes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lignes: [{ produitId: product._id, quantite: 1 }], idempotencyKey: crypto.randomUUID() }),
  });
  const order = ((await placed.json()) as { data?: { lienSuivi: string } }).data;
  if (!order) throw new Error(`the order was refused: ${placed.status}`);
  return [
    '/',
    '/pro',
    `/produits/${product._id}`,
    `/produits/${manyVariants}${MANY_VARIANTS}`,
    '/cart',
    new URL(order.lienSuivi).pathname,
    '/faq',
    '/livraison',
    '/page-inexistante',
  ];
}

/** Names the product page of many variants in the tables (the fragment is never sent to the server). */
export const MANY_VARIANTS = '#30-variantes';

/**
 * A product with `count` variants (5 flavours × 6 sizes for 30; docs/product.md, "Variants"), created through the API
 * as the back office would: its page is the heaviest a product page gets.
 */
async function productWithVariants(base: string, count: number): Promise<string> {
  const { accessToken } = await apiSignIn(base);
  const categories = (await (await fetch(`${base}/api/v1/types`)).json()) as { data: { _id: string }[] };
  const saveurs = ['Chocolat', 'Vanille', 'Fraise', 'Cookies', 'Banane'];
  const tailles = ['1 lb', '2 lb', '3 lb', '4 lb', '5 lb', '10 lb'].slice(0, Math.ceil(count / saveurs.length));
  const variantes = saveurs.flatMap((saveur, i) =>
    tailles.map((taille, j) => ({ valeurs: [saveur, taille], prix: 20_000 + j * 7_000 + i * 500, stock: (i + j) % 7 === 0 ? 0 : 10 + j, reference: `B-${i}-${j}` })),
  );
  const answer = await fetch(`${base}/api/v1/produits`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      nom: 'Whey Isolate Banc 30 variantes',
      description: 'Une whey isolat en cinq saveurs et six tailles.',
      typeProduit: categories.data[0]._id,
      options: [
        { nom: 'Saveur', valeurs: saveurs },
        { nom: 'Taille', valeurs: tailles },
      ],
      variantes: variantes.slice(0, count),
    }),
  });
  const body = (await answer.json()) as { data?: { _id: string }; message?: string };
  if (!answer.ok || !body.data) throw new Error(`the product of ${count} variants was refused: ${answer.status} ${body.message}`);
  return body.data._id;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const withinRoute = (w: RouteWeight, budget: Budget) => budget.routeBytes === null || w.ownGzipBytes <= budget.routeBytes;
const within = (w: RouteWeight, budget: Budget) => w.gzipBytes <= budget.totalBytes && withinRoute(w, budget);

export function firstLoadTable(weights: RouteWeight[], budget: Budget = BUDGET): string {
  const rows = weights.map(
    (w) =>
      `| \`${w.route.replace(/[0-9a-f-]{36}/g, '{id}').replace(/\/commande\/[A-Za-z0-9_-]{22}/, '/commande/{code}')}\` | ${w.scripts} | ${kb(w.rawBytes)} | **${kb(w.gzipBytes)}** | ${w.gzipBytes <= budget.totalBytes ? 'yes' : 'no'} | ${kb(w.ownGzipBytes)} |${budget.routeBytes === null ? '' : ` ${withinRoute(w, budget) ? 'yes' : 'no'} |`}`,
  );
  const routeHeader = budget.routeBytes === null ? '' : ` ≤ ${budget.routeBytes / 1024} KiB |`;
  return [
    `| route | scripts | raw | gzip | ≤ ${budget.totalBytes / 1024} KiB | route-specific gzip |${routeHeader}`,
    `|---|---|---|---|---|---|${budget.routeBytes === null ? '' : '---|'}`,
    ...rows,
  ].join('\n');
}

/** One sentence: whether every route kept within its budget, and which did not. */
export function budgetVerdict(weights: RouteWeight[], budget: Budget = BUDGET): string {
  const over = weights.filter((w) => !within(w, budget));
  const limits =
    budget.routeBytes === null
      ? `${budget.totalBytes / 1024} KiB in all`
      : `${budget.totalBytes / 1024} KiB in all, ${budget.routeBytes / 1024} KiB of its own`;
  if (over.length === 0) return `Every route within budget (${limits}).`;
  return `Over budget (${limits}): ${over.map((w) => `\`${w.route.replace(/[0-9a-f-]{36}/g, '{id}')}\``).join(', ')}.`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const weights = await measureFirstLoad(storefrontRoutes);
  console.log(firstLoadTable(weights));
  console.log(budgetVerdict(weights));
}
