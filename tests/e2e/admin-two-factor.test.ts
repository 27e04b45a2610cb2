// The second factor in a real Chromium (docs/decisions/025-second-factor.md): an administrator turns the
// authenticator app on from /admin/compte (the key read on screen, its codes computed as a phone would), sees the
// ten recovery codes once, signs in with the password then a code of the app, then with a recovery code (one fewer
// left), meets the server's French message for a wrong code, gets new codes and turns it off with the password
// again; a super administrator resets another's from the administrator's page. Accounts without it sign in as
// before (admin-auth.test.ts).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkOf, startTestInbox, type TestInbox, tokenOf } from '@test/mail';
import { codeOfKey, stepAt } from '@test/totp';
import { TWO_FACTOR_MESSAGES as M } from '@/shared/auth/two-factor';
import { ADMIN, apiInvite, apiSignIn, besidesRefusals, hasChromium, launchBrowser, type RunningServer, signInContext, startServer, watchErrors } from './harness';

const AWA = { email: 'awa.diop@boutique.test', password: 'Teranga-2026!' };
/** Set to a folder to keep screenshots of the screens at 375 and 1280 px (nothing is written otherwise). */
const SHOTS = process.env.E2E_SHOTS_DIR;

describe.skipIf(!hasChromium)('the second factor on screen', () => {
  let server: RunningServer;
  let browser: Browser;
  let inbox: TestInbox;
  let awaId = '';
  const contexts: BrowserContext[] = [];
  /** Awa's key and recovery codes, as the screen showed them. */
  let awaKey = '';
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    inbox = await startTestInbox();
    server = await startServer({ env: { SMTP_URL: inbox.smtpUrl, MAIL_FROM: 'Boutique <contact@boutique.test>', RATE_LIMIT_LOGIN: '100/60' } });
    browser = await launchBrowser();
    // Awa, an ordinary administrator, as a super administrator invites one: invite → verify → first password.
    const owner = (await apiSignIn(server.url)).accessToken;
    const invited = await apiInvite(server.url, owner, AWA.email);
    expect(invited.status).toBe(201);
    awaId = invited.body.data.id;
    const invitation = await inbox.mailTo(AWA.email, 0);
    expect((await api('GET', `/auth/verify/${tokenOf(linkOf(invitation, '/admin/verify-account'))}`)).status).toBe(200);
    const creation = await inbox.mailTo(AWA.email, invitation.index);
    expect((await api('POST', '/auth/reset-password', { token: tokenOf(linkOf(creation, '/admin/reset-password')), newPassword: AWA.password })).status).toBe(200);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
    await inbox?.close();
  });

  async function api<T = unknown>(method: string, route: string, body?: unknown, token?: string) {
    const response = await fetch(`${server.url}/api/v1${route}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { message: string; code?: string; data: T } };
  }

  async function newPage(): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    return { page, context, errors: watchErrors(page) };
  }

  /** Screenshots at a phone's width and a computer's, when asked for. */
  async function shot(page: Page, name: string, focus?: Locator) {
    if (!SHOTS) return;
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await focus?.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
    }
  }

  async function passwordStep(page: Page, email: string, password: string) {
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel('Adresse email').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
  }

  async function securityTab(page: Page) {
    await page.goto(`${server.url}/admin/compte`);
    await page.getByRole('tab', { name: 'Sécurité' }).click();
    return page.getByTestId('two-factor-card');
  }

  async function signOut(page: Page) {
    await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
    await page.waitForURL(`${server.url}/admin/login`);
  }

  it('turns the authenticator app on from the account page and shows ten recovery codes once', async () => {
    const { page, errors } = await newPage();
    await passwordStep(page, AWA.email, AWA.password);
    await page.waitForURL(`${server.url}/admin`);
    const card = await securityTab(page);
    await card.getByText('Désactivée', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Activer' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Activer la vérification en deux étapes' }).waitFor();
    await dialog.getByLabel('Mot de passe actuel').fill('pas-le-bon');
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    await dialog.getByText('Le mot de passe actuel est incorrect.').waitFor();
    await dialog.getByLabel('Mot de passe actuel').fill(AWA.password);
    await dialog.getByRole('button', { name: 'Continuer' }).click();

    await dialog.getByRole('heading', { name: 'Ajoutez le compte dans votre application' }).waitFor();
    const qr = dialog.getByRole('img', { name: 'QR code à scanner avec votre application d’authentification' });
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const key = (await dialog.getByTestId('totp-key').textContent()) ?? '';
    // In groups of four for typing by hand: 160 bits are 32 base32 characters.
    expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    await shot(page, 'setup-qr');

    // A code of another key is refused with the server's message; the app's own turns it on.
    const code = codeOfKey(key);
    await dialog.getByLabel("Code affiché par l'application").fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Vérifier et activer' }).click();
    await dialog.getByText(M.enableCodeWrong).waitFor();
    await dialog.getByLabel("Code affiché par l'application").fill(codeOfKey(key));
    await dialog.getByRole('button', { name: 'Vérifier et activer' }).click();

    await dialog.getByRole('heading', { name: 'Vos codes de secours' }).waitFor();
    await dialog.getByText('Vérification en deux étapes activée.').waitFor();
    await dialog.getByText('ils ne seront plus jamais affichés').waitFor();
    recoveryCodes = await dialog.getByTestId('recovery-code').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    for (const recovery of recoveryCodes) expect(recovery).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    await dialog.getByRole('button', { name: 'Copier' }).waitFor();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Télécharger (.txt)' }).click();
    expect((await download).suggestedFilename()).toBe('boutique-codes-de-secours.txt');
    await shot(page, 'recovery-codes');
    await dialog.getByRole('button', { name: "J'ai noté mes codes" }).click();
    await dialog.waitFor({ state: 'detached' });

    await card.getByText('Activée', { exact: true }).waitFor();
    await card.getByText('Codes de secours restants : 10').waitFor();
    // The codes are not shown again.
    expect(await page.getByTestId('recovery-code').count()).toBe(0);
    const login = await api<{ secondFactor?: string; accessToken?: string }>('POST', '/auth/login', { identifier: AWA.email, password: AWA.password });
    expect(login.body.data.secondFactor).toBe('totp');
    expect(login.body.data.accessToken).toBeUndefined();
    await signOut(page);
    expect(besidesRefusals(errors, [400])).toEqual([]);
    awaKey = key;
  }, 90_000);

  it("signs in with the password then a code of the app; a wrong code shows the server's message", async () => {
    const { page, errors } = await newPage();
    await passwordStep(page, AWA.email, AWA.password);
    await page.getByRole('heading', { name: 'Vérification en deux étapes' }).waitFor();
    const field = page.getByLabel('Code de vérification');
    expect(await field.getAttribute('inputmode')).toBe('numeric');
    expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
    // No session yet.
    expect(page.url()).toBe(`${server.url}/admin/login`);
    await page.getByText(M.codeAsked).waitFor();
    await shot(page, 'sign-in-code');

    // Checked before sending, with the API's own words.
    await field.fill('12 34');
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await page.getByText(M.codeFormat).waitFor();

    // The code used to turn it on is spent: the next step's code (the app's clock a little ahead) is accepted.
    const right = codeOfKey(awaKey, stepAt() + 1);
    await field.fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await page.getByText(M.codeWrong).waitFor();
    expect(await field.inputValue()).toBe('');
    await shot(page, 'sign-in-code-wrong');

    await field.fill(right.replace(/^(\d{3})/, '$1 '));
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole('button', { name: 'Se déconnecter' }).first().waitFor();
    await signOut(page);
    expect(besidesRefusals(errors, [401])).toEqual([]);
  }, 60_000);

  it('signs in with a recovery code, and one fewer is left', async () => {
    const { page, errors } = await newPage();
    await passwordStep(page, AWA.email, AWA.password);
    await page.getByRole('heading', { name: 'Vérification en deux étapes' }).waitFor();
    await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
    // 'Retour' goes back to the password, then the code step again.
    await page.getByRole('button', { name: 'Retour' }).click();
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    expect(await page.getByLabel('Mot de passe', { exact: true }).inputValue()).toBe('');
    await page.getByLabel('Mot de passe', { exact: true }).fill(AWA.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
    await page.getByLabel('Code de secours').fill(recoveryCodes[0].toLowerCase());
    await shot(page, 'sign-in-recovery');
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await page.waitForURL(`${server.url}/admin`);

    const card = await securityTab(page);
    await card.getByText('Codes de secours restants : 9').waitFor();
    await signOut(page);

    // Used once: the same code is refused the next time, with the server's message.
    await passwordStep(page, AWA.email, AWA.password);
    await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
    await page.getByLabel('Code de secours').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await page.getByText(M.codeWrong).waitFor();
    expect(page.url()).toBe(`${server.url}/admin/login`);
    expect(besidesRefusals(errors, [401])).toEqual([]);
  }, 60_000);

  it('gives ten new recovery codes, then turns it off, with the password again', async () => {
    const { page, errors } = await newPage();
    await passwordStep(page, AWA.email, AWA.password);
    await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
    await page.getByLabel('Code de secours').fill(recoveryCodes[1]);
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await page.waitForURL(`${server.url}/admin`);
    const card = await securityTab(page);
    await card.getByText('Codes de secours restants : 8').waitFor();
    await shot(page, 'account-card-on', card);

    // New codes, with the password again: ten, shown once, and the old ones stop working.
    await card.getByRole('button', { name: 'Générer de nouveaux codes' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Générer de nouveaux codes de secours' }).waitFor();
    await dialog.getByLabel('Mot de passe actuel').fill(AWA.password);
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    await dialog.getByText(M.recoveryCodesRenewed).waitFor();
    const renewed = await dialog.getByTestId('recovery-code').allTextContents();
    expect(renewed).toHaveLength(10);
    expect(renewed).not.toContain(recoveryCodes[2]);
    await dialog.getByRole('button', { name: "J'ai noté mes codes" }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Codes de secours restants : 10').waitFor();

    await card.getByRole('button', { name: 'Désactiver' }).click();
    await dialog.getByRole('heading', { name: 'Désactiver la vérification en deux étapes' }).waitFor();
    await dialog.getByLabel('Mot de passe actuel').fill(AWA.password);
    await dialog.getByRole('button', { name: 'Désactiver' }).click();
    await page.getByText(M.disabled).first().waitFor();
    await card.getByText('Désactivée', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Activer' }).waitFor();
    // The password alone signs in again.
    const login = await api<{ accessToken?: string }>('POST', '/auth/login', { identifier: AWA.email, password: AWA.password });
    expect(login.body.data.accessToken).toBeTruthy();
    expect(besidesRefusals(errors, [])).toEqual([]);
  }, 60_000);

  it("lets a super administrator reset another administrator's second factor", async () => {
    // Awa turns it on again, through the API this time.
    const token = (await apiSignIn(server.url, AWA.email, AWA.password)).accessToken;
    const setup = await api<{ secret: string }>('POST', '/auth/2fa/totp/setup', { currentPassword: AWA.password }, token);
    expect(setup.status).toBe(200);
    const enabled = await api('POST', '/auth/2fa/totp/enable', { code: codeOfKey(setup.body.data.secret) }, token);
    expect(enabled.status).toBe(200);

    const { page, context, errors } = await newPage();
    await signInContext(context, await apiSignIn(server.url));
    await page.goto(`${server.url}/admin/utilisateurs/${awaId}`);
    await page.getByRole('heading', { name: AWA.email }).waitFor();
    await page.getByRole('button', { name: 'Réinitialiser la double authentification' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('La double authentification de').waitFor();
    await shot(page, 'admin-reset');
    await dialog.getByRole('button', { name: 'Réinitialiser' }).click();
    await page.getByText(M.resetDone).waitFor();
    const login = await api<{ accessToken?: string; secondFactor?: string }>('POST', '/auth/login', { identifier: AWA.email, password: AWA.password });
    expect(login.body.data.secondFactor).toBeUndefined();
    expect(login.body.data.accessToken).toBeTruthy();

    // Again: nothing left to reset, and the server says so.
    await page.getByRole('button', { name: 'Réinitialiser la double authentification' }).click();
    await dialog.getByRole('button', { name: 'Réinitialiser' }).click();
    await page.getByText(M.notEnabled).waitFor();
    // One's own page has no such action: it is turned off from 'Mon compte', with the password.
    const owner = await api<{ id: string }>('GET', '/auth/profile', undefined, (await apiSignIn(server.url)).accessToken);
    await page.goto(`${server.url}/admin/utilisateurs/${owner.body.data.id}`);
    await page.getByTestId('admin-card').getByText(ADMIN.email).first().waitFor();
    expect(await page.getByRole('button', { name: 'Réinitialiser la double authentification' }).count()).toBe(0);
    expect(besidesRefusals(errors, [409])).toEqual([]);
  }, 60_000);
});
