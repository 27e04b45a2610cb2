// The back office's category rules (docs/product.md, Back office): the form's counters, the card's description
// and badges, where opening a category leads, the sub-type cards' colours, and what the form sends. Pure, so
// that the screens agree with each other and with the tests.
import { LIMITS } from '@/shared/constants';
import type { Category } from '@/shared/catalog/answers';
import { adminRoutes } from './admin-routes';

export type CounterTone = 'normal' | 'warn' | 'over';

/** A live counter turns orange above 80 % of its limit and red above the limit itself. */
export function counterTone(length: number, limit: number): CounterTone {
  if (length > limit) return 'over';
  if (length > limit * LIMITS.counterWarnRatio) return 'warn';
  return 'normal';
}

/** The card's description: cut at 80 characters with '...', or null when there is none (the card says so). */
export function descriptionPreview(description: string | null | undefined): string | null {
  const text = description?.trim() ?? '';
  if (!text) return null;
  if (text.length <= LIMITS.categoryDescriptionPreview) return text;
  return `${text.slice(0, LIMITS.categoryDescriptionPreview).trimEnd()}...`;
}

export type CategoryBadgeTone = 'gray' | 'green' | 'red' | 'amber' | 'blue' | 'purple';

export interface CategoryBadge {
  label: string;
  tone: CategoryBadgeTone;
}

type Counted = Pick<Category, 'nbSousTypes' | 'nbProduitsTotal' | 'nbProduitsEnRupture'> & { sousTypes?: unknown[] };

function subTypeCount(category: Pick<Category, 'nbSousTypes'> & { sousTypes?: unknown[] }): number {
  return category.nbSousTypes ?? category.sousTypes?.length ?? 0;
}

/** 'Direct' (no sub-types), 'Populaire' (over 30 products), 'Complexe' (over 5 sub-types), '{n} en rupture'. */
export function categoryBadges(category: Counted): CategoryBadge[] {
  const badges: CategoryBadge[] = [];
  const subTypes = subTypeCount(category);
  if (subTypes === 0) badges.push({ label: 'Direct', tone: 'blue' });
  if (category.nbProduitsTotal > LIMITS.popularCategoryAbove) badges.push({ label: 'Populaire', tone: 'green' });
  if (subTypes > LIMITS.complexCategoryAbove) badges.push({ label: 'Complexe', tone: 'purple' });
  if (category.nbProduitsEnRupture > 0) badges.push({ label: `${category.nbProduitsEnRupture} en rupture`, tone: 'red' });
  return badges;
}

/** Opening a category shows its sub-types when it has some, else its products directly. */
export function categoryOpenPath(category: Pick<Category, '_id' | 'nbSousTypes'> & { sousTypes?: unknown[] }): string {
  return subTypeCount(category) > 0 ? adminRoutes.categoryTypes(category._id) : adminRoutes.categoryProducts(category._id);
}

export const PALETTE_COUNT = 8;

/** A sub-type card's palette: the sum of its id's character codes, over the 8 palettes. Stable across visits. */
export function paletteIndex(id: string): number {
  let sum = 0;
  for (let index = 0; index < id.length; index += 1) sum += id.charCodeAt(index);
  return sum % PALETTE_COUNT;
}

/** A row of the form's types: `_id` when the sub-type already exists, so that it keeps its products. */
export interface TypeRow {
  key: string;
  _id?: string;
  nom: string;
}

export interface CategoryFormValues {
  nom: string;
  description: string;
  types: TypeRow[];
}

export interface CategoryPayload {
  nom: string;
  description: string;
  sousTypes: { _id?: string; nom: string }[];
}

/**
 * What POST and PUT /types receive. The description is always sent as the form shows it, so that an edit
 * keeps it (or clears it when emptied); the tagline is never sent, so that an edit keeps it as it is.
 */
export function categoryPayload(values: CategoryFormValues): CategoryPayload {
  return {
    nom: values.nom.trim(),
    description: values.description.trim(),
    sousTypes: values.types.map((type) => (type._id ? { _id: type._id, nom: type.nom.trim() } : { nom: type.nom.trim() })),
  };
}

/**
 * The API's own schema of what the form sends (its rules and messages, by field: 'nom', 'description',
 * 'sousTypes.N.nom'), fetched on the first submit, so that the list and the form load without zod.
 */
export function loadCategorySchema(mode: 'create' | 'edit') {
  return () => import('@/shared/catalog/schemas').then((schemas) => (mode === 'edit' ? schemas.categoryUpdateSchema : schemas.categorySchema));
}
