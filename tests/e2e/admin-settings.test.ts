// The shop's settings (/admin/parametres) in a real Chromium against the real server: a super administrator changes
// the WhatsApp number and the announcement, and the storefront's cart, served from the page cache, orders through
// the new number and shows the announcement within a second; a wrong phone and an end before the start are refused
// with the schema's French messages, nothing stored; the hours closed today put the notice on the cart, ordering
// still open; an ordinary administrator has no 'Paramètres' and is sent back from its address, and the API answers
// 403. A session signed in more than 5 minutes ago is asked its password ('Confirmez votre identité') before the
// WhatsApp number changes (docs/decisions/026-step-up.md); one just signed in is not. With SHOTS_DIR set, the screens
// are photographed at 375 and 1280 px.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkOf, startTestInbox, type TestInbox, tokenOf } from '@test/mail';
import { SETTINGS_MESSAGES } from '@/shared/settings/rules';
import type { ShopSettings } from '@/shared/settings/answers';
import type { Product } from '@/shared/catalog/answers';
import { ADMIN, apiInvite, apiSignIn, apiStepUp, besidesRefusals, hasChromium, launchBrowser, type RunningServer, signInContext, startServer, watchErrors, withAgedSessions } from './harness';

const SHOTS = process.env.SHOTS_DIR;
const NEW_NUMBER = '78 555 44 33';
const ANNOUNCEMENT = 'Livraison offerte ce week-end à Dakar';
/** The password asked again (the administrators' dialog, shared by every screen). */
const stepUpDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirmez votre identité' });

describe.skipIf(!hasChromium)('the shop settings in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let inbox: TestInbox;
  let owner: string;
  let dataDir: string;
  let env: Record<string, string>;
  const contexts: BrowserContext[] = [];

  async function api<T = unknown>(method: string, route: string, body?: unknown, token?: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.url}/api/v1${route}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { message: string; data: T } };
  }

  beforeAll(async () => {
    inbox = await startTestInbox();
    env = { SMTP_URL: inbox.smtpUrl, MAIL_FROM: 'Boutique <contact@boutique.test>', RATE_LIMIT_LOGIN: '100/60' };
    // A directory of the test's own: the sessions are aged in the database while the server is stopped.
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'boutique-e2e-settings-'));
    server = await startServer({ dataDir, env });
    browser = await launchBrowser();
    owner = (await apiSignIn(server.url)).accessToken;
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await inbox?.close();
  });


  async function shot(page: Page, name: string) {
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  }

  async function ownerPage(width = 1280): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    await signInContext(context, await apiSignIn(server.url));
    const page = await context.newPage();
    return { page, errors: watchErrors(page) };
  }

  /** A shopper's browser with one product in the cart; wa.me answered locally. */
  async function shopperPage(width = 1280): Promise<{ page: Page; errors: string[] }> {
    const products = (await api<Product[]>('GET', '/produits?limit=50')).body.data;
    const product = products.find((candidate) => !candidate.enRupture && (candidate.stock === null || candidate.stock > 2));
    if (!product) throw new Error('no product in stock');
    const line = {
      product: {
        _id: product._id,
        nom: product.nom,
        prix: product.prix,
        prixApresPromotion: product.prixApresPromotion,
        image: product.imagePrincipale?.thumbnailUrl ?? null,
        stock: product.stock,
        enRupture: product.enRupture,
      },
      quantity: 1,
      selectedVariant: null,
    };
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' }));
    await context.addInitScript((stored) => window.localStorage.setItem('cart', stored), JSON.stringify([line]));
    const page = await context.newPage();
    return { page, errors: watchErrors(page) };
  }

  const orderLink = async (page: Page) => {
    const link = page.locator('a[data-testid="whatsapp-order"]');
    await link.waitFor();
    return (await link.getAttribute('href')) ?? '';
  };

  it("changes the WhatsApp number and the announcement: the storefront's order link and bar show them within a second", async () => {
    const shopper = await shopperPage();
    await shopper.page.goto(`${server.url}/cart`);
    const before = (await api<ShopSettings>('GET', '/parametres', undefined, owner)).body.data;
    expect(await orderLink(shopper.page)).toContain(`https://wa.me/${before.numeroWhatsapp.slice(1)}?text=`);
    expect(await shopper.page.getByTestId('announcement-bar').count()).toBe(0);

    const { page, errors } = await ownerPage();
    await page.goto(`${server.url}/admin`);
    await page.getByRole('link', { name: 'Paramètres' }).first().click();
    await page.waitForURL(`${server.url}/admin/parametres`);
    const form = page.getByRole('form', { name: 'Paramètres' });
    await form.getByLabel('Numéro WhatsApp').waitFor();
    expect(await form.getByLabel('Numéro WhatsApp').inputValue()).toBe(before.numeroWhatsapp.slice(4));

    // Refused in French by the schema before anything is sent: a phone that is not one, an end before the start.
    await form.getByLabel('Numéro WhatsApp').fill('12');
    await form.getByLabel("Texte de l'annonce (facultatif)").fill(ANNOUNCEMENT);
    await form.getByLabel('Début (facultatif)').fill('2026-12-10');
    await form.getByLabel('Fin (facultatif)').fill('2026-12-01');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText(SETTINGS_MESSAGES.phoneInvalid).waitFor();
    await form.getByText(SETTINGS_MESSAGES.endBeforeStart).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-field'))).toBe('numeroWhatsapp');
    expect((await api<ShopSettings>('GET', '/parametres', undefined, owner)).body.data).toEqual(before);
    await shot(page, 'admin-settings-errors-1280');

    await form.getByLabel('Numéro WhatsApp').fill(NEW_NUMBER);
    await form.getByLabel('Début (facultatif)').fill('');
    await form.getByLabel('Fin (facultatif)').fill('');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText(SETTINGS_MESSAGES.saved).first().waitFor();
    const savedAt = Date.now();

    // The cart page, served from the page cache before the change, is drawn again with the new number and the
    // announcement within a second (read as a shopper's browser gets it, without waiting for its scripts).
    let html = '';
    while (Date.now() - savedAt < 1_000) {
      html = await (await fetch(`${server.url}/cart`)).text();
      if (html.includes('wa.me/221785554433') && html.includes(ANNOUNCEMENT)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(Date.now() - savedAt).toBeLessThan(1_000);
    expect(html).toContain(ANNOUNCEMENT);
    // Signed in a moment ago: the sign-in counts as the password typed again, nothing was asked.
    expect(await stepUpDialog(page).count()).toBe(0);
    // And the cart's order link uses it.
    await shopper.page.reload();
    const href = await orderLink(shopper.page);
    expect(href.startsWith('https://wa.me/221785554433?text=')).toBe(true);
    expect(await shopper.page.getByTestId('announcement-bar').textContent()).toContain(ANNOUNCEMENT);
    // The floating button and the footer too.
    expect(await shopper.page.getByRole('link', { name: 'Nous écrire sur WhatsApp' }).getAttribute('href')).toContain('wa.me/221785554433');
    expect(await shopper.page.locator('footer').textContent()).toContain('78 555 44 33');

    await page.reload();
    await form.getByLabel('Numéro WhatsApp').waitFor();
    expect(await form.getByLabel('Numéro WhatsApp').inputValue()).toBe('785554433');
    await shot(page, 'admin-settings-1280');
    expect(besidesRefusals(errors, [400])).toEqual([]);
    expect(shopper.errors).toEqual([]);
  });

  it('puts the notice on the cart outside the hours, ordering still open, and the threshold and payment in the cart', async () => {
    const hours = Array.from({ length: 7 }, () => ({ ouvert: false, ouverture: '08:00', fermeture: '18:00' }));
    // Tomorrow (Monday first: today is (getUTCDay() + 6) % 7, tomorrow getUTCDay()).
    hours[new Date().getUTCDay()] = { ouvert: true, ouverture: '09:00', fermeture: '18:00' };
    const saved = await api('PUT', '/parametres', { horaires: hours, numeroWave: '76 111 22 33', livraisonOfferteDes: 1 }, owner, await apiStepUp(server.url, owner));
    expect(saved.status).toBe(200);
    for (const width of [375, 1280]) {
      const { page, errors } = await shopperPage(width);
      // The first view after a save may be the page kept before it, while the new one is drawn: reloaded then.
      // Outside the default hours (8h–18h) the kept page has a notice too, of the old hours: the new one is waited for.
      const notice = page.getByTestId('closed-notice');
      const reopening = /Réouverture (demain|\w+) à 09:00\./;
      const deadline = Date.now() + 5_000;
      do {
        await page.goto(`${server.url}/cart`);
        await orderLink(page);
      } while (!reopening.test((await notice.count()) > 0 ? ((await notice.textContent()) ?? '') : '') && Date.now() < deadline);
      expect(await notice.textContent()).toContain(SETTINGS_MESSAGES.closedTitle);
      expect(await notice.textContent()).toMatch(reopening);
      await orderLink(page);
      expect(await page.getByTestId('delivery-fee').textContent()).toBe('Offerte');
      await shot(page, `cart-closed-${width}`);
      // Ordering stays open: the recorded order's message ends with the Mobile Money instructions.
      const [tab] = await Promise.all([page.context().waitForEvent('page'), page.locator('a[data-testid="whatsapp-order"]').click()]);
      await tab.waitForURL(/^https:\/\/wa\.me\//);
      const message = new URL(tab.url()).searchParams.get('text') ?? '';
      expect(message).toMatch(/^Commande CMD-/);
      expect(message).toContain('Livraison (à préciser) : offerte');
      expect(message).toContain('Paiement Mobile Money possible :\nWave : +221761112233');
      await tab.close();
      await page.goto(`${server.url}/`);
      await page.getByTestId('announcement-bar').waitFor();
      await shot(page, `storefront-announcement-${width}`);
      expect(errors).toEqual([]);
    }
    // Below the minimum order, the button is greyed and says what is missing.
    expect((await api('PUT', '/parametres', { commandeMinimum: 100_000_000 }, owner)).status).toBe(200);
    const below = await shopperPage(375);
    const greyed = below.page.locator('button[data-testid="whatsapp-order"]');
    const until = Date.now() + 5_000;
    do {
      await below.page.goto(`${server.url}/cart`);
      await below.page.locator('[data-testid="whatsapp-order"]').waitFor();
      await below.page.waitForFunction(() => !document.querySelector('[data-testid="whatsapp-order"] .animate-spin'));
    } while ((await greyed.count()) === 0 && Date.now() < until);
    expect(await greyed.isDisabled()).toBe(true);
    expect(await below.page.locator('#order-waits').textContent()).toMatch(/^Commande minimum\s: 100\s000\s000\sFCFA\. Ajoutez [\d\s]+FCFA d'articles pour commander\.$/);
    await shot(below.page, 'cart-minimum-375');
    expect((await api('PUT', '/parametres', { commandeMinimum: null }, owner)).status).toBe(200);

    const { page } = await ownerPage(375);
    await page.goto(`${server.url}/admin/parametres`);
    await page.getByRole('form', { name: 'Paramètres' }).getByLabel('Numéro WhatsApp').waitFor();
    await shot(page, 'admin-settings-375');
  });

  it('gives an ordinary administrator no Paramètres: not in the sidebar, sent back from its address, 403 from the API', async () => {
    const email = 'fatou.ndiaye@boutique.test';
    const password = 'Teranga-2026!';
    const seen = inbox.delivered.length;
    expect((await apiInvite(server.url, owner, email)).status).toBe(201);
    const invitation = await inbox.mailTo(email, seen);
    expect((await api('GET', `/auth/verify/${tokenOf(linkOf(invitation, '/admin/verify-account'))}`)).status).toBe(200);
    const creation = await inbox.mailTo(email, invitation.index);
    expect((await api('POST', '/auth/reset-password', { token: tokenOf(linkOf(creation, '/admin/reset-password')), newPassword: password })).status).toBe(200);
    const pair = await apiSignIn(server.url, email, password);

    const refused = await api('PUT', '/parametres', { numeroWhatsapp: '+221770000001' }, pair.accessToken);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Accès refusé');
    expect((await api('GET', '/parametres', undefined, pair.accessToken)).status).toBe(200);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    await signInContext(context, pair);
    const page = await context.newPage();
    await page.goto(`${server.url}/admin`);
    await page.getByRole('link', { name: 'Zones de livraison' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Paramètres' }).count()).toBe(0);
    await page.goto(`${server.url}/admin/parametres`);
    await page.waitForURL(`${server.url}/admin`);
    expect(await page.getByRole('form', { name: 'Paramètres' }).count()).toBe(0);
    expect(ADMIN.email).not.toBe(email);
  });

  it("asks a session signed in more than 5 minutes ago for its password before changing the WhatsApp number, then saves it", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    await signInContext(context, await apiSignIn(server.url));
    server = await withAgedSessions(server, { env });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}/admin/parametres`);
    const form = page.getByRole('form', { name: 'Paramètres' });
    await form.getByLabel('Numéro WhatsApp').waitFor();
    const before = (await api<ShopSettings>('GET', '/parametres', undefined, owner)).body.data;

    await form.getByLabel('Numéro WhatsApp').fill('78 666 55 44');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    const password = stepUpDialog(page);
    await password.waitFor();
    expect(await password.textContent()).toContain('Changer le numéro WhatsApp, un numéro Mobile Money, un contact ou la double authentification demande votre mot de passe.');
    await shot(page, 'admin-settings-step-up-1280');
    // Nothing saved while the password is asked.
    expect((await api<ShopSettings>('GET', '/parametres', undefined, owner)).body.data.numeroWhatsapp).toBe(before.numeroWhatsapp);
    await password.getByLabel('Mot de passe actuel').fill(ADMIN.password);
    await password.getByRole('button', { name: 'Confirmer' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: SETTINGS_MESSAGES.saved }).waitFor();
    await password.waitFor({ state: 'detached' });

    // The storefront orders through the new number.
    const deadline = Date.now() + 5_000;
    let html = '';
    do {
      html = await (await fetch(`${server.url}/cart`)).text();
      if (html.includes('wa.me/221786665544')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } while (Date.now() < deadline);
    expect(html).toContain('wa.me/221786665544');
    // The refused save is the one 403.
    expect(besidesRefusals(errors, [403])).toEqual([]);
  });
});
