// Accessibility of every page the browser tests visit: axe-core's WCAG 2.1 A and AA rules (tags wcag2a, wcag2aa,
// wcag21a, wcag21aa), run in each page of every browser `launchBrowser()` opens, after each navigation of its main
// frame (a full load or a client-side one), once the page has loaded and settled. Each page is scanned once per test
// file: its key is the path, identifiers and numbers set aside, and the width (narrow under 768 pixels, wide from
// 768). A violation of impact `serious` or `critical` fails the test during which the page was visited (the file's
// `afterEach`, or its `afterAll` for a page seen outside any test); the message gives, per page, the URL, each
// rule, its help and its first three targets. Only HTML documents of http(s) are scanned; a scan the page's closing
// or next navigation interrupts is skipped. Outside Vitest (the benchmarks) nothing is scanned.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING: ImpactValue[] = ['serious', 'critical'];

/**
 * Rules set aside on one page only, each with its reason: a violation that the shop cannot mend without a product
 * decision. The path is matched against the page's key path (`pageKey`).
 */
const SET_ASIDE: { path: RegExp; rule: string; why: string }[] = [];

/** The time a page has, once loaded, to draw what its navigation brought (a client-side one above all). */
const SETTLE_MS = 400;
const LOAD_TIMEOUT_MS = 10_000;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The page's key: its path with identifiers and numbers replaced, and its width's bucket. */
export function pageKey(url: URL, width: number): string {
  return `${url.pathname.replace(UUID, ':id').replace(/\d+/g, ':n')} ${width < 768 ? 'narrow' : 'wide'}`;
}

interface Violation {
  id: string;
  impact: ImpactValue | undefined;
  help: string;
  targets: string[];
}

interface Finding {
  url: string;
  width: number;
  violations: Violation[];
}

const scannedKeys = new Set<string>();
const pending = new Set<Promise<void>>();
let findings: Finding[] = [];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * A failure of a scan that the page's closing or navigation caused, or a page that never finished loading (a busy
 * machine, a download): the scan is skipped, quietly, and a later visit scans the page.
 */
const INTERRUPTED =
  /closed|Execution context was destroyed|navigat|detached|Cannot find context|context with specified id|Axe is already running|Timeout \d+ms exceeded/i;

async function scan(page: Page, isCurrent: () => boolean): Promise<void> {
  let key: string | undefined;
  try {
    await page.waitForLoadState('load', { timeout: LOAD_TIMEOUT_MS });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    if (!isCurrent() || page.isClosed()) return;
    const url = new URL(page.url());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    const width = page.viewportSize()?.width ?? (await page.evaluate(() => window.innerWidth));
    const candidate = pageKey(url, width);
    if (scannedKeys.has(candidate)) return;
    key = candidate;
    scannedKeys.add(key);
    const state = await page.evaluate(() => ({ html: document.contentType === 'text/html', loaded: 'axe' in window }));
    if (!state.html) return;
    // Evaluated through the DevTools protocol, which the pages' Content-Security-Policy does not govern: no script
    // element, no `bypassCSP`, so that the CSP's own tests still see what a shopper's browser sees.
    if (!state.loaded) await page.evaluate(AXE_SOURCE);
    if (!isCurrent()) throw new Error('navigated meanwhile');
    const violations = await page.evaluate(
      async ({ tags, failing }) => {
        const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
        // A toast or a dialog still fading in would read as faint text, one fading out would still hide the page
        // behind it: its finite animations end first (3 s at most, a busy machine draws slowly), then two frames
        // let React remove what they ended.
        const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
        await Promise.race([Promise.allSettled(finite.map((animation) => animation.finished)), new Promise((resolve) => setTimeout(resolve, 3_000))]);
        for (let frame = 0; frame < 2; frame += 1) {
          await new Promise((resolve) => {
            requestAnimationFrame(resolve);
            setTimeout(resolve, 100);
          });
        }
        // A test may open a menu or a dialog before the scan comes: the page behind it is then aria-hidden while its
        // links stay in the document, which focus cannot reach (the layer holds it), so that one rule waits for a
        // scan without the layer.
        const layer = document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"], [role="menu"][data-state="open"]');
        const results = await axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          rules: layer ? { 'aria-hidden-focus': { enabled: false } } : {},
          resultTypes: ['violations'],
          iframes: false,
        });
        return results.violations
          .filter((violation) => failing.includes(violation.impact ?? null))
          .map((violation) => ({
            id: violation.id,
            impact: violation.impact,
            help: violation.help,
            targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
          }));
      },
      { tags: AXE_TAGS, failing: FAILING },
    );
    if (!isCurrent()) throw new Error('navigated meanwhile');
    const keyPath = key.slice(0, key.lastIndexOf(' '));
    const kept = violations.filter((violation) => !SET_ASIDE.some((aside) => aside.rule === violation.id && aside.path.test(keyPath)));
    if (kept.length > 0) findings.push({ url: url.href, width, violations: kept });
  } catch (error) {
    if (key) scannedKeys.delete(key);
    if (page.isClosed() || !isCurrent() || INTERRUPTED.test(String(error))) return;
    findings.push({ url: page.url(), width: page.viewportSize()?.width ?? 0, violations: [{ id: 'scan-failed', impact: undefined, help: String(error), targets: [] }] });
  }
}

const watchedPages = new WeakSet<Page>();
const watchedContexts = new WeakSet<BrowserContext>();
/** Each page's scans, one after the other: axe refuses to run twice at once in a page. */
const queues = new WeakMap<Page, Promise<void>>();

/** The scans under way in these pages, given at most `CLOSE_WAIT_MS` (a page may never finish loading). */
const CLOSE_WAIT_MS = 15_000;
async function scansOf(pages: Page[]): Promise<void> {
  const under = pages.map((page) => queues.get(page)).filter((queue) => queue !== undefined);
  if (under.length === 0) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.allSettled(under), new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)))]);
  clearTimeout(timer);
}

function watchPage(page: Page): void {
  if (watchedPages.has(page)) return;
  watchedPages.add(page);
  let generation = 0;
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const current = ++generation;
    const isCurrent = () => generation === current;
    const done = (queues.get(page) ?? Promise.resolve()).then(() => (isCurrent() ? scan(page, isCurrent) : undefined));
    queues.set(page, done);
    pending.add(done);
    void done.finally(() => pending.delete(done));
  });
  // A test that closes its page right after a navigation still has it scanned.
  const close = page.close.bind(page);
  page.close = async (...args) => {
    await scansOf([page]);
    return close(...args);
  };
}

function watchContext(context: BrowserContext): void {
  if (watchedContexts.has(context)) return;
  watchedContexts.add(context);
  for (const page of context.pages()) watchPage(page);
  context.on('page', watchPage);
  const close = context.close.bind(context);
  context.close = async (...args) => {
    await scansOf(context.pages());
    return close(...args);
  };
}

/** Scans every page of every context the browser opens (see the top of this file); the browser itself is returned. */
export function scanAccessibility(browser: Browser): Browser {
  if (!process.env.VITEST) return browser;
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    watchContext(context);
    return context;
  };
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    watchContext(page.context());
    watchPage(page);
    return page;
  };
  const close = browser.close.bind(browser);
  browser.close = async (...args) => {
    await scansOf(browser.contexts().flatMap((context) => context.pages()));
    return close(...args);
  };
  return browser;
}

/** Waits for the scans under way, then throws if any page seen since the last call had a serious or critical violation. */
export async function assertAccessible(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
  const seen = findings;
  findings = [];
  if (seen.length === 0) return;
  const pages = seen.map(({ url, width, violations }) =>
    [
      `${url} (${width} px wide)`,
      ...violations.map(({ id, impact, help, targets }) => {
        const shown = targets.slice(0, 3).join(', ') + (targets.length > 3 ? `, … (${targets.length} in all)` : '');
        return `  - ${id} (${impact ?? 'error'}): ${help}${shown ? ` — ${shown}` : ''}`;
      }),
    ].join('\n'),
  );
  throw new Error(`Accessibility: serious or critical WCAG 2.1 A/AA violations (axe-core) on ${seen.length} page(s):\n${pages.join('\n')}`);
}

if (process.env.VITEST) {
  const { afterAll, afterEach } = await import('vitest');
  afterEach(assertAccessible, 60_000);
  afterAll(assertAccessible, 60_000);
}
