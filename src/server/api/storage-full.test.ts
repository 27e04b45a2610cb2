// A product's pictures on a full disk (docs/decisions/015-crash-safety.md): the upload is refused with a 507
// and a French message, nothing is stored (no row, no file, not even a temporary one), and once space is
// freed the same upload goes through. The disk is a real tmpfs filled to the last byte.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryByName, file, picture, productForm } from '@test/catalog-fixtures';
import { createTestBackend, type TestAdmin, type TestBackend } from '@test/harness';
import { mountSmallDisk, type SmallDisk } from '@test/small-disk';
import { SERVER_MESSAGES } from '@/shared/messages';

const disk = mountSmallDisk(16);
let backend: TestBackend;
let admin: TestAdmin;

beforeAll(async () => {
  if (!disk) return;
  backend = await createTestBackend({ seed: false, env: { DATA_DIR: path.join(disk.path, 'data') } });
  admin = await backend.createAdmin();
  const created = await backend.call('POST', '/types', { token: admin.token, json: { nom: 'Protéines' } });
  expect(created.status).toBe(201);
});

afterAll(async () => {
  await backend?.close();
  disk?.unmount();
});

const uploadsOnDisk = () => {
  try {
    return readdirSync(path.join((disk as SmallDisk).path, 'data', 'uploads'), { recursive: true }).map(String);
  } catch {
    return [];
  }
};

const upload = async (nom: string) => {
  const category = await categoryByName(backend, 'Protéines');
  return backend.call('POST', '/produits', {
    token: admin.token,
    body: productForm({ nom, prix: 5000, typeProduit: category.id }, [file(await picture('jpeg', 900, 700), 'a.jpg')]),
  });
};

/** The upload, refused by a full disk; then the space is freed. */
async function uploadOnFullDisk(nom: string) {
  (disk as SmallDisk).fill();
  try {
    return await upload(nom);
  } finally {
    (disk as SmallDisk).free();
  }
}

describe.runIf(disk)('an upload on a full disk', () => {
  it('leaves no half-written file behind, not even a temporary one', async () => {
    await uploadOnFullDisk('Produit sans place');
    expect(uploadsOnDisk().filter((entry) => entry.endsWith('.webp') || entry.endsWith('.tmp'))).toEqual([]);
  });

  it('answers 507 with a French message and changes nothing; once space is freed the upload goes through', async () => {
    const before = await backend.call('GET', '/produits?limit=100');
    const refused = await uploadOnFullDisk('Produit refusé');
    expect(refused.status).toBe(507);
    expect(refused.body.message).toBe(SERVER_MESSAGES.storageFull);
    expect(JSON.stringify(refused.body)).not.toMatch(/ENOSPC|at .*\(/);
    expect((await backend.call('GET', '/produits?limit=100')).body.data.length).toBe(before.body.data.length);

    const accepted = await upload('Produit refusé');
    expect(accepted.status).toBe(201);
    const served = await backend.app.request(accepted.body.data.images[0].url);
    expect(served.status).toBe(200);
  });
});
