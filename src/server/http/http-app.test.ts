// The HTTP entry as a client meets it: uploads under /uploads, body limits per route, security headers.
import { statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { setConfig } from '@/server/config';
import { products } from '@/server/db/schema';
import { categoryByName, file, productForm } from '@test/catalog-fixtures';
import { useTestBackend } from '@test/harness';
import { API_MESSAGES } from '@/shared/messages';
import { createHttpApp } from './http-app';

const t = useTestBackend({ seed: true });

const TOO_LARGE = { success: false, status: 413, code: 'body_too_large', message: 'La requête est trop volumineuse', data: null };
const NOT_JSON = { success: false, status: 415, code: 'unsupported_media_type', message: API_MESSAGES.unsupportedMediaType, data: null };

describe('uploaded images', () => {
  it('answers 404, never 500, to a path whose percent-encoding is malformed', async () => {
    for (const path of ['/uploads/%E0%A4%A.webp', '/uploads/%zz.webp', '/uploads/%ED%A0%80.webp', '/uploads/products/%E0%A4%A']) {
      const response = await t().app.request(path);
      expect(response.status, path).toBe(404);
    }
  });

  it('still serves a picture whose name is percent-encoded', async () => {
    const { getStorage } = await import('@/server/storage/storage');
    await getStorage().put('test/encoded.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
    const response = await t().app.request('/uploads/test/%65ncoded%2Ewebp');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });
});

describe('what /uploads will not serve', () => {
  it('lists no folder, and serves no file that is not a picture, even one that is stored', async () => {
    const { getStorage } = await import('@/server/storage/storage');
    const storage = getStorage();
    for (const key of ['test/copie.webp.bak', 'test/notes.json', 'test/page.html', 'test/dessin.svg', 'test/archive.tar.gz', 'test/.photo.webp.swp']) {
      await storage.put(key, Buffer.from('<script>alert(1)</script>'), 'text/html');
    }
    const paths = [
      '/uploads/',
      '/uploads/test',
      '/uploads/test/',
      '/uploads/products/',
      '/uploads/test/copie.webp.bak',
      '/uploads/test/notes.json',
      '/uploads/test/page.html',
      '/uploads/test/dessin.svg',
      '/uploads/test/archive.tar.gz',
      '/uploads/test/.photo.webp.swp',
      '/uploads/%2e%2e/jwt-secret.webp',
      '/uploads/test/..%2f..%2fjwt-secret.png',
    ];
    for (const path of paths) {
      const response = await t().app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('<script>');
    }
  });

  it('sends a stored picture as the picture type its name says, never as a page', async () => {
    const { getStorage } = await import('@/server/storage/storage');
    // Bytes that a browser sniffing content would take for HTML.
    await getStorage().put('test/piege.png', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png');
    const response = await t().app.request('/uploads/test/piege.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('follows no symbolic link in the uploads folder, to a file or to a folder, inside it or out', async () => {
    const { getStorage } = await import('@/server/storage/storage');
    await getStorage().put('test/liens/vraie.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
    const uploads = path.join(t().dataDir, 'uploads');
    writeFileSync(path.join(t().dataDir, 'secret.webp'), 'secret du dossier de données');
    symlinkSync(path.join(t().dataDir, 'secret.webp'), path.join(uploads, 'test', 'liens', 'dehors.webp'));
    symlinkSync(path.join(uploads, 'test', 'liens', 'vraie.webp'), path.join(uploads, 'test', 'liens', 'dedans.webp'));
    symlinkSync(path.join(uploads, 'test', 'liens'), path.join(uploads, 'test', 'dossier'));
    symlinkSync(t().dataDir, path.join(uploads, 'racine'));
    expect((await t().app.request('/uploads/test/liens/vraie.webp')).status).toBe(200);
    for (const target of ['/uploads/test/liens/dehors.webp', '/uploads/test/liens/dedans.webp', '/uploads/test/dossier/vraie.webp', '/uploads/racine/secret.webp']) {
      const response = await t().app.request(target);
      expect(response.status, target).toBe(404);
      expect(await response.text(), target).not.toContain('secret');
    }
  });

  it('keeps the stored pictures private to the shop\'s user on disk', async () => {
    const { getStorage } = await import('@/server/storage/storage');
    await getStorage().put('test/prive/photo.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
    const folder = path.join(t().dataDir, 'uploads', 'test', 'prive');
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(folder, 'photo.webp')).mode & 0o777).toBe(0o600);
  });
});

describe('body limits chosen by the route', () => {
  const multipart = { 'content-type': 'multipart/form-data; boundary=----x' };

  it('refuses 5 MB labelled multipart on a route that takes JSON, before reading it', async () => {
    // Labelled multipart, the route refuses its type (415); labelled JSON, its size (413). Neither is read.
    for (const [type, status, answer] of [
      [multipart['content-type'], 415, NOT_JSON],
      ['application/json', 413, TOO_LARGE],
    ] as const) {
      let pulled = 0;
      const chunk = new Uint8Array(64 * 1024);
      // A body that counts what is read of it: the refusal must not wait for 5 MB.
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += chunk.length;
          if (pulled > 5 * 1024 * 1024) controller.close();
          else controller.enqueue(chunk);
        },
      });
      const response = await t().app.request('/api/v1/auth/refresh', {
        method: 'POST',
        headers: { 'content-type': type, 'content-length': String(5 * 1024 * 1024) },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual(answer);
      expect(pulled).toBeLessThan(2 * 1024 * 1024);
    }
  });

  it('counts the bytes of a body sent without a length on a JSON route', async () => {
    const response = await t().app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([new Uint8Array(2 * 1024 * 1024)]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
  });

  it('lets a product form carry pictures over 1 MB, on creation and on update', async () => {
    const admin = await t().createAdmin();
    const proteins = await categoryByName(t(), 'Protéines');
    const fields = {
      nom: 'Whey 2 kg',
      description: 'Isolat de whey.',
      prix: 40000,
      typeProduit: proteins.id,
      sousTypeProduit: proteins.sousTypes[0]._id,
      stock: 3,
    };
    // Two megabytes that are no picture: refused by the image check, which means the body limit let them in.
    const notAPicture = () => file(Buffer.alloc(2 * 1024 * 1024, 1), 'gros.jpg', 'image/jpeg');
    const created = await t().call('POST', '/produits/', { token: admin.token, body: productForm(fields, [notAPicture()]) });
    expect(created.status).toBe(400);
    expect(created.body.message).toContain('gros.jpg');

    const existing = await t().call('POST', '/produits/', { token: admin.token, body: productForm(fields) });
    expect(existing.status).toBe(201);
    const updated = await t().call('PUT', `/produits/${existing.body.data._id}`, {
      token: admin.token,
      body: productForm(fields, [notAPicture()]),
    });
    expect(updated.status).toBe(400);
    expect(updated.body.message).toContain('gros.jpg');
  });

  it('refuses a product form cut off inside a file, a picture or another, and stores nothing (found by the fuzzer)', async () => {
    const admin = await t().createAdmin();
    const stored = async () => (await t().db.select({ id: products.id }).from(products)).length;
    const before = await stored();
    for (const field of ['images', 'notice']) {
      const body = [
        '------x',
        'Content-Disposition: form-data; name="nom"',
        '',
        'Whey coupée',
        '------x',
        `Content-Disposition: form-data; name="${field}"; filename="photo.jpg"`,
        'Content-Type: image/jpeg',
        '',
        '\xff\xd8\xff\xe0 the connection drops here',
      ].join('\r\n');
      const answer = await t().call('POST', '/produits/', { token: admin.token, body: new Blob([body], { type: multipart['content-type'] }) });
      expect(answer.status, field).toBe(400);
      expect(answer.body.message, field).toBe('Données invalides');
    }
    expect(await stored()).toBe(before);
  });
});

describe('a refused body over a kept-alive connection', () => {
  // node:http as server.ts serves the app; one socket, kept alive, as a browser or an API client keeps it.
  async function keptAlive(run: (send: (method: string, path: string, body?: string) => Promise<{ status: number; connection?: string; text: string }>) => Promise<void>) {
    const server = createServer(getRequestListener(t().app.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const { port } = server.address() as AddressInfo;
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; connection?: string; text: string }>((resolve, reject) => {
        const headers = body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {};
        const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, text }));
        });
        req.on('error', reject);
        req.end(body);
      });
    try {
      await run(send);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('closes the connection, saying so, so that the next request does not fail on it (found by the fuzzer)', async () => {
    await keptAlive(async (send) => {
      for (let i = 0; i < 3; i += 1) {
        // Over the 1 MB a JSON route reads: refused before the body is read, so the connection cannot go on.
        const refused = await send('POST', '/api/v1/types', JSON.stringify({ nom: 'a'.repeat(1_100_000) }));
        expect(refused.status).toBe(413);
        expect(JSON.parse(refused.text)).toEqual(TOO_LARGE);
        expect(refused.connection).toBe('close');
        // It was "keep-alive", and the next request on the socket failed with "socket hang up".
        const next = await send('GET', '/api/v1/health');
        expect(next.status).toBe(200);
      }
    });
  });

  it('closes it too when a write is answered without its body being read, and keeps it when the body was read', async () => {
    await keptAlive(async (send) => {
      // No token: refused before the 400 KB are read (found by the fuzzer over HTTP: the next request on the
      // connection failed with "other side closed").
      const refused = await send('POST', '/api/v1/types', JSON.stringify({ nom: 'Épices', description: 'a'.repeat(400_000) }));
      expect(refused.status).toBe(401);
      expect(refused.connection).toBe('close');
      expect((await send('GET', '/api/v1/health')).status).toBe(200);
      // Read, then refused: the connection goes on.
      const wrong = await send('POST', '/api/v1/auth/login', JSON.stringify({ identifier: 'personne@example.com', password: 'pas-le-bon' }));
      expect(wrong.status).toBe(401);
      expect(wrong.connection).toBe('keep-alive');
    });
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent by the API when the public address is https, and not otherwise', async () => {
    expect((await t().app.request('/api/v1/health')).headers.get('strict-transport-security')).toBeNull();
    const original = t().config;
    setConfig({ ...original, publicUrl: 'https://boutique.example' });
    try {
      const response = await createHttpApp().request('/api/v1/health');
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    } finally {
      setConfig(original);
    }
  });
});
