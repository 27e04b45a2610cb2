import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/shared/constants';
import {
  imageSizeProblem,
  isAcceptedImage,
  makeFirst,
  pageNumbers,
  pricePreview,
  productListTarget,
  productReference,
  readInteger,
  REFUSED_KIND_TITLE,
  remainingImageSlots,
  selectImages,
} from './product-rules';

const file = (name: string, type = 'image/jpeg', size = 1000) => ({ name, type, size });

describe('product reference', () => {
  it('is the first three letters of the name in capitals and the last six characters of the id', () => {
    expect(productReference({ nom: 'Vitamine C 1000', _id: '0b6c3a4e-1f2d-4c5b-9a8e-7d6c5b4a3f21' })).toBe('VIT-4A3F21');
  });

  it('skips accents, digits and spaces in the name', () => {
    expect(productReference({ nom: 'é 5-htp Oméga', _id: '0b6c3a4e-1f2d-4c5b-9a8e-abcdef123456' })).toBe('EHT-123456');
  });
});

describe('price preview', () => {
  it('gives the final price and the saving', () => {
    expect(pricePreview(20_000, 25)).toEqual({ finalPrice: 15_000, saving: 5_000 });
  });

  it('rounds to the franc and saves nothing without a promotion', () => {
    expect(pricePreview(999, 33)).toEqual({ finalPrice: 669, saving: 330 });
    expect(pricePreview(5_000, 0)).toEqual({ finalPrice: 5_000, saving: 0 });
  });

  it('keeps the promotion within 0–100', () => {
    expect(pricePreview(5_000, 150)).toEqual({ finalPrice: 5_000, saving: 0 });
    expect(pricePreview(5_000, -10)).toEqual({ finalPrice: 5_000, saving: 0 });
  });

  it('reads a typed value as an integer, anything but digits as 0', () => {
    expect(readInteger(' 12500 ')).toBe(12_500);
    expect(readInteger(12_500)).toBe(12_500);
    expect(readInteger('-3')).toBe(-3);
    for (const typed of ['12,5', '12abc', '5e-324', '1e3', '12 000', '- 3', '+3', '0x10', '12.0', 'abc', '']) expect(readInteger(typed), typed).toBe(0);
    expect(readInteger('99999999999999999999')).toBe(1e20);
    for (const sent of [12.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(readInteger(sent), String(sent)).toBe(0);
  });
});

describe('chosen pictures', () => {
  it('accepts JPEG, PNG, WebP and GIF only', () => {
    expect(isAcceptedImage(file('a.jpg'))).toBe(true);
    expect(isAcceptedImage(file('a.png', 'image/png'))).toBe(true);
    expect(isAcceptedImage(file('a.webp', 'image/webp'))).toBe(true);
    expect(isAcceptedImage(file('a.gif', 'image/gif'))).toBe(true);
    expect(isAcceptedImage(file('a.heic', 'image/heic'))).toBe(false);
    expect(isAcceptedImage(file('a.pdf', 'application/pdf'))).toBe(false);
    // No type from the browser: the extension decides.
    expect(isAcceptedImage(file('photo.JPEG', ''))).toBe(true);
    expect(isAcceptedImage(file('photo.svg', ''))).toBe(false);
  });

  it('refuses a file of another kind with its message and keeps the others', () => {
    const { kept, refused, dropped } = selectImages([file('a.jpg'), file('notes.pdf', 'application/pdf'), file('b.png', 'image/png')], 0);
    expect(kept.map((f) => f.name)).toEqual(['a.jpg', 'b.png']);
    expect(refused).toEqual([
      { name: 'notes.pdf', title: REFUSED_KIND_TITLE, message: "Le fichier notes.pdf n'est pas une image acceptée (JPEG, PNG, WebP ou GIF)" },
    ]);
    expect(dropped).toEqual([]);
  });

  it('fills the remaining slots in order and drops the extra files', () => {
    const files = ['1.jpg', '2.jpg', '3.jpg', '4.jpg'].map((name) => file(name));
    const { kept, dropped } = selectImages(files, 3);
    expect(kept.map((f) => f.name)).toEqual(['1.jpg', '2.jpg']);
    expect(dropped.map((f) => f.name)).toEqual(['3.jpg', '4.jpg']);
    expect(selectImages(files, LIMITS.productImagesMax).kept).toEqual([]);
    expect(remainingImageSlots(0)).toBe(5);
    expect(remainingImageSlots(7)).toBe(0);
  });

  it('refuses a file over 5 MB with the size message', () => {
    expect(imageSizeProblem(file('ok.jpg', 'image/jpeg', LIMITS.productImageMaxBytes))).toBeNull();
    expect(imageSizeProblem(file('big.gif', 'image/gif', LIMITS.productImageMaxBytes + 1))).toEqual({
      name: 'big.gif',
      title: 'Fichier trop volumineux',
      message: 'Le fichier big.gif dépasse la limite de 5MB',
    });
  });

  it('makes any picture the first, keeping the order of the others', () => {
    expect(makeFirst(['a', 'b', 'c', 'd'], 2)).toEqual(['c', 'a', 'b', 'd']);
    expect(makeFirst(['a', 'b'], 0)).toEqual(['a', 'b']);
    expect(makeFirst(['a', 'b'], 5)).toEqual(['a', 'b']);
  });
});

describe('page buttons', () => {
  it('shows five numbers around the current page, within the first and the last', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(7, 12)).toEqual([5, 6, 7, 8, 9]);
    expect(pageNumbers(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });
});

describe('the list a saved product returns to', () => {
  const category = '0b6c3a4e-1f2d-4c5b-9a8e-7d6c5b4a3f21';
  const type = '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

  it('is the list the form was opened from, chosen by name', () => {
    expect(productListTarget('create', 'type', category, type)).toBe(`/admin/categories/${category}/type/${type}/produits`);
    expect(productListTarget('create', 'categories', category)).toBe(`/admin/categories/${category}/produits`);
    expect(productListTarget('create', null)).toBe('/admin/produits');
    expect(productListTarget('edit', 'categories', category)).toBe('/admin/produits');
  });

  it("is the catalogue's list whatever else the address says, and never a place taken from it", () => {
    const foreign = ['https://evil.example', '//evil.example/admin', '/\\evil.example', 'javascript:alert(1)', '/admin/utilisateurs', 'TYPE', ''];
    for (const from of foreign) {
      expect(productListTarget('create', from, category, type), from).toBe('/admin/produits');
    }
    // Ids that are not ids (the path's segments, decoded) are not put into the address either.
    for (const id of ['//evil.example', '..%2F..%2Fadmin', 'x/../../utilisateurs', `${category}/../../utilisateurs`]) {
      expect(productListTarget('create', 'categories', id), id).toBe('/admin/produits');
      expect(productListTarget('create', 'type', category, id), id).toBe('/admin/produits');
    }
  });
});
