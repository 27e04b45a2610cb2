// The back office's session in a real Chromium: several tabs kept open across many refreshes stay signed in
// (they never present one refresh token twice), an expired access token is refreshed without the administrator
// noticing, and strangers' wrong passwords from another address cannot keep the owner out.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, hasChromium, launchBrowser, type RunningServer, startServer, watchErrors } from './harness';

const TOKEN_TTL_SECONDS = 4;
const REFRESH_PERIOD_MS = 2_500;

interface Pair {
  accessToken: string;
  refreshToken: string;
}

async function apiSignIn(base: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ identifier: ADMIN.email, password: ADMIN.password }),
  });
}

/** Signs in through the sign-in screen, as the owner would. */
async function signInOnScreen(page: Page, base: string) {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel('Adresse email').fill(ADMIN.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(`${base}/admin`);
}

const storedPair = (page: Page) =>
  page.evaluate(() => ({ accessToken: localStorage.getItem('accessToken'), refreshToken: localStorage.getItem('refreshToken') }));

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

  it('keeps two tabs signed in across several refreshes, one refresh at a time', async () => {
    const ctx = await context(REFRESH_PERIOD_MS);
    const first = await ctx.newPage();
    const errors = watchErrors(first);
    // Every refresh either tab makes, in the order the browser sends them and gets their answers.
    const exchanges: { step: 'sent' | 'answered'; status?: number; refreshToken: string }[] = [];
    const isRefresh = (url: string) => url.endsWith('/api/v1/auth/refresh');
    let signedIn = '';
    ctx.on('request', (request) => {
      if (isRefresh(request.url())) exchanges.push({ step: 'sent', refreshToken: (request.postDataJSON() as Pair).refreshToken });
    });
    ctx.on('response', (response) => {
      if (response.url().endsWith('/api/v1/auth/login')) {
        void response.json().then((body: { data: Pair }) => {
          signedIn = body.data.refreshToken;
        });
      }
      if (!isRefresh(response.url())) return;
      const answer = { step: 'answered' as const, status: response.status(), refreshToken: '' };
      exchanges.push(answer);
      void response.json().then((body: { data: Pair | null }) => {
        answer.refreshToken = body.data?.refreshToken ?? '';
      });
    });
    await signInOnScreen(first, server.url);
    const second = await ctx.newPage();
    await second.goto(`${server.url}/admin/compte`);
    await second.getByText(ADMIN.email).first().waitFor();

    // Four refreshes answered, over several access-token lifetimes (or one refused: no need to wait for more).
    const answered = () => exchanges.filter((exchange) => exchange.step === 'answered' && exchange.refreshToken);
    const refused = () => exchanges.filter((exchange) => exchange.step === 'answered' && exchange.status !== 200);
    while (refused().length === 0 && (answered().length < 4 || exchanges.at(-1)?.step !== 'answered' || !exchanges.at(-1)?.refreshToken)) {
      await first.waitForTimeout(100);
    }
    const seen = [...exchanges];
    expect(refused()).toEqual([]);

    // Every tab checks on its own, but one refresh at a time for all of them: each is sent once the one before
    // it was answered, with the refresh token that answer gave, so that no refresh token is presented twice.
    expect(seen.map((exchange) => exchange.step)).toEqual(seen.map((_, index) => (index % 2 === 0 ? 'sent' : 'answered')));
    const sent = seen.filter((exchange) => exchange.step === 'sent').map((exchange) => exchange.refreshToken);
    const given = seen.filter((exchange) => exchange.step === 'answered').map((exchange) => exchange.refreshToken);
    expect(signedIn).not.toBe('');
    expect(sent).toEqual([signedIn, ...given.slice(0, -1)]);
    expect(new Set([...sent, ...given]).size).toBe(sent.length + 1);
    // The other tab holds the pair a refresh gave, not the one of the sign-in.
    const after = (await storedPair(second)) as Pair;
    expect(after.refreshToken).not.toBe(signedIn);
    expect(exchanges.filter((exchange) => exchange.step === 'answered').map((exchange) => exchange.refreshToken)).toContain(after.refreshToken);

    // Both tabs still work: each reads its screen's data with the pair now stored.
    await first.reload();
    await first.getByRole('heading', { name: "Vue d'ensemble" }).waitFor();
    await second.reload();
    await second.getByText(ADMIN.email).first().waitFor();
    expect(second.url()).toBe(`${server.url}/admin/compte`);
    // The session was never taken for stolen: its current refresh token still trades.
    const trade = await fetch(`${server.url}/api/v1/auth/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: ((await storedPair(first)) as Pair).refreshToken }),
    });
    expect(trade.status).toBe(200);
    expect(errors).toEqual([]);
    await ctx.close();
  }, 90_000);

  it('refreshes an expired access token without the administrator noticing', async () => {
    const ctx = await context();
    const page = await ctx.newPage();
    await signInOnScreen(page, server.url);
    const before = (await storedPair(page)) as Pair;
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/auth/refresh')) refreshes.push(request.url());
    });

    await page.waitForTimeout((TOKEN_TTL_SECONDS + 1) * 1000);
    await page.getByRole('link', { name: 'Mon compte' }).first().click();
    await page.waitForURL(`${server.url}/admin/compte`);
    await page.getByText(ADMIN.email).first().waitFor();

    expect(refreshes).toHaveLength(1);
    expect(((await storedPair(page)) as Pair).accessToken).not.toBe(before.accessToken);
    // No error on screen (Next.js's route announcer is an alert region of its own: the texts are what count).
    expect(await page.getByText(/Erreur|Impossible de charger|Session expirée/).count()).toBe(0);
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
