// The sweep of orphan pictures on local disk (the S3 storage's is in storage/s3-storage.test.ts). In a DATA_DIR
// held under its lock, a file a product points at stays, an unreferenced old one goes, a fresh one (an upload
// in flight) stays. In shared storage only the files the picture journal names may go. A restored database is
// settled before its first sweep.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureJournal, productImages } from '@/server/db/schema';
import { prepareUploads } from '@/server/services/images/prepare-uploads';
import { getStorage, setStorage, type Storage } from '@/server/storage/storage';
import { categoryByName, file, picture, productForm } from '@test/catalog-fixtures';
import { type TestAdmin, useTestBackend } from '@test/harness';
import {
  ORPHAN_PICTURE_GRACE_MS,
  RESTORED_MARKER,
  scheduleOrphanPictureSweeps,
  settleRestoredDatabase,
  sweepOrphanPictures,
} from './orphan-pictures';
import { storeImages } from './product-image-files';

const t = useTestBackend({ seed: true });
let admin: TestAdmin;

beforeAll(async () => {
  admin = await t().createAdmin();
});

const onDisk = (key: string) => path.join(t().dataDir, 'uploads', ...key.split('/'));
const keyOf = (url: string) => url.replace(/^\/uploads\//, '');
const anHourAgo = () => new Date(Date.now() - 60 * 60 * 1000);
const graceCutoff = () => new Date(Date.now() - ORPHAN_PICTURE_GRACE_MS);
const backdate = (key: string) => utimesSync(onDisk(key), anHourAgo(), anHourAgo());

type Created = { _id: string; images: { url: string; thumbnailUrl: string }[] };
const keysOfProduct = (product: Created) => product.images.flatMap((image) => [keyOf(image.url), keyOf(image.thumbnailUrl)]);

async function createProduct(nom: string): Promise<Created> {
  const category = await categoryByName(t(), 'Protéines');
  const created = await t().call('POST', '/produits', {
    token: admin.token,
    body: productForm({ nom, prix: 5000, typeProduit: category.id }, [file(await picture('png'), 'a.png')]),
  });
  expect(created.status).toBe(201);
  return created.body.data;
}

async function storeOrphan(key: string, writtenAt: Date | null) {
  await getStorage().put(key, await picture('webp'), 'image/webp');
  if (writtenAt) utimesSync(onDisk(key), writtenAt, writtenAt);
}

async function journal(keys?: string[]) {
  const rows = await t().db.select({ key: pictureJournal.storageKey }).from(pictureJournal);
  return rows.map((row) => row.key).filter((key) => !keys || keys.includes(key)).sort();
}

/** What a process killed after writing a product's pictures and before committing its rows leaves. */
async function uploadCutShort() {
  const prepared = await prepareUploads([{ name: 'a.png', size: 0, bytes: await picture('png') }]);
  const stored = await storeImages(t().db, getStorage(), randomUUID(), 'Produit coupé', prepared);
  return stored.keys;
}

/** The storage, except that deleting fails: what a process killed after committing a deletion leaves. */
function withFailingDeletes(storage: Storage): Storage {
  return {
    put: (key, body, type) => storage.put(key, body, type),
    get: (key) => storage.get(key),
    list: (prefix) => storage.list(prefix),
    url: (key) => storage.url(key),
    delete: async () => {
      throw new Error('killed before deleting');
    },
  };
}

describe('the sweep of orphan pictures in a DATA_DIR held under its lock', () => {
  it('removes an old unreferenced file and keeps referenced and fresh ones', async () => {
    const product = await createProduct('Produit gardé');
    const [image] = product.images;
    // Even old, a referenced file stays.
    backdate(keyOf(image.url));
    await storeOrphan('products/00000000-0000-4000-8000-00000000dead/left-by-a-crash.webp', anHourAgo());
    await storeOrphan('products/00000000-0000-4000-8000-00000000beef/upload-in-flight.webp', null);
    // What a write killed half-way leaves: the temporary file of LocalDiskStorage.put.
    await storeOrphan('products/00000000-0000-4000-8000-00000000dead/x.webp.0b0e9d2c.tmp', anHourAgo());

    const result = await sweepOrphanPictures(t().db, getStorage(), { writtenBefore: graceCutoff(), exclusive: true });

    expect(result.removed.sort()).toEqual([
      'products/00000000-0000-4000-8000-00000000dead/left-by-a-crash.webp',
      'products/00000000-0000-4000-8000-00000000dead/x.webp.0b0e9d2c.tmp',
    ]);
    expect(existsSync(onDisk('products/00000000-0000-4000-8000-00000000dead/left-by-a-crash.webp'))).toBe(false);
    expect(existsSync(onDisk('products/00000000-0000-4000-8000-00000000beef/upload-in-flight.webp'))).toBe(true);
    expect(existsSync(onDisk(keyOf(image.url)))).toBe(true);
    expect(existsSync(onDisk(keyOf(image.thumbnailUrl)))).toBe(true);
    expect((await t().call('GET', `/produits/${product._id}`)).body.data.images[0].url).toBe(image.url);
    const served = await t().app.request(image.url);
    expect(served.status).toBe(200);
    await getStorage().delete('products/00000000-0000-4000-8000-00000000beef/upload-in-flight.webp');
  });

  it('keeps every picture of the demo catalogue', async () => {
    const before = (await getStorage().list('seed/')).length;
    expect(before).toBeGreaterThan(0);
    for (const exclusive of [true, false]) {
      const result = await sweepOrphanPictures(t().db, getStorage(), { writtenBefore: new Date(Date.now() + 60_000), exclusive });
      expect(result.removed.filter((key) => key.startsWith('seed/'))).toEqual([]);
    }
    expect((await getStorage().list('seed/')).length).toBe(before);
  });

  it('removes the files of a deleted product that its deletion could not remove', async () => {
    const product = await createProduct('Produit supprimé');
    const keys = keysOfProduct(product);
    const contents = await Promise.all(keys.map((key) => getStorage().get(key)));
    expect((await t().call('DELETE', `/produits/${product._id}`, { token: admin.token })).status).toBe(200);
    // As if the process had died between the commit and the deletion of the files.
    for (const [i, key] of keys.entries()) {
      await getStorage().put(key, contents[i] as Buffer, 'image/webp');
      backdate(key);
    }

    const result = await sweepOrphanPictures(t().db, getStorage(), { writtenBefore: graceCutoff(), exclusive: true });

    expect(result.removed.sort()).toEqual([...keys].sort());
    for (const key of keys) expect(existsSync(onDisk(key))).toBe(false);
  });

  it('empties the journal of what it removed, at start-up of everything older than the process', async () => {
    const keys = await uploadCutShort();
    expect(await journal(keys)).toEqual([...keys].sort());
    const result = await sweepOrphanPictures(t().db, getStorage(), { writtenBefore: new Date(Date.now() + 1_000), exclusive: true });
    expect(result.removed.sort()).toEqual([...keys].sort());
    expect(await journal(keys)).toEqual([]);
  });
});

describe('the picture journal', () => {
  it('is empty once a product is created, its pictures replaced and the product deleted', async () => {
    const product = await createProduct('Produit journalisé');
    expect(await journal(keysOfProduct(product))).toEqual([]);
    const category = await categoryByName(t(), 'Protéines');
    const replaced = await t().call('PUT', `/produits/${product._id}`, {
      token: admin.token,
      body: productForm({ nom: 'Produit journalisé', prix: 5000, typeProduit: category.id }, [file(await picture('jpeg'), 'b.jpg')]),
    });
    expect(replaced.status).toBe(200);
    for (const key of keysOfProduct(product)) expect(existsSync(onDisk(key))).toBe(false);
    const keys = [...keysOfProduct(product), ...keysOfProduct(replaced.body.data)];
    expect(await journal(keys)).toEqual([]);
    expect((await t().call('DELETE', `/produits/${product._id}`, { token: admin.token })).status).toBe(200);
    for (const key of keysOfProduct(replaced.body.data)) expect(existsSync(onDisk(key))).toBe(false);
    expect(await journal(keys)).toEqual([]);
  });

  it('keeps the keys of files a deletion could not delete, until the sweep has', async () => {
    const product = await createProduct('Produit aux fichiers tenaces');
    const keys = keysOfProduct(product);
    const storage = getStorage();
    setStorage(withFailingDeletes(storage));
    try {
      expect((await t().call('DELETE', `/produits/${product._id}`, { token: admin.token })).status).toBe(200);
    } finally {
      setStorage(storage);
    }
    expect(await journal(keys)).toEqual([...keys].sort());
    for (const key of keys) backdate(key);

    // In shared storage: the journal names them, so they go.
    const result = await sweepOrphanPictures(t().db, getStorage(), { writtenBefore: graceCutoff() });
    expect(result.removed.sort()).toEqual([...keys].sort());
    for (const key of keys) expect(existsSync(onDisk(key))).toBe(false);
    // Recorded less than the grace ago: the keys stay journaled, with nothing left to delete, until a later sweep.
    expect(await journal(keys)).toEqual([...keys].sort());
    await sweepOrphanPictures(t().db, getStorage(), { writtenBefore: new Date(Date.now() + 1_000) });
    expect(await journal(keys)).toEqual([]);
  });
});

describe('the sweep of orphan pictures in shared storage', () => {
  it('never removes a file the journal does not name, however old: another shop may have written it', async () => {
    const foreign = `products/${randomUUID()}/another-shop.webp`;
    await storeOrphan(foreign, anHourAgo());
    const result = await sweepOrphanPictures(t().db, getStorage(), { writtenBefore: new Date(Date.now() + 60_000) });
    expect(result.removed).not.toContain(foreign);
    expect(existsSync(onDisk(foreign))).toBe(true);
    await getStorage().delete(foreign);
  });

  it('removes the files of an upload whose rows never committed once past the grace, temporary files included', async () => {
    const keys = await uploadCutShort();
    // A write of one of them killed half-way, by a process sharing the folder.
    const temporary = `${keys[0]}.${randomUUID()}.tmp`;
    writeFileSync(onDisk(temporary), 'à moitié');

    const fresh = await sweepOrphanPictures(t().db, getStorage(), { writtenBefore: graceCutoff() });
    expect(fresh.removed).toEqual([]);
    for (const key of [...keys, temporary]) expect(existsSync(onDisk(key))).toBe(true);

    for (const key of [...keys, temporary]) backdate(key);
    const later = await sweepOrphanPictures(t().db, getStorage(), { writtenBefore: graceCutoff() });
    expect(later.removed.sort()).toEqual([...keys, temporary].sort());
    for (const key of [...keys, temporary]) expect(existsSync(onDisk(key))).toBe(false);
  });
});

describe('a restored database', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const restoredDataDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'boutique-restored-'));
    dirs.push(dir);
    writeFileSync(path.join(dir, RESTORED_MARKER), '{}\n');
    return dir;
  };
  const owned = async (keys: string[]) =>
    (await t().db.select({ owned: productImages.owned }).from(productImages).where(inArray(productImages.storageKey, keys))).map((row) => row.owned);

  it('is settled before its first sweep: the journal of the backup is emptied, its pictures stay', async () => {
    // A key in flight at the backup's moment, which the original shop committed since.
    const keys = await uploadCutShort();
    for (const key of keys) backdate(key);
    const product = await createProduct('Produit de la sauvegarde');
    const dataDir = restoredDataDir();

    const sweeps = await scheduleOrphanPictureSweeps(t().db, getStorage(), { startedAt: new Date(), exclusive: false, dataDir });
    await sweeps.first;
    sweeps.stop();
    expect(existsSync(path.join(dataDir, RESTORED_MARKER))).toBe(false);
    await sweepOrphanPictures(t().db, getStorage(), { writtenBefore: new Date(Date.now() + 60_000) });
    for (const key of keys) expect(existsSync(onDisk(key))).toBe(true);
    expect(await journal()).toEqual([]);

    // In shared storage, the pictures the backup named are not this shop's to delete.
    expect(await owned([keyOf(product.images[0].url)])).toEqual([false]);
    expect((await t().call('DELETE', `/produits/${product._id}`, { token: admin.token })).status).toBe(200);
    for (const key of keysOfProduct(product)) expect(existsSync(onDisk(key))).toBe(true);
    expect(await journal()).toEqual([]);
    // What it uploads from then on is its own.
    const own = await createProduct('Produit de la copie');
    expect(await owned([keyOf(own.images[0].url)])).toEqual([true]);
    expect((await t().call('DELETE', `/produits/${own._id}`, { token: admin.token })).status).toBe(200);
    for (const key of keysOfProduct(own)) expect(existsSync(onDisk(key))).toBe(false);

    for (const key of [...keys, ...keysOfProduct(product)]) await getStorage().delete(key);
    await t().db.update(productImages).set({ owned: true });
  });

  it('keeps its pictures its own when they are in its DATA_DIR, and is settled once', async () => {
    const product = await createProduct('Produit sur disque');
    const inFlight = await uploadCutShort();
    const dataDir = restoredDataDir();
    expect(await settleRestoredDatabase(t().db, dataDir, false)).toBe(true);
    expect(await journal()).toEqual([]);
    expect(await owned([keyOf(product.images[0].url)])).toEqual([true]);
    expect(existsSync(path.join(dataDir, RESTORED_MARKER))).toBe(false);

    // Without the marker nothing is touched.
    const keys = await uploadCutShort();
    expect(await settleRestoredDatabase(t().db, dataDir, true)).toBe(true);
    expect(await journal(keys)).toEqual([...keys].sort());
    expect(await owned([keyOf(product.images[0].url)])).toEqual([true]);
    await t().db.delete(pictureJournal).where(inArray(pictureJournal.storageKey, keys));
    for (const key of [...inFlight, ...keys]) await getStorage().delete(key);
  });
});
