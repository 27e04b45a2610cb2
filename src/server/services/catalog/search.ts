// Catalogue search (DESIGN §4): case- and accent-insensitive over the product's name and description and
// the names of its category and sub-type; typo-tolerant on those names; best matches first.
//
// Every word of the query must be found: as a substring (LIKE) anywhere, or as a near spelling (pg_trgm's
// word similarity, `%>`) in a name. Near spellings are not looked for in descriptions: word similarity
// costs about 100 µs per long text, which on 10,000 products made one search take seconds on PGlite.
import { type SQL, sql } from 'drizzle-orm';
import { categories, products, subTypes } from '@/server/db/schema';

/** At most this many words are matched; the rest of a long query only counts for ranking. */
const MAX_WORDS = 6;

export interface SearchTerms {
  /** The whole query, trimmed and collapsed (normalised by the database with f_unaccent(lower())). */
  phrase: string;
  words: string[];
}

export function searchTerms(search: string | null): SearchTerms | null {
  if (!search) return null;
  const phrase = search.trim().replace(/\s+/g, ' ').slice(0, 100);
  if (phrase === '') return null;
  const words = [...new Set(phrase.split(' '))].slice(0, MAX_WORDS);
  return { phrase, words };
}

const normalised = (value: string) => sql`f_unaccent(lower(${value}))`;
const likePattern = (value: string) => sql`'%' || f_unaccent(lower(${value.replace(/[\\%_]/g, '\\$&')})) || '%'`;

/** Matches on a name column: substring, or a word of it spelt nearly the same. */
function matches(column: SQL | typeof products.nomNormalise, word: string): SQL {
  return sql`(${column} like ${likePattern(word)} or ${column} %> ${normalised(word)})`;
}

/** Products matching every word of the query. Needs no join: category and sub-type matches are subqueries. */
export function searchCondition(terms: SearchTerms): SQL {
  const perWord = terms.words.map(
    (word) => sql`(
      ${products.searchText} like ${likePattern(word)}
      or ${matches(products.nomNormalise, word)}
      or ${products.categoryId} in (select c.id from ${categories} c where ${matches(sql`c.nom_normalise`, word)})
      or ${products.subTypeId} in (select s.id from ${subTypes} s where ${matches(sql`s.nom_normalise`, word)})
    )`,
  );
  return sql.join(perWord, sql` and `);
}

/**
 * Relevance of a product already known to match: its name weighs most, then its description, then the
 * names of its category and sub-type. Needs the query's join of categories and sub_types.
 */
export function searchRank(terms: SearchTerms): SQL<number> {
  const q = normalised(terms.phrase);
  return sql<number>`(
    3 * word_similarity(${q}, ${products.nomNormalise})
    + 0.5 * (${products.searchText} like '%' || ${q} || '%')::int
    + 0.5 * greatest(word_similarity(${q}, ${categories.nomNormalise}), word_similarity(${q}, coalesce(${subTypes.nomNormalise}, '')))
  )`;
}
