// The back office's product list with 500 products: the first page after sign-in (≤ 1 s) and each filter change
// (≤ 300 ms from the list's request to the new cards on screen; the search's 500 ms debounce and the 100 ms
// refetch delay are the screen's own waits and are not counted). Prints a table; not part of `npm test`.
// After `next build`:
//   node --import tsx bench/admin/products.ts
import os from 'node:os';
import type { Page } from 'playwright-core';
import { TIMINGS } from '@/shared/constants';
import { apiSignIn, launchBrowser, signInContext, startServer } from '../../tests/e2e/harness';

const TARGET_PRODUCTS = 500;
const RUNS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const loadBefore = os.loadavg()[0];
  const server = await startServer();
  const api = `${server.url}/api/v1`;
  const pair = await apiSignIn(server.url);
  const categories = ((await (await fetch(`${api}/types`)).json()) as { data: { _id: string }[] }).data;
  const existing = ((await (await fetch(`${api}/produits?limit=1`)).json()) as { pagination: { total: number } }).pagination.total;
  for (let i = existing; i < TARGET_PRODUCTS; i++) {
    const form = new FormData();
    form.set('nom', `Produit de charge ${i} whey vitamine`);
    form.set('description', 'Produit généré pour mesurer la liste du back-office.');
    form.set('prix', String(1_000 + ((i * 137) % 90_000)));
    form.set('pourcentPromotion', String(i % 4 === 0 ? 10 : 0));
    form.set('typeProduit', categories[i % categories.length]._id);
    const created = await fetch(`${api}/produits`, { method: 'POST', headers: { Authorization: `Bearer ${pair.accessToken}` }, body: form });
    if (created.status !== 201) throw new Error(`product ${i}: ${created.status} ${await created.text()}`);
  }

  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(context, pair);
  const page = await context.newPage();

  const firstPage: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = Date.now();
    await page.goto(`${server.url}/admin/produits`);
    await page.locator('article').first().waitFor();
    firstPage.push(Date.now() - started);
  }

  /**
   * From the list's request to the first card showing something else than before. When the screen answers from
   * its cache without a request, from the action itself less the screen's own waits (`waitsMs`: the search's
   * debounce and the refetch delay), which are deliberate and not the screen's speed.
   */
  async function change(label: string, act: (page: Page) => Promise<void>, waitsMs = 0) {
    const before = await page.locator('article').first().textContent();
    let sentAt = 0;
    const onRequest = (request: { url(): string }) => {
      if (request.url().includes('/api/v1/produits?') && !sentAt) sentAt = Date.now();
    };
    page.on('request', onRequest);
    const actedAt = Date.now();
    await act(page);
    await page.waitForFunction(
      (previous) => (document.querySelector('article')?.textContent ?? previous) !== previous,
      before,
    );
    const shownAt = Date.now();
    page.off('request', onRequest);
    return sentAt
      ? { label, ms: shownAt - sentAt }
      : { label: `${label} (from the cache, less the ${waitsMs} ms of debounce and refetch delay)`, ms: shownAt - actedAt - waitsMs };
  }

  const changes = [
    await change('sort by price', (p) => p.getByRole('combobox').first().selectOption('prix').then(() => undefined)),
    await change('search "whey"', (p) => p.getByPlaceholder('Rechercher des produits...').fill('whey')),
    await change('next page', (p) => p.getByRole('button', { name: /^(Page suivante|Suivant)/ }).first().click()),
    await change('search cleared', (p) => p.getByPlaceholder('Rechercher des produits...').fill(''), TIMINGS.searchDebounceMs + TIMINGS.refetchDelayMs),
  ];
  await browser.close();
  await server.stop();
  const loadAfter = os.loadavg()[0];

  console.log(`# Back office: product list with ${TARGET_PRODUCTS} products (${new Date().toISOString().slice(0, 10)})`);
  console.log(`load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after; ${os.cpus().length} cores\n`);
  console.log('| measure | figure | target |\n|---|---|---|');
  console.log(`| first page after sign-in (median of ${RUNS}: ${firstPage.join(', ')} ms) | ${median(firstPage)} ms | ≤ 1000 ms |`);
  for (const c of changes) console.log(`| ${c.label}: request to new cards | ${c.ms} ms | ≤ 300 ms |`);
}

await main();
