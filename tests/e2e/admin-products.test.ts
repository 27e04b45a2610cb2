// The back office's products in a real Chromium against the real server: a product created in a sub-type with
// two pictures shows in the admin list and on the storefront at its promotional price; an edit with one new
// picture replaces the old ones; a 4000×3000 photo is shrunk in the browser before it is sent; a picture
// dragged onto the form is taken (its drop zone's code fetched on the first drag); the delete
// flows of the list and of the detail; and every message of the form.
import sharp from 'sharp';
import type { Browser, } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, besidesRefusals, hasChromium, launchBrowser, openAdminPage, type RunningServer, startServer, type TokenPair } from './harness';

interface ApiImage {
  url: string;
  originalName: string | null;
}

interface ApiProduct {
  _id: string;
  nom: string;
  prix: number;
  prixApresPromotion: number;
  typeProduit: { _id: string; nom: string };
  sousTypeProduit: { _id: string; nom: string } | null;
  images: ApiImage[];
}

interface ApiCategory {
  _id: string;
  nom: string;
  sousTypes: { _id: string; nom: string }[];
}

/** A small picture of one colour, as a PNG file for the file input. */
async function png(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A phone-sized photo: 4000×3000 with enough detail to weigh what a real one does. */
async function phonePhoto() {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed >> 16) % 48;
      const i = (y * width + x) * 3;
      raw[i] = ((x * 255) / width + noise) & 0xff;
      raw[i + 1] = ((y * 255) / height + noise) & 0xff;
      raw[i + 2] = (128 + noise) & 0xff;
    }
  }
  const buffer = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
  return { name: 'IMG_4032.jpg', mimeType: 'image/jpeg', buffer };
}

/** 12 500 FCFA → 12500 */
const amount = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

describe.skipIf(!hasChromium)('back-office products in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let tokens: TokenPair;
  let proteines: ApiCategory;
  let created: ApiProduct;
  let shrunk: ApiProduct;

  const api = async <T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: { data: T } }> => {
    const response = await fetch(`${server.url}/api/v1${path}`, init);
    return { status: response.status, body: (await response.json()) as { data: T } };
  };

  const productNamed = async (nom: string): Promise<ApiProduct | undefined> => {
    const { body } = await api<ApiProduct[]>(`/produits?limit=100&search=${encodeURIComponent(nom)}`);
    return body.data.find((product) => product.nom === nom);
  };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    // Signed in once through the API; every page starts with the pair in localStorage.
    tokens = await apiSignIn(server.url);
    const categories = await api<ApiCategory[]>('/types');
    proteines = categories.body.data.find((category) => category.nom === 'Protéines') as ApiCategory;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const adminPage = (width = 1280) => openAdminPage(browser, tokens, { width });

  it('creates a product in a sub-type with two pictures: the admin list and the storefront show its promotional price', async () => {
    const whey = proteines.sousTypes[0];
    const { page, errors, context } = await adminPage();
    await page.goto(`${server.url}/admin/categories/${proteines._id}/type/${whey._id}/produits/add?from=type`);
    await page.getByRole('heading', { name: 'Créer un produit' }).waitFor();
    // Category and sub-type come from the path and cannot be changed.
    const category = page.getByLabel('Catégorie', { exact: true });
    await expect.poll(() => category.locator('option:checked').textContent()).toBe('Protéines');
    expect(await category.isDisabled()).toBe(true);
    expect(await page.getByLabel('Sous-type').isDisabled()).toBe(true);

    await page.getByLabel('Nom du produit').fill('Whey Isolate Vanille E2E');
    await page.getByLabel('Description (facultative)').fill('Protéine de lactosérum isolée, saveur vanille.');
    await page.getByLabel('Prix de base (FCFA)').fill('20000');
    await page.getByLabel('Promotion (%)').fill('25');
    // The live preview: final price and saving.
    await page.getByText('15 000 FCFA').first().waitFor();
    await page.getByText('5 000 FCFA').first().waitFor();

    await page.locator('input[type="file"]').setInputFiles([await png('face.png', '#1d4ed8'), await png('dos.png', '#dc2626')]);
    await page.getByRole('img', { name: 'Aperçu de dos.png' }).waitFor();
    // The second picture made the main one: it is sent first.
    await page.getByRole('button', { name: 'Définir dos.png comme image principale' }).click();
    expect(await page.locator('ol img').first().getAttribute('alt')).toBe('Aperçu de dos.png');

    await page.getByRole('button', { name: 'Créer le produit' }).click();
    await page.waitForURL(`${server.url}/admin/categories/${proteines._id}/type/${whey._id}/produits`);
    const card = page.locator('article', { hasText: 'Whey Isolate Vanille E2E' });
    await card.waitFor();
    expect(amount(await card.getByTestId('price').first().textContent())).toBe(15_000);
    expect(amount(await card.getByTestId('old-price').first().textContent())).toBe(20_000);
    expect(await card.getByText('-25%').count()).toBe(1);

    created = (await productNamed('Whey Isolate Vanille E2E')) as ApiProduct;
    expect(created.sousTypeProduit?._id).toBe(whey._id);
    expect(created.images.map((image) => image.originalName)).toEqual(['dos.png', 'face.png']);
    expect(await card.getByText(`Réf. WHE-${created._id.slice(-6).toUpperCase()}`).count()).toBe(1);

    const shop = await context.newPage();
    await shop.goto(`${server.url}/produits/${created._id}`);
    expect(amount(await shop.locator('[data-testid="price"]').first().textContent())).toBe(15_000);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('edits it with one new picture: the old pictures are gone', async () => {
    const { page, errors, context } = await adminPage();
    await page.goto(`${server.url}/admin/produits/update/${created._id}`);
    await page.getByRole('heading', { name: 'Modifier le produit' }).waitFor();
    expect(await page.getByLabel('Nom du produit').inputValue()).toBe('Whey Isolate Vanille E2E');
    await page.getByText('Les nouvelles images remplaceront toutes les images existantes').waitFor();

    await page.locator('input[type="file"]').setInputFiles([await png('nouvelle.png', '#16a34a')]);
    await page.getByRole('img', { name: 'Aperçu de nouvelle.png' }).waitFor();
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await page.waitForURL(`${server.url}/admin/produits`);

    const { body } = await api<ApiProduct>(`/produits/${created._id}`);
    expect(body.data.images.map((image) => image.originalName)).toEqual(['nouvelle.png']);
    for (const old of created.images) expect((await fetch(new URL(old.url, server.url))).status).toBe(404);
    created = body.data;
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shrinks a 4000×3000 photo in the browser before sending it', async () => {
    const photo = await phonePhoto();
    const { page, errors, context } = await adminPage(375);
    // What leaves the browser: the size of each multipart body the page sends, and the bytes of its files.
    await page.addInitScript(() => {
      const sent: { bodyBytes: number; files: string[] }[] = [];
      (window as unknown as { __sent: typeof sent }).__sent = sent;
      const send = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.send = function (body) {
        if (body instanceof FormData) {
          const files = [...body.values()].filter((value): value is File => value instanceof File);
          void Promise.all([
            new Response(body).arrayBuffer(),
            ...files.map(async (file) => {
              let text = '';
              for (const byte of new Uint8Array(await file.arrayBuffer())) text += String.fromCharCode(byte);
              return btoa(text);
            }),
          ]).then(([whole, ...encoded]) => sent.push({ bodyBytes: (whole as ArrayBuffer).byteLength, files: encoded as string[] }));
        }
        return send.call(this, body);
      };
    });
    await page.goto(`${server.url}/admin/produits/add`);
    await page.getByLabel('Catégorie', { exact: true }).selectOption({ label: 'Protéines' });
    // A new category brings its first sub-type.
    expect(await page.getByLabel('Sous-type').locator('option:checked').textContent()).toBe(proteines.sousTypes[0].nom);
    await page.getByLabel('Nom du produit').fill('Caséine Chocolat E2E');
    await page.getByLabel('Prix de base (FCFA)').fill('18000');
    await page.locator('input[type="file"]').setInputFiles([photo]);
    await page.getByRole('img', { name: 'Aperçu de IMG_4032.webp' }).waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Créer le produit' }).click();
    await page.waitForFunction(() => (window as unknown as { __sent?: unknown[] }).__sent?.length === 1);
    const [sent] = await page.evaluate(() => (window as unknown as { __sent: { bodyBytes: number; files: string[] }[] }).__sent);
    expect(sent.files).toHaveLength(1);
    const bytes = Buffer.from(sent.files[0], 'base64');
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1600);
    expect(bytes.length).toBeLessThan(photo.buffer.length / 3);
    expect(sent.bodyBytes).toBeLessThan(1_600_000);

    await page.waitForURL(`${server.url}/admin/produits`);
    shrunk = (await productNamed('Caséine Chocolat E2E')) as ApiProduct;
    expect(shrunk.images).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes a picture dragged onto the form: the zone lights up under the files and the picture is sent', async () => {
    const picture = await png('glissee.png', '#7c3aed');
    const { page, errors, context } = await adminPage();
    await page.goto(`${server.url}/admin/produits/add`);
    await page.getByRole('heading', { name: 'Créer un produit' }).waitFor();
    const zone = page.locator('div.border-dashed', { hasText: 'Glissez-déposez vos images ici' });
    // A file dragged from the computer, as the browser hands it over.
    const files = await page.evaluateHandle(
      ({ name, type, base64 }) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type }));
        return transfer;
      },
      { name: picture.name, type: picture.mimeType, base64: picture.buffer.toString('base64') },
    );
    // The first drag over the page fetches the drop zone's code (seconds on a busy machine): from then on the zone
    // lights up under the files.
    await expect
      .poll(async () => {
        await zone.dispatchEvent('dragenter', { dataTransfer: files });
        return zone.getAttribute('class');
      }, { timeout: 15_000 })
      .toContain('border-brand-600');
    await zone.dispatchEvent('drop', { dataTransfer: files });
    await page.getByRole('img', { name: 'Aperçu de glissee.png' }).waitFor();
    expect(await zone.getAttribute('class')).not.toContain('border-brand-600');
    expect(await page.getByText('1 / 5 image').count()).toBe(1);

    await page.getByLabel('Catégorie', { exact: true }).selectOption({ label: 'Protéines' });
    await page.getByLabel('Nom du produit').fill('Gainer Glissé E2E');
    await page.getByLabel('Prix de base (FCFA)').fill('9000');
    await page.getByRole('button', { name: 'Créer le produit' }).click();
    await page.waitForURL(`${server.url}/admin/produits`);
    const saved = (await productNamed('Gainer Glissé E2E')) as ApiProduct;
    expect(saved.images.map((image) => image.originalName)).toEqual(['glissee.png']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes a product from the list', async () => {
    const { page, errors, context } = await adminPage();
    await page.goto(`${server.url}/admin/produits?search=${encodeURIComponent('Caséine Chocolat E2E')}`);
    const card = page.locator('article', { hasText: 'Caséine Chocolat E2E' });
    await card.waitFor();
    // The menu's code is fetched on its first opening: the keyboard opens it too, and Escape gives the focus back.
    const trigger = page.getByRole('button', { name: 'Actions pour Caséine Chocolat E2E' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Modifier' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    await trigger.click();
    await page.getByRole('menuitem', { name: 'Supprimer' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Êtes-vous sûr de vouloir supprimer ce produit ?').waitFor();
    await dialog.getByText('Il sera retiré définitivement du catalogue. Cette action est irréversible.').waitFor();
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await page.getByText('Le produit a été supprimé avec succès').waitFor();
    await page.getByText('Aucun produit trouvé').waitFor();
    expect((await api(`/produits/${shrunk._id}`)).status).toBe(404);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes a product from its detail and returns to the list', async () => {
    const { page, errors, context } = await adminPage();
    await page.goto(`${server.url}/admin/produits/${created._id}`);
    await page.getByRole('heading', { name: 'Whey Isolate Vanille E2E' }).waitFor();
    await page.getByText('-25% DE RÉDUCTION').waitFor();
    await page.getByText('Économie de 5 000 FCFA').waitFor();
    await page.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer définitivement' }).click();
    await page.waitForURL(`${server.url}/admin/produits`);
    await page.getByText('Suppression réussie').waitFor();
    expect((await api(`/produits/${created._id}`)).status).toBe(404);

    await page.goto(`${server.url}/admin/produits/${created._id}`);
    await page.getByText('Produit non trouvé').waitFor();
    await page.getByRole('link', { name: 'Retour aux produits' }).waitFor();
    await page.goto(`${server.url}/admin/produits/pas-un-id`);
    await page.getByText('ID de produit invalide').waitFor();
    expect(besidesRefusals(errors, [404])).toEqual([]);
    await context.close();
  });

  it('shows each message of the form and keeps what was typed when the server refuses', async () => {
    const { page, errors, context } = await adminPage();
    await page.goto(`${server.url}/admin/produits/add`);
    await page.getByRole('button', { name: 'Créer le produit' }).click();
    await page.getByText('Veuillez sélectionner une catégorie').waitFor();
    await page.getByText('Le nom du produit est requis').waitFor();
    await page.getByText('Le prix doit être supérieur à 0').waitFor();

    await page.getByLabel('Catégorie', { exact: true }).selectOption({ label: 'Minceur et énergie' });
    // A category without sub-types leaves the sub-type chooser disabled.
    expect(await page.getByLabel('Sous-type').isDisabled()).toBe(true);
    await page.getByLabel('Nom du produit').fill('   ');
    await page.getByLabel('Prix de base (FCFA)').fill('abc');
    await page.getByLabel('Promotion (%)').fill('120');
    await page.getByRole('button', { name: 'Créer le produit' }).click();
    await page.getByText('Le nom du produit est requis').waitFor();
    await page.getByText('Le prix doit être supérieur à 0').waitFor();
    await page.getByText('La promotion doit être comprise entre 0 et 100').waitFor();
    expect(await page.getByText('Veuillez sélectionner une catégorie').count()).toBe(0);

    // Files of another kind and over 5 MB are refused with their message; past five, files are dropped.
    const input = page.locator('input[type="file"]');
    await input.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas une image') }]);
    await page.getByText("Le fichier notes.txt n'est pas une image acceptée (JPEG, PNG, WebP ou GIF)").waitFor();
    const gif = Buffer.alloc(5 * 1024 * 1024 + 10);
    gif.write('GIF89a');
    await input.setInputFiles([{ name: 'anim.gif', mimeType: 'image/gif', buffer: gif }]);
    await page.getByText('Fichier trop volumineux').waitFor();
    await page.getByText('Le fichier anim.gif dépasse la limite de 5MB').waitFor();
    const six = await Promise.all(['1', '2', '3', '4', '5', '6'].map((n) => png(`vue-${n}.png`, `#${n}${n}${n}${n}${n}${n}`)));
    await input.setInputFiles(six);
    await page.getByRole('img', { name: 'Aperçu de vue-5.png' }).waitFor();
    expect(await page.getByRole('img', { name: /^Aperçu de / }).count()).toBe(5);
    expect(await page.getByText('5 / 5 images').count()).toBe(1);

    // The server's field errors show beside their fields; everything typed and chosen is still there.
    await page.getByLabel('Nom du produit').fill('Brûleur Thermogénique E2E');
    await page.getByLabel('Prix de base (FCFA)').fill('12000');
    await page.getByLabel('Promotion (%)').fill('10');
    const refusal = 'Le nom du produit ne peut pas dépasser 200 caractères';
    await page.route('**/api/v1/produits', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, status: 400, message: refusal, data: { errors: { nom: refusal } } }),
      }),
    );
    await page.getByRole('button', { name: 'Créer le produit' }).click();
    await expect.poll(() => page.getByText(refusal).count()).toBe(2); // the banner and the field
    expect(await page.getByLabel('Nom du produit').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Nom du produit').inputValue()).toBe('Brûleur Thermogénique E2E');
    expect(await page.getByRole('img', { name: /^Aperçu de / }).count()).toBe(5);

    await page.unroute('**/api/v1/produits');
    await page.getByRole('button', { name: 'Créer le produit' }).click();
    await page.waitForURL(`${server.url}/admin/produits`);
    const saved = (await productNamed('Brûleur Thermogénique E2E')) as ApiProduct;
    expect(saved.images.map((image) => image.originalName)).toEqual(['vue-1.png', 'vue-2.png', 'vue-3.png', 'vue-4.png', 'vue-5.png']);
    expect(besidesRefusals(errors, [400])).toEqual([]);
    await context.close();
  });
});
