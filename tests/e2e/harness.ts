// Starts the real server (the built app, via server.ts) on a free port with a temporary DATA_DIR, and a real
// Chromium through playwright-core. Under Vitest, every page of the browsers `launchBrowser()` opens is scanned for
// accessibility with axe-core, WCAG 2.1 A and AA: a serious or critical violation fails the test that visited the
// page (./accessibility.ts, whose hooks each test file gets by importing this one).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { STEP_UP } from '@/shared/auth/step-up';
import type { Product } from '@/shared/catalog/answers';
import { scanAccessibility } from './accessibility';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

export const ADMIN = { email: 'admin@boutique.test', password: 'Admin-Test-2026!' };

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** Who signed in for a pair, so that each browser context can open a session of its own (`signInContext`). */
const SIGNED_IN_AS = new WeakMap<TokenPair, { base: string; identifier: string; password: string }>();

/** Signs in through POST /auth/login (the owner by default) and returns the pair; throws on any refusal. */
export async function apiSignIn(base: string, identifier = ADMIN.email, password = ADMIN.password): Promise<TokenPair> {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  const body = (await response.json()) as { data: TokenPair };
  if (response.status !== 200) throw new Error(`sign-in of ${identifier} refused (${response.status}): ${JSON.stringify(body)}`);
  SIGNED_IN_AS.set(body.data, { base, identifier, password });
  return body.data;
}

/**
 * The header of a step-up (POST /auth/step-up with the password, the owner's by default), which inviting, blocking
 * and unblocking an administrator ask for (docs/decisions/026-step-up.md); throws on any refusal.
 */
export async function apiStepUp(base: string, accessToken: string, password = ADMIN.password): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/v1/auth/step-up`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ currentPassword: password }),
  });
  const body = (await response.json()) as { data: { stepUpToken: string } };
  if (response.status !== 200) throw new Error(`step-up refused (${response.status}): ${JSON.stringify(body)}`);
  return { [STEP_UP.header]: body.data.stepUpToken };
}

/** An invitation as a super administrator sends it through the API (the owner by default): the step-up, then POST /auth/admin. */
export async function apiInvite(
  base: string,
  accessToken: string,
  email: string,
  password = ADMIN.password,
): Promise<{ status: number; body: { message: string; data: { id: string } } }> {
  const response = await fetch(`${base}/api/v1/auth/admin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}`, ...(await apiStepUp(base, accessToken, password)) },
    body: JSON.stringify({ email }),
  });
  return { status: response.status, body: (await response.json()) as { message: string; data: { id: string } } };
}

/**
 * Every page the context opens starts signed in: the refresh token in the back office's HttpOnly cookie, as the
 * server sets it on sign-in; each page gets its access token from it (docs/decisions/024-refresh-cookie-and-nonce-csp.md).
 */
export async function signInContext(context: BrowserContext, given: TokenPair): Promise<void> {
  // A session of the context's own: each page's refresh rotates the cookie, which would spend the refresh token of
  // any other context (or test) holding the same one, and the server would end the session for all (decision 006).
  const as = SIGNED_IN_AS.get(given);
  const pair = as ? await apiSignIn(as.base, as.identifier, as.password) : given;
  await context.addCookies([
    { name: 'boutique_refresh', value: pair.refreshToken, domain: '127.0.0.1', path: '/api/v1/auth', httpOnly: true, sameSite: 'Strict' },
  ]);
  // As the sign-in screen leaves it: a session to resume (src/lib/api/session.ts, SESSION_HINT_KEY). Once per tab,
  // so that a test that signs out and reloads sees the shop signed out.
  await context.addInitScript(() => {
    if (sessionStorage.getItem('e2e:hinted')) return;
    sessionStorage.setItem('e2e:hinted', '1');
    localStorage.setItem('adminSession', '1');
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  /** With `adminHost`: the back office's own origin (ADMIN_URL), http://localhost:<port>. */
  adminUrl?: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** SIGTERM, then waits for the exit code. */
  stop(): Promise<number | null>;
}

export interface StartOptions {
  dataDir?: string;
  /** A port of its own choice (a server started again at its former address); a free one by default. */
  port?: number;
  env?: Record<string, string>;
  /** Resolve as soon as the process is spawned instead of waiting for it to be ready. */
  waitReady?: boolean;
  /** Start as `npm start` does (scripts/start.mjs) rather than the server entry alone. */
  npmStart?: boolean;
  /**
   * Reached as http://localhost:<port>, which is also its PUBLIC_URL: WebAuthn refuses an IP address as the relying
   * party, so the passkeys' tests need a host name (docs/decisions/025-second-factor.md, "Passkeys").
   */
  localhost?: boolean;
  /**
   * Two hosts on one loopback server: the storefront on http://127.0.0.1:<port> (PUBLIC_URL, `url`) and the back
   * office on http://localhost:<port> (ADMIN_URL, `adminUrl`); docs/SECURITY.md, "The back office's origin".
   */
  adminHost?: boolean;
}

/**
 * How `npm start` runs Node (package.json's start script, whose shell gives its place to Node): its environment
 * (the C allocator's settings) and Node's flags (the young generation's size, `gc` for the idle collection); bench/README.md, "Storefront pages".
 */
function npmStartRuntime(): { env: Record<string, string>; flags: string[] } {
  const script = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const words = script.split(/\s+/);
  const node = words.indexOf('node');
  const entry = words.indexOf('scripts/start.mjs');
  const exec = words.indexOf('exec');
  if (node < 0 || entry < node || exec !== node - 1) {
    throw new Error(`package.json's start script is not "VAR=value … exec node <flags> scripts/start.mjs": ${script}`);
  }
  return { env: Object.fromEntries(words.slice(0, exec).map((word) => word.split('=', 2))), flags: words.slice(node + 1, entry) };
}

export function spawnServer(port: number, dataDir: string, env: Record<string, string> = {}, npmStart = false): ChildProcess {
  const entry = npmStart ? ['scripts/start.mjs'] : ['--import', 'tsx', 'server.ts'];
  const runtime = npmStartRuntime();
  return spawn(process.execPath, [...runtime.flags, ...entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...runtime.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Each browser context signs in once through the API (signInContext): more than the default ten a minute.
      RATE_LIMIT_LOGIN: '1000/60',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export function waitForExit(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * Every session of a server's embedded database signed in 10 minutes ago, as if the password had been typed then:
 * past the 5 minutes in which a sign-in counts as a step-up (docs/decisions/026-step-up.md). The server is stopped
 * meanwhile and started again on the same DATA_DIR and port: its pages, sessions and cookies stay good. The server
 * must have been started with a `dataDir` of the test's own: one it made itself is removed when it stops.
 */
export async function withAgedSessions(server: RunningServer, options: Omit<StartOptions, 'dataDir'> = {}): Promise<RunningServer> {
  await server.stop();
  const pg = await PGlite.create(path.join(server.dataDir, 'pgdata'), { extensions: { unaccent, pg_trgm, fuzzystrmatch } });
  await pg.query(`UPDATE sessions SET created_at = now() - interval '10 minutes'`);
  await pg.close();
  return startServer({ ...options, dataDir: server.dataDir, port: Number(new URL(server.url).port) });
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const ownDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'boutique-e2e-'));
  const port = options.port ?? (await freePort());
  const origin = `http://${options.localhost ? 'localhost' : '127.0.0.1'}:${port}`;
  const adminUrl = options.adminHost ? `http://localhost:${port}` : undefined;
  const env = options.localhost
    ? { PUBLIC_URL: origin, ...options.env }
    : adminUrl
      ? { PUBLIC_URL: origin, ADMIN_URL: adminUrl, ...options.env }
      : options.env;
  const child = spawnServer(port, dataDir, env, options.npmStart);
  let log = '';
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const server: RunningServer = {
    url: origin,
    adminUrl,
    dataDir,
    process: child,
    output: () => log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const code = await waitForExit(child);
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
  if (options.waitReady === false) return server;
  const deadline = Date.now() + 120_000;
  while (!log.includes('Boutique prête')) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready in time:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const hasChromium = existsSync(CHROME_PATH);
if (!hasChromium) {
  console.warn(
    `\n${'!'.repeat(78)}\n!! BROWSER TESTS SKIPPED: no Chromium at ${CHROME_PATH}. Install it (apt-get install -y chromium)\n!! or set CHROME_PATH.\n${'!'.repeat(78)}\n`,
  );
}

/** Headless, and quiet: without the background-networking flags Chromium keeps calling out of a closed network. */
export const CHROME_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A Chromium whose pages are scanned for accessibility under Vitest (./accessibility.ts). */
export async function launchBrowser(): Promise<Browser> {
  return scanAccessibility(await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS }));
}

/**
 * Collects uncaught page errors, console errors and every answer of the server's own failure (5xx, whether the
 * page shows it or not), so that a test can assert there were none.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500) errors.push(`response: ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return errors;
}

/**
 * Waits until React has hydrated the element `selector` names (the product page's quantity by default): a press
 * made before is lost, as a shopper's tap on a slow phone would be, and a test must not race it.
 */
export async function whenHydrated(page: Page, selector = '#quantity'): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  }, selector);
}

/** A new browser window of the back office, signed in with `tokens`, and the errors it meets (`watchErrors`). */
export async function openAdminPage(
  browser: Browser,
  tokens: TokenPair,
  { width = 1280, height = 900, ...options }: { width?: number; height?: number; locale?: string; acceptDownloads?: boolean } = {},
): Promise<{ page: Page; errors: string[]; context: BrowserContext }> {
  const context = await browser.newContext({ viewport: { width, height }, ...options });
  await signInContext(context, tokens);
  const page = await context.newPage();
  return { page, errors: watchErrors(page), context };
}

/**
 * Chromium's own console line for an answer of 400 or more: "Failed to load resource: the server responded with a
 * status of 404 (Not Found)".
 */
const REFUSED_RESOURCE = /^console: Failed to load resource: the server responded with a status of (\d{3})\b/;

/**
 * The errors `watchErrors` collected, but Chromium's lines for the refusals the test makes the screen meet (the
 * statuses named, 4xx only): the page's own errors and any 5xx are always kept.
 */
export function besidesRefusals(errors: string[], statuses: number[]): string[] {
  const refused = statuses.filter((status) => status < 400 || status > 499);
  if (refused.length > 0) throw new Error(`only refusals (4xx) may be set aside, not ${refused.join(', ')}`);
  return errors.filter((error) => {
    const status = REFUSED_RESOURCE.exec(error)?.[1];
    return !(status && statuses.includes(Number(status)));
  });
}

/**
 * The catalogue's products in stock (more than 3 of them, or untracked) that `also` keeps, each given once: a test
 * takes one per call, so that no two of its cases share a product. Read after the catalogue is loaded.
 */
export function productsInStock(catalogue: () => Product[], also: (product: Product) => boolean = () => true): () => Product {
  let taken = 0;
  return () => {
    const found = catalogue().filter((p) => !p.enRupture && (p.stock === null || p.stock > 3) && also(p))[taken++];
    if (!found) throw new Error('not enough products in stock');
    return found;
  };
}

/** The widths the screens are looked at: a phone's, then a desktop's. */
export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * A full-page picture of the page at the phone's width then the desktop's, `<dir>/<name>-<width>.png`; the page is
 * left at `back` (the phone's size unless given).
 */
export async function shootBothWidths(page: Page, { dir, name, back = PHONE }: { dir: string; name: string; back?: { width: number; height: number } }): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(dir, `${name}-${viewport.width}.png`), fullPage: true });
  }
  await page.setViewportSize(back);
}
