// The catalogue feeds as Meta and Google fetch them (docs/decisions/031-catalogue-feeds.md; docs/api.md, "Catalogue
// feeds"): what they list and leave out, their content types and cache headers, a change shown at the next fetch,
// 'Exclure des catalogues' through the API, and the addresses the settings page shows.
import { parse } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, dakarToday } from '@/shared/alerts/rules';
import type { AdminProduct } from '@/shared/catalog/answers';
import { file, picture, productForm } from '@test/catalog-fixtures';
import { type TestAdmin, useTestBackend } from '@test/harness';

const PUBLIC_URL = 'https://boutique.test';
const t = useTestBackend({ env: { PUBLIC_URL } });
let admin: TestAdmin;
let superAdmin: TestAdmin;
let categoryId: string;
let png: Buffer;
const today = dakarToday();
const made: Record<string, AdminProduct> = {};

async function create(fields: Record<string, string | number | boolean>, withPicture = true): Promise<AdminProduct> {
  const images = withPicture ? [file(png, 'photo.png', 'image/png')] : [];
  const answer = await t().call('POST', '/produits', { token: admin.token, body: productForm({ typeProduit: categoryId, ...fields }, images) });
  expect(answer.status, answer.body.message).toBe(201);
  return answer.body.data;
}

const update = (id: string, fields: Record<string, unknown>) => t().call('PUT', `/produits/${id}`, { token: admin.token, json: { typeProduit: categoryId, ...fields } });

const fetchFeed = (path: string, headers: Record<string, string> = {}) => t().app.request(path, { headers });

async function metaRows(): Promise<Record<string, string>[]> {
  const response = await fetchFeed('/feeds/meta.csv');
  expect(response.status).toBe(200);
  return parse(await response.text(), { columns: true });
}

async function googleItems(): Promise<Record<string, string>[]> {
  const response = await fetchFeed('/feeds/google.xml');
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(XMLValidator.validate(text)).toBe(true);
  const document = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === 'item' }).parse(text);
  expect(document.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
  return document.rss.channel.item ?? [];
}

beforeAll(async () => {
  png = await picture('png');
  admin = await t().createAdmin({ role: 'admin' });
  superAdmin = await t().createAdmin({ role: 'SUPER_ADMIN' });
  categoryId = (await t().call('POST', '/types', { token: admin.token, json: { nom: 'Compléments' } })).body.data._id;
  made.published = await create({ nom: 'Magnésium marin', prix: 12_000, stock: 8, marque: 'NOW Foods' });
  made.draft = await create({ nom: 'Moringa gélules', prix: 7_500, brouillon: true });
  made.expired = await create({ nom: 'Huile de nigelle', prix: 4_000, datePeremption: addDays(today, -1) });
  made.kept = await create({ nom: 'Beurre de karité', prix: 3_000, stock: 0, datePeremption: addDays(today, -1), visibleSiPerime: true });
  made.excluded = await create({ nom: 'Brûleur de graisse', prix: 15_000, excluCatalogues: true });
  made.noPicture = await create({ nom: 'Spiruline', prix: 5_000 }, false);
  const whey = await t().call('POST', '/produits', {
    token: admin.token,
    json: {
      nom: 'Whey Gold Standard',
      typeProduit: categoryId,
      options: [{ nom: 'Saveur', valeurs: ['Chocolat', 'Vanille'] }],
      variantes: [
        { valeurs: ['Chocolat'], prix: 30_000, stock: 4, reference: 'WHEY-CHOC' },
        { valeurs: ['Vanille'], prix: 32_000, pourcentPromotion: 10, stock: 0, reference: 'WHEY-VAN' },
      ],
    },
  });
  expect(whey.status, whey.body.message).toBe(201);
  // Its picture, sent as a form without options: they are kept.
  const pictured = await t().call('PUT', `/produits/${whey.body.data._id}`, {
    token: admin.token,
    body: productForm({ nom: 'Whey Gold Standard', typeProduit: categoryId, prix: 30_000 }, [file(png, 'whey.png', 'image/png')]),
  });
  expect(pictured.status, pictured.body.message).toBe(200);
  made.whey = pictured.body.data;
});

describe('GET /feeds/meta.csv and /feeds/google.xml', () => {
  it('list what shoppers may see, and leave out drafts, expired products, excluded ones and those without a picture', async () => {
    const ids = (await metaRows()).map((row) => row.id);
    const googleIds = (await googleItems()).map((item) => item['g:id']);
    const [chocolate, vanilla] = made.whey.variantes ?? [];
    const expected = [made.kept._id, made.published._id, chocolate._id, vanilla._id];
    expect(ids.sort()).toEqual([...expected].sort());
    expect(googleIds.sort()).toEqual([...expected].sort());
  });

  it('spell price, availability, links and variants as each platform requires', async () => {
    const rows = await metaRows();
    const published = rows.find((row) => row.id === made.published._id);
    expect(published).toMatchObject({
      title: 'Magnésium marin',
      availability: 'in stock',
      condition: 'new',
      price: '12000 XOF',
      brand: 'NOW Foods',
      link: `${PUBLIC_URL}/produits/${made.published._id}`,
      item_group_id: '',
    });
    // Meta's picture is the JPEG copy of the stored one; Google takes the stored WebP.
    expect(published?.image_link).toBe(`${PUBLIC_URL}/feeds/images/${made.published.images[0]._id}.jpg`);
    expect((await googleItems()).find((item) => item['g:id'] === made.published._id)?.['g:image_link']).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/.+\\.webp$`));
    expect(rows.find((row) => row.id === made.kept._id)).toMatchObject({ availability: 'out of stock' });
    const [, vanilla] = made.whey.variantes ?? [];
    expect(rows.find((row) => row.id === vanilla._id)).toMatchObject({
      title: 'Whey Gold Standard — Vanille',
      price: '32000 XOF',
      sale_price: '28800 XOF',
      availability: 'out of stock',
      item_group_id: made.whey._id,
    });

    const item = (await googleItems()).find((entry) => entry['g:id'] === vanilla._id);
    expect(item).toMatchObject({
      'g:availability': 'out_of_stock',
      'g:price': '32000 XOF',
      'g:sale_price': '28800 XOF',
      'g:condition': 'new',
      'g:item_group_id': made.whey._id,
      'g:link': `${PUBLIC_URL}/produits/${made.whey._id}?variante=${vanilla._id}`,
    });
  });

  it('are sent with their content type, a brief public cache and an ETag that answers 304 while unchanged', async () => {
    const csv = await fetchFeed('/feeds/meta.csv');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('cache-control')).toMatch(/^public, /);
    const xml = await fetchFeed('/feeds/google.xml');
    expect(xml.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const etag = xml.headers.get('etag') as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetchFeed('/feeds/google.xml', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await fetchFeed('/feeds/autre.csv')).status).toBe(404);
    // A crawler's HEAD: the headers alone.
    const head = await t().app.request('/feeds/meta.csv', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await head.text()).toBe('');
  });

  it("serve Meta's pictures as JPEG, and nothing for a picture that does not exist", async () => {
    const address = new URL((await metaRows()).find((row) => row.id === made.published._id)?.image_link as string);
    const answer = await t().app.request(address.pathname);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const jpeg = Buffer.from(await answer.arrayBuffer());
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: made.published.images[0].width, height: made.published.images[0].height });
    // Asked again: the same file, kept.
    expect(Buffer.from(await (await t().app.request(address.pathname)).arrayBuffer()).equals(jpeg)).toBe(true);
    for (const missing of [`/feeds/images/${crypto.randomUUID()}.jpg`, '/feeds/images/pas-un-id.jpg', `/feeds/images/${made.published.images[0]._id}.png`, '/feeds/images/..%2F..%2Fjwt-secret.jpg']) {
      expect((await t().app.request(missing)).status, missing).toBe(404);
    }
  });

  it("show a product's new price within a second of its change through the API", async () => {
    expect((await metaRows()).find((row) => row.id === made.published._id)?.price).toBe('12000 XOF');
    const changed = await update(made.published._id, { nom: 'Magnésium marin', prix: 13_500, stock: 8, motifStock: 'Inventaire' });
    expect(changed.status, changed.body.message).toBe(200);
    const deadline = Date.now() + 1000;
    let price: string | undefined;
    do {
      price = (await metaRows()).find((row) => row.id === made.published._id)?.price;
    } while (price !== '13500 XOF' && Date.now() < deadline);
    expect(price).toBe('13500 XOF');
    expect((await googleItems()).find((item) => item['g:id'] === made.published._id)?.['g:price']).toBe('13500 XOF');
  });
});

describe("'Exclure des catalogues' (excluCatalogues)", () => {
  it('is read back by administrators, takes the product out of both feeds at once, and is kept when a form leaves it out', async () => {
    expect(made.excluded.excluCatalogues).toBe(true);
    expect(made.published.excluCatalogues).toBe(false);
    // Still on sale on the storefront.
    expect((await t().call('GET', `/produits/${made.excluded._id}`)).status).toBe(200);

    const excluded = await update(made.published._id, { nom: 'Magnésium marin', prix: 13_500, excluCatalogues: true });
    expect(excluded.status, excluded.body.message).toBe(200);
    expect(excluded.body.data.excluCatalogues).toBe(true);
    expect((await metaRows()).some((row) => row.id === made.published._id)).toBe(false);
    expect((await googleItems()).some((item) => item['g:id'] === made.published._id)).toBe(false);

    const untouched = await update(made.published._id, { nom: 'Magnésium marin', prix: 13_500 });
    expect(untouched.body.data.excluCatalogues).toBe(true);

    const back = await update(made.published._id, { nom: 'Magnésium marin', prix: 13_500, excluCatalogues: false });
    expect(back.body.data.excluCatalogues).toBe(false);
    expect((await metaRows()).some((row) => row.id === made.published._id)).toBe(true);
  });

  it('refuses a value that is no yes or no, and changes nothing', async () => {
    const answer = await update(made.published._id, { nom: 'Magnésium marin', prix: 13_500, excluCatalogues: 'peut-être' });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toHaveProperty('excluCatalogues');
    expect((await t().call('GET', `/produits/${made.published._id}`, { token: admin.token })).body.data.prix).toBe(13_500);
  });
});

describe('GET /parametres/flux', () => {
  it('gives a super administrator the two absolute addresses, and no one else', async () => {
    const answer = await t().call('GET', '/parametres/flux', { token: superAdmin.token });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Adresses des flux de catalogue');
    expect(answer.body.data).toEqual({ meta: `${PUBLIC_URL}/feeds/meta.csv`, google: `${PUBLIC_URL}/feeds/google.xml` });
    expect((await t().call('GET', '/parametres/flux', { token: admin.token })).status).toBe(403);
    expect((await t().call('GET', '/parametres/flux')).status).toBe(401);
  });
});
