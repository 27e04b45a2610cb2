// The product alerts in a real Chromium against the real server: a product given its own low-stock threshold and
// another an expiry date (through the API) → the dashboard's 'Alertes' card counts and names them, and its link opens
// the products list filtered on that alert; then the account screen saves the daily e-mail's choice, read again
// after a reload. Screenshots of both at 375 and 1280 px when SHOTS_DIR is set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '@/components/admin/account/texts';
import { ALERT_SUMMARY_LABELS, ALERT_SUMMARY_MESSAGES, formatStockLeft } from '@/shared/alerts/summary';
import type { AlertEmailChoice, ShopAlerts } from '@/shared/alerts/answers';
import { addDays, dakarToday } from '@/shared/alerts/rules';
import { apiSignIn, hasChromium, launchBrowser, openAdminPage, type RunningServer, startServer, type TokenPair } from './harness';

const LOW = 'Collagène Marin Alerte E2E';
const EXPIRING = 'Vitamine C Alerte E2E';
const SHOTS = process.env.SHOTS_DIR;

describe.skipIf(!hasChromium)('back-office alerts in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let tokens: TokenPair;
  /** The alerts of the demo catalogue, before this test's products. */
  let before: ShopAlerts;

  async function api<T>(method: string, apiPath: string, body?: unknown): Promise<{ status: number; message: string; data: T }> {
    const response = await fetch(`${server.url}/api/v1${apiPath}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.accessToken}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as { message: string; data: T };
    return { status: response.status, ...envelope };
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    tokens = await apiSignIn(server.url);
    before = (await api<ShopAlerts>('GET', '/dashboard/alertes')).data;
    const categories = await api<{ _id: string }[]>('GET', '/types');
    const typeProduit = categories.data[0]._id;
    // Stock 7 is above the shop's default (5): only its own threshold of 10 makes it low.
    const low = await api('POST', '/produits', { nom: LOW, prix: 15_000, stock: 7, seuilStockBas: 10, typeProduit, description: 'Produit de test' });
    expect(low.status).toBe(201);
    const expiring = await api('POST', '/produits', {
      nom: EXPIRING,
      prix: 4_500,
      typeProduit,
      description: 'Produit de test',
      datePeremption: addDays(dakarToday(), 10),
    });
    expect(expiring.status).toBe(201);
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const adminPage = (width = 1280) => openAdminPage(browser, tokens, { width });

  const row = (page: Page, kind: string): Locator => page.locator(`[data-testid="alert-row"][data-alert="${kind}"]`);

  async function shoot(page: Page, name: string, target?: Locator) {
    if (!SHOTS) return;
    if (target) await target.screenshot({ path: path.join(SHOTS, `${name}.png`) });
    else await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  }

  it('shows the threshold and the expiry date on the dashboard, and its link opens the list filtered', async () => {
    const alerts = (await api<ShopAlerts>('GET', '/dashboard/alertes')).data;
    const { page, errors } = await adminPage();
    await page.goto(`${server.url}/admin`);
    const card = page.getByTestId('alerts-card');
    await card.getByRole('heading', { name: 'Alertes' }).waitFor();
    await row(page, 'stock-bas').waitFor();
    for (const group of alerts.alertes) {
      await expect(row(page, group.type).textContent()).resolves.toContain(ALERT_SUMMARY_LABELS[group.type]);
      expect(await row(page, group.type).getByTestId('alert-count').textContent()).toBe(String(group.total));
    }
    // The demo catalogue's lowest stocks are named first; the count takes this one in.
    const total = (alerts: ShopAlerts, kind: string) => alerts.alertes.find((group) => group.type === kind)?.total ?? 0;
    expect(total(alerts, 'stock-bas')).toBe(total(before, 'stock-bas') + 1);
    expect(total(alerts, 'peremption-proche')).toBe(total(before, 'peremption-proche') + 1);
    expect(await row(page, 'peremption-proche').getByTestId('alert-products').textContent()).toContain(EXPIRING);
    expect(await row(page, 'peremption-proche').textContent()).toContain('Péremption proche (30 jours)');
    // Each low-stock product named with its stock, the figure the owner acts on.
    const lowGroup = alerts.alertes.find((group) => group.type === 'stock-bas');
    const lowLines = await row(page, 'stock-bas').getByTestId('alert-products').textContent();
    for (const product of lowGroup?.produits ?? []) expect(lowLines).toContain(`${product.nom} : ${formatStockLeft(product.stock ?? 0)}`);
    await shoot(page, 'dashboard-1280');
    await shoot(page, 'alerts-card-1280', card);

    await row(page, 'stock-bas').click();
    await page.waitForURL(`${server.url}/admin/produits?alerte=stock-bas`);
    await page.getByText(LOW).first().waitFor();
    expect(await page.getByText(EXPIRING).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('fits a phone', async () => {
    const { page, errors } = await adminPage(375);
    await page.goto(`${server.url}/admin`);
    const card = page.getByTestId('alerts-card');
    await row(page, 'peremption-proche').waitFor();
    await card.scrollIntoViewIfNeeded();
    await shoot(page, 'alerts-card-375', card);
    await shoot(page, 'dashboard-375');
    // The stock figures stay whole beside names cut short.
    const figures = await row(page, 'stock-bas').getByTestId('alert-stock').all();
    expect(figures.length).toBeGreaterThan(0);
    for (const figure of figures) {
      const figureBox = await figure.boundingBox();
      expect((figureBox?.x ?? -1) >= 0 && (figureBox?.x ?? 0) + (figureBox?.width ?? 999) <= 375).toBe(true);
      expect(await figure.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    const box = await card.boundingBox();
    expect(box).toMatchObject({ x: expect.any(Number) });
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 375).toBe(true);
    expect(errors).toEqual([]);
  });

  it('names each alert link after its visible text (WCAG 2.5.3)', async () => {
    const { page, errors } = await adminPage();
    await page.goto(`${server.url}/admin`);
    await row(page, 'peremption-proche').waitFor();
    for (const [kind, label] of Object.entries(ALERT_SUMMARY_LABELS)) {
      expect(await row(page, kind).getAttribute('aria-label')).toBeNull();
      expect(await page.getByRole('link', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) }).count()).toBe(1);
    }
    // The products' names, visible in the link, are in its name too.
    expect(await page.getByRole('link', { name: EXPIRING }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("says 'Aucune alerte' calmly when all four are empty", async () => {
    const { page, errors } = await adminPage();
    const quiet: ShopAlerts = { ...before, alertes: before.alertes.map((group) => ({ ...group, total: 0, produits: [] })) };
    await page.route('**/api/v1/dashboard/alertes', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, status: 200, message: 'ok', data: quiet }) }),
    );
    await page.goto(`${server.url}/admin`);
    const card = page.getByTestId('alerts-card');
    await card.getByText('Aucune alerte').waitFor();
    expect(await card.getByText('Les stocks et les dates de péremption sont en ordre.').count()).toBe(1);
    expect(await row(page, 'stock-bas').count()).toBe(0);
    await shoot(page, 'alerts-none-1280', card);
    expect(errors).toEqual([]);
  });

  it("saves the account's choice of the daily e-mail", async () => {
    const { page, errors } = await adminPage();
    await page.goto(`${server.url}/admin/compte`);
    const form = page.getByRole('form', { name: 'Alertes par e-mail' });
    const toggle = form.getByRole('switch', { name: 'Recevoir le résumé quotidien' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    const hour = form.getByLabel("Heure d'envoi");
    expect(await hour.isDisabled()).toBe(true);
    await toggle.click();
    await hour.selectOption('18');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText(ALERT_SUMMARY_MESSAGES.choiceSaved).waitFor();
    expect((await api<AlertEmailChoice>('GET', '/auth/profile/alertes')).data).toEqual({ alertesEmail: true, alertesHeure: 18 });
    await shoot(page, 'account-alerts-1280', form);

    await page.reload();
    await form.getByRole('switch', { name: 'Recevoir le résumé quotidien' }).waitFor();
    expect(await form.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(await form.getByLabel("Heure d'envoi").inputValue()).toBe('18');
    expect(errors).toEqual([]);

    // The profile's empty fields are readable: 'Non renseigné' at 4.5:1 at least on its background (WCAG 1.4.3).
    const placeholders = page.getByText(ACCOUNT_TEXTS.notProvided, { exact: true });
    expect(await placeholders.count()).toBeGreaterThan(0);
    const ratios = await placeholders.evaluateAll((elements) => {
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
      const rgb = (color: string) => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
        return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      };
      const luminance = (color: string) => {
        const [r, g, b] = rgb(color).map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const background = (element: Element) => {
        for (let at: Element | null = element; at; at = at.parentElement) {
          const color = getComputedStyle(at).backgroundColor;
          if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') return color;
        }
        return 'white';
      };
      return elements.map((element) => {
        const [a, b] = [luminance(getComputedStyle(element).color), luminance(background(element))];
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      });
    });
    expect(Math.min(...ratios)).toBeGreaterThanOrEqual(4.5);

    const phone = await adminPage(375);
    await phone.page.goto(`${server.url}/admin/compte`);
    const phoneForm = phone.page.getByRole('form', { name: 'Alertes par e-mail' });
    await phoneForm.getByRole('switch').waitFor();
    await phoneForm.scrollIntoViewIfNeeded();
    await shoot(phone.page, 'account-alerts-375', phoneForm);
  });
});
