// The back office on an origin of its own (ADMIN_URL; docs/SECURITY.md, "The back office's origin"), in a real
// Chromium: one loopback server reached under two hosts, the storefront on 127.0.0.1 (PUBLIC_URL) and the back
// office on localhost (ADMIN_URL). A script of a storefront page, run as an attacker's would be, cannot obtain an
// access token of the administrator signed in on the other host.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, hasChromium, launchBrowser, type RunningServer, startServer, watchErrors } from './harness';

/** The finding's script, run by a storefront page: a refresh asked the back office's way, and what it answered. */
const mintFromStorefront = (page: Page) =>
  page.evaluate(async () => {
    const answer = await fetch('/api/v1/auth/refresh', { method: 'POST', headers: { 'X-Boutique-Client': 'admin' } });
    return { status: answer.status, body: await answer.text() };
  });

/** The same, sent to the back office's origin itself, cookies asked for. */
const mintAcrossOrigins = (page: Page, adminUrl: string) =>
  page.evaluate(async (target) => {
    try {
      const answer = await fetch(`${target}/api/v1/auth/refresh`, { method: 'POST', credentials: 'include', headers: { 'X-Boutique-Client': 'admin' } });
      return { status: answer.status, body: await answer.text() };
    } catch (error) {
      return { status: 0, body: String(error) };
    }
  }, adminUrl);

describe.skipIf(!hasChromium)('the back office on its own origin', () => {
  let server: RunningServer;
  let adminUrl: string;
  let browser: Browser;
  let ctx: BrowserContext;

  beforeAll(async () => {
    server = await startServer({ adminHost: true });
    adminUrl = server.adminUrl as string;
    browser = await launchBrowser();
    ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await ctx?.close();
    await browser?.close();
    await server?.stop();
  });

  it("gives a storefront page's script no access token of the administrator signed in on the back office's host", async () => {
    // The start says where the back office is.
    expect(server.output()).toContain(`Back-office : ${adminUrl}/admin`);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    // The owner types the shop's address and /admin: the back office's own host answers.
    await page.goto(`${server.url}/admin/login`);
    expect(page.url()).toBe(`${adminUrl}/admin/login`);
    await page.getByLabel('Adresse email').fill(ADMIN.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${adminUrl}/admin`);
    await page.getByRole('heading', { name: "Vue d'ensemble" }).waitFor();
    const cookie = (await ctx.cookies()).find((c) => c.name === 'boutique_refresh');
    expect(cookie).toMatchObject({ domain: 'localhost', path: '/api/v1/auth', httpOnly: true, sameSite: 'Strict' });

    // A storefront page of the public host, in the same browser.
    const shop = await ctx.newPage();
    const shopErrors = watchErrors(shop);
    const cookiesSent: (string | undefined)[] = [];
    shop.on('request', async (request) => {
      if (request.url().includes('/api/v1/auth/')) cookiesSent.push((await request.allHeaders()).cookie);
    });
    await shop.goto(`${server.url}/`);
    await shop.waitForFunction(() => document.readyState === 'complete');
    const sameOrigin = await mintFromStorefront(shop);
    expect(sameOrigin.status).toBe(404);
    expect(JSON.parse(sameOrigin.body)).toMatchObject({ success: false, status: 404, code: 'route_not_found' });
    const across = await mintAcrossOrigins(shop, adminUrl);
    expect(across.body).not.toContain('accessToken');
    expect(across.status).not.toBe(200);
    for (const sent of cookiesSent) expect(sent ?? '').not.toContain('boutique_refresh');
    expect(cookiesSent.length).toBeGreaterThan(0);
    // The storefront never runs on the back office's host: its pages are sent to the shop's own address.
    await shop.goto(`${adminUrl}/faq`);
    expect(shop.url()).toBe(`${server.url}/faq`);
    // Chromium's lines for the refusals the script met (a 404; the call to the other origin, which the storefront's
    // policy does not even let out) are all there is.
    expect(shopErrors.filter((e) => !/status of 404|Content Security Policy/.test(e))).toEqual([]);

    // The back office still works on its host, and after a reload.
    await page.reload();
    await page.getByRole('heading', { name: "Vue d'ensemble" }).waitFor();
    await page.goto(`${adminUrl}/admin/compte`);
    await page.getByText(ADMIN.email).first().waitFor();
    expect(errors).toEqual([]);
  }, 90_000);
});
