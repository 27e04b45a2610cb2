// The account screen (/admin/compte) in a real Chromium, against the real server whose e-mails go to a real SMTP
// server on loopback: a profile edit kept after a reload, an ordinary administrator's new e-mail confirmed by
// the password (a wrong one refused in the dialog), told to the old address, and taken only once the link sent
// to the new one is opened, the password change and its
// rules, a session signed out from another browser, and a super administrator's protected e-mail and phone.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkOf, startTestInbox, type TestInbox, tokenOf } from '@test/mail';
import { ADMIN, apiInvite, apiSignIn, besidesRefusals, hasChromium, launchBrowser, type RunningServer, startServer, watchErrors } from './harness';

describe.skipIf(!hasChromium)('the account screen', () => {
  let server: RunningServer;
  let browser: Browser;
  let inbox: TestInbox;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    inbox = await startTestInbox();
    server = await startServer({
      env: {
        SMTP_URL: inbox.smtpUrl,
        MAIL_FROM: 'Boutique <contact@boutique.test>',
        // Many sign-ins and password links from one address: the limits are not what is tested here.
        RATE_LIMIT_LOGIN: '100/60',
        RATE_LIMIT_NEW_PASSWORD: '100/60',
      },
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
    await inbox?.close();
  });

  async function api<T = unknown>(method: string, path: string, body?: unknown, token?: string) {
    const response = await fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { message: string; data: T } };
  }

  const apiToken = async (email: string, password: string) => (await apiSignIn(server.url, email, password)).accessToken;

  /** An ordinary administrator, through the API as a super administrator would: invite → verify → first password. */
  async function ordinaryAdmin(email: string, password: string) {
    const seen = inbox.delivered.length;
    const owner = await apiToken(ADMIN.email, ADMIN.password);
    expect((await apiInvite(server.url, owner, email)).status).toBe(201);
    const invitation = await inbox.mailTo(email, seen);
    expect((await api('GET', `/auth/verify/${tokenOf(linkOf(invitation, '/admin/verify-account'))}`)).status).toBe(200);
    const creation = await inbox.mailTo(email, invitation.index);
    const created = await api('POST', '/auth/reset-password', { token: tokenOf(linkOf(creation, '/admin/reset-password')), newPassword: password });
    expect(created.status).toBe(200);
  }

  /** A fresh browser signed in through the sign-in screen, then on /admin/compte. */
  async function signedIn(email: string, password: string, width = 1280): Promise<{ page: Page; pageErrors: () => string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel('Adresse email').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${server.url}/admin`);
    await page.goto(`${server.url}/admin/compte`);
    await page.getByRole('tab', { name: 'Profil' }).waitFor();
    // The browser logs every refused call (400, 401) on its own; only the page's own errors, and any 5xx, count.
    return { page, pageErrors: () => besidesRefusals(errors, [400, 401]) };
  }

  const summary = (page: Page, label: string) =>
    page.locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
  const profileForm = (page: Page) => page.getByRole('form', { name: 'Informations personnelles' });
  const passwordForm = (page: Page) => page.getByRole('form', { name: 'Changer le mot de passe' });

  it('edits the profile, keeps it after a reload, and protects a super administrator’s e-mail and phone', async () => {
    const { page, pageErrors } = await signedIn(ADMIN.email, ADMIN.password, 375);
    expect(await page.locator('h1').textContent()).toBe('Mon compte');
    expect(await page.getByTestId('role-badge').textContent()).toBe('Super Administrateur');
    await page.getByText(/^Membre depuis /).waitFor();
    await page.getByText(/^Dernière connexion\s: /).waitFor();
    expect(await page.getByTestId('active-dot').getAttribute('data-active')).toBe('true');
    // Tabs take the full width of a phone.
    const tabs = await page.getByRole('tablist').boundingBox();
    expect(tabs?.width).toBeGreaterThan(330);

    await page.getByRole('button', { name: 'Modifier' }).click();
    await page.getByText('Mode édition').waitFor();
    await page.getByText('Adresse email et téléphone protégés').waitFor();
    const form = profileForm(page);
    expect(await form.getByLabel('Adresse email').isDisabled()).toBe(true);
    expect(await form.getByLabel('Numéro de téléphone').isDisabled()).toBe(true);
    expect(await form.getByLabel('Indicatif du pays').isDisabled()).toBe(true);
    // The first field takes the focus; the phone fields stack under one another on a phone.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('prenom');
    const prenomBox = await form.getByLabel('Prénom').boundingBox();
    const nomBox = await form.getByLabel('Nom', { exact: true }).boundingBox();
    expect(nomBox?.y).toBeGreaterThan((prenomBox?.y ?? 0) + (prenomBox?.height ?? 0));

    // 'Annuler' brings back the stored values.
    await form.getByLabel('Prénom').fill('Quelqu’un');
    await form.getByRole('button', { name: 'Annuler' }).click();
    expect(await summary(page, 'Prénom').textContent()).toBe('Super');

    // A name is required, with the API's own message.
    await page.getByRole('button', { name: 'Modifier' }).click();
    await form.getByLabel('Prénom').fill('   ');
    await form.getByRole('button', { name: 'Sauvegarder' }).click();
    await form.getByText('Le nom et le prénom sont obligatoires.').waitFor();

    await form.getByLabel('Prénom').fill('Aminata');
    await form.getByLabel('Nom', { exact: true }).fill('Sall');
    await form.getByLabel('Date de naissance').fill('1988-03-14');
    await form.getByRole('button', { name: 'Sauvegarder' }).click();
    await page.getByText('Votre profil a été mis à jour avec succès.').waitFor();
    await page.getByText('Profil mis à jour avec succès').waitFor();
    expect(await page.getByText('Mode édition').count()).toBe(0);
    // Back in view mode, the keyboard is where it can act again.
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Modifier');
    // The frame (sidebar) shows the new name too.
    await expect.poll(() => page.getByText('Aminata Sall').count()).toBeGreaterThan(0);

    await page.reload();
    await page.getByRole('tab', { name: 'Profil' }).waitFor();
    expect(await summary(page, 'Prénom').textContent()).toBe('Aminata');
    expect(await summary(page, 'Nom').textContent()).toBe('Sall');
    expect(await summary(page, 'Date de naissance').textContent()).toBe('14 mars 1988');
    expect(await summary(page, 'Adresse email').textContent()).toBe(ADMIN.email);
    const stored = await api<{ prenom: string; nom: string; dateNaissance: string }>(
      'GET',
      '/auth/profile',
      undefined,
      await apiToken(ADMIN.email, ADMIN.password),
    );
    expect(stored.body.data).toMatchObject({ prenom: 'Aminata', nom: 'Sall', nomComplet: 'Aminata Sall' });
    expect(stored.body.data.dateNaissance.slice(0, 10)).toBe('1988-03-14');
    expect(pageErrors()).toEqual([]);
  });

  it('asks an ordinary administrator for the password before a new e-mail, tells the old address, and takes the new one once its link is opened', async () => {
    const before = 'moussa.ba@boutique.test';
    const after = 'moussa.ba@boutique.sn';
    await ordinaryAdmin(before, 'Teranga-2026!');
    const { page, pageErrors } = await signedIn(before, 'Teranga-2026!');
    expect(await page.getByTestId('role-badge').textContent()).toBe('Administrateur');

    await page.getByRole('button', { name: 'Modifier' }).click();
    const form = profileForm(page);
    expect(await page.getByText('Adresse email et téléphone protégés').count()).toBe(0);
    expect(await form.getByLabel('Indicatif du pays').inputValue()).toBe('+221');

    // The e-mail and the phone follow the API's rules before anything is sent.
    await form.getByLabel('Adresse email').fill('moussa@boutique');
    await form.getByLabel('Numéro de téléphone').fill('77 12');
    await form.getByRole('button', { name: 'Sauvegarder' }).click();
    await form.getByText('Veuillez saisir une adresse email valide.').waitFor();
    await form.getByText('Le numéro de téléphone doit contenir entre 8 et 15 chiffres.').waitFor();
    // An invitee has no name yet: the profile asks for one.
    expect(await form.getByText('Le nom et le prénom sont obligatoires.').count()).toBe(2);
    await form.getByLabel('Prénom').fill('Moussa');
    await form.getByLabel('Nom', { exact: true }).fill('Ba');

    await form.getByLabel('Adresse email').fill(after);
    await form.getByLabel('Indicatif du pays').selectOption('+33');
    await form.getByLabel('Numéro de téléphone').fill('6 12 34 56 78');
    await form.getByRole('button', { name: 'Sauvegarder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmez votre identité' });
    await dialog.waitFor();
    await dialog.getByText('Un message sera envoyé à votre adresse email actuelle').waitFor();
    expect(await dialog.getByRole('button', { name: 'Confirmer' }).isDisabled()).toBe(true);
    const seen = inbox.delivered.length;

    await dialog.getByLabel('Mot de passe actuel').fill('pas-le-bon');
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await dialog.getByText('Le mot de passe actuel est incorrect.').waitFor();
    // Nothing changed meanwhile.
    expect(await page.getByTestId('account-email').textContent()).toBe(before);

    await dialog.getByLabel('Mot de passe actuel').fill('Teranga-2026!');
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await page.getByText(`Votre profil a été mis à jour. Un lien de confirmation a été envoyé à ${after}`).waitFor();
    expect(await dialog.count()).toBe(0);
    // The phone changed at once; the e-mail waits for its link, and the tab says so.
    await expect.poll(() => summary(page, 'Numéro de téléphone').textContent()).toBe('+33 612345678');
    expect(await page.getByTestId('account-email').textContent()).toBe(before);
    await page.getByText('Nouvelle adresse en attente de confirmation').waitFor();
    await page.getByText(`Ouvrez le lien envoyé à ${after} pour l'utiliser.`).waitFor();

    const notice = await inbox.mailTo(before, seen);
    expect(notice.subject).toContain('Changement de votre adresse email demandé');
    expect(notice.text).toContain(`${before} → ${after}`);
    expect(notice.text).toContain('Numéro de téléphone : +33612345678');
    expect((await api('POST', '/auth/login', { identifier: after, password: 'Teranga-2026!' })).status).toBe(401);

    // The link sent to the new address, opened in the browser, makes it the account's.
    const confirmation = await inbox.mailTo(after, seen);
    expect(confirmation.subject).toContain('Confirmez votre nouvelle adresse email');
    const linkPage = await page.context().newPage();
    await linkPage.goto(`${server.url}/admin/verify-account?token=${tokenOf(linkOf(confirmation, '/admin/verify-account'))}`);
    await linkPage.getByRole('heading', { name: 'Adresse email confirmée' }).waitFor();
    await linkPage.getByText('Nouvelle adresse email confirmée. Utilisez-la désormais pour vous connecter.').waitFor();
    await linkPage.close();
    await page.reload();
    await expect.poll(() => page.getByTestId('account-email').textContent()).toBe(after);
    expect(await page.getByText('Nouvelle adresse en attente de confirmation').count()).toBe(0);

    // The new address signs in; the old one no longer does.
    expect((await api('POST', '/auth/login', { identifier: after, password: 'Teranga-2026!' })).status).toBe(200);
    expect((await api('POST', '/auth/login', { identifier: before, password: 'Teranga-2026!' })).status).toBe(401);

    // The refused password shows in the account's last sign-ins, beside the successful sign-in.
    await page.getByRole('tab', { name: 'Sécurité' }).click();
    const signIns = page.getByTestId('sign-in');
    await signIns.first().waitFor();
    expect(await signIns.filter({ hasText: 'Échec' }).count()).toBeGreaterThanOrEqual(1);
    expect(await signIns.filter({ hasText: 'Réussie' }).count()).toBeGreaterThanOrEqual(1);
    expect(pageErrors()).toEqual([]);
  });

  it('says a new e-mail another account took meanwhile is refused, without offering a new verification e-mail', async () => {
    const wanted = 'caisse@boutique.test';
    await ordinaryAdmin('aida.sow@boutique.test', 'Teranga-2026!');
    await ordinaryAdmin('omar.fall@boutique.test', 'Teranga-2026!');
    const seen = inbox.delivered.length;
    const change = { nom: 'Sow', prenom: 'Aïda', email: wanted, currentPassword: 'Teranga-2026!' };
    expect((await api('PUT', '/auth/profile', change, await apiToken('aida.sow@boutique.test', 'Teranga-2026!'))).status).toBe(200);
    const aidaLink = await inbox.mailTo(wanted, seen);
    const omar = { ...change, nom: 'Fall', prenom: 'Omar' };
    expect((await api('PUT', '/auth/profile', omar, await apiToken('omar.fall@boutique.test', 'Teranga-2026!'))).status).toBe(200);
    const omarLink = await inbox.mailTo(wanted, aidaLink.index);
    expect((await api('GET', `/auth/verify/${tokenOf(linkOf(omarLink, '/admin/verify-account'))}`)).status).toBe(200);

    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/verify-account?token=${tokenOf(linkOf(aidaLink, '/admin/verify-account'))}`);
    await page.getByRole('heading', { name: 'Vérification échouée' }).waitFor();
    await page.getByText('Cette adresse email est déjà utilisée par un autre compte.').waitFor();
    await page.getByRole('link', { name: 'Retour à la connexion' }).waitFor();
    // A new verification e-mail cannot give Aïda an address Omar holds.
    expect(await page.getByRole('link', { name: 'Demander un nouvel email' }).count()).toBe(0);
  });

  it('changes the password under its rules, with its banners', async () => {
    const email = 'khady.sow@boutique.test';
    await ordinaryAdmin(email, 'Ancien-Mot-2026');
    const { page, pageErrors } = await signedIn(email, 'Ancien-Mot-2026', 375);
    await page.getByRole('tab', { name: 'Sécurité' }).click();
    const form = passwordForm(page);
    const submit = form.getByRole('button', { name: 'Changer le mot de passe' });
    await page.getByText('Conseils de sécurité').waitFor();
    await page.getByText('Changez votre mot de passe régulièrement.').waitFor();

    // Usable only once all three are filled.
    expect(await submit.isDisabled()).toBe(true);
    await form.getByLabel('Mot de passe actuel').fill('Ancien-Mot-2026');
    await form.getByLabel('Nouveau mot de passe', { exact: true }).fill('court');
    expect(await submit.isDisabled()).toBe(true);
    await form.getByLabel('Confirmer le nouveau mot de passe').fill('court');
    expect(await submit.isDisabled()).toBe(false);

    // The show/hide button reveals the current password.
    await form.getByRole('button', { name: 'Afficher le mot de passe' }).click();
    expect(await form.getByLabel('Mot de passe actuel').getAttribute('type')).toBe('text');

    await submit.click();
    await form.getByText('Le nouveau mot de passe doit contenir au moins 8 caractères.').waitFor();
    await form.getByLabel('Nouveau mot de passe', { exact: true }).fill('Nouveau-Mot-2026');
    await form.getByLabel('Confirmer le nouveau mot de passe').fill('Nouveau-Mot-2027');
    await submit.click();
    await form.getByText('Les mots de passe ne correspondent pas.').waitFor();
    await form.getByLabel('Nouveau mot de passe', { exact: true }).fill('Ancien-Mot-2026');
    await form.getByLabel('Confirmer le nouveau mot de passe').fill('Ancien-Mot-2026');
    await submit.click();
    await form.getByText("Le nouveau mot de passe doit être différent de l'ancien.").waitFor();

    // A wrong current password: the server's answer, with its status, in the error banner.
    await form.getByLabel('Mot de passe actuel').fill('Pas-Le-Bon-2026');
    await form.getByLabel('Nouveau mot de passe', { exact: true }).fill('Nouveau-Mot-2026');
    await form.getByLabel('Confirmer le nouveau mot de passe').fill('Nouveau-Mot-2026');
    await submit.click();
    await page.getByRole('alert').filter({ hasText: 'Le mot de passe actuel est incorrect. (Code: 400)' }).waitFor();
    await form.getByText('Le mot de passe actuel est incorrect.', { exact: true }).waitFor();
    // The session is still open: a wrong password is not a sign-out.
    expect(page.url()).toBe(`${server.url}/admin/compte`);

    await form.getByLabel('Mot de passe actuel').fill('Ancien-Mot-2026');
    await submit.click();
    await page.getByText('Votre mot de passe a été changé avec succès.').waitFor();
    await page.getByText('Mot de passe modifié avec succès').waitFor();
    for (const label of ['Mot de passe actuel', 'Nouveau mot de passe', 'Confirmer le nouveau mot de passe']) {
      expect(await form.getByLabel(label, { exact: true }).inputValue()).toBe('');
    }
    expect(await submit.isDisabled()).toBe(true);
    // The success banner closes itself.
    await page.getByText('Votre mot de passe a été changé avec succès.').waitFor({ state: 'detached', timeout: 10_000 });

    expect((await api('POST', '/auth/login', { identifier: email, password: 'Nouveau-Mot-2026' })).status).toBe(200);
    expect((await api('POST', '/auth/login', { identifier: email, password: 'Ancien-Mot-2026' })).status).toBe(401);
    expect(pageErrors()).toEqual([]);
  });

  it('signs out another browser’s session, which is sent to the sign-in screen on its next call', async () => {
    const email = 'ibrahima.fall@boutique.test';
    await ordinaryAdmin(email, 'Sessions-2026!');
    const laptop = await signedIn(email, 'Sessions-2026!');
    const phone = await signedIn(email, 'Sessions-2026!', 375);
    const tablet = await signedIn(email, 'Sessions-2026!');

    const page = laptop.page;
    await page.getByRole('tab', { name: 'Sécurité' }).click();
    const sessions = page.getByTestId('session');
    await expect.poll(() => sessions.count()).toBe(3);
    const current = sessions.filter({ hasText: 'Cette session' });
    expect(await current.count()).toBe(1);
    expect(await current.getByRole('button', { name: /Déconnecter/ }).count()).toBe(0);
    await current.getByText(/^Connecté le /).waitFor();
    await current.getByText(/Dernière activité /).waitFor();
    await current.getByText('Adresse 127.0.0.1').waitFor();

    const others = sessions.filter({ hasNotText: 'Cette session' });
    await others.first().getByRole('button', { name: /^Déconnecter/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Déconnecter cette session ?' });
    await confirm.getByRole('button', { name: 'Déconnecter' }).click();
    await page.getByText('Session déconnectée').waitFor();
    await expect.poll(() => sessions.count()).toBe(2);

    // One of the two others is now signed out: its next call sends it to the sign-in screen.
    const ended: Page[] = [];
    for (const other of [phone.page, tablet.page]) {
      await other.getByRole('tab', { name: 'Sécurité' }).click();
      // Whichever comes first: the sign-in screen (ended) or its own list of sessions (still open).
      const landed = await Promise.race([
        other.waitForURL(`${server.url}/admin/login`).then(
          () => true,
          () => false,
        ),
        other
          .getByTestId('session')
          .first()
          .waitFor()
          .then(
            () => false,
            () => false,
          ),
      ]);
      if (landed) ended.push(other);
    }
    expect(ended).toHaveLength(1);

    // 'Déconnecter les autres sessions' ends the last one.
    await page.getByRole('button', { name: 'Déconnecter les autres sessions' }).click();
    await page.getByRole('alertdialog', { name: 'Déconnecter les autres sessions ?' }).getByRole('button', { name: 'Déconnecter les autres sessions' }).click();
    await page.getByText('Autres sessions déconnectées').waitFor();
    await expect.poll(() => sessions.count()).toBe(1);
    await page.getByText('Aucune autre session ouverte.').waitFor();
    const survivor = [phone.page, tablet.page].find((other) => !ended.includes(other)) as Page;
    await survivor.reload();
    await survivor.waitForURL(`${server.url}/admin/login`);

    // The laptop itself is still signed in.
    await page.reload();
    await page.getByRole('tab', { name: 'Profil' }).waitFor();
    expect(page.url()).toBe(`${server.url}/admin/compte`);
    expect(laptop.pageErrors()).toEqual([]);
  });
});
