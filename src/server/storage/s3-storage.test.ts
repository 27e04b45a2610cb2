// The S3-compatible storage against a real S3 protocol server (s3rver) started here on loopback.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '@/server/config';
import { categoryByName, file, picture, productForm } from '@/server/testing/catalog-fixtures';
import { createTestBackend, type TestAdmin, type TestBackend } from '@/server/testing/harness';
import { ORPHAN_PICTURE_GRACE_MS, sweepOrphanPictures } from '@/server/services/catalog/orphan-pictures';
import { createStorage, getStorage, S3Storage } from './storage';

const BUCKET = 'boutique-test';
let server: S3rver;
let directory: string;
let endpoint: string;
let backend: TestBackend;
let admin: TestAdmin;

const s3Env = () => ({
  NODE_ENV: 'test' as const,
  S3_ENDPOINT: endpoint,
  S3_BUCKET: BUCKET,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
});

beforeAll(async () => {
  directory = mkdtempSync(path.join(os.tmpdir(), 'boutique-s3-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  backend = await createTestBackend({ seed: true, env: s3Env() });
  admin = await backend.createAdmin();
});

afterAll(async () => {
  await backend?.close();
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('S3Storage', () => {
  it('is chosen when S3_ENDPOINT and S3_BUCKET are set, local disk otherwise', () => {
    expect(createStorage(readConfig({ ...s3Env(), DATA_DIR: directory }))).toBeInstanceOf(S3Storage);
    expect(createStorage(readConfig({ NODE_ENV: 'test', DATA_DIR: directory }))).not.toBeInstanceOf(S3Storage);
    expect(getStorage()).toBeInstanceOf(S3Storage);
  });

  it('puts, gets and deletes objects; a missing object reads as null', async () => {
    const storage = getStorage();
    await storage.put('tests/hello.webp', Buffer.from('bonjour'), 'image/webp');
    expect((await storage.get('tests/hello.webp'))?.toString()).toBe('bonjour');
    await storage.delete('tests/hello.webp');
    expect(await storage.get('tests/hello.webp')).toBeNull();
    expect(await storage.get('tests/never-written.webp')).toBeNull();
    await expect(storage.put('../evil', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
  });

  it('links objects through /uploads, or through S3_PUBLIC_URL when the bucket is public', () => {
    const config = readConfig({ ...s3Env(), S3_PUBLIC_URL: 'https://cdn.example.test/boutique/' });
    expect(createStorage(config).url('products/a.webp')).toBe('https://cdn.example.test/boutique/products/a.webp');
    expect(getStorage().url('products/a.webp')).toBe('/uploads/products/a.webp');
  });

  it('holds the seeded pictures and serves them under /uploads', async () => {
    const { body } = await backend.call('GET', '/produits?limit=1');
    const response = await backend.app.request(body.data[0].images[0].url);
    expect(response.status).toBe(200);
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('stores, replaces and deletes the pictures of a product in the bucket', async () => {
    const category = await categoryByName(backend, 'Protéines');
    const fields = { nom: 'Produit S3', prix: 5000, typeProduit: category.id };
    const created = await backend.call('POST', '/produits', {
      token: admin.token,
      body: productForm(fields, [file(await picture('png'), 'a.png')]),
    });
    expect(created.status).toBe(201);
    const [first] = created.body.data.images;
    const key = (url: string) => url.replace(/^\/uploads\//, '');
    expect(await getStorage().get(key(first.url))).not.toBeNull();
    expect(await getStorage().get(key(first.thumbnailUrl))).not.toBeNull();

    const updated = await backend.call('PUT', `/produits/${created.body.data._id}`, {
      token: admin.token,
      body: productForm(fields, [file(await picture('jpeg'), 'b.jpg')]),
    });
    const [second] = updated.body.data.images;
    expect(await getStorage().get(key(first.url))).toBeNull();
    expect(await getStorage().get(key(second.url))).not.toBeNull();

    await backend.call('DELETE', `/produits/${created.body.data._id}`, { token: admin.token });
    expect(await getStorage().get(key(second.url))).toBeNull();
    expect(await getStorage().get(key(second.thumbnailUrl))).toBeNull();
  });

  it('lists objects under a prefix with when they were written', async () => {
    const storage = getStorage();
    await storage.put('tests/list/a.webp', Buffer.from('a'), 'image/webp');
    await storage.put('tests/list/b/c.webp', Buffer.from('c'), 'image/webp');
    const listed = await storage.list('tests/list/');
    expect(listed.map((object) => object.key).sort()).toEqual(['tests/list/a.webp', 'tests/list/b/c.webp']);
    for (const object of listed) expect(Math.abs(object.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('sweeps orphan pictures from the bucket: referenced and fresh objects stay, old unreferenced ones go', async () => {
    const storage = getStorage();
    const { body } = await backend.call('GET', '/produits?limit=1');
    const referenced = body.data[0].images[0].url.replace(/^\/uploads\//, '');
    const orphan = 'products/00000000-0000-4000-8000-00000000dead/left-by-a-crash.webp';
    await storage.put(orphan, Buffer.from('orphelin'), 'image/webp');

    // Just written: within the grace, an upload in flight for all the sweep knows.
    const fresh = await sweepOrphanPictures(backend.db, storage, { writtenBefore: new Date(Date.now() - ORPHAN_PICTURE_GRACE_MS) });
    expect(fresh.removed).toEqual([]);
    expect(await storage.get(orphan)).not.toBeNull();

    // Once the grace has passed (the bucket's clock cannot be moved back: the cut-off is moved forward).
    const later = await sweepOrphanPictures(backend.db, storage, { writtenBefore: new Date(Date.now() + 60_000) });
    expect(later.removed).toContain(orphan);
    expect(await storage.get(orphan)).toBeNull();
    expect(await storage.get(referenced)).not.toBeNull();
  });
});
