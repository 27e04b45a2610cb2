// A full or read-only DATA_DIR (docs/decisions/015-crash-safety.md), with the real server process on a real
// small file system (tmpfs): an upload on a full disk is refused with a 507 and a French message; a start on
// a full or a read-only disk stops at once with a French message; once space is freed, or the disk writable
// again, the shop starts and serves everything it held.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountSmallDisk, type SmallDisk } from '@test/small-disk';
import { SERVER_MESSAGES } from '@/shared/messages';
import { apiSignIn, freePort, type RunningServer, spawnServer, startServer, waitForExit } from '../e2e/harness';
import { allCategories, allProducts, api, noisePicture, type ProductDto } from './crash-harness';

// PGlite's files take about 40 MB.
const disk = mountSmallDisk(96);
const env = { SEED_DEMO: 'false' };
let dataDir: string;
let server: RunningServer | undefined;
let token: string;
let categoryId: string;
let product: ProductDto;

/** Starts the server and waits for it to give up; returns its exit code and what it said. */
async function failedStart(): Promise<{ code: number | null; output: string }> {
  const child = spawnServer(await freePort(), dataDir, env);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  const code = await waitForExit(child);
  clearTimeout(timer);
  if (child.signalCode === 'SIGKILL') throw new Error(`the server neither started nor gave up in 120 s:\n${output}`);
  return { code, output };
}

function productForm(nom: string, picture: Buffer): FormData {
  const form = new FormData();
  form.append('nom', nom);
  form.append('prix', '12500');
  form.append('stock', '3');
  form.append('typeProduit', categoryId);
  form.append('images', new File([new Uint8Array(picture)], 'photo.jpg', { type: 'image/jpeg' }));
  return form;
}

beforeAll(async () => {
  if (!disk) return;
  dataDir = path.join(disk.path, 'data');
  server = await startServer({ dataDir, env });
  token = (await apiSignIn(server.url)).accessToken;
  const category = await api<{ _id: string }>(server.url, 'POST', '/types', { token, json: { nom: 'Épices' } });
  expect(category.status).toBe(201);
  categoryId = category.body.data._id;
  const created = await api<ProductDto>(server.url, 'POST', '/produits', { token, form: productForm('Curcuma bio', await noisePicture(7)) });
  expect(created.status).toBe(201);
  product = created.body.data;
});

afterAll(async () => {
  await server?.stop();
  // Unmounted whatever state a failed test left the disk in (a lazy unmount needs no remount first).
  disk?.unmount();
});

async function expectEarlierDataServed(base: string) {
  const products = await allProducts(base);
  expect(products.map((p) => [p._id, p.nom, p.prix])).toEqual([[product._id, 'Curcuma bio', 12500]]);
  expect(products[0].images.map((image) => image.url)).toEqual(product.images.map((image) => image.url));
  for (const image of products[0].images) {
    for (const url of [image.url, image.thumbnailUrl]) {
      const response = await fetch(`${base}${url}`);
      await response.arrayBuffer();
      expect(response.status, url).toBe(200);
    }
  }
  expect((await allCategories(base)).map((category) => category.nom)).toEqual(['Épices']);
}

describe.runIf(disk)('a full or read-only DATA_DIR', () => {
  it('refuses an upload on a full disk with a 507 and a French message, and changes nothing', async () => {
    const running = server as RunningServer;
    (disk as SmallDisk).fill();
    const refused = await api(running.url, 'POST', '/produits', { token, form: productForm('Cannelle', await noisePicture(8)) });
    expect(refused.status).toBe(507);
    expect(refused.body.message).toBe(SERVER_MESSAGES.storageFull);
    await expectEarlierDataServed(running.url);
    // Stopped while the disk is still full: the shutdown must not damage anything either.
    expect(await running.stop()).toBe(0);
    server = undefined;
  });

  it('does not start on the disk its shutdown left nearly full, and says so in French', async () => {
    const { code, output } = await failedStart();
    expect(code).toBe(1);
    expect(output).toContain(SERVER_MESSAGES.dataDirFull(dataDir));
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('does not start on a full disk, and says so in French', async () => {
    (disk as SmallDisk).fill();
    const { code, output } = await failedStart();
    expect(code).toBe(1);
    expect(output).toContain(SERVER_MESSAGES.dataDirFull(dataDir));
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('does not start on a read-only disk, and says so in French', async () => {
    (disk as SmallDisk).free();
    (disk as SmallDisk).readOnly(true);
    const { code, output } = await failedStart();
    expect(code).toBe(1);
    expect(output).toContain(SERVER_MESSAGES.dataDirReadOnly(dataDir));
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('starts once the disk is writable with space again, and serves everything it held', async () => {
    (disk as SmallDisk).readOnly(false);
    server = await startServer({ dataDir, env });
    await expectEarlierDataServed(server.url);
    const accepted = await api(server.url, 'POST', '/produits', { token, form: productForm('Cannelle', await noisePicture(8)) });
    expect(accepted.status).toBe(201);
  });
});
