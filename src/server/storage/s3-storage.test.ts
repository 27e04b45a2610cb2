// The S3-compatible storage against a real S3 protocol server (s3rver) started here on loopback.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '@/server/config';
import { openDatabase, setDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { pictureJournal } from '@/server/db/schema';
import { deleteProduct } from '@/server/services/catalog/delete-product';
import { storeImages } from '@/server/services/catalog/product-image-files';
import { prepareUploads } from '@/server/services/images/prepare-uploads';
import { categoryByName, file, picture, productForm } from '@test/catalog-fixtures';
import { createScratchDatabase, createTestBackend, type TestAdmin, type TestBackend, usesPostgres } from '@test/harness';
import { ORPHAN_PICTURE_GRACE_MS, sweepOrphanPictures } from '@/server/services/catalog/orphan-pictures';
import { createStorage, getStorage, S3Storage, setStorage } from './storage';

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

  it('sweeps from the bucket the files of an upload whose rows never committed: fresh ones stay, old ones go', async () => {
    const storage = getStorage();
    const { body } = await backend.call('GET', '/produits?limit=1');
    const referenced = body.data[0].images[0].url.replace(/^\/uploads\//, '');
    // What a process killed after storing a product's pictures and before committing its rows leaves.
    const prepared = await prepareUploads([{ name: 'a.png', size: 0, bytes: await picture('png') }]);
    const { keys } = await storeImages(backend.db, storage, randomUUID(), 'Produit coupé', prepared);

    // Just written: within the grace, an upload in flight for all the sweep knows.
    const fresh = await sweepOrphanPictures(backend.db, storage, { writtenBefore: new Date(Date.now() - ORPHAN_PICTURE_GRACE_MS) });
    expect(fresh.removed).toEqual([]);
    for (const key of keys) expect(await storage.get(key)).not.toBeNull();

    // Once the grace has passed (the bucket's clock cannot be moved back: the cut-off is moved forward).
    const later = await sweepOrphanPictures(backend.db, storage, { writtenBefore: new Date(Date.now() + 60_000) });
    expect(later.removed.sort()).toEqual([...keys].sort());
    for (const key of keys) expect(await storage.get(key)).toBeNull();
    expect(await storage.get(referenced)).not.toBeNull();
    expect(await backend.db.select().from(pictureJournal)).toEqual([]);
  });

  it("never sweeps a file the journal does not name, however old: another shop's on the same bucket", async () => {
    const storage = getStorage();
    const foreign = 'products/00000000-0000-4000-8000-00000000beef/another-shop.webp';
    await storage.put(foreign, Buffer.from('étranger'), 'image/webp');
    const result = await sweepOrphanPictures(backend.db, storage, { writtenBefore: new Date(Date.now() + 60 * 60 * 1000) });
    expect(result.removed).toEqual([]);
    expect(await storage.get(foreign)).not.toBeNull();
    await storage.delete(foreign);
  });

  it('sweeps the files of a deleted product when the process died between the commit and their deletion', async () => {
    const storage = getStorage();
    const category = await categoryByName(backend, 'Protéines');
    const created = await backend.call('POST', '/produits', {
      token: admin.token,
      body: productForm({ nom: 'Produit supprimé', prix: 5000, typeProduit: category.id }, [file(await picture('png'), 'a.png')]),
    });
    expect(created.status).toBe(201);
    const keys = created.body.data.images.flatMap((image: { url: string; thumbnailUrl: string }) =>
      [image.url, image.thumbnailUrl].map((url) => url.replace(/^\/uploads\//, '')),
    );
    // Deleting files never happens: the rows are gone and committed, the files and their journaled keys stay.
    setStorage({
      put: (key, bytes, type) => storage.put(key, bytes, type),
      get: (key) => storage.get(key),
      list: (prefix) => storage.list(prefix),
      url: (key) => storage.url(key),
      delete: async () => {
        throw new Error('killed before deleting');
      },
    });
    try {
      expect((await backend.call('DELETE', `/produits/${created.body.data._id}`, { token: admin.token })).status).toBe(200);
    } finally {
      setStorage(storage);
    }
    for (const key of keys) expect(await storage.get(key)).not.toBeNull();

    const swept = await sweepOrphanPictures(backend.db, storage, { writtenBefore: new Date(Date.now() + 60_000) });
    expect(swept.removed.sort()).toEqual([...keys].sort());
    for (const key of keys) expect(await storage.get(key)).toBeNull();
    expect(await backend.db.select().from(pictureJournal)).toEqual([]);
  });
});

// docs/backups.md, "PostgreSQL": a copy restored beside the live shop's bucket is settled by this statement
// before it starts.
const SETTLE_RESTORED_COPY = 'DELETE FROM picture_journal; UPDATE product_images SET owned = false';

describe.skipIf(!usesPostgres())('a copy of the PostgreSQL database restored from a dump beside the live bucket', () => {
  const run = promisify(execFile);

  it('deletes nothing of the live shop once settled as docs/backups.md says', async () => {
    const storage = getStorage();
    const key = (url: string) => url.replace(/^\/uploads\//, '');
    const keysOf = (product: { images: { url: string; thumbnailUrl: string }[] }) => product.images.flatMap((image) => [key(image.url), key(image.thumbnailUrl)]);
    const inBucket = async (keys: string[]) => Promise.all(keys.map(async (k) => (await storage.get(k)) !== null));
    const category = await categoryByName(backend, 'Protéines');
    const add = async (nom: string) => {
      const created = await backend.call('POST', '/produits', {
        token: admin.token,
        body: productForm({ nom, prix: 5000, typeProduit: category.id }, [file(await picture('png'), 'a.png')]),
      });
      expect(created.status).toBe(201);
      return created.body.data as { _id: string; images: { url: string; thumbnailUrl: string }[] };
    };
    const inherited = await add('Produit de la sauvegarde');
    // An upload in flight at the dump's moment: keys journaled, files stored, rows committed by the live shop later.
    const prepared = await prepareUploads([{ name: 'a.png', size: 0, bytes: await picture('png') }]);
    const inFlight = (await storeImages(backend.db, storage, randomUUID(), 'Produit en cours', prepared)).keys;

    const result = (await backend.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const live = new URL(process.env.TEST_DATABASE_URL as string);
    live.pathname = `/${result.rows[0].name}`;
    // The dump as docs/backups.md makes it, restored below with pg_restore as it says.
    const dump = path.join(directory, 'boutique.dump');
    await run('pg_dump', ['--format=custom', `--file=${dump}`, live.toString()]);
    const uploadedAfter = await add('Produit envoyé après la sauvegarde');

    const copy = await createScratchDatabase(process.env.TEST_DATABASE_URL as string, 'boutique_copy');
    const handle = await openDatabase({ url: copy.url });
    try {
      await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${copy.url}`, dump]);
      await run('psql', ['--no-psqlrc', '--set=ON_ERROR_STOP=1', `--dbname=${copy.url}`, `--command=${SETTLE_RESTORED_COPY}`]);
      await migrateDatabase(handle);

      await sweepOrphanPictures(handle.db, storage, { writtenBefore: new Date(Date.now() + 60 * 60 * 1000) });
      const liveKeys = [...keysOf(inherited), ...inFlight, ...keysOf(uploadedAfter)];
      expect(await inBucket(liveKeys)).toEqual(liveKeys.map(() => true));

      // The copy deletes the product that came with the dump: its pictures stay the live shop's.
      setDatabase(handle);
      try {
        await deleteProduct({ actor: { id: admin.id, email: admin.email, nomComplet: null }, id: inherited._id });
      } finally {
        setDatabase(backend.database);
      }
      expect(await inBucket(keysOf(inherited))).toEqual([true, true]);
      expect((await backend.call('GET', `/produits/${inherited._id}`)).status).toBe(200);
    } finally {
      await handle.close();
      await copy.drop();
    }
    for (const k of inFlight) await storage.delete(k);
    await backend.db.delete(pictureJournal);
  }, 60_000);
});
