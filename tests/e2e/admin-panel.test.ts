// The signed-in back office in a real Chromium: the dashboard, the sidebar (Ctrl+B remembered in its cookie, the
// phone's 'Navigation' sheet), the breadcrumb, and an administrator's whole life: invited by e-mail through a
// real SMTP server, verified, given a password, signed in, kept out of the administrators' screens, blocked and
// unblocked, the super administrator's password asked again once their sign-in is more than 5 minutes old
// (docs/decisions/026-step-up.md), never just after it. With SHOTS_DIR set, the password dialog is photographed at
// 375 and 1280 px.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail, startTestInbox, type TestInbox } from '@test/mail';
import { ADMIN, besidesRefusals, hasChromium, launchBrowser, type RunningServer, startServer, watchErrors, withAgedSessions } from './harness';

const NEWCOMER = { email: 'khady.diop@boutique.test', password: 'Khady-Admin-2026' };
const SHOTS = process.env.SHOTS_DIR;

describe.skipIf(!hasChromium)('the back office in Chromium', () => {
  let inbox: TestInbox;
  let server: RunningServer;
  let env: Record<string, string>;
  /** Kept across the restart that ages the sessions (`withAgedSessions`). */
  let dataDir: string;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    inbox = await startTestInbox();
    env = { SMTP_URL: inbox.smtpUrl, MAIL_FROM: 'Boutique <contact@boutique.test>' };
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'boutique-e2e-panel-'));
    server = await startServer({ dataDir, env });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await inbox?.close();
  });

  async function freshPage(width = 1280): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    return { page, errors: watchErrors(page) };
  }

  const nextMail = async (count: number) => parseMail((await inbox.delivery(count)).raw);

  /** A link from an e-mail, opened on the test server whatever host the e-mail names. */
  function local(link: string): string {
    const url = new URL(link);
    return `${server.url}${url.pathname}${url.search}`;
  }

  async function signIn(page: Page, email: string, password: string) {
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel('Adresse email').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${server.url}/admin`);
  }

  /** The password asked again before inviting, blocking or unblocking, past a sign-in's first 5 minutes. */
  const stepUpDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirmez votre identité' });

  async function shoot(page: Page, name: string) {
    if (!SHOTS) return;
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  }

  const breadcrumb = (page: Page) => page.locator('nav[aria-label="Fil d\'Ariane"] li');
  const sidebar = (page: Page) => page.getByTestId('admin-sidebar');

  let boss: Page;
  let bossErrors: string[];

  it('signs in and shows the dashboard: six figures, the recent activity, the breadcrumb', async () => {
    ({ page: boss, errors: bossErrors } = await freshPage());
    await signIn(boss, ADMIN.email, ADMIN.password);
    await boss.getByRole('heading', { name: "Vue d'ensemble" }).waitFor();
    await boss.getByTestId('stat-card').first().waitFor();
    expect(await boss.getByTestId('stat-card').count()).toBe(6);
    const labels = await boss.getByTestId('stat-card').locator(':scope > p:first-child').allTextContents();
    expect(labels).toEqual(['Produits', 'Catégories', 'Types', 'En rupture', 'À la une', 'Administrateurs']);
    // The sign-in itself is the latest activity.
    await boss.getByTestId('activity-item').first().waitFor();
    expect(await boss.getByTestId('activity-item').count()).toBeGreaterThan(0);
    expect(await boss.getByTestId('activity-item').count()).toBeLessThanOrEqual(4);
    expect(await boss.getByTestId('activity-item').first().textContent()).toContain('Connexion');
    expect(await breadcrumb(boss).allTextContents()).toEqual(['Accueil']);
    expect(await boss.getByRole('link', { name: "Vue d'ensemble" }).getAttribute('aria-current')).toBe('page');
    expect(await boss.getByTestId('sidebar-user').textContent()).toContain('Super Admin');
    expect(await boss.getByRole('link', { name: 'Nouveau produit' }).getAttribute('href')).toBe('/admin/produits/add');
    // 'Mise en ligne': what the demo shop has left to do, each point with where it is fixed (docs/product.md, "Going live").
    const launch = boss.getByTestId('launch-checklist');
    await launch.waitFor();
    const todo = launch.locator('[data-testid="launch-point"][data-done="false"]');
    const demoNumber = todo.filter({ hasText: 'Remplacez le numéro WhatsApp de démonstration (+221 77 000 00 00) par celui de la boutique.' });
    expect(await demoNumber.getByRole('link', { name: 'Ouvrir les paramètres' }).getAttribute('href')).toBe('/admin/parametres');
    expect(await todo.filter({ hasText: 'Activez la double authentification sur votre compte.' }).getByRole('link').getAttribute('href')).toBe('/admin/compte');
    expect(await launch.textContent()).toContain("Sur le serveur : PUBLIC_URL (voir le guide de mise en ligne)");
    await shoot(boss, 'dashboard-launch');
  });

  it('folds the sidebar with Ctrl+B, remembers it in its cookie across a reload, and unfolds it', async () => {
    expect(await sidebar(boss).getAttribute('data-state')).toBe('expanded');
    await boss.keyboard.press('Control+b');
    expect(await sidebar(boss).getAttribute('data-state')).toBe('collapsed');
    const cookie = (await boss.context().cookies()).find((entry) => entry.name === 'sidebar:state');
    expect(cookie?.value).toBe('false');
    expect(cookie?.path).toBe('/');
    // A week, give or take the test's own duration.
    expect(Math.abs((cookie?.expires ?? 0) - Date.now() / 1000 - 604_800)).toBeLessThan(120);
    // Folded, an entry is an icon that still says its name.
    expect(await boss.getByRole('link', { name: 'Produits', exact: true }).count()).toBe(1);

    await boss.reload();
    await sidebar(boss).waitFor();
    expect(await sidebar(boss).getAttribute('data-state')).toBe('collapsed');
    await boss.keyboard.press('Control+b');
    expect(await sidebar(boss).getAttribute('data-state')).toBe('expanded');
    expect((await boss.context().cookies()).find((entry) => entry.name === 'sidebar:state')?.value).toBe('true');
  });

  it('names the sections in the breadcrumb, and a product by its name', async () => {
    await boss.goto(`${server.url}/admin/utilisateurs/add`);
    await boss.getByRole('heading', { name: 'Inviter un administrateur' }).waitFor();
    expect(await breadcrumb(boss).allTextContents()).toEqual(['Accueil', 'Utilisateurs', 'Ajouter']);
    await breadcrumb(boss).getByRole('link', { name: 'Utilisateurs' }).click();
    await boss.waitForURL(`${server.url}/admin/utilisateurs`);
    await boss.getByRole('heading', { name: 'Gestion des utilisateurs' }).waitFor();

    const answer = await fetch(`${server.url}/api/v1/produits/?limit=1`);
    const [product] = ((await answer.json()) as { data: { _id: string; nom: string }[] }).data;
    await boss.goto(`${server.url}/admin/produits/${product._id}`);
    await boss.waitForFunction(
      (name) => document.querySelector('nav[aria-label="Fil d\'Ariane"] li:last-child')?.textContent === name,
      product.nom,
    );
    expect((await breadcrumb(boss).allTextContents()).slice(0, 2)).toEqual(['Accueil', 'Produits']);
  });

  it('opens the Navigation sheet on a phone, follows a link and closes it', async () => {
    await boss.setViewportSize({ width: 375, height: 800 });
    await boss.goto(`${server.url}/admin`);
    await boss.getByRole('heading', { name: "Vue d'ensemble" }).waitFor();
    expect(await sidebar(boss).isVisible()).toBe(false);
    await boss.getByRole('button', { name: 'Ouvrir la navigation' }).click();
    const sheet = boss.getByRole('dialog', { name: 'Navigation' });
    await sheet.waitFor();
    await sheet.getByRole('link', { name: 'Utilisateurs' }).click();
    await boss.waitForURL(`${server.url}/admin/utilisateurs`);
    await sheet.waitFor({ state: 'detached' });
    await boss.getByRole('heading', { name: 'Gestion des utilisateurs' }).waitFor();
    await boss.setViewportSize({ width: 1280, height: 900 });
  });

  let newcomer: Page;

  it('invites an administrator who verifies the address, creates a password and signs in, kept out of the administrators', async () => {
    await boss.goto(`${server.url}/admin/utilisateurs/add`);
    await boss.getByRole('button', { name: "Envoyer l'invitation" }).click();
    await boss.getByText('Veuillez saisir une adresse email', { exact: true }).waitFor();
    await boss.getByLabel('Adresse email').fill(NEWCOMER.email);
    await boss.getByRole('button', { name: "Envoyer l'invitation" }).click();
    // Signed in a moment ago: the sign-in counts as the password typed again, nothing more is asked.
    await boss.waitForURL(`${server.url}/admin/utilisateurs`);
    expect(await stepUpDialog(boss).count()).toBe(0);
    await boss.getByText("Invitation envoyée avec succès. L'administrateur doit vérifier son email puis créer son mot de passe.").waitFor();
    const row = boss.getByTestId('admin-row').filter({ hasText: NEWCOMER.email });
    await row.waitFor();
    expect(await row.textContent()).toContain('Jamais');

    const invitation = await nextMail(1);
    expect(invitation.to).toContain(NEWCOMER.email);
    const verify = invitation.links.find((link) => link.includes('/admin/verify-account?token='));
    expect(verify).toBeDefined();

    ({ page: newcomer } = await freshPage());
    await newcomer.goto(local(verify ?? ''));
    await newcomer.getByText('Vérification réussie').waitFor();

    const second = await nextMail(2);
    const create = second.links.find((link) => link.includes('/admin/reset-password?token='));
    expect(create).toBeDefined();
    await newcomer.goto(local(create ?? ''));
    await newcomer.getByLabel('Nouveau mot de passe').fill(NEWCOMER.password);
    await newcomer.getByLabel('Confirmer le mot de passe').fill(NEWCOMER.password);
    await newcomer.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await newcomer.getByText('Mot de passe modifié').waitFor();

    await signIn(newcomer, NEWCOMER.email, NEWCOMER.password);
    await newcomer.getByTestId('stat-card').first().waitFor();
    expect(await newcomer.getByTestId('sidebar-user').textContent()).toContain('Admin');
    expect(await newcomer.getByRole('link', { name: 'Utilisateurs' }).count()).toBe(0);
    await newcomer.goto(`${server.url}/admin/utilisateurs`);
    await newcomer.waitForURL(`${server.url}/admin`);
    await newcomer.goto(`${server.url}/admin/utilisateurs/add`);
    await newcomer.waitForURL(`${server.url}/admin`);
    await newcomer.getByRole('heading', { name: "Vue d'ensemble" }).waitFor();
  });

  it('blocks the new administrator once the password is typed again, and their open page is signed out at its next call', async () => {
    // The super administrator's sign-in is now more than 5 minutes old.
    server = await withAgedSessions(server, { env });
    await boss.goto(`${server.url}/admin/utilisateurs`);
    await boss.getByPlaceholder('Rechercher un administrateur...').fill('KHADY');
    expect(await boss.getByRole('heading', { name: 'Administrateurs (1)' }).count()).toBe(1);
    const row = boss.getByTestId('admin-row').filter({ hasText: NEWCOMER.email });
    await row.getByRole('button', { name: 'Bloquer' }).click();
    const dialog = boss.getByRole('alertdialog');
    expect(await dialog.textContent()).toContain(`Êtes-vous sûr de vouloir bloquer l'utilisateur ${NEWCOMER.email} ?`);
    expect(await dialog.textContent()).toContain("Cet utilisateur ne pourra plus se connecter à l'administration.");
    await dialog.getByRole('button', { name: 'Bloquer' }).click();
    // The password again; cancelled, nothing happens.
    const password = stepUpDialog(boss);
    await password.waitFor();
    expect(await password.textContent()).toContain('Inviter, bloquer ou débloquer un administrateur demande votre mot de passe.');
    await shoot(boss, 'step-up-1280');
    await password.getByRole('button', { name: 'Annuler' }).click();
    await password.waitFor({ state: 'detached' });
    expect(await row.getByText('Actif', { exact: true }).count()).toBe(1);
    // A wrong one is refused under the field, and nothing changes.
    await row.getByRole('button', { name: 'Bloquer' }).click();
    await dialog.getByRole('button', { name: 'Bloquer' }).click();
    await password.getByLabel('Mot de passe actuel').fill('pas-le-bon');
    await password.getByRole('button', { name: 'Confirmer' }).click();
    await password.getByText('Le mot de passe actuel est incorrect.').waitFor();
    await shoot(boss, 'step-up-error-1280');
    await boss.setViewportSize({ width: 375, height: 800 });
    await shoot(boss, 'step-up-error-375');
    await boss.setViewportSize({ width: 1280, height: 900 });
    expect(await row.getByText('Actif', { exact: true }).count()).toBe(1);
    await password.getByLabel('Mot de passe actuel').fill(ADMIN.password);
    await password.getByRole('button', { name: 'Confirmer' }).click();
    await boss.getByText('Administrateur bloqué avec succès').waitFor();
    await row.getByText('Bloqué', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Débloquer' }).waitFor();
    // One's own row offers no block.
    const own = boss.getByTestId('admin-row').filter({ hasText: ADMIN.email });
    await boss.getByPlaceholder('Rechercher un administrateur...').fill('');
    expect(await own.getByRole('button', { name: 'Bloquer' }).count()).toBe(0);

    await newcomer.goto(`${server.url}/admin`);
    await newcomer.waitForURL(`${server.url}/admin/login`);
    // The wrong password is the one 400; each block asked for the password with a 403.
    expect(besidesRefusals(bossErrors, [400, 401, 403, 404])).toEqual([]);
  });

  it('unblocks the new administrator without asking the password again within five minutes', async () => {
    const row = boss.getByTestId('admin-row').filter({ hasText: NEWCOMER.email });
    await row.getByRole('button', { name: 'Débloquer' }).click();
    await boss.getByRole('alertdialog').getByRole('button', { name: 'Débloquer' }).click();
    await boss.getByText('Administrateur débloqué avec succès').waitFor();
    expect(await stepUpDialog(boss).count()).toBe(0);
    await row.getByRole('button', { name: 'Bloquer' }).waitFor();
    await signIn(newcomer, NEWCOMER.email, NEWCOMER.password);
    expect(besidesRefusals(bossErrors, [400, 401, 403, 404])).toEqual([]);
  });
});
