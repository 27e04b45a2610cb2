// The feed builders against the platforms' documented formats (docs/decisions/031-catalogue-feeds.md): the fields
// each requires, prices as '12000 XOF', availability spelt as each platform wants, absolute links, variants grouped
// by item_group_id, CSV quoting, and XML that parses back with Google's namespace whatever the texts hold.
import { parse } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { Product, ProductVariant } from '@/shared/catalog/answers';
import { FEED_TITLE_MAX, feedItems } from './feed-items';
import { GOOGLE_NAMESPACE, googleRss, xmlText } from './google-rss';
import { META_COLUMNS, metaCsv } from './meta-csv';

const PUBLIC_URL = 'https://boutique.example.sn';
const context = { publicUrl: PUBLIC_URL, shopName: 'Boutique Dakar' };

function product(overrides: Partial<Product> = {}): Product {
  const id = overrides._id ?? '11111111-1111-4111-8111-111111111111';
  return {
    _id: id,
    nom: 'Whey protéine vanille 2 lb',
    description: 'Protéine de lactosérum, 24 g par dose.',
    prix: 25000,
    pourcentPromotion: 0,
    prixApresPromotion: 25000,
    aLaUne: false,
    enRupture: false,
    stock: 12,
    scoreQualite: 40,
    typeProduit: { _id: '22222222-2222-4222-8222-222222222222', nom: 'Protéines' },
    sousTypeProduit: { _id: '33333333-3333-4333-8333-333333333333', nom: 'Whey' },
    images: [
      {
        _id: '44444444-4444-4444-8444-444444444444',
        url: `/uploads/products/${id}/a.webp`,
        thumbnailUrl: `/uploads/products/${id}/a-thumb.webp`,
        isPrimary: true,
        isAvailable: true,
        alt: 'Whey',
        filename: 'a.webp',
        originalName: null,
        size: 1000,
        width: 1200,
        height: 1200,
      },
      {
        _id: '55555555-5555-4555-8555-555555555555',
        url: 'https://cdn.example.sn/b.webp',
        thumbnailUrl: 'https://cdn.example.sn/b-thumb.webp',
        isPrimary: false,
        isAvailable: true,
        alt: 'Whey',
        filename: 'b.webp',
        originalName: null,
        size: 1000,
        width: 1200,
        height: 1200,
      },
    ],
    imagePrincipale: null,
    marque: 'Optimum Nutrition',
    origine: 'États-Unis',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function variant(overrides: Partial<ProductVariant>): ProductVariant {
  return {
    _id: '66666666-6666-4666-8666-666666666666',
    valeurs: ['Chocolat'],
    nom: 'Chocolat',
    prix: 30000,
    pourcentPromotion: 0,
    prixApresPromotion: 30000,
    stock: 3,
    enRupture: false,
    reference: 'WHEY-CHOC',
    imageIndex: null,
    enVente: true,
    ...overrides,
  };
}

const withVariants = product({
  _id: '77777777-7777-4777-8777-777777777777',
  nom: 'Whey Gold Standard',
  options: [{ nom: 'Saveur', valeurs: ['Chocolat', 'Vanille', 'Fraise'] }],
  variantes: [
    variant({}),
    variant({
      _id: '88888888-8888-4888-8888-888888888888',
      valeurs: ['Vanille'],
      nom: 'Vanille',
      prix: 32000,
      pourcentPromotion: 10,
      prixApresPromotion: 28800,
      stock: 0,
      enRupture: true,
      imageIndex: 1,
    }),
    variant({ _id: '99999999-9999-4999-8999-999999999999', valeurs: ['Fraise'], nom: 'Fraise', enVente: false }),
  ],
});

const rowsOf = (csv: string): Record<string, string>[] => parse(csv, { columns: true, bom: false });

const xml = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === 'item' });
function itemsOf(text: string) {
  expect(XMLValidator.validate(text)).toBe(true);
  const document = xml.parse(text);
  expect(document.rss['@_version']).toBe('2.0');
  expect(document.rss['@_xmlns:g']).toBe(GOOGLE_NAMESPACE);
  return (document.rss.channel.item ?? []) as Record<string, string>[];
}
const channel = { title: 'Boutique Dakar', link: `${PUBLIC_URL}/`, description: 'Catalogue de Boutique Dakar' };

describe('Meta CSV', () => {
  it('has every field Meta requires, prices in XOF and availability as "in stock" / "out of stock"', () => {
    const csv = metaCsv(feedItems([product(), product({ _id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', stock: 0, pourcentPromotion: 20, prixApresPromotion: 20000 })], context));
    expect(csv.split('\r\n')[0]).toBe(META_COLUMNS.join(','));
    const [first, second] = rowsOf(csv);
    for (const field of ['id', 'title', 'description', 'availability', 'condition', 'price', 'link', 'image_link', 'brand']) {
      expect(first[field], field).not.toBe('');
    }
    expect(first).toMatchObject({
      id: '11111111-1111-4111-8111-111111111111',
      title: 'Whey protéine vanille 2 lb',
      availability: 'in stock',
      condition: 'new',
      price: '25000 XOF',
      sale_price: '',
      link: `${PUBLIC_URL}/produits/11111111-1111-4111-8111-111111111111`,
      // Meta's documentation lists JPEG and PNG pictures: the JPEG copy of the stored WebP.
      image_link: `${PUBLIC_URL}/feeds/images/44444444-4444-4444-8444-444444444444.jpg`,
      brand: 'Optimum Nutrition',
      item_group_id: '',
      product_type: 'Protéines > Whey',
    });
    expect(second).toMatchObject({ availability: 'out of stock', price: '25000 XOF', sale_price: '20000 XOF' });
  });

  it('gives one row per variant on sale, grouped by the product id, with its own price, stock, picture and address', () => {
    const rows = rowsOf(metaCsv(feedItems([withVariants], context)));
    expect(rows.map((row) => row.id)).toEqual(['66666666-6666-4666-8666-666666666666', '88888888-8888-4888-8888-888888888888']);
    expect(rows.every((row) => row.item_group_id === '77777777-7777-4777-8777-777777777777')).toBe(true);
    expect(rows[0]).toMatchObject({ title: 'Whey Gold Standard — Chocolat', price: '30000 XOF', sale_price: '', availability: 'in stock' });
    expect(rows[0].image_link).toBe(`${PUBLIC_URL}/feeds/images/44444444-4444-4444-8444-444444444444.jpg`);
    expect(rows[1]).toMatchObject({
      title: 'Whey Gold Standard — Vanille',
      price: '32000 XOF',
      sale_price: '28800 XOF',
      availability: 'out of stock',
      image_link: `${PUBLIC_URL}/feeds/images/55555555-5555-4555-8555-555555555555.jpg`,
      link: `${PUBLIC_URL}/produits/77777777-7777-4777-8777-777777777777?variante=88888888-8888-4888-8888-888888888888`,
    });
  });

  it('quotes commas, quotes and line breaks so that each product stays one record', () => {
    const tricky = product({ nom: 'Crème "karité", 250 ml', description: 'Ligne 1\nLigne 2, avec virgule' });
    const csv = metaCsv(feedItems([tricky], context));
    // Meta's rule: a field with whitespace or a comma in double quotes, a quote inside doubled.
    expect(csv).toContain(',"Crème ""karité"", 250 ml",');
    expect(csv).toContain(',"in stock",');
    const [row] = rowsOf(csv);
    expect(row.title).toBe('Crème "karité", 250 ml');
    // Whitespace folded: one line per record for the readers that split on line breaks.
    expect(row.description).toBe('Ligne 1 Ligne 2, avec virgule');
  });

  it("names the shop as the brand when the product's is not said, and its name as the description when it has none", () => {
    const [row] = rowsOf(metaCsv(feedItems([product({ marque: null, description: null })], context)));
    expect(row.brand).toBe('Boutique Dakar');
    expect(row.description).toBe('Whey protéine vanille 2 lb');
  });

  it('leaves out a product without a picture and a product whose variants are all off sale', () => {
    const offSale = product({ ...withVariants, variantes: withVariants.variantes?.map((v) => ({ ...v, enVente: false })) });
    expect(feedItems([product({ images: [] }), offSale], context)).toEqual([]);
  });

  it(`cuts a title longer than ${FEED_TITLE_MAX} characters on a word`, () => {
    const [item] = feedItems([product({ nom: `${'Complément '.repeat(30)}fin` })], context);
    expect(item.title.length).toBeLessThanOrEqual(FEED_TITLE_MAX);
    expect(item.title.endsWith('Complément…')).toBe(true);
  });
});

describe('Google RSS 2.0', () => {
  it("is valid XML in Google's namespace with the attributes Google requires, in_stock / out_of_stock and XOF prices", () => {
    const items = itemsOf(googleRss(feedItems([product(), withVariants], context), channel));
    expect(items).toHaveLength(3);
    const [single, chocolate, vanilla] = items;
    for (const field of ['g:id', 'g:title', 'g:description', 'g:link', 'g:image_link', 'g:availability', 'g:price', 'g:condition', 'g:brand']) {
      expect(single[field], field).toBeTruthy();
    }
    expect(single).toMatchObject({
      'g:id': '11111111-1111-4111-8111-111111111111',
      'g:availability': 'in_stock',
      'g:price': '25000 XOF',
      'g:condition': 'new',
      'g:identifier_exists': 'no',
      'g:product_type': 'Protéines > Whey',
    });
    expect(single['g:item_group_id']).toBeUndefined();
    expect(single['g:sale_price']).toBeUndefined();
    expect(single['g:link']).toMatch(/^https:\/\//);
    expect(single['g:image_link']).toMatch(/^https:\/\//);
    expect(chocolate['g:item_group_id']).toBe('77777777-7777-4777-8777-777777777777');
    expect(vanilla).toMatchObject({
      'g:availability': 'out_of_stock',
      'g:price': '32000 XOF',
      'g:sale_price': '28800 XOF',
      'g:item_group_id': '77777777-7777-4777-8777-777777777777',
      'g:link': `${PUBLIC_URL}/produits/77777777-7777-4777-8777-777777777777?variante=88888888-8888-4888-8888-888888888888`,
    });
  });

  it('escapes markup and drops the characters XML forbids, so that a text can neither break the document nor add an element', () => {
    const hostile = product({
      nom: 'Vitamine C </g:title><g:price>1 XOF</g:price> & "D3"',
      description: "Zinc <script>alert('x')</script> \u0000\u0008\u001b fin ]]> <![CDATA[",
      marque: "L'Oréal & Co",
    });
    const text = googleRss(feedItems([hostile], context), { ...channel, title: 'Boutique <Dakar> & Co' });
    itemsOf(text);
    expect(text).toContain('<g:title>Vitamine C &lt;/g:title&gt;&lt;g:price&gt;1 XOF&lt;/g:price&gt; &amp; &quot;D3&quot;</g:title>');
    expect(text.match(/<g:price>/g)).toHaveLength(1);
    expect(text).not.toContain('<script>');
    const decoded = new XMLParser({ processEntities: true, parseTagValue: false, isArray: (name) => name === 'item' }).parse(text);
    expect(decoded.rss.channel.item[0]['g:title']).toBe('Vitamine C </g:title><g:price>1 XOF</g:price> & "D3"');
    expect(decoded.rss.channel.item[0]['g:price']).toBe('25000 XOF');
    expect(decoded.rss.channel.item[0]['g:description']).toBe("Zinc <script>alert('x')</script> fin ]]> <![CDATA[");
    expect(decoded.rss.channel.item[0]['g:brand']).toBe("L'Oréal & Co");
    expect(decoded.rss.channel.title).toBe('Boutique <Dakar> & Co');
  });

  it('xmlText keeps letters of every script and emoji, and drops lone surrogates', () => {
    expect(xmlText('Café 🇸🇳 ñ \uD800 x')).toBe('Café 🇸🇳 ñ  x');
  });

  it('an empty catalogue is still a valid feed', () => {
    expect(itemsOf(googleRss([], channel))).toEqual([]);
    expect(metaCsv([])).toBe(`${META_COLUMNS.join(',')}\r\n`);
  });
});
