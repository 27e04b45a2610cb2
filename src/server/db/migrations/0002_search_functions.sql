-- Functions of catalogue search, used by the columns and triggers of the next two migrations.
-- Edit distances for search: a near spelling found through the trigram index must also be a few letters away.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
-- The words of a text, as search sees them: lower-cased, unaccented, split on anything but letters and digits,
-- once each. Words without a letter (sizes, doses: a near spelling of '1000' is another quantity) and words
-- under three characters (too short for a trigram comparison to mean anything) are left out.
CREATE OR REPLACE FUNCTION search_words_of(text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT DISTINCT w FROM regexp_split_to_table(f_unaccent(lower($1)), '[^[:alnum:]]+') AS w
    WHERE length(w) >= 3 AND w ~ '[[:alpha:]]'
  $$;
--> statement-breakpoint
-- Every word of a product's texts, once: what products.search_terms holds and the search matches against.
CREATE OR REPLACE FUNCTION search_terms_of(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(array_agg(DISTINCT w), '{}')
    FROM regexp_split_to_table(f_unaccent(lower($1)), '[^[:alnum:]]+') AS w
    WHERE w <> ''
  $$;
--> statement-breakpoint
-- Edit distance between two words where swapping two neighbouring letters counts as one edit, as typing makes
-- it ('protien' for 'protein'); plain Levenshtein would count two.
CREATE OR REPLACE FUNCTION search_edit_distance(a text, b text) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT least(
      levenshtein(a, b),
      1 + (
        SELECT min(levenshtein(overlay(a PLACING substr(a, i + 1, 1) || substr(a, i, 1) FROM i FOR 2), b))
        FROM generate_series(1, length(a) - 1) AS i
        WHERE substr(a, i, 1) <> substr(a, i + 1, 1)
      )
    )
  $$;
--> statement-breakpoint
-- The names of a product's category and sub-type, as search matches them.
CREATE OR REPLACE FUNCTION classification_text_of(category uuid, sub_type uuid) RETURNS text
  LANGUAGE sql STABLE
  AS $$
    SELECT f_unaccent(lower(
      coalesce((SELECT nom FROM categories WHERE id = category), '') || ' ' ||
      coalesce((SELECT nom FROM sub_types WHERE id = sub_type), '')
    ))
  $$;
