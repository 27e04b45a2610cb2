// The back office's budgets: first-load JavaScript of every back-office route (signed in, as an administrator
// opens them) ≤ 200 KiB gzip in all, and the sign-in page interactive within 3 s in Lighthouse's mobile profile.
// Writes bench/admin/RESULTS.md. Not part of `npm test`. After `next build`:
//   npm run bench:admin            (RUNS=5 by default: the median run is kept)
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { apiSignIn, CHROME_ARGS, CHROME_PATH, signInContext, startServer } from '../../tests/e2e/harness';
import { type Budget, budgetVerdict, firstLoadTable, measureFirstLoad } from '../lighthouse/first-load-js';
import { QUICK, record, started } from '../record';

const RUNS = Number(process.env.RUNS ?? (QUICK ? 1 : 5));
/** React, React DOM and the Next.js runtime weigh about 129 KiB of it. */
const ADMIN_BUDGET: Budget = { totalBytes: 200 * 1024, routeBytes: null };
const INTERACTIVE_TARGET_MS = 3_000;

const SIGNED_IN_ROUTES = [
  '/admin',
  '/admin/compte',
  '/admin/utilisateurs',
  '/admin/utilisateurs/add',
  '/admin/categories',
  '/admin/categories/add',
  '/admin/produits',
  '/admin/produits/add',
  '/admin/commandes',
  '/admin/commandes/add',
  '/admin/clients',
  '/admin/zones',
  '/admin/parametres',
];

/** Names the screens of the product with variants in the table (the fragment is never sent to the server). */
const WITH_VARIANTS = '#variantes';

/**
 * The screens of one category, one sub-type, one product without variants and the one with the most (the demo
 * whey, six), whose form has its 'Variantes' section, of the demo data, besides the fixed routes.
 */
async function signedInRoutes(base: string): Promise<string[]> {
  const categories = ((await (await fetch(`${base}/api/v1/types`)).json()) as { data: { _id: string; sousTypes: { _id: string }[] }[] }).data;
  const category = categories.find((c) => c.sousTypes.length > 0);
  if (!category) throw new Error('the demo data has no category with sub-types');
  const products = ((await (await fetch(`${base}/api/v1/produits/?limit=100`)).json()) as { data: { _id: string; variantes?: unknown[] }[] }).data;
  const product = products.find((p) => !p.variantes);
  const withVariants = products.filter((p) => p.variantes).sort((a, b) => (b.variantes?.length ?? 0) - (a.variantes?.length ?? 0))[0];
  if (!product || !withVariants) throw new Error('the demo data needs a product without variants and one with');
  const type = `/admin/categories/${category._id}/type/${category.sousTypes[0]._id}`;
  // A customer of the demo's orders, and an order with a customer (its card asks for the returning-customer hint).
  const { accessToken } = await apiSignIn(base);
  const authorised = { headers: { authorization: `Bearer ${accessToken}` } };
  const [customer] = ((await (await fetch(`${base}/api/v1/clients?limit=1`, authorised)).json()) as { data: { _id: string }[] }).data;
  const [order] = ((await (await fetch(`${base}/api/v1/commandes?limit=1`, authorised)).json()) as { data: { _id: string }[] }).data;
  if (!customer || !order) throw new Error('the demo data needs a customer and an order');
  return [
    ...SIGNED_IN_ROUTES,
    `/admin/categories/${category._id}/type`,
    `/admin/categories/${category._id}/produits`,
    `${type}/produits`,
    `${type}/produits/add`,
    `/admin/produits/${product._id}`,
    `/admin/produits/update/${product._id}`,
    `/admin/produits/${withVariants._id}${WITH_VARIANTS}`,
    `/admin/produits/update/${withVariants._id}${WITH_VARIANTS}`,
    `/admin/commandes/${order._id}`,
    `/admin/clients/${customer._id}`,
  ];
}

/**
 * Next.js prefetches the routes a screen links to (the sidebar's five, the quick actions) once the screen is
 * shown: those scripts belong to the other routes' first loads, not to this one's, so the prefetch requests are
 * refused here. What is left is what the route needs to be shown and used.
 */
async function noPrefetch(page: import('playwright-core').Page) {
  await page.context().route('**/*', (route) =>
    route.request().headers()['next-router-prefetch'] ? route.abort() : route.continue(),
  );
}

async function signIn(page: import('playwright-core').Page, base: string) {
  await noPrefetch(page);
  await signInContext(page.context(), await apiSignIn(base));
}

async function lighthouseLogin() {
  const server = await startServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_ARGS });
  try {
    const url = `${server.url}/admin/login`;
    await fetch(url);
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      if (!result) throw new Error('no Lighthouse result');
      const { lhr } = result;
      runs.push({
        /** Lighthouse's own failure (NO_NAVSTART, say): such a run has no figures and is left out of the median. */
        error: lhr.runtimeError?.code ?? null,
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        interactiveMs: lhr.audits.interactive?.numericValue ?? Number.NaN,
        fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      });
    }
    const measured = runs.filter((run) => run.error === null).sort((a, b) => a.interactiveMs - b.interactiveMs);
    if (measured.length === 0) throw new Error(`every Lighthouse run failed: ${runs.map((run) => run.error).join(', ')}`);
    return { median: measured[Math.floor(measured.length / 2)], runs: [...measured, ...runs.filter((run) => run.error !== null)] };
  } finally {
    chrome.kill();
    await server.stop();
  }
}

async function main() {
  const start = started();
  const loadBefore = os.loadavg()[0];
  const signedOut = await measureFirstLoad(async () => ['/admin/login', '/admin/forget', '/admin/reset-password?token=x'], noPrefetch);
  const signedIn = await measureFirstLoad(signedInRoutes, signIn);
  const weights = [...signedOut, ...signedIn];
  const login = await lighthouseLogin();
  const loadAfter = os.loadavg()[0];
  const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
  const report = `# Back office: first-load JavaScript and the sign-in page

Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:admin\` (\`bench/admin/run.ts\`) against the production build
served by \`server.ts\` with the demo data, Chromium \`${CHROME_PATH}\` headless, on a shared ${os.cpus().length}-core machine
(1-minute load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after).

## First-load JavaScript

Every script Chromium fetches while loading the route until the network is idle, prefetches of other routes left out
(signed in for the screens behind
the sign-in), as the gzip (level 9) size of the built file. Budget: ${ADMIN_BUDGET.totalBytes / 1024} KiB gzip in all per route,
the framework's ~129 KiB included.

${firstLoadTable(weights, ADMIN_BUDGET)}

${budgetVerdict(weights, ADMIN_BUDGET)}

## The sign-in page in Lighthouse (mobile preset: emulated phone, slow 4G, 4× CPU slowdown)

Target: interactive within ${ms(INTERACTIVE_TARGET_MS)}. ${RUNS} run(s); the median by time to interactive:

| run | performance | accessibility | first contentful paint | time to interactive | total blocking time |
|---|---|---|---|---|---|
${login.runs.map((r, i) => (r.error ? `| ${i + 1} | error ${r.error} | | | | |` : `| ${i + 1}${r === login.median ? ' (median)' : ''} | ${r.performance} | ${r.accessibility} | ${ms(r.fcpMs)} | ${ms(r.interactiveMs)} | ${Math.round(r.tbtMs)} ms |`)).join('\n')}

${login.median.interactiveMs <= INTERACTIVE_TARGET_MS ? 'Target met.' : `Target missed: ${ms(login.median.interactiveMs)}.`}
`;
  // A quick pass (QUICK=1) only checks the wiring: RESULTS.md keeps the last full run.
  if (!QUICK) writeFileSync(path.join(import.meta.dirname, 'RESULTS.md'), report);
  record('admin', start, { runs: RUNS, firstLoad: { budget: ADMIN_BUDGET, weights }, login: { targetInteractiveMs: INTERACTIVE_TARGET_MS, ...login } });
  console.log(report);
}

await main();
