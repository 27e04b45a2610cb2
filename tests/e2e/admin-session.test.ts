// The back office's session in a real Chromium (docs/decisions/024-refresh-cookie-and-nonce-csp.md): the refresh
// token in an HttpOnly cookie and the access token in memory only, a reload still signed in, several tabs kept
// open across many refreshes staying signed in (one refresh at a time, so the cookie is never presented twice), a
// sign-out in one tab ending every tab, an expired access token refreshed unnoticed, an injected inline script on
// an /admin page that does not run, and strangers' wrong passwords from another address that cannot keep the owner
// out.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, hasChromium, launchBrowser, type RunningServer, startServer, watchErrors } from './harness';

const TOKEN_TTL_SECONDS = 4;
const REFRESH_PERIOD_MS = 2_500;

async function apiSignIn(base: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ identifier: ADMIN.email, password: ADMIN.password }),
  });
}

/** Signs in through the sign-in screen, as the owner would; the access token the sign-in gave. */
async function signInOnScreen(page: Page, base: string): Promise<string> {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel('Adresse email').fill(ADMIN.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN.password);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/login'));
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const body = (await (await answer).json()) as { data: Record<string, unknown> };
  await page.waitForURL(`${base}/admin`);
  expect(body.data).not.toHaveProperty('refreshToken');
  return String(body.data.accessToken);
}

/** Everything a script of the page can read where tokens were once kept. */
const scriptReach = (page: Page) =>
  page.evaluate(() => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    cookies: document.cookie,
  }));

/** The refresh cookie as the browser keeps it. */
async function refreshCookie(ctx: BrowserContext) {
  return (await ctx.cookies()).find((cookie) => cookie.name === 'boutique_refresh');
}

/** Whether the cookie the context holds still trades: the session was never taken for stolen. */
async function stillTrades(ctx: BrowserContext, base: string): Promise<number> {
  const cookie = await refreshCookie(ctx);
  const answer = await fetch(`${base}/api/v1/auth/refresh`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Boutique-Client': 'admin', Cookie: `boutique_refresh=${cookie?.value ?? ''}` },
    body: '{}',
  });
  return answer.status;
}

describe.skipIf(!hasChromium)('back-office session', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    // Short-lived access tokens and a trusted proxy header, so that a test can speak from another address.
    server = await startServer({ env: { ACCESS_TOKEN_TTL: `${TOKEN_TTL_SECONDS}s`, TRUST_PROXY: 'true' } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function context(refreshPeriodMs?: number): Promise<BrowserContext> {
    const created = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    if (refreshPeriodMs) {
      await created.addInitScript((period) => {
        (window as Window & { __boutiqueRefreshPeriodMs?: number }).__boutiqueRefreshPeriodMs = period;
      }, refreshPeriodMs);
    }
    return created;
  }

  it('keeps the refresh token out of every script\'s reach, and a reload still signed in', async () => {
    const ctx = await context();
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    const accessToken = await signInOnScreen(page, server.url);
    await page.getByRole('heading', { name: "Vue d'ensemble" }).waitFor();

    const cookie = await refreshCookie(ctx);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth', secure: false });
    expect(cookie?.value.length).toBeGreaterThan(20);
    const reach = await scriptReach(page);
    for (const place of [reach.local, reach.session, reach.cookies]) {
      expect(place).not.toContain(accessToken);
      expect(place).not.toContain(cookie?.value);
      expect(place).not.toMatch(/accessToken|refreshToken/);
    }

    // A reload: the access token is gone with the page; the cookie gives a new one.
    await page.reload();
    await page.getByRole('heading', { name: "Vue d'ensemble" }).waitFor();
    expect(page.url()).toBe(`${server.url}/admin`);
    expect((await scriptReach(page)).local).not.toMatch(/accessToken|refreshToken/);

    // What an older version left in localStorage is removed, and the session goes on through the cookie.
    await page.evaluate(() => {
      localStorage.setItem('accessToken', 'ancien-jeton');
      localStorage.setItem('refreshToken', 'ancien-refresh');
      localStorage.setItem('tokensRefreshedAt', '1');
    });
    await page.reload();
    await page.getByRole('heading', { name: "Vue d'ensemble" }).waitFor();
    expect((await scriptReach(page)).local).not.toMatch(/accessToken|refreshToken|ancien/);
    expect(await stillTrades(ctx, server.url)).toBe(200);
    // The old refresh token was refused once (401), as an unknown token: nothing else failed.
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    await ctx.close();
  }, 60_000);

  it('keeps two tabs signed in across several refreshes, one refresh at a time', async () => {
    const ctx = await context(REFRESH_PERIOD_MS);
    const first = await ctx.newPage();
    const errors = watchErrors(first);
    // Every refresh either tab makes, in the order the browser sends them and gets their answers.
    const exchanges: { step: 'sent' | 'answered'; status?: number }[] = [];
    const isRefresh = (url: string) => url.endsWith('/api/v1/auth/refresh');
    ctx.on('request', (request) => {
      if (isRefresh(request.url())) exchanges.push({ step: 'sent' });
    });
    ctx.on('response', (response) => {
      if (isRefresh(response.url())) exchanges.push({ step: 'answered', status: response.status() });
    });
    await signInOnScreen(first, server.url);
    const second = await ctx.newPage();
    const secondErrors = watchErrors(second);
    await second.goto(`${server.url}/admin/compte`);
    await second.getByText(ADMIN.email).first().waitFor();

    // Six refreshes answered, over several access-token lifetimes (or one refused: no need to wait for more).
    const answered = () => exchanges.filter((exchange) => exchange.step === 'answered');
    const refused = () => answered().filter((exchange) => exchange.status !== 200);
    while (refused().length === 0 && (answered().length < 6 || exchanges.at(-1)?.step !== 'answered')) {
      await first.waitForTimeout(100);
    }
    const seen = [...exchanges];
    expect(refused()).toEqual([]);
    // Every tab refreshes its own access token, but one at a time for all of them: each is sent once the one
    // before it was answered, so that the browser sends the cookie that answer set, never a spent one.
    expect(seen.map((exchange) => exchange.step)).toEqual(seen.map((_, index) => (index % 2 === 0 ? 'sent' : 'answered')));

    // Both tabs still work after a reload, and the session was never taken for stolen.
    await first.reload();
    await first.getByRole('heading', { name: "Vue d'ensemble" }).waitFor();
    await second.reload();
    await second.getByText(ADMIN.email).first().waitFor();
    expect(second.url()).toBe(`${server.url}/admin/compte`);
    expect(errors).toEqual([]);
    expect(secondErrors).toEqual([]);
    expect(await stillTrades(ctx, server.url)).toBe(200);
    await ctx.close();
  }, 90_000);

  it('signs out every tab when one signs out', async () => {
    const ctx = await context();
    const first = await ctx.newPage();
    await signInOnScreen(first, server.url);
    const second = await ctx.newPage();
    await second.goto(`${server.url}/admin/compte`);
    await second.getByText(ADMIN.email).first().waitFor();
    const cookie = await refreshCookie(ctx);

    await first.getByRole('button', { name: 'Se déconnecter' }).first().click();
    await first.waitForURL(`${server.url}/admin/login`);
    await second.waitForURL(`${server.url}/admin/login`);
    await second.getByRole('button', { name: 'Se connecter' }).waitFor();
    // The cookie is gone, and its session ended on the server.
    expect(await refreshCookie(ctx)).toBeUndefined();
    const replay = await fetch(`${server.url}/api/v1/auth/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Boutique-Client': 'admin', Cookie: `boutique_refresh=${cookie?.value}` },
      body: '{}',
    });
    expect(replay.status).toBe(401);
    // A reload stays signed out.
    await second.goto(`${server.url}/admin`);
    await second.waitForURL(`${server.url}/admin/login`);
    await ctx.close();
  }, 60_000);

  it('refreshes an expired access token without the administrator noticing', async () => {
    const ctx = await context();
    const page = await ctx.newPage();
    await signInOnScreen(page, server.url);
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/auth/refresh')) refreshes.push(request.url());
    });

    await page.waitForTimeout((TOKEN_TTL_SECONDS + 1) * 1000);
    await page.getByRole('link', { name: 'Mon compte' }).first().click();
    await page.waitForURL(`${server.url}/admin/compte`);
    await page.getByText(ADMIN.email).first().waitFor();

    expect(refreshes).toHaveLength(1);
    // No error on screen (Next.js's route announcer is an alert region of its own: the texts are what count).
    expect(await page.getByText(/Erreur|Impossible de charger|Session expirée/).count()).toBe(0);
    await ctx.close();
  }, 60_000);

  it('does not run an inline script injected into an /admin page, while the page works', async () => {
    const ctx = await context();
    const page = await ctx.newPage();
    await signInOnScreen(page, server.url);
    const policies: string[] = [];
    /** Each /admin page's HTML as the server sent it, its headers kept, with a script of an attacker's added. */
    const inject = (keepPolicy: boolean) => async (route: import('playwright-core').Route) => {
      const response = await route.fetch();
      const headers = response.headers();
      policies.push(headers['content-security-policy'] ?? '');
      if (!keepPolicy) delete headers['content-security-policy'];
      const html = (await response.text()).replace('<head>', '<head><script>window.injected = true</script>');
      await route.fulfill({ response, headers, body: html });
    };
    await page.route(`${server.url}/admin/compte`, inject(true));
    await page.goto(`${server.url}/admin/compte`);
    await page.getByText(ADMIN.email).first().waitFor();
    expect(await page.evaluate(() => (window as Window & { injected?: boolean }).injected)).toBeUndefined();
    expect(policies[0]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(policies[0].split(';').find((directive) => directive.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
    // The app's own scripts carry the nonce and ran: the page is interactive (a link navigates in the app).
    await page.getByRole('link', { name: "Vue d'ensemble" }).first().click();
    await page.getByRole('heading', { name: "Vue d'ensemble" }).waitFor();

    // The same page without its policy runs the injected script: the test can tell.
    await page.unroute(`${server.url}/admin/compte`);
    await page.route(`${server.url}/admin/compte`, inject(false));
    await page.goto(`${server.url}/admin/compte`);
    await page.getByText(ADMIN.email).first().waitFor();
    expect(await page.evaluate(() => (window as Window & { injected?: boolean }).injected)).toBe(true);
    // Each page, a nonce of its own.
    expect(policies[1]).not.toBe(policies[0]);
    await ctx.close();
  }, 60_000);

  it("cannot be used by a stranger's wrong passwords to keep the owner out", async () => {
    const stranger = { 'X-Forwarded-For': '203.0.113.9' };
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await fetch(`${server.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...stranger },
        body: JSON.stringify({ identifier: ADMIN.email, password: 'pas-le-bon' }),
      });
      expect(answer.status).toBe(401);
    }
    // The stranger's address is now refused, even with the right password...
    expect((await apiSignIn(server.url, stranger)).status).toBe(429);

    // ...but the owner, from her own address, signs in on the screen.
    const ctx = await context();
    const page = await ctx.newPage();
    await signInOnScreen(page, server.url);
    await page.getByRole('heading', { name: "Vue d'ensemble" }).waitFor();
    await ctx.close();
  }, 60_000);
});
