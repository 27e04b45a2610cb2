-- The search functions of migration 0002 name what they call with its schema. pg_restore (docs/backups.md) runs
-- with an empty search_path, and computes products' generated columns through these functions: unqualified,
-- f_unaccent was not found and every product of the dump was refused. Same bodies otherwise.
CREATE OR REPLACE FUNCTION search_words_of(text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT DISTINCT w FROM regexp_split_to_table(public.f_unaccent(lower($1)), '[^[:alnum:]]+') AS w
    WHERE length(w) >= 3 AND w ~ '[[:alpha:]]'
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_of(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(array_agg(DISTINCT w), '{}')
    FROM regexp_split_to_table(public.f_unaccent(lower($1)), '[^[:alnum:]]+') AS w
    WHERE w <> ''
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_edit_distance(a text, b text) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT least(
      public.levenshtein(a, b),
      1 + (
        SELECT min(public.levenshtein(overlay(a PLACING substr(a, i + 1, 1) || substr(a, i, 1) FROM i FOR 2), b))
        FROM generate_series(1, length(a) - 1) AS i
        WHERE substr(a, i, 1) <> substr(a, i + 1, 1)
      )
    )
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION classification_text_of(category uuid, sub_type uuid) RETURNS text
  LANGUAGE sql STABLE
  AS $$
    SELECT public.f_unaccent(lower(
      coalesce((SELECT nom FROM public.categories WHERE id = category), '') || ' ' ||
      coalesce((SELECT nom FROM public.sub_types WHERE id = sub_type), '')
    ))
  $$;
