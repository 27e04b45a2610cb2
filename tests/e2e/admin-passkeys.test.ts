// Passkeys in a real Chromium (docs/decisions/025-second-factor.md, "Passkeys"), with the browser's virtual
// authenticator standing in for a phone's fingerprint: an administrator with the authenticator app on adds a passkey
// from /admin/compte (password, then the browser's prompt), signs out, signs in with the password then 'Utiliser une
// clé d'accès', and is in the back office; a passkey the device no longer holds gets the French refusal. The server
// is reached as http://localhost (WebAuthn refuses an IP address as the relying party).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOfKey, stepAt } from '@test/totp';
import { PASSKEY_MESSAGES as P } from '@/shared/auth/passkeys';
import { ADMIN, apiSignIn, besidesRefusals, hasChromium, launchBrowser, type RunningServer, startServer, watchErrors } from './harness';

/** Set to a folder to keep screenshots of the screens at 375 and 1280 px (nothing is written otherwise). */
const SHOTS = process.env.E2E_SHOTS_DIR;

describe.skipIf(!hasChromium)('passkeys on screen', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;
  let authenticatorId = '';
  let errors: string[] = [];
  /** The key of the authenticator app, as its setup returned it. */
  let totpKey = '';

  beforeAll(async () => {
    server = await startServer({ localhost: true });
    browser = await launchBrowser();
    // The app turned on through the API: passkeys come only beside it.
    const token = (await apiSignIn(server.url)).accessToken;
    const setup = await api<{ secret: string }>('POST', '/auth/2fa/totp/setup', { currentPassword: ADMIN.password }, token);
    expect(setup.status).toBe(200);
    totpKey = setup.body.data.secret;
    lastStep = stepAt();
    const enable = await api('POST', '/auth/2fa/totp/enable', { code: codeOfKey(totpKey, lastStep) }, token);
    expect(enable.status).toBe(200);

    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    errors = watchErrors(page);
    cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const added = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    authenticatorId = added.authenticatorId;
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  async function api<T = unknown>(method: string, route: string, body?: unknown, token?: string) {
    const response = await fetch(`${server.url}/api/v1${route}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { message: string; code?: string; data: T } };
  }

  /** Screenshots at a phone's width and a computer's, when asked for. */
  async function shot(name: string, focus?: Locator) {
    if (!SHOTS) return;
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await focus?.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  async function passwordStep() {
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel('Adresse email').fill(ADMIN.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { name: 'Vérification en deux étapes' }).waitFor();
  }

  /** The step of the last code typed: a step is accepted once, so the next code waits for the next step if need be. */
  let lastStep = 0;
  async function nextCode(): Promise<string> {
    while (stepAt() + 1 <= lastStep) await new Promise((resolve) => setTimeout(resolve, 1000));
    lastStep = stepAt() + 1;
    return codeOfKey(totpKey, lastStep);
  }

  async function signOut() {
    await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
    await page.waitForURL(`${server.url}/admin/login`);
  }

  it("adds a passkey from the account page: the password, then the browser's prompt", async () => {
    await passwordStep();
    // No passkey yet: the code alone.
    expect(await page.getByRole('button', { name: "Utiliser une clé d'accès" }).count()).toBe(0);
    await page.getByLabel('Code de vérification').fill(await nextCode());
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await page.waitForURL(`${server.url}/admin`);

    await page.goto(`${server.url}/admin/compte`);
    await page.getByRole('tab', { name: 'Sécurité' }).click();
    const part = page.getByTestId('passkeys');
    await part.getByText("Aucune clé d'accès pour l'instant.").waitFor();
    await part.getByRole('button', { name: "Ajouter une clé d'accès" }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: "Ajouter une clé d'accès" }).waitFor();
    await dialog.getByLabel('Mot de passe actuel').fill('pas-le-bon');
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    await dialog.getByText('Le mot de passe actuel est incorrect.').waitFor();
    await dialog.getByLabel('Mot de passe actuel').fill(ADMIN.password);
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(P.added).first().waitFor();

    const item = part.getByTestId('passkey');
    await item.waitFor();
    expect(await item.textContent()).toMatch(/Clé d'accès \(Linux\) du \d{2}\/\d{2}\/\d{4}/);
    await item.getByText('jamais utilisée', { exact: false }).waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    await shot('account-passkeys', page.getByTestId('two-factor-card'));
    await signOut();
  }, 90_000);

  it("signs in with the password then 'Utiliser une clé d'accès'", async () => {
    await passwordStep();
    await shot('sign-in-passkey');
    await page.getByRole('button', { name: "Utiliser une clé d'accès" }).click();
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole('button', { name: 'Se déconnecter' }).first().waitFor();

    await page.goto(`${server.url}/admin/compte`);
    await page.getByRole('tab', { name: 'Sécurité' }).click();
    await page.getByTestId('passkey').getByText('dernière utilisation le', { exact: false }).waitFor();
    await signOut();
  }, 60_000);

  it('shows the French refusal when the device no longer holds the passkey, and the code still works', async () => {
    await cdp.send('WebAuthn.clearCredentials', { authenticatorId });
    await passwordStep();
    await page.getByRole('button', { name: "Utiliser une clé d'accès" }).click();
    await page.getByText(P.notRecognised).waitFor({ timeout: 30_000 });
    await shot('sign-in-passkey-refused');
    await page.getByLabel('Code de vérification').fill(await nextCode());
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await page.waitForURL(`${server.url}/admin`);
    expect(besidesRefusals(errors, [400, 401])).toEqual([]);
  }, 60_000);
});
