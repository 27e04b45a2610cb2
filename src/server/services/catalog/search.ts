// Catalogue search (docs/api.md): case- and accent-insensitive over the product's name and description and
// the names of its category and sub-type; typo-tolerant; best matches first.
//
// Every word of the query must be found, as a substring of a word of those texts, or through a near spelling.
// The catalogue's dictionary (table search_words, kept by triggers) turns a query word into the known words
// containing it, or, when there are none, into the few known words a typo away (found through its trigram
// index, checked by edit distance), so that a correctly spelt word keeps its exact meaning ('gainer' does not
// also find 'gagner'). A product matches when its words (products.search_terms, GIN-indexed) include one of
// them: an index lookup per query word, instead of comparing the query with the 10,000 texts one by one. The
// dictionary lookups are a CTE of the listing's own statements, not a query of their own.
import { type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { WithSubquery } from 'drizzle-orm/subquery';
import { products, searchWords } from '@/server/db/schema';
import { LIMITS } from '@/shared/constants';

/** At most this many words are matched; the rest of a long query only counts for ranking. */
const MAX_WORDS = 6;
/** Near spellings kept per query word, closest first. */
const MAX_NEAR_SPELLINGS = 5;
/**
 * Query words that may be misspelt: letters only, and long enough for a trigram comparison to mean something.
 * Digits ('d3', '1000') are taken literally: a near spelling of a dose is another dose.
 */
const MISSPELLABLE = /^\p{L}{4,30}$/u;

export interface SearchTerms {
  /** The whole query, trimmed and collapsed (normalised by the database with f_unaccent(lower())). */
  phrase: string;
  words: string[];
}

export function searchTerms(search: string | null): SearchTerms | null {
  if (!search) return null;
  const phrase = search.trim().replace(/\s+/g, ' ').slice(0, LIMITS.searchMax);
  if (phrase === '') return null;
  const words = [...new Set(phrase.split(' '))].slice(0, MAX_WORDS);
  return { phrase, words };
}

/** Edits allowed between a query word and a near spelling: one in a short word, two from six letters on. */
function allowedEdits(word: string): number {
  return [...word].length >= 6 ? 2 : 1;
}

/**
 * What a query word is looked for as: from six letters on, without its last letter, so that French and English
 * endings meet ('proteine' finds 'Proteins', 'vitamine' finds 'Vitamins', 'creatine' finds 'Creatine').
 */
function searchStem(word: string): string {
  return /^\p{L}{6,}$/u.test(word) ? [...word].slice(0, -1).join('') : word;
}

const normalised = (value: string) => sql`f_unaccent(lower(${value}))`;
const likePattern = (value: string) => sql`'%' || f_unaccent(lower(${value.replace(/[\\%_]/g, '\\$&')})) || '%'`;

/** Whether every catalogue word containing this query word is in the dictionary (see search_words_of). */
function inDictionary(word: string): boolean {
  const plain = word.normalize('NFD').replace(/\p{M}/gu, '');
  return /^[\p{L}\p{Nd}]{3,}$/u.test(plain) && /\p{L}/u.test(plain);
}

/**
 * The parts of a query word made of letters and digits glued together ('omega3' → 'omega', '3'; 'b12' → 'b',
 * '12'), or null when it has no such boundary. The catalogue may write them apart ('Oméga-3', 'B 12'): the word
 * also matches then, as if its parts had been typed apart (docs/api.md, "GET /produits — the catalogue").
 */
function gluedParts(word: string): string[] | null {
  if (!/^[\p{L}\p{M}\p{Nd}]+$/u.test(word)) return null;
  const parts = word.split(/(?<=[\p{L}\p{M}])(?=\p{Nd})|(?<=\p{Nd})(?=\p{L})/u);
  return parts.length > 1 ? parts : null;
}

/** The near spellings of a query word in the dictionary, when no catalogue word contains it (text[]). */
function nearSpellings(word: string): SQL {
  if (!MISSPELLABLE.test(word)) return sql`'{}'::text[]`;
  const q = normalised(word);
  const edits = allowedEdits(word);
  // `%` and `<%` (similarity above pg_trgm.similarity_threshold, 0.3 by default; word similarity above
  // pg_trgm.word_similarity_threshold, set per connection) are what the trigram index answers; each misses some
  // swaps of two letters the other finds. The length bound and the edit distance then keep the candidates really
  // a typo away.
  return sql`array(
    select d.word from ${searchWords} d
    where (${q} % d.word or ${q} <% d.word)
      and length(d.word) between length(${q}) - ${edits} and length(${q}) + ${edits}
      and search_edit_distance(${q}, d.word) <= ${edits}
      and not exists (select from ${searchWords} e where e.word like ${likePattern(word)})
    order by search_edit_distance(${q}, d.word), similarity(${q}, d.word) desc, d.word
    limit ${MAX_NEAR_SPELLINGS}
  )`;
}

/** The dictionary's words containing a query word (text[]). */
const dictionaryWords = (word: string) => sql`array(select d.word from ${searchWords} d where d.word like ${likePattern(searchStem(word))})`;

const CTE = 'search_patterns';

export interface Search {
  /** What the query words stand for, computed once per statement: add it with `db.with(search.patterns)`. */
  patterns: WithSubquery;
  /** Products matching every word of the query. */
  condition: SQL;
  /** Relevance of a matching product (higher first). */
  rank: SQL<number>;
}

/**
 * For each query word i, the CTE holds `p{i}`, LIKE patterns of the word and of its near spellings, and `t{i}`,
 * the catalogue words matching one of them (a dictionary lookup). A product matches the word when its
 * search_terms share a word with t{i}: a GIN index lookup.
 */
export function buildSearch(terms: SearchTerms): Search {
  const near: SQL[] = [];
  const likes: SQL[] = [];
  const words: SQL[] = [];
  terms.words.forEach((word, i) => {
    const [n, p, t] = ['n', 'p', 't'].map((prefix) => sql.raw(`${prefix}${i}`));
    near.push(sql`${nearSpellings(word)} as ${n}`);
    likes.push(sql`array[${likePattern(searchStem(word))}] || array(select '%' || w || '%' from unnest(${n}) w) as ${p}`);
    words.push(sql`${p}`);
    if (inDictionary(word)) words.push(sql`array(select d.word from ${searchWords} d where d.word like any(${p})) as ${t}`);
    gluedParts(word)?.forEach((part, j) => {
      if (inDictionary(part)) words.push(sql`${dictionaryWords(part)} as ${sql.raw(`s${i}_${j}`)}`);
    });
  });
  const selection = Object.fromEntries(terms.words.map((_word, i) => [`p${i}`, sql<string[]>`${sql.raw(`p${i}`)}`]));
  const patterns = new QueryBuilder()
    .$with(CTE, selection)
    .as(
      // `offset 0` keeps each level a subquery of its own: pulled up, the near-spelling lookup would be
      // repeated in every expression using it.
      sql`select ${sql.join(words, sql`, `)} from (select ${sql.join(likes, sql`, `)} from (select ${sql.join(near, sql`, `)} offset 0) as near offset 0) as likes`,
    );
  const column = (name: string) => sql.raw(`(select ${name} from ${CTE})`);

  const condition = sql.join(
    terms.words.map((word, i) => {
      const whole = inDictionary(word)
        ? sql`${products.searchTerms} && ${column(`t${i}`)}`
        : // Punctuation, digits only or under three characters: not in the dictionary, matched as a substring.
          sql`(${products.searchText} like ${likePattern(word)} or ${products.classificationText} like ${likePattern(word)})`;
      const parts = gluedParts(word);
      if (!parts) return whole;
      // Each part a GIN lookup too: a word of the dictionary containing it, or, too short or digits only, the
      // very word ('3', 'b'), so that the index still answers.
      const apart = parts.map((part, j) =>
        inDictionary(part)
          ? sql`${products.searchTerms} && ${column(`s${i}_${j}`)}`
          : sql`${products.searchTerms} @> array[${normalised(part)}]::text[]`,
      );
      return sql`(${whole} or (${sql.join(apart, sql` and `)}))`;
    }),
    sql` and `,
  );

  // The query words (or their near spellings) in the name weigh most, the exact spelling a little more; the
  // whole phrase in the name or the description adds to that. Category, sub-type and description matches
  // alone rank last. Plain LIKEs on the matched rows only: cheap.
  const perWord = terms.words.map(
    (word, i) =>
      // The cast makes `any(…)` read an array value, not the rows of a subquery.
      sql`2 * (${products.nomNormalise} like any(${column(`p${i}`)}::text[]))::int + (${products.nomNormalise} like ${likePattern(word)})::int`,
  );
  const phrase = likePattern(terms.phrase);
  const wholePhrase = terms.words.length > 1 ? sql` + 2 * (${products.nomNormalise} like ${phrase})::int` : sql``;
  const rank = sql<number>`(${sql.join(perWord, sql` + `)}${wholePhrase} + (${products.searchText} like ${phrase})::int)`;

  return { patterns, condition, rank };
}
