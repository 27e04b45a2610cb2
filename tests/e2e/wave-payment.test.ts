// Paying with Wave in a real Chromium against the real server and a fake Wave that follows Wave's documented API
// (docs/product.md, "Paying with Wave"; docs/decisions/033-wave-payments.md): a shopper's order page offers 'Payer
// avec Wave', the button leads to Wave's page for the exact total, Wave's signed webhook tells the shop, the page
// then says 'Payée' and 'Vérifié par Wave', and so does the back office's inbox and the order. At 375 px, as a
// shopper on a phone; screenshots go to SHOTS_DIR (default /tmp/shots/wave) at 375 and 1280 px.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeWave, startFakeWave } from '@test/fake-wave';
import type { DeliveryZone, PublicOrder } from '@/shared/orders/answers';
import type { Product } from '@/shared/catalog/answers';
import { apiSignIn, freePort, hasChromium, launchBrowser, openAdminPage, type RunningServer, startServer, type TokenPair, watchErrors, PHONE, shootBothWidths } from './harness';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/wave';
const KEY = 'wave_sn_prod_e2e-key-0123456789';
const SECRET = 'wave_sn_WHS_e2e-secret-0123456789';

describe.skipIf(!hasChromium)('paying with Wave', () => {
  let fake: FakeWave;
  let server: RunningServer;
  let browser: Browser;
  let tokens: TokenPair;
  let order: PublicOrder;

  const shoot = (page: Page, name: string) => shootBothWidths(page, { dir: SHOTS, name });

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    fake = await startFakeWave({ apiKey: KEY });
    const port = await freePort();
    server = await startServer({
      port,
      env: { PUBLIC_URL: `http://127.0.0.1:${port}`, WAVE_API_KEY: KEY, WAVE_WEBHOOK_SECRET: SECRET, WAVE_API_URL: fake.url },
    });
    fake.setWebhook({ url: `${server.url}/api/v1/paiements/wave`, secret: SECRET });
    browser = await launchBrowser();
    tokens = await apiSignIn(server.url);
    const products = ((await (await fetch(`${server.url}/api/v1/produits/?limit=100`)).json()) as { data: Product[] }).data;
    const product = products.find((candidate) => !candidate.enRupture && (candidate.stock === null || candidate.stock > 5) && !candidate.variantes?.length) as Product;
    const zones = ((await (await fetch(`${server.url}/api/v1/zones`)).json()) as { data: DeliveryZone[] }).data;
    const zone = zones.find((candidate) => candidate.nom === 'Mermoz') as DeliveryZone;
    const answer = await fetch(`${server.url}/api/v1/commandes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lignes: [{ produitId: product._id, quantite: 2 }], zoneId: zone._id, idempotencyKey: crypto.randomUUID() }),
    });
    expect(answer.status).toBe(201);
    order = ((await answer.json()) as { data: PublicOrder }).data;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it("goes from the order's page to Wave's for the exact total, and back to a page that says 'Payée' and 'Vérifié par Wave'", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(order.lienSuivi);
    const button = page.getByRole('button', { name: 'Payer avec Wave' });
    await button.waitFor();
    expect(await page.getByTestId('payment-instructions').textContent()).toContain('en quelques secondes depuis l');
    await shoot(page, 'order-page-button');

    await button.click();
    await page.waitForURL(`${fake.url}/c/**`);
    const [session] = [...fake.sessions.values()];
    expect(session?.amount).toBe(String(order.total));
    expect(session?.currency).toBe('XOF');
    await page.getByRole('button', { name: 'Payer', exact: true }).click();

    // Wave sends the shopper back once the shop has answered its webhook; the page says paid once the shop settled it.
    await page.waitForURL(`${order.lienSuivi}?wave=ok`);
    await expect.poll(async () => {
      await page.reload();
      return page.getByTestId('payment-status').count();
    }, { timeout: 10_000 }).toBe(1);
    const status = (await page.getByTestId('payment-status').textContent()) ?? '';
    expect(status).toContain('Payée le');
    expect(status).toContain('Vérifié par Wave');
    expect(await page.getByRole('button', { name: 'Payer avec Wave' }).count()).toBe(0);
    await shoot(page, 'order-page-paid');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows 'Vérifié par Wave' in the inbox and on the order, with Wave's transaction and the link's state", async () => {
    const { page, errors, context } = await openAdminPage(browser, tokens, PHONE);
    await page.goto(`${server.url}/admin/commandes`);
    const card = page.getByTestId('order-card').filter({ hasText: order.reference });
    await card.waitFor();
    expect(await card.getByTestId('order-verified').textContent()).toBe('Vérifié par Wave');
    await shoot(page, 'inbox');
    await card.getByRole('link').first().click();
    await page.getByTestId('payment-proof').waitFor();
    expect(await page.getByTestId('payment-proof').textContent()).toBe('Vérifié par Wave');
    expect(await page.getByTestId('payment-method').textContent()).toBe('Wave');
    const [session] = [...fake.sessions.values()];
    expect(await page.locator('main').textContent()).toContain(session?.transaction_id as string);
    expect(await page.getByTestId('wave-link-state').textContent()).toContain('Payé par Wave');
    expect(await page.getByText('Paiement vérifié par Wave').count()).toBeGreaterThan(0);
    await shoot(page, 'order-detail');
    expect(errors).toEqual([]);
    await context.close();
  });
});
