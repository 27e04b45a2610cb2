// A second factor required for every administrator, in a real Chromium (docs/decisions/025-second-factor.md,
// "Required for everyone"): the owner, whose authenticator app is on, turns 'Exiger la double authentification pour
// tous les administrateurs' on in /admin/parametres; Awa, already signed in without a factor, keeps her session and
// sees a notice leading to /admin/compte; at her next sign-in the password leads to 'Configurer la double
// authentification' (the QR code, the key read on screen and its code computed as a phone would, the code e-mailed
// to her address read from the inbox, sent again with 'Renvoyer le code', a wrong code refused in French), then her
// ten recovery codes once, and 'Continuer' enters the back office.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkOf, startTestInbox, type TestInbox, tokenOf } from '@test/mail';
import { codeOfKey, stepAt } from '@test/totp';
import { TWO_FACTOR_MESSAGES as M } from '@/shared/auth/two-factor';
import { ADMIN, apiInvite, apiSignIn, besidesRefusals, hasChromium, launchBrowser, type RunningServer, startServer, watchErrors } from './harness';

const AWA = { email: 'awa.policy@boutique.test', password: 'Teranga-2026!' };
/** Set to a folder to keep screenshots of the screens at 375 and 1280 px (nothing is written otherwise). */
const SHOTS = process.env.E2E_SHOTS_DIR;
const POLICY = 'Exiger la double authentification pour tous les administrateurs';

describe.skipIf(!hasChromium)('a second factor required for every administrator', () => {
  let server: RunningServer;
  let browser: Browser;
  let inbox: TestInbox;
  let owner = '';
  /** The owner's key, read from the setup's answer as an app would from the QR code. */
  let ownerKey = '';
  const contexts: BrowserContext[] = [];

  async function api<T = unknown>(method: string, route: string, body?: unknown, token?: string) {
    const response = await fetch(`${server.url}/api/v1${route}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { message: string; code?: string; data: T } };
  }

  beforeAll(async () => {
    inbox = await startTestInbox();
    server = await startServer({ env: { SMTP_URL: inbox.smtpUrl, MAIL_FROM: 'Boutique <contact@boutique.test>', RATE_LIMIT_LOGIN: '100/60' } });
    browser = await launchBrowser();
    owner = (await apiSignIn(server.url)).accessToken;
    // Awa, an ordinary administrator, as a super administrator invites one: invite → verify → first password.
    const invited = await apiInvite(server.url, owner, AWA.email);
    expect(invited.status).toBe(201);
    const invitation = await inbox.mailTo(AWA.email, 0);
    expect((await api('GET', `/auth/verify/${tokenOf(linkOf(invitation, '/admin/verify-account'))}`)).status).toBe(200);
    const creation = await inbox.mailTo(AWA.email, invitation.index);
    expect((await api('POST', '/auth/reset-password', { token: tokenOf(linkOf(creation, '/admin/reset-password')), newPassword: AWA.password })).status).toBe(200);
    // The owner's own authenticator app, on through the API.
    const setup = await api<{ secret: string }>('POST', '/auth/2fa/totp/setup', { currentPassword: ADMIN.password }, owner);
    expect(setup.status).toBe(200);
    ownerKey = setup.body.data.secret;
    expect((await api('POST', '/auth/2fa/totp/enable', { code: codeOfKey(ownerKey) }, owner)).status).toBe(200);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
    await inbox?.close();
  });

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
      await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: !focus });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  /** The codes the required setup e-mailed to `email` (docs/decisions/027-counters-per-account.md), once `count` have come. */
  async function setupCodes(email: string, count: number): Promise<string[]> {
    const codes: string[] = [];
    let seen = 0;
    while (codes.length < count) {
      const mail = await inbox.mailTo(email, seen);
      seen = mail.index;
      const code = /Code de configuration de la double authentification\s: (\d{6})$/.exec(mail.subject)?.[1];
      if (code) codes.push(code);
    }
    return codes;
  }

  async function passwordStep(page: Page, email: string, password: string) {
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel('Adresse email').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
  }

  let awaSignedIn: { page: Page; errors: string[] } | null = null;

  it('leaves an administrator without a factor signing in as before while the policy is off', async () => {
    const { page, errors } = await newPage();
    await passwordStep(page, AWA.email, AWA.password);
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole('heading', { name: "Vue d'ensemble" }).waitFor();
    expect(await page.getByText('Double authentification exigée').count()).toBe(0);
    awaSignedIn = { page, errors };
  }, 60_000);

  it('is turned on in /admin/parametres by the owner, whose own app is on', async () => {
    const { page, errors } = await newPage();
    await passwordStep(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { name: 'Vérification en deux étapes' }).waitFor();
    await page.getByLabel('Code de vérification').fill(codeOfKey(ownerKey, stepAt() + 1));
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await page.waitForURL(`${server.url}/admin`);

    await page.goto(`${server.url}/admin/parametres`);
    await page.getByRole('heading', { name: 'Sécurité' }).waitFor();
    const policy = page.getByRole('switch', { name: POLICY });
    expect(await policy.getAttribute('aria-checked')).toBe('false');
    await page.getByText('devra la configurer à sa prochaine connexion').waitFor();
    await policy.click();
    expect(await policy.getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Paramètres enregistrés. La boutique les affiche dès maintenant.').first().waitFor();
    await shot(page, 'policy-settings', page.getByRole('heading', { name: 'Sécurité' }));

    const stored = await api<{ doubleAuthentificationObligatoire: boolean }>('GET', '/parametres', undefined, owner);
    expect(stored.body.data.doubleAuthentificationObligatoire).toBe(true);
    expect(besidesRefusals(errors, [])).toEqual([]);
  }, 60_000);

  it('keeps the session of an administrator signed in without a factor, with a notice leading to her account', async () => {
    if (!awaSignedIn) throw new Error('Awa is not signed in');
    const { page } = awaSignedIn;
    await page.reload();
    const notice = page.getByRole('note').filter({ hasText: 'Double authentification exigée' });
    await notice.waitFor();
    await notice.getByText('à votre prochaine connexion, elle vous sera demandée').waitFor();
    await shot(page, 'policy-dashboard-notice', notice);
    await notice.getByRole('link', { name: 'Configurer sur Mon compte' }).click();
    await page.waitForURL(`${server.url}/admin/compte`);
    // Signed out here, so that the next sign-in meets the policy.
    await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
    await page.waitForURL(`${server.url}/admin/login`);
    expect(besidesRefusals(awaSignedIn.errors, [])).toEqual([]);
  }, 60_000);

  it('leads her next sign-in through the setup, shows her recovery codes once, and enters the back office', async () => {
    const { page, errors } = await newPage();
    await passwordStep(page, AWA.email, AWA.password);
    await page.getByRole('heading', { name: 'Configurer la double authentification' }).waitFor();
    await page.getByText(M.setupAsked).waitFor();
    // No session yet.
    expect(page.url()).toBe(`${server.url}/admin/login`);
    const qr = page.getByRole('img', { name: 'QR code à scanner avec votre application d’authentification' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const key = (await page.getByTestId('totp-key').textContent()) ?? '';
    expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    // A phone cannot scan its own screen: the same key opens in the app from a link.
    const openInApp = await page.getByRole('link', { name: "Sur ce téléphone ? Ouvrir dans l'application d'authentification", includeHidden: true }).getAttribute('href');
    expect(openInApp).toMatch(/^otpauth:\/\/totp\//);
    expect(openInApp).toContain(`secret=${key.replaceAll(' ', '')}`);
    // The code that only the account's mailbox receives, told where it went (masked).
    await page.getByText("Un code à 6 chiffres a été envoyé à l'adresse du compte, a•••@boutique.test.").waitFor();
    const [first] = await setupCodes(AWA.email, 1);
    await shot(page, 'policy-sign-in-setup');
    await page.getByRole('button', { name: 'Renvoyer le code' }).click();
    await page.getByText(M.emailCodeSent).waitFor();
    const [, emailCode] = await setupCodes(AWA.email, 2);
    // The first code is retired by the second.
    const emailField = page.getByLabel('Code reçu par e-mail');
    const field = page.getByLabel("Code affiché par l'application");
    if (first !== emailCode) {
      await emailField.fill(first);
      await field.fill(codeOfKey(key));
      await page.getByRole('button', { name: 'Vérifier et continuer' }).click();
      await page.getByText(M.emailCodeWrong).waitFor();
    }
    await emailField.fill(emailCode);

    // A code of another key is refused with the server's message; the app's own turns it on.
    const right = codeOfKey(key);
    await field.fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Vérifier et continuer' }).click();
    await page.getByText(M.enableCodeWrong).waitFor();
    expect(page.url()).toBe(`${server.url}/admin/login`);
    await field.fill(codeOfKey(key));
    await page.getByRole('button', { name: 'Vérifier et continuer' }).click();

    await page.getByRole('heading', { name: 'Vos codes de secours' }).waitFor();
    await page.getByText('Double authentification activée : vous êtes connecté.').waitFor();
    await page.getByText('ils ne seront plus jamais affichés').waitFor();
    const codes = await page.getByTestId('recovery-code').allTextContents();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    await page.getByRole('button', { name: 'Copier' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger (.txt)' }).click();
    expect((await download).suggestedFilename()).toBe('boutique-codes-de-secours.txt');
    await shot(page, 'policy-sign-in-codes');
    // The codes stay until she continues.
    await page.waitForTimeout(500);
    expect(page.url()).toBe(`${server.url}/admin/login`);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole('heading', { name: "Vue d'ensemble" }).waitFor();
    expect(await page.getByText('Double authentification exigée').count()).toBe(0);

    // From now on her password asks for a code of the app.
    const login = await api<{ secondFactor?: string }>('POST', '/auth/login', { identifier: AWA.email, password: AWA.password });
    expect(login.body.data.secondFactor).toBe('totp');
    expect(besidesRefusals(errors, [401])).toEqual([]);
  }, 90_000);
});
