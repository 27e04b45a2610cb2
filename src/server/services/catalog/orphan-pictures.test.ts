// The sweep of orphan pictures on local disk (the S3 storage's is in storage/s3-storage.test.ts): a file a
// product points at stays, an unreferenced old one goes, a fresh one (an upload in flight) stays.
import { existsSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { categoryByName, file, picture, productForm } from '@/server/testing/catalog-fixtures';
import { type TestAdmin, useTestBackend } from '@/server/testing/harness';
import { getStorage } from '@/server/storage/storage';
import { ORPHAN_PICTURE_GRACE_MS, sweepOrphanPictures } from './orphan-pictures';

const t = useTestBackend({ seed: true });
let admin: TestAdmin;

beforeAll(async () => {
  admin = await t().createAdmin();
});

const onDisk = (key: string) => path.join(t().dataDir, 'uploads', ...key.split('/'));
const keyOf = (url: string) => url.replace(/^\/uploads\//, '');
const anHourAgo = () => new Date(Date.now() - 60 * 60 * 1000);
const graceCutoff = () => new Date(Date.now() - ORPHAN_PICTURE_GRACE_MS);

async function createProduct(nom: string) {
  const category = await categoryByName(t(), 'Protéines');
  const created = await t().call('POST', '/produits', {
    token: admin.token,
    body: productForm({ nom, prix: 5000, typeProduit: category.id }, [file(await picture('png'), 'a.png')]),
  });
  expect(created.status).toBe(201);
  return created.body.data as { _id: string; images: { url: string; thumbnailUrl: string }[] };
}

async function storeOrphan(key: string, writtenAt: Date | null) {
  await getStorage().put(key, await picture('webp'), 'image/webp');
  if (writtenAt) utimesSync(onDisk(key), writtenAt, writtenAt);
}

describe('the sweep of orphan pictures', () => {
  it('removes an old unreferenced file and keeps referenced and fresh ones', async () => {
    const product = await createProduct('Produit gardé');
    const [image] = product.images;
    // Even old, a referenced file stays.
    utimesSync(onDisk(keyOf(image.url)), anHourAgo(), anHourAgo());
    await storeOrphan('products/00000000-0000-4000-8000-00000000dead/left-by-a-crash.webp', anHourAgo());
    await storeOrphan('products/00000000-0000-4000-8000-00000000beef/upload-in-flight.webp', null);
    // What a write killed half-way leaves: the temporary file of LocalDiskStorage.put.
    await storeOrphan('products/00000000-0000-4000-8000-00000000dead/x.webp.0b0e9d2c.tmp', anHourAgo());

    const result = await sweepOrphanPictures(t().db, getStorage(), { writtenBefore: graceCutoff() });

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
  });

  it('keeps every picture of the demo catalogue', async () => {
    const before = (await getStorage().list('seed/')).length;
    expect(before).toBeGreaterThan(0);
    const result = await sweepOrphanPictures(t().db, getStorage(), { writtenBefore: new Date(Date.now() + 60_000) });
    expect(result.removed.filter((key) => key.startsWith('seed/'))).toEqual([]);
    expect((await getStorage().list('seed/')).length).toBe(before);
  });

  it('removes the files of a deleted product that its deletion could not remove', async () => {
    const product = await createProduct('Produit supprimé');
    const keys = product.images.flatMap((image) => [keyOf(image.url), keyOf(image.thumbnailUrl)]);
    const contents = await Promise.all(keys.map((key) => getStorage().get(key)));
    expect((await t().call('DELETE', `/produits/${product._id}`, { token: admin.token })).status).toBe(200);
    // As if the process had died between the commit and the deletion of the files.
    for (const [i, key] of keys.entries()) {
      await getStorage().put(key, contents[i] as Buffer, 'image/webp');
      utimesSync(onDisk(key), anHourAgo(), anHourAgo());
    }

    const result = await sweepOrphanPictures(t().db, getStorage(), { writtenBefore: graceCutoff() });

    expect(result.removed.sort()).toEqual([...keys].sort());
    for (const key of keys) expect(existsSync(onDisk(key))).toBe(false);
  });
});
