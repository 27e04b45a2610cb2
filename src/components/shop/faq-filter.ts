import type { FaqCategory, FaqEntry } from '@/shared/shop/content';

const fold = (text: string) => text.toLocaleLowerCase('fr-FR');

/** Entries of the chosen category (null: all of them) whose question or answer holds the query, case aside. */
export function filterFaq(entries: FaqEntry[], query: string, category: FaqCategory | null): FaqEntry[] {
  const needle = fold(query.trim());
  return entries.filter(
    (entry) =>
      (category === null || entry.category === category) &&
      (needle === '' || fold(entry.question).includes(needle) || fold(entry.answer).includes(needle)),
  );
}
