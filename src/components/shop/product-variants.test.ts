import { describe, expect, it } from 'vitest';
import type { ProductImage, ProductVariant } from '@/shared/catalog/answers';
import { pickValue, variantAddress, variantImageIndex } from './product-variants';

const variant = (id: string, valeurs: string[], fields: Partial<ProductVariant> = {}): ProductVariant => ({
  _id: id,
  valeurs,
  nom: valeurs.join(', '),
  prix: 10000,
  pourcentPromotion: 0,
  prixApresPromotion: 10000,
  stock: null,
  enRupture: false,
  reference: null,
  imageIndex: null,
  enVente: true,
  ...fields,
});

const image = (id: string): ProductImage => ({
  _id: id,
  url: `/uploads/products/${id}/display.webp`,
  thumbnailUrl: `/uploads/products/${id}/thumb.webp`,
  isPrimary: false,
  isAvailable: true,
  alt: 'Whey',
  filename: 'display.webp',
  originalName: null,
  size: 1000,
  width: 800,
  height: 800,
});

// Chocolat or Vanille, 2 lb or 5 lb; Vanille 5 lb sold out, Fraise 2 lb only.
const variants = [
  variant('a', ['Chocolat', '2 lb']),
  variant('b', ['Chocolat', '5 lb'], { prix: 42000, prixApresPromotion: 42000 }),
  variant('c', ['Vanille', '2 lb']),
  variant('d', ['Vanille', '5 lb'], { stock: 0, enRupture: true }),
  variant('e', ['Fraise', '2 lb']),
];

describe("choosing a product's variant", () => {
  it('leads a click on a value to the variant with it and the other current values', () => {
    expect(pickValue(variants, ['Chocolat', '2 lb'], 1, '5 lb')?._id).toBe('b');
    expect(pickValue(variants, ['Chocolat', '5 lb'], 0, 'Chocolat')?._id).toBe('b');
    expect(pickValue(variants, ['Chocolat', '2 lb'], 0, 'Vanille')?._id).toBe('c');
  });

  it('refuses a value whose combination is sold out or missing', () => {
    expect(pickValue(variants, ['Chocolat', '5 lb'], 0, 'Vanille')).toBeUndefined();
    expect(pickValue(variants, ['Vanille', '2 lb'], 1, '5 lb')).toBeUndefined();
    expect(pickValue(variants, ['Chocolat', '5 lb'], 0, 'Fraise')).toBeUndefined();
    expect(pickValue(variants, ['Chocolat', '2 lb'], 0, 'Banane')).toBeUndefined();
  });

  it("shows a variant's own picture, and leaves the gallery as it is without one or with one that no longer exists", () => {
    const images = [image('p1'), image('p2')];
    expect(variantImageIndex(images, variant('x', ['Chocolat'], { imageIndex: 1 }))).toBe(1);
    expect(variantImageIndex(images, variant('x', ['Chocolat'], { imageIndex: 0 }))).toBe(0);
    expect(variantImageIndex(images, variant('x', ['Chocolat']))).toBeNull();
    expect(variantImageIndex(images, variant('x', ['Chocolat'], { imageIndex: 2 }))).toBeNull();
    expect(variantImageIndex(images, undefined)).toBeNull();
  });

  it('names the variant in the address, keeping its other parameters and fragment', () => {
    expect(variantAddress({ pathname: '/produits/p', search: '', hash: '' }, 'b')).toBe('/produits/p?variante=b');
    expect(variantAddress({ pathname: '/produits/p', search: '?variante=a&utm_source=wa', hash: '#avis' }, 'b')).toBe(
      '/produits/p?variante=b&utm_source=wa#avis',
    );
  });
});
