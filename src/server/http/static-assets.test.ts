import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, get as request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticAssets } from './static-assets';

describe('built scripts and styles', () => {
  const script = `console.log(${JSON.stringify('Boutique '.repeat(2_000))});`;
  let server: Server;
  let base: string;
  let assets: ReturnType<typeof createStaticAssets>;

  beforeAll(async () => {
    const build = mkdtempSync(path.join(os.tmpdir(), 'boutique-build-'));
    mkdirSync(path.join(build, 'static', 'chunks'), { recursive: true });
    writeFileSync(path.join(build, 'static', 'chunks', 'app.js'), script);
    writeFileSync(path.join(build, 'secret.js'), 'not served');
    assets = createStaticAssets(build);
    server = createServer((req, res) => {
      void assets.serve(req, res, req.url ?? '/').then((served) => {
        if (!served) res.writeHead(418).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_next/static/`;
  });
  afterAll(() => {
    server.close();
  });

  const get = (file: string, encoding = 'gzip, br') =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      // node:http, not fetch: the test reads the bytes as sent, without a client decompressing them.
      request(base + file, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });

  it('sends gzip at first, then Brotli once compressed, immutable', async () => {
    const first = await get('chunks/app.js');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const decoded = (answer: typeof first) =>
      answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : gunzipSync(answer.body);
    // The first request starts the compression: gzip meanwhile.
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(decoded(first).toString()).toBe(script);
    // Once the compression is over (warm() waits for every file's), the next request gets Brotli.
    await assets.warm();
    const later = await get('chunks/app.js');
    expect(later.headers['content-encoding']).toBe('br');
    expect(later.body.length).toBeLessThan(first.body.length);
    expect(decoded(later).toString()).toBe(script);
    expect((await get('chunks/app.js', 'gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('compresses every built script ahead of the first visitor', async () => {
    const build = mkdtempSync(path.join(os.tmpdir(), 'boutique-build-'));
    mkdirSync(path.join(build, 'static', 'css'), { recursive: true });
    writeFileSync(path.join(build, 'static', 'css', 'app.css'), 'body{color:green}'.repeat(500));
    const assets = createStaticAssets(build);
    await assets.warm();
    const served = createServer((req, res) => void assets.serve(req, res, req.url ?? '/'));
    await new Promise<void>((resolve) => served.listen(0, '127.0.0.1', resolve));
    try {
      const answer = await fetch(`http://127.0.0.1:${(served.address() as AddressInfo).port}/_next/static/css/app.css`, { headers: { 'accept-encoding': 'br' } });
      expect(answer.headers.get('content-encoding')).toBe('br');
      expect(answer.headers.get('content-type')).toBe('text/css; charset=utf-8');
    } finally {
      served.close();
    }
  });

  it('leaves to Next.js what it does not serve: other files, missing ones, paths outside, no compression', async () => {
    for (const file of ['chunks/absent.js', '../secret.js', '..%2Fsecret.js', 'chunks/font.woff2', '%E0%A4%A']) {
      expect((await get(file)).status, file).toBe(418);
    }
    expect((await get('chunks/app.js', 'identity')).status).toBe(418);
  });
});
