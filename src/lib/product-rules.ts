// The back office's product rules (docs/product.md, Products): reference, final price and saving, and
// which chosen pictures the form keeps. Pure, so that the form, the list and the detail agree, and tested.
import { IMAGE_EXTENSIONS, IMAGE_MIME_TYPES, LIMITS } from '@/shared/constants';
import { isUuid } from '@/shared/ids';
import { CATALOGUE_MESSAGES } from '@/shared/catalog/messages';
import { CATALOGUE_VALIDATION } from '@/shared/catalog/messages';
import { priceAfterPromotion, salePrice } from '@/shared/orders/pricing';
import { adminRoutes } from './admin-routes';

export { productReference } from '@/shared/catalog/product-display';

/** Price and promotion fields are read as integers, anything unreadable as 0: the API's own reading. */
export { parseIntegerOrZero as readInteger } from '@/shared/validators';

/** The live preview of the form: the price paid and what the shopper saves, in FCFA (a promotion giving 0 does not apply). */
export function pricePreview(prix: number, pourcentPromotion: number): { finalPrice: number; saving: number } {
  const base = Math.max(0, prix);
  const finalPrice = salePrice({ prix: base, prixApresPromotion: priceAfterPromotion(base, pourcentPromotion) });
  return { finalPrice, saving: base - finalPrice };
}

/**
 * Where the product form goes once the product is saved: the list it was opened from. The `from` of its address
 * only chooses among the back office's three lists, by name; anything else, or a list the form's own path does
 * not name with well-formed ids, is the catalogue's list. No part of the address is ever taken as the place to go.
 */
export function productListTarget(mode: 'create' | 'edit', from: string | null, categoryId?: string, typeId?: string): string {
  if (mode === 'create' && from === 'type' && isUuid(categoryId) && isUuid(typeId)) return adminRoutes.subTypeProducts(categoryId, typeId);
  if (mode === 'create' && from === 'categories' && isUuid(categoryId)) return adminRoutes.categoryProducts(categoryId);
  return adminRoutes.products;
}

/** What the form needs of a chosen file (a File in the browser). */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** The toast title of a file of another kind (the size refusal has its own, 'Fichier trop volumineux'). */
export const REFUSED_KIND_TITLE = 'Format non accepté';

export interface ImageProblem {
  name: string;
  title: string;
  message: string;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** JPEG, PNG, WebP or GIF, by the browser's type or, when it gives none, by the file's extension. */
export function isAcceptedImage(file: FileLike): boolean {
  if (file.type) return (IMAGE_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase());
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
}

/** How many more pictures the form takes: five in all among those chosen. */
export function remainingImageSlots(chosen: number): number {
  return Math.max(0, LIMITS.productImagesMax - chosen);
}

/**
 * A new choice of files: those of another kind are refused with a message, the others fill the remaining
 * slots in the order given, and those past the last slot are dropped without a word.
 */
export function selectImages<T extends FileLike>(files: readonly T[], chosen: number): { kept: T[]; refused: ImageProblem[]; dropped: T[] } {
  const refused: ImageProblem[] = [];
  const accepted: T[] = [];
  for (const file of files) {
    if (isAcceptedImage(file)) accepted.push(file);
    else refused.push({ name: file.name, title: REFUSED_KIND_TITLE, message: CATALOGUE_MESSAGES.imageNotSupported(file.name) });
  }
  const slots = remainingImageSlots(chosen);
  return { kept: accepted.slice(0, slots), refused, dropped: accepted.slice(slots) };
}

/** The 5 MB rule, checked on the file as it will be sent (after the browser has shrunk it). */
export function imageSizeProblem(file: FileLike): ImageProblem | null {
  if (file.size <= LIMITS.productImageMaxBytes) return null;
  return { name: file.name, title: CATALOGUE_VALIDATION.fileTooLargeTitle, message: CATALOGUE_VALIDATION.fileTooLarge(file.name) };
}

/** Moves the picture at `index` to the front: the first picture is the product's main one. */
export function makeFirst<T>(items: readonly T[], index: number): T[] {
  if (index <= 0 || index >= items.length) return [...items];
  return [items[index], ...items.slice(0, index), ...items.slice(index + 1)];
}

/** The list's page buttons: five consecutive numbers, the current one in the middle when it can be. */
export function pageNumbers(current: number, pages: number, count: number = LIMITS.adminPaginationButtons): number[] {
  const shown = Math.min(count, Math.max(1, pages));
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), Math.max(1, pages - shown + 1));
  return Array.from({ length: shown }, (_, i) => start + i);
}
