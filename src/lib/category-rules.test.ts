import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/shared/constants';
import { CATALOGUE_VALIDATION } from '@/shared/catalog/messages';
import {
  type CategoryFormValues,
  categoryBadges,
  categoryOpenPath,
  categoryPayload,
  counterTone,
  descriptionPreview,
  loadCategorySchema,
  PALETTE_COUNT,
  paletteIndex,
} from './category-rules';

const counts = (nbSousTypes: number, nbProduitsTotal: number, nbProduitsEnRupture = 0) => ({ nbSousTypes, nbProduitsTotal, nbProduitsEnRupture });
const labels = (category: ReturnType<typeof counts>) => categoryBadges(category).map((badge) => badge.label);
const form = (nom: string, types: string[] = [], description = ''): CategoryFormValues => ({
  nom,
  description,
  types: types.map((type, index) => ({ key: String(index), nom: type })),
});

describe('counters', () => {
  it('stay neutral up to 80 % of the limit, turn orange above it and red above the limit', () => {
    expect(counterTone(120, 150)).toBe('normal');
    expect(counterTone(121, 150)).toBe('warn');
    expect(counterTone(150, 150)).toBe('warn');
    expect(counterTone(151, 150)).toBe('over');
    expect(counterTone(24, LIMITS.subTypeNameMax)).toBe('normal');
    expect(counterTone(25, LIMITS.subTypeNameMax)).toBe('warn');
  });
});

describe('description preview', () => {
  it('cuts a long description at 80 characters and adds ...', () => {
    const long = `${'a'.repeat(79)}bcdef`;
    expect(descriptionPreview(long)).toBe(`${'a'.repeat(79)}b...`);
  });

  it('keeps a description of 80 characters or fewer whole', () => {
    expect(descriptionPreview('x'.repeat(80))).toBe('x'.repeat(80));
  });

  it('gives null for none, so the card says there is none', () => {
    expect(descriptionPreview(null)).toBeNull();
    expect(descriptionPreview('   ')).toBeNull();
  });
});

describe('badges', () => {
  it("says 'Direct' for a category without sub-types", () => {
    expect(labels(counts(0, 3))).toEqual(['Direct']);
    expect(labels(counts(2, 3))).toEqual([]);
  });

  it("says 'Populaire' above 30 products and 'Complexe' above 5 sub-types", () => {
    expect(labels(counts(1, 30))).toEqual([]);
    expect(labels(counts(1, 31))).toEqual(['Populaire']);
    expect(labels(counts(5, 1))).toEqual([]);
    expect(labels(counts(6, 1))).toEqual(['Complexe']);
  });

  it("counts the products out of stock: '{n} en rupture'", () => {
    expect(labels(counts(0, 40, 3))).toEqual(['Direct', 'Populaire', '3 en rupture']);
  });
});

describe('opening a category', () => {
  it('shows its sub-types when it has some, else its products', () => {
    expect(categoryOpenPath({ _id: 'c1', nbSousTypes: 2 })).toBe('/admin/categories/c1/type');
    expect(categoryOpenPath({ _id: 'c1', nbSousTypes: 0 })).toBe('/admin/categories/c1/produits');
  });
});

describe('sub-type palette', () => {
  it('is the sum of the character codes of the id over 8 palettes', () => {
    expect(PALETTE_COUNT).toBe(8);
    expect(paletteIndex('A')).toBe(65 % 8);
    expect(paletteIndex('ab')).toBe((97 + 98) % 8);
    expect(paletteIndex('')).toBe(0);
  });

  it('is the same for the same id', () => {
    const id = '0b6c3a4e-1f2d-4c5b-9a8e-7d6c5b4a3f21';
    expect(paletteIndex(id)).toBe(paletteIndex(id));
    expect(paletteIndex(id)).toBeLessThan(8);
  });
});

describe('form payload', () => {
  it('sends trimmed names, the description as shown, and the ids of existing sub-types', () => {
    expect(
      categoryPayload({
        nom: '  Protéines ',
        description: ' Whey ',
        types: [
          { key: 'a', _id: 'st-1', nom: ' Whey ' },
          { key: 'b', nom: 'Caséine' },
        ],
      }),
    ).toEqual({ nom: 'Protéines', description: 'Whey', sousTypes: [{ _id: 'st-1', nom: 'Whey' }, { nom: 'Caséine' }] });
  });
});

/** The form's messages by field, as the form checks what it sends. */
async function categoryFormErrors(values: CategoryFormValues, mode: 'create' | 'edit' = 'create'): Promise<Record<string, string>> {
  const [schema, { fieldErrors }] = await Promise.all([loadCategorySchema(mode)(), import('@/shared/schemas')]);
  const parsed = schema.safeParse(categoryPayload(values));
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe('form validation', async () => {
  it('accepts a name alone', async () => {
    expect(await categoryFormErrors(form('Vitamines'))).toEqual({});
  });

  it('requires a name that is not blank, of 150 characters at most', async () => {
    expect(await categoryFormErrors(form('   '))).toEqual({ nom: CATALOGUE_VALIDATION.categoryNameRequired });
    expect(await categoryFormErrors(form('n'.repeat(151)))).toEqual({ nom: CATALOGUE_VALIDATION.categoryNameMax });
  });

  it('refuses a description over 1000 characters', async () => {
    expect(await categoryFormErrors(form('Vitamines', [], 'd'.repeat(1001)))).toEqual({ description: CATALOGUE_VALIDATION.categoryDescriptionMax });
  });

  it('refuses an empty type, a type over 30 characters and a duplicate, each under its own row', async () => {
    expect(await categoryFormErrors(form('Vitamines', ['C', ' ', 't'.repeat(31), ' c ']), 'edit')).toEqual({
      'sousTypes.1.nom': CATALOGUE_VALIDATION.subTypeEmpty,
      'sousTypes.2.nom': CATALOGUE_VALIDATION.subTypeMax,
      'sousTypes.3.nom': CATALOGUE_VALIDATION.subTypeDuplicate,
    });
  });
});
