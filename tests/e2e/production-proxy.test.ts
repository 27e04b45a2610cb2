// The production set-up of deploy/ (docs/deploy.md), tried for real: the built shop on loopback with
// PUBLIC_URL=https://shop.boutique.test:<port>, ADMIN_URL=https://admin.boutique.test:<port> and TRUST_PROXY=1,
// and a real Caddy in front of it running deploy/Caddyfile's own site block, its certificates from Caddy's
// internal authority instead of Let's Encrypt, on free high ports. Requests come from 127.0.0.2, Caddy's from
// 127.0.0.1: the address the shop records tells whose it believed. Chromium reaches the host names (mapped to
// loopback, Caddy's chain accepted) and adds a passkey on the back office's. The backups' pruning keeps the
// newest, and the systemd units pass `systemd-analyze verify`. Without caddy the file is skipped, loudly, except
// under CI, where it fails.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOfKey, stepAt } from '@test/totp';
import type { Product } from '@/shared/catalog/answers';
import { ADMIN, CHROME_ARGS, CHROME_PATH, freePort, hasChromium, type RunningServer, startServer } from './harness';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DEPLOY = path.join(ROOT, 'deploy');
const CADDY = process.env.CADDY_PATH || '/usr/bin/caddy';
const hasCaddy = existsSync(CADDY);
const HOST = 'shop.boutique.test';
/** The back office's own host (ADMIN_URL, Caddy's ADMIN_DOMAIN), as docs/deploy.md recommends. */
const ADMIN_HOST = 'admin.boutique.test';
/** The client's own address, another than Caddy's 127.0.0.1: the whole 127.0.0.0/8 is this machine's. */
const CLIENT_ADDRESS = '127.0.0.2';
/** What a client writes to pass for another: a proxy that believed it would hand it to the shop. */
const SPOOFED = '203.0.113.77';

if (!hasCaddy && !process.env.CI) {
  console.warn(
    `\n${'!'.repeat(78)}\n!! PRODUCTION PROXY TEST SKIPPED: no caddy at ${CADDY}. Install it (apt-get install -y caddy)\n!! or set CADDY_PATH.\n${'!'.repeat(78)}\n`,
  );
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * deploy/Caddyfile for the test: its global options give way to free ports, no admin endpoint, certificates from
 * Caddy's own authority kept in `storage`, and nothing installed in the system's trust store; its upstream is the
 * test's server. The snippet and the site block are the file's own, every word of them.
 */
function testCaddyfile(httpPort: number, httpsPort: number, upstreamPort: number, storage: string): string {
  const deployed = readFileSync(path.join(DEPLOY, 'Caddyfile'), 'utf8');
  const globalOptions = /^\{\n[\s\S]*?\n\}\n/m;
  const upstream = 'reverse_proxy 127.0.0.1:3000';
  if (!globalOptions.test(deployed) || !deployed.includes(upstream)) {
    throw new Error('deploy/Caddyfile no longer has a global options block and `reverse_proxy 127.0.0.1:3000`: adapt this test');
  }
  const options = [
    '{',
    '\tadmin off',
    `\thttp_port ${httpPort}`,
    `\thttps_port ${httpsPort}`,
    '\tlocal_certs',
    '\tskip_install_trust',
    `\tstorage file_system ${storage}`,
    '}',
    '',
  ].join('\n');
  return deployed.replace(globalOptions, options).replace(upstream, `reverse_proxy 127.0.0.1:${upstreamPort}`);
}

describe.skipIf(!hasCaddy && !process.env.CI)('the shop behind Caddy, as deploy/ sets it up', () => {
  let server: RunningServer;
  let caddy: ChildProcess | undefined;
  let caddyLog = '';
  let work: string;
  let httpPort: number;
  let httpsPort: number;
  let rootCertificate: string;
  let origin: string;
  let adminOrigin: string;

  /** A request through Caddy from CLIENT_ADDRESS: https (Caddy's root trusted, the name checked) unless `plain`. */
  function through(
    target: string,
    init: { method?: string; headers?: Record<string, string>; body?: string; plain?: boolean; host?: string } = {},
  ) {
    const port = init.plain ? httpPort : httpsPort;
    const host = init.host ?? HOST;
    const options: https.RequestOptions = {
      host: '127.0.0.1',
      port,
      localAddress: CLIENT_ADDRESS,
      method: init.method ?? 'GET',
      path: target,
      headers: { host: `${host}:${port}`, ...init.headers },
      ...(init.plain ? {} : { servername: host, ca: rootCertificate, rejectUnauthorized: true }),
    };
    return send(init.plain ? http.request : https.request, options, init.body);
  }

  /** The same request straight to the shop, as Caddy's upstream. */
  function direct(target: string, headers: Record<string, string> = {}, host = HOST) {
    const { port } = new URL(server.url);
    return send(http.request, { host: '127.0.0.1', port, path: target, headers: { host: `${host}:${httpsPort}`, ...headers } });
  }

  function send(request: typeof http.request, options: http.RequestOptions, body?: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const sent = request(options, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      });
      sent.on('error', reject);
      sent.end(body);
    });
  }

  /** A call of the API on the back office's host, where its sign-in and session answer. */
  async function json<T>(method: string, route: string, body?: unknown, headers: Record<string, string> = {}) {
    const answer = await through(`/api/v1${route}`, {
      host: ADMIN_HOST,
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { ...answer, json: JSON.parse(answer.body.toString('utf8')) as { message: string; data: T } };
  }

  beforeAll(async () => {
    if (!hasCaddy) throw new Error(`no caddy at ${CADDY}: CI installs Debian's caddy (.ci/run)`);
    work = mkdtempSync(path.join(os.tmpdir(), 'boutique-caddy-'));
    httpPort = await freePort();
    httpsPort = await freePort();
    origin = `https://${HOST}:${httpsPort}`;
    adminOrigin = `https://${ADMIN_HOST}:${httpsPort}`;
    server = await startServer({ env: { PUBLIC_URL: origin, ADMIN_URL: adminOrigin, TRUST_PROXY: '1' } });

    const storage = path.join(work, 'caddy');
    mkdirSync(storage);
    const caddyfile = path.join(work, 'Caddyfile');
    writeFileSync(caddyfile, testCaddyfile(httpPort, httpsPort, Number(new URL(server.url).port), storage));
    caddy = spawn(CADDY, ['run', '--adapter', 'caddyfile', '--config', caddyfile], {
      env: { ...process.env, SHOP_DOMAIN: HOST, ADMIN_DOMAIN: ADMIN_HOST, HOME: work, XDG_CONFIG_HOME: work, XDG_DATA_HOME: work },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    caddy.stdout?.on('data', (chunk) => {
      caddyLog += chunk;
    });
    caddy.stderr?.on('data', (chunk) => {
      caddyLog += chunk;
    });

    // Ready once its authority has signed the site's certificate and an https request passes the name's check.
    const root = path.join(storage, 'pki', 'authorities', 'local', 'root.crt');
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (caddy.exitCode !== null) throw new Error(`caddy exited with ${caddy.exitCode}:\n${caddyLog}`);
      if (existsSync(root)) {
        rootCertificate = readFileSync(root, 'utf8');
        const ready = await Promise.all([HOST, ADMIN_HOST].map((host) => through('/api/v1/health', { host }).catch(() => null)));
        if (ready.every((answer) => answer?.status === 200)) break;
      }
      if (Date.now() > deadline) throw new Error(`caddy not ready in time:\n${caddyLog}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  afterAll(async () => {
    if (caddy && caddy.exitCode === null) {
      caddy.kill('SIGTERM');
      await new Promise((resolve) => caddy?.once('exit', resolve));
    }
    await server?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('answers the storefront over https with a certificate for the host name, and HSTS once', async () => {
    const home = await through('/', { headers: { 'accept-encoding': 'identity' } });
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.body.toString('utf8')).toContain('<html');
    // The shop's own header, which Caddy adds only where it lacks: one value, not two joined.
    expect(home.headers['strict-transport-security']).toBe('max-age=31536000');
    // Links the shop writes use the public address.
    const sitemap = await through('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.body.toString('utf8')).toContain(`<loc>${origin}/`);
  });

  it('sends plain http to https, path and query kept', async () => {
    const answer = await through('/pro?categorie=vitamines', { plain: true });
    expect([301, 308]).toContain(answer.status);
    // To https's default port, 443 in production: here Caddy's https is on another, which the address leaves out.
    expect(answer.headers.location).toBe(`https://${HOST}/pro?categorie=vitamines`);
  });

  it("sends the back office asked on the shop's host to its own host, through Caddy", async () => {
    const answer = await through('/admin/login');
    expect([301, 302, 307, 308]).toContain(answer.status);
    expect(answer.headers.location).toBe(`${adminOrigin}/admin/login`);
  });

  it("records the client's address, not Caddy's nor one the client wrote, and sets the refresh cookie Secure", async () => {
    const login = await json<{ accessToken: string; refreshToken?: string }>(
      'POST',
      '/auth/login',
      { identifier: ADMIN.email, password: ADMIN.password },
      { 'x-forwarded-for': SPOOFED, 'x-boutique-client': 'admin' },
    );
    expect(login.status).toBe(200);
    const cookie = [login.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('boutique_refresh='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*Secure(;|$)/i);
    expect(cookie).toMatch(/;\s*HttpOnly(;|$)/i);
    expect(login.json.data.refreshToken).toBeUndefined();

    const sessions = await json<Array<{ ip: string | null; courante: boolean }>>('GET', '/auth/sessions', undefined, {
      authorization: `Bearer ${login.json.data.accessToken}`,
    });
    expect(sessions.status).toBe(200);
    expect(sessions.json.data.find((session) => session.courante)?.ip).toBe(CLIENT_ADDRESS);
  });

  it("keeps the shop's caching headers on pages, pictures and the back office", async () => {
    const products = JSON.parse((await through('/api/v1/produits/?limit=100')).body.toString('utf8')) as { data: Product[] };
    const picture = products.data.find((product) => product.images.length > 0)?.images[0].url ?? '';
    expect(picture).toMatch(/^\/uploads\//);
    for (const target of ['/', '/faq', picture, '/admin/login']) {
      const host = target.startsWith('/admin') ? ADMIN_HOST : HOST;
      const proxied = await through(target, { host, headers: { 'accept-encoding': 'br, gzip' } });
      const straight = await direct(target, { 'accept-encoding': 'br, gzip' }, host);
      expect(proxied.status, target).toBe(200);
      expect(proxied.headers['cache-control'], target).toBe(straight.headers['cache-control']);
      expect(proxied.headers['cache-control'], target).toBeTruthy();
      if (target === picture) expect(proxied.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      if (target === '/') {
        expect(proxied.headers['cache-control']).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=59');
        // The page as the shop compressed it, its ETag untouched.
        expect(proxied.headers['content-encoding']).toBe('br');
        expect(proxied.headers.etag).toBe(straight.headers.etag);
      }
    }
  });

  it.skipIf(!hasChromium)("lets an administrator add a passkey in Chromium on the back office's host name", async () => {
    // The authenticator app first: passkeys come only beside it (docs/decisions/025-second-factor.md, "Passkeys").
    const token = (await json<{ accessToken: string }>('POST', '/auth/login', { identifier: ADMIN.email, password: ADMIN.password })).json.data
      .accessToken;
    const bearer = { authorization: `Bearer ${token}` };
    const setup = await json<{ secret: string }>('POST', '/auth/2fa/totp/setup', { currentPassword: ADMIN.password }, bearer);
    expect(setup.status).toBe(200);
    const enable = await json('POST', '/auth/2fa/totp/enable', { code: codeOfKey(setup.json.data.secret, stepAt()) }, bearer);
    expect(enable.status).toBe(200);
    const options = await json<{ rp: { id: string } }>('POST', '/auth/2fa/passkeys/options', { currentPassword: ADMIN.password }, bearer);
    expect(options.status).toBe(200);
    expect(options.json.data.rp.id).toBe(ADMIN_HOST);

    // WebAuthn needs a secure context without certificate errors: the host name mapped to loopback, and the chain
    // Caddy sends (its site certificate and its authority's intermediate, which signed it) accepted by the
    // intermediate's public key's hash.
    const intermediate = readFileSync(path.join(work, 'caddy', 'pki', 'authorities', 'local', 'intermediate.crt'), 'utf8');
    const spki = createHash('sha256')
      .update(new X509Certificate(intermediate).publicKey.export({ type: 'spki', format: 'der' }))
      .digest('base64');
    const browser: Browser = await chromium.launch({
      executablePath: CHROME_PATH,
      args: [...CHROME_ARGS, `--host-resolver-rules=MAP ${HOST} 127.0.0.1, MAP ${ADMIN_HOST} 127.0.0.1`, `--ignore-certificate-errors-spki-list=${spki}`],
    });
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
      });
      const opened = await page.goto(`${adminOrigin}/admin/login`);
      expect(opened?.status()).toBe(200);
      expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
      const response = await page.evaluate(async (json) => {
        const publicKey = PublicKeyCredential.parseCreationOptionsFromJSON(json as PublicKeyCredentialCreationOptionsJSON);
        const credential = (await navigator.credentials.create({ publicKey })) as PublicKeyCredential;
        return credential.toJSON();
      }, options.json.data);
      const added = await json<{ id: string }>('POST', '/auth/2fa/passkeys', { response }, bearer);
      expect(added.status, added.json.message).toBe(201);
    } finally {
      await browser.close();
    }
  });

  it("prunes the nightly backups to the 14 newest, touching nothing but the backups' own archives", () => {
    const dir = path.join(work, 'backups');
    mkdirSync(dir);
    const names: string[] = [];
    for (let day = 1; day <= 17; day++) {
      const name = `boutique-2026-11-${String(day).padStart(2, '0')}T03-30-00Z.tar.gz${day % 2 ? '.enc' : ''}`;
      writeFileSync(path.join(dir, name), '');
      const when = new Date(Date.UTC(2026, 10, day, 3, 30));
      utimesSync(path.join(dir, name), when, when);
      names.push(name);
    }
    writeFileSync(path.join(dir, 'notes.txt'), '');
    utimesSync(path.join(dir, 'notes.txt'), new Date(0), new Date(0));
    const pruned = spawnSync(path.join(DEPLOY, 'prune-backups.sh'), { env: { ...process.env, BACKUP_DIR: dir, KEEP_BACKUPS: '14' }, encoding: 'utf8' });
    expect(pruned.status, pruned.stderr).toBe(0);
    expect(readdirSync(dir).sort()).toEqual([...names.slice(3), 'notes.txt'].sort());
  });

  it('has systemd units that systemd-analyze verify accepts', (context) => {
    const analyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((candidate) => existsSync(candidate));
    if (!analyze) {
      console.warn('!! systemd-analyze absent: deploy/*.service and *.timer not verified');
      context.skip();
      return;
    }
    // The units name /opt/boutique and /usr/bin/npm, which verify wants to exist: this checkout and this npm.
    const units = path.join(work, 'units');
    mkdirSync(units);
    const npm = existsSync('/usr/bin/npm') ? '/usr/bin/npm' : execFileSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).trim();
    const files = ['boutique.service', 'boutique-backup.service', 'boutique-backup.timer'];
    for (const file of files) {
      const text = readFileSync(path.join(DEPLOY, file), 'utf8').replaceAll('/opt/boutique', ROOT).replaceAll('/usr/bin/npm', npm);
      writeFileSync(path.join(units, file), text);
    }
    const verified = spawnSync(analyze, ['verify', '--man=no', ...files.map((file) => `./${file}`)], { cwd: units, encoding: 'utf8' });
    expect(`${verified.stdout}${verified.stderr}`).toBe('');
    expect(verified.status).toBe(0);
  });
});
