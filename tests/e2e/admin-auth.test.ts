// The sign-in screens in a real Chromium, against the real server whose e-mails go to a real SMTP server on
// loopback, read as the recipient would: every refusal of the sign-in form, the guards, an unverified account
// asking for a new link, the forgotten password, and an invited administrator from the first e-mail to the first
// sign-in.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkOf, type ReceivedMail, startTestInbox, type TestInbox } from '@test/mail';
import { ADMIN, apiInvite, apiSignIn, apiStepUp, besidesRefusals, hasChromium, launchBrowser, type RunningServer, startServer, watchErrors } from './harness';

/** An account with a password whose address was never verified; it shares the owner's password. */
const UNVERIFIED = 'fatou.ndiaye@boutique.test';
const INVITEE = 'ousmane.diallo@boutique.test';

/** A link of an e-mail, opened on the test server (the e-mail names the shop's public address). */
function linkTo(mail: ReceivedMail, pathname: string): string {
  const url = new URL(linkOf(mail, pathname));
  return `${url.pathname}${url.search}`;
}

describe.skipIf(!hasChromium)('the sign-in screens', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let inbox: TestInbox;

  beforeAll(async () => {
    inbox = await startTestInbox();
    const env = {
      SMTP_URL: inbox.smtpUrl,
      MAIL_FROM: 'Boutique <contact@boutique.test>',
      // The screens are exercised many times from one address: the limits are not what is tested here.
      RATE_LIMIT_LOGIN: '100/60',
      RATE_LIMIT_PASSWORD_RESET: '100/60',
      RATE_LIMIT_VERIFICATION: '100/60',
      RATE_LIMIT_NEW_PASSWORD: '100/60',
    };
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'boutique-e2e-auth-'));
    // No call makes a verified account unverified again: the account is written while the server is stopped.
    await (await startServer({ dataDir, env })).stop();
    const pg = await PGlite.create(path.join(dataDir, 'pgdata'), { extensions: { unaccent, pg_trgm, fuzzystrmatch } });
    await pg.query(
      `INSERT INTO admins (email, nom, prenom, password_hash, email_verifie)
       SELECT $1, 'Ndiaye', 'Fatou', password_hash, false FROM admins WHERE email = $2`,
      [UNVERIFIED, ADMIN.email],
    );
    await pg.close();
    server = await startServer({ dataDir, env });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await inbox?.close();
  });

  async function freshPage(width = 1280): Promise<{ page: Page; pageErrors: () => string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // The browser logs every refused call (401, 403, 400) on its own; only the page's own errors, and any 5xx, count.
    return { page, pageErrors: () => besidesRefusals(errors, [400, 401, 403]) };
  }

  const formAlert = (page: Page) => page.locator('form [role="alert"]');

  async function signInOnScreen(page: Page, email: string, password: string) {
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel('Adresse email').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
  }

  it('shows each refusal of the sign-in form, then signs in and lands on /admin', async () => {
    const { page, pageErrors } = await freshPage(375);
    await page.goto(`${server.url}/admin/login`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('username');
    expect(await page.getByText('Accès administrateur uniquement').isVisible()).toBe(true);

    // Enter submits; nothing typed.
    await page.keyboard.press('Enter');
    expect(await formAlert(page).textContent()).toBe('Veuillez remplir tous les champs');

    await page.getByLabel('Adresse email').fill('awa@boutique');
    await page.getByLabel('Mot de passe', { exact: true }).fill('secret');
    await page.keyboard.press('Enter');
    await expect.poll(() => formAlert(page).textContent()).toBe('Veuillez saisir une adresse email valide');

    await page.getByRole('button', { name: 'Téléphone' }).click();
    expect(await page.getByLabel('Indicatif du pays').inputValue()).toBe('+221');
    const phone = page.getByLabel('Numéro de téléphone');
    expect(await phone.getAttribute('inputmode')).toBe('tel');
    await phone.fill('77 12');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect.poll(() => formAlert(page).textContent()).toBe('Veuillez saisir un numéro de téléphone valide');

    await page.getByRole('button', { name: 'Email', exact: true }).click();
    await page.getByLabel('Adresse email').fill(ADMIN.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect.poll(() => formAlert(page).textContent()).toBe('Identifiants invalides');

    // The show/hide toggle reveals what was typed.
    const password = page.getByLabel('Mot de passe', { exact: true });
    await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
    expect(await password.getAttribute('type')).toBe('text');

    await password.fill(ADMIN.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${server.url}/admin`);
    expect(pageErrors()).toEqual([]);
  });

  it('goes to /admin after signing in, whatever the address of the sign-in screen asks for', async () => {
    const { page, pageErrors } = await freshPage();
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(server.url)) elsewhere.push(request.url());
    });
    const asks = ['https://evil.example/', '//evil.example/admin', '/admin/utilisateurs', 'javascript:alert(1)'];
    const query = asks.flatMap((ask) => ['next', 'redirect', 'returnTo', 'callbackUrl', 'from'].map((name) => `${name}=${encodeURIComponent(ask)}`));
    await page.goto(`${server.url}/admin/login?${query.join('&')}`);
    await page.getByLabel('Adresse email').fill(ADMIN.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${server.url}/admin`);
    // It stays there: no later navigation follows the address's wishes.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(page.url()).toBe(`${server.url}/admin`);
    expect(elsewhere).toEqual([]);
    expect(pageErrors()).toEqual([]);
  });

  it('keeps the signed-out away from the back office and the signed-in away from the sign-in screen', async () => {
    const { page } = await freshPage();
    await page.goto(`${server.url}/admin/compte`);
    await page.waitForURL(`${server.url}/admin/login`);

    await signInOnScreen(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${server.url}/admin`);
    await page.goto(`${server.url}/admin/login`);
    await page.waitForURL(`${server.url}/admin`);
  });

  it('tells an unverified account so, and sends it a new link that verifies it', async () => {
    const { page, pageErrors } = await freshPage(375);
    await signInOnScreen(page, UNVERIFIED, ADMIN.password);
    await page.getByText('Compte non vérifié', { exact: true }).waitFor();

    const seen = inbox.delivered.length;
    await page.getByRole('button', { name: 'Renvoyer le lien par email' }).click();
    await page.getByText('Email de vérification envoyé !').waitFor();
    await page.getByText(/courriers indésirables/).waitFor();
    const mail = await inbox.mailTo(UNVERIFIED, seen);

    await page.goto(`${server.url}${linkTo(mail, '/admin/verify-account')}`);
    await page.getByRole('heading', { name: 'Vérification réussie' }).waitFor();
    await page.getByText('Compte vérifié avec succès. Vous pouvez maintenant vous connecter.').waitFor();
    await page.getByRole('link', { name: 'Se connecter' }).click();
    await page.waitForURL(`${server.url}/admin/login`);

    await page.getByLabel('Adresse email').fill(UNVERIFIED);
    await page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${server.url}/admin`);
    expect(pageErrors()).toEqual([]);
  });

  it('says a verification link failed, and where to ask for a new one', async () => {
    const { page } = await freshPage();
    await page.goto(`${server.url}/admin/verify-account?token=ce-lien-n-existe-pas`);
    await page.getByRole('heading', { name: 'Vérification échouée' }).waitFor();
    await page.getByText('Lien de vérification invalide ou expiré').waitFor();
    await page.getByRole('link', { name: 'Demander un nouvel email' }).click();
    await page.waitForURL(`${server.url}/admin/verification`);

    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.getByText('Veuillez saisir votre adresse email').waitFor();
    await page.getByLabel('Adresse email').fill('personne@boutique.test');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Email envoyé' }).waitFor();
    await page.getByText(/Si un compte non vérifié est associé à cette adresse email/).waitFor();
  });

  it('answers the forgotten password the same for an unknown address, and refuses a missing reset link', async () => {
    const { page } = await freshPage(375);
    await page.goto(`${server.url}/admin/forgot-password`);
    await page.getByLabel('Adresse email').fill('awa@');
    await page.keyboard.press('Enter');
    await page.getByText('Veuillez saisir une adresse email valide').waitFor();

    const seen = inbox.delivered.length;
    await page.getByLabel('Adresse email').fill('inconnu@boutique.test');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Email envoyé' }).waitFor();
    await page.getByText(/Si cette adresse email est associée à un compte/).waitFor();
    await page.getByRole('link', { name: 'Retour à la connexion' }).click();
    await page.waitForURL(`${server.url}/admin/login`);

    await page.goto(`${server.url}/admin/reset-password`);
    await page.getByRole('heading', { name: 'Lien invalide' }).waitFor();
    await page.getByText('Le lien de réinitialisation est invalide ou manquant.').waitFor();
    // Nothing was mailed to the unknown address.
    expect(inbox.delivered.slice(seen).some((mail) => mail.to.includes('inconnu@boutique.test'))).toBe(false);
  });

  it('takes an invited administrator from the e-mails to a first password, then resets it through the forgotten password', async () => {
    const { accessToken } = await apiSignIn(server.url);
    let seen = inbox.delivered.length;
    const invite = await apiInvite(server.url, accessToken, INVITEE);
    expect(invite.status).toBe(201);
    const inviteeId = invite.body.data.id;
    const invitation = await inbox.mailTo(INVITEE, seen);
    seen = invitation.index;

    const { page, pageErrors } = await freshPage(375);
    const verifyPath = linkTo(invitation, '/admin/verify-account');
    await page.goto(`${server.url}${verifyPath}`);
    await page.getByRole('heading', { name: 'Vérification réussie' }).waitFor();
    await page.getByText('Un email vous a été envoyé pour créer votre mot de passe.', { exact: false }).waitFor();
    await page.getByText('Prochaine étape').waitFor();

    const creation = await inbox.mailTo(INVITEE, seen);
    seen = creation.index;
    await page.goto(`${server.url}${linkTo(creation, '/admin/reset-password')}`);
    await page.getByText(/Créez ici votre premier mot de passe/).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('new-password');
    await page.getByLabel('Nouveau mot de passe').fill('Teranga');
    await page.getByLabel('Confirmer le mot de passe').fill('Terang');
    await page.keyboard.press('Enter');
    await page.getByText('Les mots de passe ne correspondent pas').waitFor();
    await page.getByLabel('Nouveau mot de passe').fill('Tera');
    await page.getByLabel('Confirmer le mot de passe').fill('Tera');
    await page.keyboard.press('Enter');
    await page.getByText('Le mot de passe doit contenir au moins 6 caractères').waitFor();
    await page.getByLabel('Nouveau mot de passe').fill('Teranga-2026');
    await page.getByLabel('Confirmer le mot de passe').fill('Teranga-2026');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.getByRole('heading', { name: 'Mot de passe modifié' }).waitFor();

    // The verification link was spent by its first use.
    await page.goto(`${server.url}${verifyPath}`);
    await page.getByRole('heading', { name: 'Vérification échouée' }).waitFor();

    await signInOnScreen(page, INVITEE, 'Teranga-2026');
    await page.waitForURL(`${server.url}/admin`);
    await page.evaluate(() => localStorage.clear());

    // Forgotten since: a reset link by e-mail, a new password, a sign-in with it.
    await page.goto(`${server.url}/admin/forget`);
    await page.getByLabel('Adresse email').fill(INVITEE);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.getByRole('heading', { name: 'Email envoyé' }).waitFor();
    const reset = await inbox.mailTo(INVITEE, seen);
    const resetPath = linkTo(reset, '/admin/reset-password');
    await page.goto(`${server.url}${resetPath}`);
    await page.getByLabel('Nouveau mot de passe').fill('Dakar-Plateau-2027');
    await page.getByLabel('Confirmer le mot de passe').fill('Dakar-Plateau-2027');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Mot de passe modifié' }).waitFor();
    await page.getByRole('link', { name: 'Se connecter' }).click();
    await page.waitForURL(`${server.url}/admin/login`);

    // A spent link fails, with the server's reason and the way to a new one.
    await page.goto(`${server.url}${resetPath}`);
    await page.getByLabel('Nouveau mot de passe').fill('Encore-2028');
    await page.getByLabel('Confirmer le mot de passe').fill('Encore-2028');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Échec de la modification' }).waitFor();
    await page.getByText('Lien de réinitialisation invalide ou expiré').waitFor();
    expect(await page.getByRole('link', { name: 'Demander un nouveau lien' }).getAttribute('href')).toBe('/admin/forget');

    await signInOnScreen(page, INVITEE, 'Teranga-2026');
    await expect.poll(() => formAlert(page).textContent()).toBe('Identifiants invalides');
    await page.getByLabel('Mot de passe', { exact: true }).fill('Dakar-Plateau-2027');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${server.url}/admin`);
    await page.evaluate(() => localStorage.clear());

    // Blocked by the owner: the right password is told so.
    const block = await fetch(`${server.url}/api/v1/auth/admin/${inviteeId}/toggle-status`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}`, ...(await apiStepUp(server.url, accessToken)) },
      body: JSON.stringify({ action: 'block' }),
    });
    expect(block.status).toBe(200);
    await signInOnScreen(page, INVITEE, 'Dakar-Plateau-2027');
    await expect.poll(() => formAlert(page).textContent()).toBe('Compte bloqué. Contactez un super administrateur.');
    expect(pageErrors()).toEqual([]);
  });
});
