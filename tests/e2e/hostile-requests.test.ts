// Requests made to mislead the running server (docs/SECURITY.md, 5.3.1, 5.2.6, 5.3.9, 12.6.1, 13.1.1): a product
// name written to close the page's JSON-LD script, request targets written to be read one way by the choice
// between the API and the pages and another way by what answers, paths written to climb out of /uploads into
// the data directory, and targets, hosts and queries naming another server for the page cache to fetch.
import { randomBytes } from 'node:crypto';
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOfProduct } from '@test/catalog-fixtures';
import type { Product } from '@/shared/catalog/answers';
import { apiSignIn, hasChromium, launchBrowser, type RunningServer, startServer } from './harness';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One request written byte for byte on a socket: the target exactly as given, which fetch() would tidy up. */
async function rawGet(base: string, target: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  const lines = [`GET ${target} HTTP/1.1`, `Host: ${headers.Host ?? `${hostname}:${port}`}`, 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) if (name !== 'Host') lines.push(`${name}: ${value}`);
  const text = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(`${lines.join('\r\n')}\r\n\r\n`));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      data += chunk;
    });
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
  const [head, ...rest] = text.split('\r\n\r\n');
  const [statusLine, ...headerLines] = head.split('\r\n');
  const parsed: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    parsed[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers: parsed, body: rest.join('\r\n\r\n') };
}

describe('requests made to mislead the server', () => {
  let server: RunningServer;
  let token: string;
  let products: Product[];
  let browser: Browser | undefined;

  beforeAll(async () => {
    // No JWT_SECRET: the signing key is generated into DATA_DIR, beside uploads/, as on a shop's first start.
    server = await startServer({ env: { JWT_SECRET: '' } });
    if (hasChromium) browser = await launchBrowser();
    token = (await apiSignIn(server.url)).accessToken;
    products = ((await (await fetch(`${server.url}/api/v1/produits/?limit=100`)).json()) as { data: Product[] }).data;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.skipIf(!hasChromium)("keeps a product's name inside its page's JSON-LD: a name closing the script runs nothing and reads back whole", async () => {
    const name = 'Vitamine </script><script>alert(1)</script><!-- <img src=x onerror=alert(2)>';
    const response = await fetch(`${server.url}/api/v1/produits`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: formOfProduct(products[0], { nom: name, description: name }),
    });
    expect(response.status).toBe(201);
    const created = ((await response.json()) as { data: Product }).data;
    expect(created.nom).toBe(name);

    // The HTML as sent: one JSON-LD script, whose text is up to the first '</script' and holds the whole name.
    const html = await (await fetch(`${server.url}/produits/${created._id}`)).text();
    const blocks = html.split('<script type="application/ld+json">');
    expect(blocks).toHaveLength(2);
    const jsonLd = blocks[1].slice(0, blocks[1].indexOf('</script>'));
    expect(JSON.parse(jsonLd)).toMatchObject({ '@type': 'Product', name, description: name });
    expect(html).not.toContain('<script>alert(1)');

    // As a browser reads it.
    const page = await (browser as Browser).newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${server.url}/produits/${created._id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    const read = await page.evaluate(() => {
      const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
      return { count: scripts.length, name: JSON.parse(scripts[0]?.textContent ?? '{}').name, alerts: [...document.scripts].filter((s) => s.text.startsWith('alert')).length };
    });
    expect(read).toEqual({ count: 1, name, alerts: 0 });
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it('reads each request target once: the API or the pages answer the path the choice was made on', async () => {
    const isApi = (answer: RawAnswer) => answer.headers['content-type']?.startsWith('application/json') && answer.headers['content-disposition'] === 'attachment; filename="api.json"';
    const isAdminPage = (answer: RawAnswer) =>
      answer.status === 200 &&
      answer.headers['content-type'] === 'text/html; charset=utf-8' &&
      answer.headers['x-robots-tag'] === 'noindex, nofollow' &&
      answer.headers['cache-control'].startsWith('private');

    // Paths that lead into the API by their dot segments are the API's, however they begin.
    for (const target of ['/api/v1/health', '/uploads/../api/v1/health', '/admin/../api/v1/health', '/pro/%2e%2e/api/v1/health']) {
      const answer = await rawGet(server.url, target);
      expect(answer.status, target).toBe(200);
      expect(isApi(answer), target).toBe(true);
      expect(JSON.parse(answer.body).data, target).toEqual({ database: 'ok' });
    }
    // Paths that lead out of the API are pages, and the back office's pages keep their private headers.
    for (const target of ['/api/v1/../../admin/login', '/api/v1/%2e%2e/%2E%2E/admin/login', '/uploads/../admin/login', 'http://evil.example/admin/login']) {
      const answer = await rawGet(server.url, target);
      expect(isAdminPage(answer), `${target}: ${answer.status} ${JSON.stringify(answer.headers)}`).toBe(true);
    }
    // An absolute target's host is not where the answer sends anyone.
    const absolute = await rawGet(server.url, 'http://evil.example/admin');
    expect(absolute.headers.location ?? '').not.toContain('evil.example');
    // Nothing else is a target: 400, before anything reads it.
    for (const target of ['*', 'evil.example:80']) expect((await rawGet(server.url, target)).status, target).toBe(400);
  });

  it('serves nothing of its data directory through /uploads, however the way out of it is written', async () => {
    // What sits beside uploads/: the signing key the server generated, and a file named like a picture, which
    // the picture route would send were it inside uploads/.
    const secret = readFileSync(path.join(server.dataDir, 'jwt-secret'), 'utf8').trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const planted = `pas-une-image-${randomBytes(12).toString('hex')}`;
    writeFileSync(path.join(server.dataDir, 'cle.png'), planted);

    // The way in works, written the same ways: a stored picture, through dot segments and an encoded slash.
    const picture = products.find((product) => product.images.length > 0)?.images[0].url ?? '';
    expect(picture).toMatch(/^\/uploads\/[^/]+\/.+\.webp$/);
    const [folder, ...rest] = picture.slice('/uploads/'.length).split('/');
    const stored = readFileSync(path.join(server.dataDir, 'uploads', folder, ...rest));
    for (const target of [picture, `/uploads/${folder}/../${folder}/${rest.join('/')}`, `/uploads/${folder}%2f${rest.join('%2f')}`]) {
      const answer = await rawGet(server.url, target);
      expect(answer.status, target).toBe(200);
      expect(answer.headers['content-type'], target).toBe('image/webp');
      expect(answer.headers['content-length'], target).toBe(String(stored.length));
    }

    const ways = ['../', '%2e%2e/', '%2E%2E/', '.%2e/', '..%2f', '..%2F', '%2e%2e%2f', '%2E%2E%2F', '..%5c', '%2e%2e%5c', '%252e%252e%252f'];
    const targets: string[] = [];
    for (const file of ['jwt-secret', 'cle.png']) {
      for (const way of ways) {
        targets.push(`/uploads/${way}${file}`, `/uploads/${folder}/${way}${way}${file}`);
      }
      targets.push(`/uploads/${folder}/../../${file}`, `/uploads/${folder}/..%2f..%2f${file}`, `/uploads/./${folder}/%2e%2e/..%2f${file}`);
    }
    for (const target of targets) {
      const answer = await rawGet(server.url, target);
      expect(answer.status, target).toBe(404);
      expect(answer.body, target).not.toContain(secret);
      expect(answer.body, target).not.toContain(planted);
    }
  });

  it('follows no symbolic link planted in its uploads folder: to the signing key, to a folder, or even to a picture', async () => {
    const secret = readFileSync(path.join(server.dataDir, 'jwt-secret'), 'utf8').trim();
    const picture = products.find((product) => product.images.length > 0)?.images[0].url ?? '';
    const [folder, ...rest] = picture.slice('/uploads/'.length).split('/');
    const uploads = path.join(server.dataDir, 'uploads');
    const stored = path.join(uploads, folder, ...rest);
    expect((await rawGet(server.url, picture)).status).toBe(200);
    // What a restored archive of an earlier version, or a careless hand, could leave there.
    symlinkSync(path.join(server.dataDir, 'jwt-secret'), path.join(uploads, folder, 'cle.webp'));
    symlinkSync(server.dataDir, path.join(uploads, 'donnees'));
    writeFileSync(path.join(server.dataDir, 'cle.png'), 'pas-une-image');
    symlinkSync(stored, path.join(uploads, folder, 'copie.webp'));
    symlinkSync(path.join(uploads, folder), path.join(uploads, 'dossier-lien'));
    for (const target of [`/uploads/${folder}/cle.webp`, '/uploads/donnees/cle.png', `/uploads/${folder}/copie.webp`, `/uploads/dossier-lien/${rest.join('/')}`]) {
      const answer = await rawGet(server.url, target);
      expect(answer.status, target).toBe(404);
      expect(answer.body, target).not.toContain(secret);
      expect(answer.body, target).not.toContain('pas-une-image');
    }
    // The picture itself is still served.
    expect((await rawGet(server.url, picture)).status).toBe(200);
  });

  it('fetches, for its page cache, only its own pages: never a host a request names', async () => {
    const reached: string[] = [];
    const trap: Server = createServer((req: IncomingMessage, res) => {
      reached.push(`${req.method} ${req.url} (host ${req.headers.host})`);
      res.end('<html>trap</html>');
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    const elsewhere = `127.0.0.1:${(trap.address() as AddressInfo).port}`;
    const product = `/produits/${products[0]._id}`;
    try {
      const targets = [
        `http://${elsewhere}/`,
        `http://${elsewhere}${product}`,
        `//${elsewhere}${product}`,
        `/\\${elsewhere}${product}`,
        `@${elsewhere}${product}`,
        `${product}/..//${elsewhere}/`,
        `/?next=http://${elsewhere}/`,
        `/_next/image?url=${encodeURIComponent(`http://${elsewhere}/x.png`)}&w=64&q=75`,
      ];
      for (const target of targets) await rawGet(server.url, target);
      // The Host header and the proxy's headers name the other server: the cache asks its own address all the same.
      for (const path of ['/', '/pro', '/faq', product]) {
        const answer = await rawGet(server.url, `${path}${path.includes('?') ? '&' : '?'}v=host`, {
          Host: elsewhere,
          'X-Forwarded-Host': elsewhere,
          'X-Forwarded-Proto': 'http',
          Forwarded: `host=${elsewhere}`,
        });
        expect(answer.status, path).toBe(200);
        expect(answer.body, path).not.toContain('trap');
      }
      expect(reached).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => trap.close(() => resolve()));
    }
  });
});
