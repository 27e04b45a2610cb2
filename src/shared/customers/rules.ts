// The customers' rules without zod, for the screens and the schemas alike (docs/product.md, "Customers").
import { CUSTOMER_LIMITS } from './limits';

/** One tag as stored: trimmed, inner white space made one space. */
export const cleanTag = (tag: string) => tag.trim().replace(/\s+/g, ' ');

/**
 * The tags as stored: trimmed, blanks dropped, and the same tag twice (case and accents aside) kept once, as first
 * typed.
 */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = cleanTag(raw);
    if (!tag) continue;
    const key = tagKey(tag);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

/** Two tags are the same whatever their case and accents: 'fidele' is 'Fidèle'. */
export const tagKey = (tag: string) =>
  cleanTag(tag)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('fr-FR');

export const tagTooLong = (tag: string) => cleanTag(tag).length > CUSTOMER_LIMITS.tagMax;
