// A shop without SMTP_URL, in a real Chromium against the real server (docs/product.md, "E-mail delivery"): the
// e-mails go to DATA_DIR/outbox/ and reach no one, and the back office says so instead of 'Invitation envoyée avec
// succès': the super administrator reads, on every screen, the banner 'Les e-mails ne sont pas envoyés'; inviting
// an administrator says the invitation was recorded and its e-mail kept, not sent, and how to configure mail;
// 'Envoyer un e-mail de test' in 'Paramètres' says the message was kept. An ordinary administrator sees no banner.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkOf, parseMail, type ReceivedMail, tokenOf } from '@test/mail';
import { apiInvite, apiSignIn, hasChromium, launchBrowser, type RunningServer, signInContext, startServer, watchErrors } from './harness';

const AWA = { email: 'awa.sow@boutique.test', password: 'Awa-Sow-Boutique-2026!' };
const BANNER = 'Les e-mails ne sont pas envoyés';

describe.skipIf(!hasChromium)('a shop without SMTP_URL says its e-mails are kept, not sent', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  const contexts: BrowserContext[] = [];

  /** The e-mails kept in the outbox for `to`, oldest first, as the recipient would have read them. */
  async function kept(to: string): Promise<ReceivedMail[]> {
    const dir = path.join(dataDir, 'outbox');
    const names = readdirSync(dir).filter((name) => name.endsWith('.eml')).sort();
    const mails = await Promise.all(names.map((name) => parseMail(readFileSync(path.join(dir, name)))));
    return mails.filter((mail) => mail.to.includes(to));
  }

  async function api(method: string, route: string, body?: unknown) {
    const response = await fetch(`${server.url}/api/v1${route}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status };
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'boutique-e2e-mail-'));
    server = await startServer({ dataDir, env: { RATE_LIMIT_LOGIN: '100/60' } });
    browser = await launchBrowser();
    // Awa, an ordinary administrator: invited, verified and given a password from the links kept in the outbox.
    const owner = (await apiSignIn(server.url)).accessToken;
    expect((await apiInvite(server.url, owner, AWA.email)).status).toBe(201);
    const [invitation] = await kept(AWA.email);
    expect((await api('GET', `/auth/verify/${tokenOf(linkOf(invitation, '/admin/verify-account'))}`)).status).toBe(200);
    const creation = (await kept(AWA.email))[1];
    expect((await api('POST', '/auth/reset-password', { token: tokenOf(linkOf(creation, '/admin/reset-password')), newPassword: AWA.password })).status).toBe(200);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function signedIn(identifier?: string, password?: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    await signInContext(context, await apiSignIn(server.url, identifier, password));
    const page = await context.newPage();
    return { page, errors: watchErrors(page) };
  }

  it('tells the super administrator on every screen, and says the invitation was kept, not sent', async () => {
    const { page, errors } = await signedIn();
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { name: "Vue d'ensemble" }).waitFor();
    const banner = page.getByTestId('mail-outbox-banner');
    await banner.getByText(BANNER).waitFor();
    expect(await banner.textContent()).toContain('renseignez SMTP_URL (voir le README)');

    await page.goto(`${server.url}/admin/utilisateurs/add`);
    await page.getByRole('heading', { name: 'Inviter un administrateur' }).waitFor();
    await banner.getByText(BANNER).waitFor();
    await page.getByLabel('Adresse email').fill('cheikh.diop@boutique.test');
    await page.getByRole('button', { name: "Envoyer l'invitation" }).click();
    await page.waitForURL(`${server.url}/admin/utilisateurs`);
    await page.getByText("Invitation enregistrée, mais l'e-mail n'a pas été envoyé", { exact: false }).first().waitFor();
    expect(await page.getByText('Invitation envoyée avec succès', { exact: false }).count()).toBe(0);
    expect(await kept('cheikh.diop@boutique.test')).toHaveLength(1);

    await page.goto(`${server.url}/admin/parametres`);
    await page.getByRole('heading', { name: 'E-mails', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Envoyer un e-mail de test' }).click();
    await page.getByText("E-mail de test conservé dans la boîte d'envoi du serveur", { exact: false }).first().waitFor();
    expect((await kept('admin@boutique.test')).map((mail) => mail.subject)).toContain('Boutique – E-mail de test');
    expect(errors).toEqual([]);
  });

  it('keeps the banner to its title on a phone, the rest a tap away', async () => {
    const { page, errors } = await signedIn(undefined, undefined, 375);
    await page.goto(`${server.url}/admin`);
    const banner = page.getByTestId('mail-outbox-banner');
    await banner.getByText(BANNER).waitFor();
    const text = banner.getByText('renseignez SMTP_URL', { exact: false });
    expect(await text.isVisible()).toBe(false);
    expect((await banner.boundingBox())?.height).toBeLessThan(100);
    await banner.getByRole('button', { name: 'Pourquoi, et comment les envoyer' }).click();
    await text.waitFor();
    expect(await banner.getByRole('button').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows an ordinary administrator no banner', async () => {
    const { page, errors } = await signedIn(AWA.email, AWA.password);
    await page.goto(`${server.url}/admin/compte`);
    await page.getByText(AWA.email).first().waitFor();
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { name: "Vue d'ensemble" }).waitFor();
    expect(await page.getByText(BANNER).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
