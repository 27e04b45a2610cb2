import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, type RunningServer, startServer, watchErrors } from './harness';

describe.skipIf(!hasChromium)('home page in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("answers with the title 'Boutique en Ligne' and no JavaScript error", async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const response = await page.goto(server.url);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Boutique en Ligne');
    expect(errors).toEqual([]);
    await page.close();
  });
});
