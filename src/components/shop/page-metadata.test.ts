import { describe, expect, it } from 'vitest';
import type { Product, ProductImage, ProductVariant } from '@/shared/catalog/answers';
import { jsonLdText, productStructuredData } from './page-metadata';

describe('the JSON-LD of a page', () => {
  it("cannot close its script element nor open a comment, whatever a product's name holds, and reads back the same", () => {
    const names = [
      '</script><script>alert(1)</script>',
      '</SCRIPT ><img src=x onerror=alert(1)>',
      '<!-- <script>',
      'Vitamine C < 1000 mg & "zinc" \u2028 l\'été',
    ];
    for (const name of names) {
      const data = { '@type': 'Product', name, offers: { price: 5000, description: name } };
      const text = jsonLdText(data);
      // The HTML parser ends a script's text at '</script' and treats '<!--' specially: no '<' at all is left.
      expect(text, name).not.toContain('<');
      expect(text).toContain('\\u003c');
      expect(JSON.parse(text)).toEqual(data);
    }
  });
});

const PUBLIC_URL = 'https://boutique.example.sn';
const ID = '0b9c6f1e-3a7d-4c55-9e2a-7f6d5c4b3a21';

const picture = (name: string): ProductImage => ({
  _id: `${ID.slice(0, -2)}${name.length}${name.length}`,
  url: `/uploads/products/${name}/display.webp`,
  thumbnailUrl: `/uploads/products/${name}/thumb.webp`,
  isPrimary: name === 'main',
  isAvailable: true,
  alt: 'Whey Gold Standard',
  filename: 'display.webp',
  originalName: null,
  size: 1000,
  width: 800,
  height: 800,
});

const whey: Product = {
  _id: ID,
  nom: 'Whey Gold Standard',
  description: 'Protéine de lactosérum.',
  prix: 25000,
  pourcentPromotion: 0,
  prixApresPromotion: 25000,
  aLaUne: false,
  enRupture: false,
  stock: 12,
  scoreQualite: 45,
  typeProduit: { _id: ID, nom: 'Protéines' },
  sousTypeProduit: null,
  images: [picture('main'), picture('vanilla')],
  imagePrincipale: { url: '/uploads/products/main/display.webp', thumbnailUrl: '/uploads/products/main/thumb.webp', isAvailable: true },
  marque: 'Optimum Nutrition',
  origine: 'États-Unis',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const variant = (id: string, valeurs: string[], fields: Partial<ProductVariant> = {}): ProductVariant => ({
  _id: id,
  valeurs,
  nom: valeurs.join(', '),
  prix: 25000,
  pourcentPromotion: 0,
  prixApresPromotion: 25000,
  stock: 5,
  enRupture: false,
  reference: null,
  imageIndex: null,
  enVente: true,
  ...fields,
});

describe("a product page's structured data", () => {
  it('describes a product without variants as a Product with its offer, as before variants', () => {
    const data = productStructuredData({ ...whey, prixApresPromotion: 20000, pourcentPromotion: 20 }, PUBLIC_URL, 'Protéine de lactosérum.');
    expect(JSON.stringify(data)).toBe(
      JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Whey Gold Standard',
        description: 'Protéine de lactosérum.',
        image: [`${PUBLIC_URL}/uploads/products/main/display.webp`, `${PUBLIC_URL}/uploads/products/vanilla/display.webp`],
        sku: 'WHE-4B3A21',
        brand: { '@type': 'Brand', name: 'Optimum Nutrition' },
        category: 'Protéines',
        url: `${PUBLIC_URL}/produits/${ID}`,
        offers: {
          '@type': 'Offer',
          url: `${PUBLIC_URL}/produits/${ID}`,
          price: 20000,
          priceCurrency: 'XOF',
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/NewCondition',
          areaServed: 'SN',
        },
      }),
    );
  });

  it('describes a product with variants as a ProductGroup: one Product per variant on sale, with its own offer, sku, picture and address', () => {
    const product: Product = {
      ...whey,
      options: [
        { nom: 'Saveur', valeurs: ['Chocolat', 'Vanille'] },
        { nom: 'Taille', valeurs: ['2 lb', '5 lb'] },
      ],
      variantes: [
        variant('v1', ['Chocolat', '2 lb'], { reference: 'WHEY-CHOC-2LB' }),
        variant('v2', ['Vanille', '5 lb'], { prix: 42000, pourcentPromotion: 10, prixApresPromotion: 37800, imageIndex: 1 }),
        variant('v3', ['Vanille', '2 lb'], { stock: 0, enRupture: true }),
        variant('v4', ['Chocolat', '5 lb'], { enVente: false }),
      ],
    };
    const data = productStructuredData(product, PUBLIC_URL, 'Protéine de lactosérum.') as Record<string, unknown>;
    const url = `${PUBLIC_URL}/produits/${ID}`;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      name: 'Whey Gold Standard',
      productGroupID: 'WHE-4B3A21',
      brand: { '@type': 'Brand', name: 'Optimum Nutrition' },
      url,
      variesBy: ['Saveur', 'https://schema.org/size'],
    });
    expect(data).not.toHaveProperty('offers');
    expect(data.hasVariant).toEqual([
      {
        '@type': 'Product',
        name: 'Whey Gold Standard — Chocolat, 2 lb',
        sku: 'WHEY-CHOC-2LB',
        inProductGroupWithID: 'WHE-4B3A21',
        image: `${PUBLIC_URL}/uploads/products/main/display.webp`,
        size: '2 lb',
        additionalProperty: [{ '@type': 'PropertyValue', name: 'Saveur', value: 'Chocolat' }],
        url: `${url}?variante=v1`,
        offers: {
          '@type': 'Offer',
          url: `${url}?variante=v1`,
          price: 25000,
          priceCurrency: 'XOF',
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/NewCondition',
          areaServed: 'SN',
        },
      },
      {
        '@type': 'Product',
        name: 'Whey Gold Standard — Vanille, 5 lb',
        inProductGroupWithID: 'WHE-4B3A21',
        image: `${PUBLIC_URL}/uploads/products/vanilla/display.webp`,
        size: '5 lb',
        additionalProperty: [{ '@type': 'PropertyValue', name: 'Saveur', value: 'Vanille' }],
        url: `${url}?variante=v2`,
        offers: {
          '@type': 'Offer',
          url: `${url}?variante=v2`,
          price: 37800,
          priceCurrency: 'XOF',
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/NewCondition',
          areaServed: 'SN',
        },
      },
      expect.objectContaining({
        name: 'Whey Gold Standard — Vanille, 2 lb',
        offers: expect.objectContaining({ availability: 'https://schema.org/OutOfStock' }),
      }),
    ]);
  });
});
