// The storefront's script policy in a real Chromium (docs/SECURITY.md, "Headers"): no
// 'unsafe-inline', the hashes of exactly the inline scripts each page runs (Next.js's streamed payload among them),
// kept with the cached page; every page hydrates and navigates with no violation, and a script injected into a
// served page does not run.
import { createHash } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { besidesRefusals, hasChromium, launchBrowser, type RunningServer, startServer, watchErrors } from './harness';

type Watched = Window & { __violations?: string[]; __injected?: boolean };

/** The script-src directive of a policy. */
const scriptSrc = (policy: string | undefined) =>
  (policy ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src ')) ?? '';

const hashesOf = (directive: string) => directive.split(/\s+/).filter((source) => source.startsWith("'sha256-"));

/**
 * The hash of each inline script the page's HTML carries, from the text the browser's own parser reads in it (the
 * document's scripts would also show those React adds while rendering, which never run).
 */
async function pageScriptHashes(page: Page, html: string): Promise<string[]> {
  const texts = await page.evaluate((source) => {
    const parsed = new DOMParser().parseFromString(source, 'text/html');
    return [...parsed.querySelectorAll('script:not([src])')]
      .filter((script) => {
        const type = (script.getAttribute('type') ?? '').trim().toLowerCase();
        return type === '' || type === 'module' || type.includes('javascript');
      })
      .map((script) => script.textContent ?? '');
  }, html);
  return [...new Set(texts.map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`))];
}

describe.skipIf(!hasChromium)("the storefront's script policy in Chromium", () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let productId: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    // Every violation the page meets, whatever its cause, reported to the test (an init script is not the page's).
    await context.addInitScript(() => {
      const watched = window as Watched;
      watched.__violations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        watched.__violations?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
      });
    });
    const response = await fetch(`${server.url}/api/v1/produits/?limit=1`);
    productId = ((await response.json()) as { data: { _id: string }[] }).data[0]._id;
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  const violations = (page: Page) => page.evaluate(() => (window as Watched).__violations ?? []);

  it('lists the hashes of exactly the inline scripts of each page, without unsafe-inline, and meets no violation', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    for (const path of ['/', '/pro', `/produits/${productId}`, '/cart', '/faq', '/livraison', '/pro?search=vitamine', '/nulle-part']) {
      const response = await page.goto(server.url + path, { waitUntil: 'load' });
      expect(response?.status(), path).toBe(path === '/nulle-part' ? 404 : 200);
      const directive = scriptSrc(response?.headers()['content-security-policy']);
      expect(directive, path).not.toContain('unsafe-inline');
      expect(directive, path).toMatch(/^script-src 'self' /);
      const expected = await pageScriptHashes(page, (await response?.text()) ?? '');
      expect(expected.length, path).toBeGreaterThan(0);
      expect(hashesOf(directive).sort(), path).toEqual(expected.sort());
      // The page hydrated: React's handlers answer (the menu opens, a link navigates in the app).
      await page.waitForFunction(() => document.readyState === 'complete');
      expect(await violations(page), path).toEqual([]);
    }
    expect(besidesRefusals(errors, [404])).toEqual([]);
    await page.close();
  }, 120_000);

  it('keeps the hashes with the cached page: the same policy to every visitor, from the cache', async () => {
    const first = await fetch(`${server.url}/faq`);
    const second = await fetch(`${server.url}/faq`);
    await first.arrayBuffer();
    await second.arrayBuffer();
    expect(hashesOf(scriptSrc(first.headers.get('content-security-policy') ?? '')).length).toBeGreaterThan(0);
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    // A reasonable header: well under the 8 KiB many proxies accept for a whole header block.
    expect(first.headers.get('content-security-policy')?.length ?? 0).toBeLessThan(6_000);
  });

  it('navigates client-side with no violation, and does not run an inline script injected into a served page', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}/`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.readyState === 'complete');
    // A client-side navigation: an RSC payload, no new document.
    await page.evaluate(() => {
      (window as Watched & { __sameDocument?: boolean }).__sameDocument = true;
    });
    await page.locator('a[href^="/produits/"]:visible').first().click();
    await page.waitForURL(/\/produits\//);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as Watched & { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await violations(page)).toEqual([]);

    // A script element the page did not carry, as an injection would add it.
    await page.addScriptTag({ content: 'window.__injected = true;' }).catch(() => undefined);
    expect(await page.evaluate(() => (window as Watched).__injected)).toBeUndefined();
    const seen = await violations(page);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^script-src(-elem)? inline /);
    expect(errors.filter((error) => !error.includes('Content Security Policy'))).toEqual([]);
    await page.close();
  }, 60_000);
});
