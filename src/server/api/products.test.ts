import { readdirSync } from 'node:fs';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog, productImages, products } from '@/server/db/schema';
import {
  allProducts,
  categoryByName,
  file,
  picture,
  pngBomb,
  productForm,
  storedFileExists,
} from '@test/catalog-fixtures';
import { type TestAdmin, useTestBackend } from '@test/harness';

const t = useTestBackend({ seed: true });
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
let admin: TestAdmin;
let proteins: { id: string; sousTypes: { _id: string; nom: string }[] };
let vitamins: { id: string; sousTypes: { _id: string; nom: string }[] };

beforeAll(async () => {
  admin = await t().createAdmin({ role: 'admin' });
  proteins = await categoryByName(t(), 'Protéines');
  vitamins = await categoryByName(t(), 'Vitamines et minéraux');
});

const baseFields = () => ({
  nom: 'Whey Isolate Muscle Milk 2 kg',
  description: 'Isolat de whey au goût chocolat.',
  prix: 40000,
  pourcentPromotion: 25,
  aLaUne: true,
  enRupture: false,
  typeProduit: proteins.id,
  sousTypeProduit: proteins.sousTypes[0]._id,
  stock: 7,
});

const createProduct = (form: FormData, token = admin.token) => t().call('POST', '/produits/', { token, body: form });

function uploadedFiles(): string[] {
  const root = path.join(t().dataDir, 'uploads', 'products');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

async function productCount(): Promise<number> {
  const [{ count }] = await t().db.select({ count: sql<number>`count(*)::int` }).from(products);
  return count;
}

async function lastActivity() {
  const [row] = await t().db.select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
  return row;
}

describe('product writes need an administrator', () => {
  it('answers 401 to every anonymous write and changes nothing', async () => {
    const [existing] = await allProducts(t());
    const before = await productCount();
    for (const [method, target] of [
      ['POST', '/produits/'],
      ['PUT', `/produits/${existing._id}`],
      ['DELETE', `/produits/${existing._id}`],
    ]) {
      // A deletion takes no form: one sent with it is refused for its type (415) before its token is looked at.
      const { status, body } = await t().call(method, target, { body: method === 'DELETE' ? undefined : productForm(baseFields()) });
      expect(status).toBe(401);
      expect(body).toMatchObject({ success: false, message: 'Authentification requise' });
    }
    expect(await productCount()).toBe(before);
    expect((await t().call('GET', `/produits/${existing._id}`)).body.data.nom).toBe(existing.nom);
  });
});

describe('POST /produits/', () => {
  it('creates a product from a multipart form, computing the price after promotion', async () => {
    const images = [file(await picture('png', 2000, 1000), 'face.png', 'image/png'), file(await picture('jpeg'), 'dos.jpg', 'image/jpeg')];
    const { status, body } = await createProduct(productForm(baseFields(), images));
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, status: 201, message: 'Le produit a été créé avec succès' });
    const product = body.data;
    expect(product).toMatchObject({
      nom: 'Whey Isolate Muscle Milk 2 kg',
      description: 'Isolat de whey au goût chocolat.',
      prix: 40000,
      pourcentPromotion: 25,
      prixApresPromotion: 30000,
      aLaUne: true,
      enRupture: false,
      stock: 7,
      typeProduit: { _id: proteins.id, nom: 'Protéines' },
      sousTypeProduit: proteins.sousTypes[0],
    });
    expect(product.images).toHaveLength(2);
    expect(product.images.map((i: { isPrimary: boolean }) => i.isPrimary)).toEqual([true, false]);
    expect(product.images[0]).toMatchObject({ originalName: 'face.png', alt: product.nom, width: 1200, height: 600 });
    expect(product.imagePrincipale).toEqual({ url: product.images[0].url, thumbnailUrl: product.images[0].thumbnailUrl, isAvailable: true });
    // The public read is the shape of the answer to the administrator, without its back-office fields.
    const { brouillon, seuilStockBas, datePeremption, visibleSiPerime, excluCatalogues, ...shown } = product;
    expect({ brouillon, seuilStockBas, datePeremption, visibleSiPerime, excluCatalogues }).toEqual({
      brouillon: false,
      seuilStockBas: null,
      datePeremption: null,
      visibleSiPerime: false,
      excluCatalogues: false,
    });
    expect((await t().call('GET', `/produits/${product._id}`)).body.data).toEqual(shown);
    expect(await lastActivity()).toMatchObject({ action: 'product.create', title: 'Produit créé', subtitle: product.nom, actorId: admin.id });
  });

  it('stores WebP renditions (display ≤ 1200 px, 400 px thumbnail) without metadata, served from /uploads', async () => {
    const images = [file(await picture('jpeg', 1600, 1600, true), 'photo.jpg', 'image/jpeg')];
    expect((await sharp(Buffer.from(await images[0].arrayBuffer())).metadata()).exif).toBeDefined();
    const { body } = await createProduct(productForm({ ...baseFields(), nom: 'Caséine Test' }, images));
    const [image] = body.data.images;
    const display = await t().app.request(image.url);
    expect(display.status).toBe(200);
    expect(display.headers.get('content-type')).toBe('image/webp');
    const displayMeta = await sharp(Buffer.from(await display.arrayBuffer())).metadata();
    expect(displayMeta).toMatchObject({ format: 'webp', width: 1200, height: 1200 });
    expect(displayMeta.exif).toBeUndefined();
    const thumb = await sharp(Buffer.from(await (await t().app.request(image.thumbnailUrl)).arrayBuffer())).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(thumb.exif).toBeUndefined();
  });

  it('stores a picture under a name of its own: the name the browser sent never reaches the disk', async () => {
    const before = new Set(uploadedFiles());
    const names = ['../../jwt-secret.png', '..\\..\\uploads\\évil.png', '/etc/passwd.png', 'a\u0000b.png'];
    const images = await Promise.all(names.map(async (name) => file(await picture('png'), name, 'image/png')));
    const { status, body } = await createProduct(productForm({ ...baseFields(), nom: 'Noms de fichiers' }, images));
    expect(status).toBe(201);
    for (const image of body.data.images) {
      expect(image.url).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/);
      expect(image.thumbnailUrl).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\/[0-9a-f-]{36}-thumb\.webp$/);
    }
    // Kept only as a label: its last segment, without control characters.
    expect(body.data.images.map((image: { originalName: string }) => image.originalName)).toEqual(['jwt-secret.png', 'évil.png', 'passwd.png', 'ab.png']);
    // Eight new files (a picture and its thumbnail each), all inside the product's folder, named by the shop.
    const added = uploadedFiles().filter((name) => !before.has(name));
    expect(added).toHaveLength(8);
    const folder = path.join(t().dataDir, 'uploads', 'products', body.data._id);
    for (const name of added) expect(path.relative(folder, name)).toMatch(/^[0-9a-f-]{36}(-thumb)?\.webp$/);
    expect(readdirSync(t().dataDir)).not.toContain('jwt-secret.png');
  });

  it.each(['png', 'jpeg', 'webp', 'gif'] as const)('accepts a %s picture', async (format) => {
    const { status, body } = await createProduct(
      productForm({ ...baseFields(), nom: `Format ${format}` }, [file(await picture(format), `image.${format}`)]),
    );
    expect(status).toBe(201);
    expect(body.data.images[0].url).toMatch(/\.webp$/);
  });

  it('creates a product without pictures, stock or sub-type, from JSON too', async () => {
    const form = await createProduct(productForm({ nom: 'Sans image', prix: '2500', typeProduit: vitamins.id }));
    expect(form.status).toBe(201);
    expect(form.body.data).toMatchObject({ images: [], imagePrincipale: null, stock: null, sousTypeProduit: null, aLaUne: false, pourcentPromotion: 0 });
    const json = await t().call('POST', '/produits', {
      token: admin.token,
      json: { nom: 'En JSON', prix: 3000, pourcentPromotion: 50, prixApresPromotion: 1, typeProduit: vitamins.id, enRupture: true },
    });
    expect(json.status).toBe(201);
    // The client's prixApresPromotion is ignored: the server computes it.
    expect(json.body.data).toMatchObject({ prixApresPromotion: 1500, enRupture: true });
  });

  it("treats 'Aucune description' as no description and rounds the promotion", async () => {
    const { body } = await createProduct(
      productForm({ nom: 'Arrondi', prix: 999, pourcentPromotion: 33, description: 'Aucune description', typeProduit: vitamins.id }),
    );
    expect(body.data).toMatchObject({ description: null, prixApresPromotion: 669 });
  });

  it.each([
    [{ nom: '' }, 'nom', 'Le nom du produit est requis'],
    [{ nom: '   ' }, 'nom', 'Le nom du produit est requis'],
    [{ nom: undefined }, 'nom', 'Le nom du produit est requis'],
    [{ prix: 0 }, 'prix', 'Le prix doit être supérieur à 0'],
    [{ prix: 'douze' }, 'prix', 'Le prix doit être supérieur à 0'],
    [{ prix: undefined }, 'prix', 'Le prix doit être supérieur à 0'],
    [{ prix: -100 }, 'prix', 'Le prix doit être supérieur à 0'],
    // A lenient parser read these as 12 and 5 (found by the fuzzer): anything but digits is invalid.
    [{ prix: '12abc' }, 'prix', 'Le prix doit être supérieur à 0'],
    [{ prix: '5e-324' }, 'prix', 'Le prix doit être supérieur à 0'],
    [{ prix: '12 000' }, 'prix', 'Le prix doit être supérieur à 0'],
    [{ typeProduit: undefined }, 'typeProduit', 'Veuillez sélectionner une catégorie'],
    [{ typeProduit: '' }, 'typeProduit', 'Veuillez sélectionner une catégorie'],
    [{ pourcentPromotion: 101 }, 'pourcentPromotion', 'La promotion doit être comprise entre 0 et 100'],
    [{ pourcentPromotion: -1 }, 'pourcentPromotion', 'La promotion doit être comprise entre 0 et 100'],
    [{ stock: -3 }, 'stock', 'Le stock doit être un nombre entier positif'],
    [{ stock: '2.5' }, 'stock', 'Le stock doit être un nombre entier positif'],
    [{ typeProduit: 'pas-une-categorie' }, 'typeProduit', "La catégorie sélectionnée n'existe pas"],
    [{ typeProduit: UNKNOWN_ID }, 'typeProduit', "La catégorie sélectionnée n'existe pas"],
    [{ sousTypeProduit: UNKNOWN_ID }, 'sousTypeProduit', "Le sous-type sélectionné n'appartient pas à cette catégorie"],
    [{ sousTypeProduit: 'xyz' }, 'sousTypeProduit', "Le sous-type sélectionné n'appartient pas à cette catégorie"],
  ])('refuses %j with 400 and the form message, leaving nothing behind', async (override, field, message) => {
    const before = await productCount();
    const files = uploadedFiles().length;
    const { status, body } = await createProduct(productForm({ ...baseFields(), ...override }, [file(await picture('png'), 'a.png')]));
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, status: 400, message, data: { errors: { [field]: message } } });
    expect(await productCount()).toBe(before);
    expect(uploadedFiles()).toHaveLength(files);
  });

  it('refuses a sub-type of another category', async () => {
    const { status, body } = await createProduct(productForm({ ...baseFields(), sousTypeProduit: vitamins.sousTypes[0]._id }));
    expect(status).toBe(400);
    expect(body.message).toBe("Le sous-type sélectionné n'appartient pas à cette catégorie");
  });
});

describe('product pictures are checked by their bytes', () => {
  async function refused(images: File[], message: string) {
    const before = await productCount();
    const files = uploadedFiles().length;
    const { status, body } = await createProduct(productForm(baseFields(), images));
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect(body.data.errors.images).toBe(message);
    expect(await productCount()).toBe(before);
    expect(uploadedFiles()).toHaveLength(files);
    return body;
  }

  it('refuses a 6 MB file with the 5 MB message', async () => {
    const big = Buffer.concat([await picture('png'), Buffer.alloc(6 * 1024 * 1024)]);
    const body = await refused([file(await picture('png'), 'ok.png'), file(big, 'enorme.png', 'image/png')], 'Le fichier enorme.png dépasse la limite de 5MB');
    expect(body.data.title).toBe('Fichier trop volumineux');
  });

  it('refuses a text file named .png', async () => {
    await refused(
      [file('Ceci est un simple texte, pas une image.', 'photo.png', 'image/png')],
      "Le fichier photo.png n'est pas une image acceptée (JPEG, PNG, WebP ou GIF)",
    );
  });

  it('refuses other picture formats (SVG, TIFF) whatever their name', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    await refused([file(svg, 'logo.jpg', 'image/jpeg')], "Le fichier logo.jpg n'est pas une image acceptée (JPEG, PNG, WebP ou GIF)");
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).tiff().toBuffer();
    await refused([file(tiff, 'scan.png')], "Le fichier scan.png n'est pas une image acceptée (JPEG, PNG, WebP ou GIF)");
  });

  it('refuses a truncated picture', async () => {
    const png = await picture('png', 200, 200);
    await refused([file(png.subarray(0, 60), 'coupee.png')], "L'image coupee.png est illisible ou endommagée");
  });

  it('refuses a decompression bomb', async () => {
    await refused([file(await pngBomb(), 'bombe.png', 'image/png')], "Les dimensions de l'image bombe.png sont trop grandes");
  });

  it('refuses six pictures', async () => {
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map(async (n) => file(await picture('png'), `p${n}.png`)));
    await refused(six, 'Un produit ne peut pas avoir plus de 5 images');
  });

  it('accepts five pictures', async () => {
    const five = await Promise.all([1, 2, 3, 4, 5].map(async (n) => file(await picture('jpeg'), `p${n}.jpg`)));
    const { status, body } = await createProduct(productForm({ ...baseFields(), nom: 'Cinq images' }, five));
    expect(status).toBe(201);
    expect(body.data.images.map((i: { originalName: string }) => i.originalName)).toEqual(['p1.jpg', 'p2.jpg', 'p3.jpg', 'p4.jpg', 'p5.jpg']);
  });

  it('checks bytes sent as a picture without a file name instead of dropping them (found by the fuzzer)', async () => {
    const png = await picture('png', 200, 200);
    await refused([file(png.subarray(0, 60), '')], "L'image image est illisible ou endommagée");
  });

  it('keeps a whole picture sent without a file name, as any other', async () => {
    const { status, body } = await createProduct(productForm({ ...baseFields(), nom: 'Sans nom de fichier' }, [file(await picture('png', 200, 200), '')]));
    expect(status).toBe(201);
    expect(body.data.images).toHaveLength(1);
  });

  it('ignores the empty part a file input sends when nothing is chosen', async () => {
    const form = productForm({ ...baseFields(), nom: 'Champ vide' });
    form.append('images', new File([], '', { type: 'application/octet-stream' }));
    const { status, body } = await createProduct(form);
    expect(status).toBe(201);
    expect(body.data.images).toEqual([]);
  });
});

describe('a failed write leaves no file and no row', () => {
  it('removes the written pictures when the transaction fails', async () => {
    const before = await productCount();
    const files = uploadedFiles().length;
    const { db } = t();
    const original = db.transaction.bind(db);
    db.transaction = (async (fn: Parameters<typeof db.transaction>[0]) =>
      original(async (tx) => {
        await fn(tx);
        throw new Error('disk full');
      })) as typeof db.transaction;
    try {
      const { status, body } = await createProduct(productForm(baseFields(), [file(await picture('png'), 'x.png')]));
      expect(status).toBe(500);
      expect(body.message).toBe('Une erreur interne est survenue. Veuillez réessayer plus tard.');
    } finally {
      db.transaction = original;
    }
    expect(await productCount()).toBe(before);
    expect(uploadedFiles()).toHaveLength(files);
  });
});

describe('PUT /produits/{id}', () => {
  async function created(images: File[] = []) {
    const { body } = await createProduct(productForm({ ...baseFields(), nom: `Produit ${Math.random()}` }, images));
    return body.data;
  }

  it('updates the fields, recomputes the price after promotion and keeps the pictures when none are sent', async () => {
    const product = await created([file(await picture('png'), 'garde.png')]);
    const { status, body } = await t().call('PUT', `/produits/${product._id}`, {
      token: admin.token,
      body: productForm({ ...baseFields(), nom: 'Nom modifié', prix: 10000, pourcentPromotion: 10, typeProduit: vitamins.id, sousTypeProduit: '' }),
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Le produit a été modifié avec succès');
    expect(body.data).toMatchObject({
      nom: 'Nom modifié',
      prix: 10000,
      prixApresPromotion: 9000,
      typeProduit: { _id: vitamins.id },
      sousTypeProduit: null,
      stock: 7,
    });
    expect(body.data.images).toEqual(product.images.map((image: object) => ({ ...image, alt: 'Nom modifié' })));
    expect(storedFileExists(t(), product.images[0].url)).toBe(true);
    expect(await lastActivity()).toMatchObject({ action: 'product.update', title: 'Produit modifié', subtitle: 'Nom modifié' });
  });

  it('replaces all the old pictures with the new ones and deletes the old files', async () => {
    const product = await created([file(await picture('png'), 'a.png'), file(await picture('png'), 'b.png')]);
    const { status, body } = await t().call('PUT', `/produits/${product._id}`, {
      token: admin.token,
      body: productForm(baseFields(), [file(await picture('gif'), 'nouvelle.gif')]),
    });
    expect(status).toBe(200);
    expect(body.data.images).toHaveLength(1);
    expect(body.data.images[0].originalName).toBe('nouvelle.gif');
    for (const image of product.images) {
      expect(storedFileExists(t(), image.url)).toBe(false);
      expect(storedFileExists(t(), image.thumbnailUrl)).toBe(false);
    }
    expect(storedFileExists(t(), body.data.images[0].url)).toBe(true);
    expect(await t().db.select().from(productImages).where(eq(productImages.productId, product._id))).toHaveLength(1);
  });

  it('keeps the stock when the field is left out and clears it when sent blank', async () => {
    const product = await created();
    const { stock: _stock, ...withoutStock } = baseFields();
    const kept = await t().call('PUT', `/produits/${product._id}`, { token: admin.token, body: productForm(withoutStock) });
    expect(kept.body.data.stock).toBe(7);
    const cleared = await t().call('PUT', `/produits/${product._id}`, { token: admin.token, body: productForm({ ...withoutStock, stock: '' }) });
    expect(cleared.body.data.stock).toBeNull();
  });

  it('keeps the old pictures and the product when the new pictures are refused', async () => {
    const product = await created([file(await picture('png'), 'garde.png')]);
    const files = uploadedFiles().length;
    const { status } = await t().call('PUT', `/produits/${product._id}`, {
      token: admin.token,
      body: productForm({ ...baseFields(), nom: 'Jamais' }, [file(await picture('png'), 'ok.png'), file('texte', 'faux.webp')]),
    });
    expect(status).toBe(400);
    expect(uploadedFiles()).toHaveLength(files);
    const reread = (await t().call('GET', `/produits/${product._id}`)).body.data;
    expect(reread.nom).toBe(product.nom);
    expect(reread.images).toEqual(product.images);
  });

  it('validates like creation and answers 404 / 400 for unknown or malformed ids', async () => {
    const product = await created();
    const invalid = await t().call('PUT', `/produits/${product._id}`, { token: admin.token, body: productForm({ ...baseFields(), prix: 0 }) });
    expect(invalid).toMatchObject({ status: 400, body: { message: 'Le prix doit être supérieur à 0' } });
    const unknown = await t().call('PUT', `/produits/${UNKNOWN_ID}`, { token: admin.token, body: productForm(baseFields()) });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Produit non trouvé' } });
    const malformed = await t().call('PUT', '/produits/abc', { token: admin.token, body: productForm(baseFields()) });
    expect(malformed).toMatchObject({ status: 400, body: { message: 'Identifiant invalide' } });
  });
});

describe('DELETE /produits/{id}', () => {
  it('deletes the product, its image rows and its files, and logs it', async () => {
    const { body: createdBody } = await createProduct(productForm({ ...baseFields(), nom: 'À supprimer' }, [file(await picture('png'), 'x.png')]));
    const product = createdBody.data;
    expect(storedFileExists(t(), product.images[0].url)).toBe(true);
    const { status, body } = await t().call('DELETE', `/produits/${product._id}`, { token: admin.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Le produit a été supprimé avec succès' });
    expect((await t().call('GET', `/produits/${product._id}`)).status).toBe(404);
    expect(storedFileExists(t(), product.images[0].url)).toBe(false);
    expect(storedFileExists(t(), product.images[0].thumbnailUrl)).toBe(false);
    expect(await t().db.select().from(productImages).where(eq(productImages.productId, product._id))).toHaveLength(0);
    expect(await lastActivity()).toMatchObject({ action: 'product.delete', title: 'Produit supprimé', subtitle: 'À supprimer' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(await t().call('DELETE', `/produits/${UNKNOWN_ID}`, { token: admin.token })).toMatchObject({
      status: 404,
      body: { message: 'Produit non trouvé' },
    });
    expect((await t().call('DELETE', '/produits/nope', { token: admin.token })).status).toBe(400);
  });
});
