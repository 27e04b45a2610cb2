-- Search support, kept by the database itself in the writing transaction, so that no service can forget it,
-- bulk writes included: the dictionary of the catalogue's words (table search_words) and each product's
-- category and sub-type names (products.classification_text, and through it products.search_terms).
--
-- Applies a change of texts to the dictionary: the words of `removed` lose one occurrence per text, those of
-- `added` gain one. Words are written in one order so that concurrent writers lock them in the same order, and
-- a word no text holds any more is deleted.
CREATE OR REPLACE FUNCTION search_words_apply(removed text[], added text[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  DECLARE
    emptied text[];
  BEGIN
    WITH delta AS (
      SELECT w AS word, sum(d)::integer AS d
      FROM (
        SELECT w, -1 AS d FROM unnest(removed) AS t, search_words_of(t) AS w
        UNION ALL
        SELECT w, 1 AS d FROM unnest(added) AS t, search_words_of(t) AS w
      ) AS changes
      GROUP BY w
      HAVING sum(d) <> 0
    ), applied AS (
      INSERT INTO search_words AS s (word, occurrences)
      SELECT word, d FROM delta ORDER BY word
      ON CONFLICT (word) DO UPDATE SET occurrences = s.occurrences + excluded.occurrences
      RETURNING s.word, s.occurrences
    )
    SELECT array_agg(word) INTO emptied FROM applied WHERE occurrences <= 0;
    IF emptied IS NOT NULL THEN
      DELETE FROM search_words WHERE word = ANY (emptied) AND occurrences <= 0;
    END IF;
  END
  $$;
--> statement-breakpoint
-- Recomputes the whole dictionary: after a TRUNCATE (which names no rows) and for a catalogue that existed
-- before this migration.
CREATE OR REPLACE FUNCTION search_words_rebuild() RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM search_words;
    INSERT INTO search_words (word, occurrences)
    SELECT w, count(*)::integer
    FROM (
      SELECT nom || ' ' || coalesce(description, '') AS t FROM products
      UNION ALL SELECT nom FROM categories
      UNION ALL SELECT nom FROM sub_types
    ) AS texts, search_words_of(t) AS w
    GROUP BY w;
  END
  $$;
--> statement-breakpoint
-- Statement-level triggers with transition tables: one dictionary update per statement, however many rows it
-- writes (the benchmark inserts products 500 at a time). An update passes all its old and new texts; the words
-- of unchanged texts cancel out in search_words_apply and cost no write.
CREATE OR REPLACE FUNCTION search_words_products_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM search_words_apply('{}', array(SELECT nom || ' ' || coalesce(description, '') FROM new_rows));
    ELSIF TG_OP = 'UPDATE' THEN
      PERFORM search_words_apply(
        array(SELECT nom || ' ' || coalesce(description, '') FROM old_rows),
        array(SELECT nom || ' ' || coalesce(description, '') FROM new_rows)
      );
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM search_words_apply(array(SELECT nom || ' ' || coalesce(description, '') FROM old_rows), '{}');
    ELSE
      PERFORM search_words_rebuild();
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- Categories and sub-types: their names only (a category's description is not searched).
CREATE OR REPLACE FUNCTION search_words_names_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM search_words_apply('{}', array(SELECT nom FROM new_rows));
    ELSIF TG_OP = 'UPDATE' THEN
      PERFORM search_words_apply(array(SELECT nom FROM old_rows), array(SELECT nom FROM new_rows));
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM search_words_apply(array(SELECT nom FROM old_rows), '{}');
    ELSE
      PERFORM search_words_rebuild();
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_search_words_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_search_words_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_products_changed();
--> statement-breakpoint
CREATE TRIGGER categories_search_words_insert AFTER INSERT ON categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_names_changed();
--> statement-breakpoint
CREATE TRIGGER categories_search_words_update AFTER UPDATE ON categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_names_changed();
--> statement-breakpoint
CREATE TRIGGER categories_search_words_delete AFTER DELETE ON categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_names_changed();
--> statement-breakpoint
CREATE TRIGGER categories_search_words_truncate AFTER TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_names_changed();
--> statement-breakpoint
CREATE TRIGGER sub_types_search_words_insert AFTER INSERT ON sub_types
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_names_changed();
--> statement-breakpoint
CREATE TRIGGER sub_types_search_words_update AFTER UPDATE ON sub_types
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_names_changed();
--> statement-breakpoint
CREATE TRIGGER sub_types_search_words_delete AFTER DELETE ON sub_types
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_names_changed();
--> statement-breakpoint
CREATE TRIGGER sub_types_search_words_truncate AFTER TRUNCATE ON sub_types
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_names_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_classify() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    NEW.classification_text := classification_text_of(NEW.category_id, NEW.sub_type_id);
    RETURN NEW;
  END
  $$;
--> statement-breakpoint
-- Also fired by the sub-type's ON DELETE SET NULL, which updates sub_type_id.
CREATE TRIGGER products_classify BEFORE INSERT OR UPDATE OF category_id, sub_type_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_classify();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION classification_renamed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_TABLE_NAME = 'categories' THEN
      UPDATE products SET classification_text = classification_text_of(category_id, sub_type_id) WHERE category_id = NEW.id;
    ELSE
      UPDATE products SET classification_text = classification_text_of(category_id, sub_type_id) WHERE sub_type_id = NEW.id;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER categories_renamed AFTER UPDATE OF nom ON categories
  FOR EACH ROW WHEN (OLD.nom IS DISTINCT FROM NEW.nom) EXECUTE FUNCTION classification_renamed();
--> statement-breakpoint
CREATE TRIGGER sub_types_renamed AFTER UPDATE OF nom ON sub_types
  FOR EACH ROW WHEN (OLD.nom IS DISTINCT FROM NEW.nom) EXECUTE FUNCTION classification_renamed();
--> statement-breakpoint
-- A catalogue that existed before this migration.
UPDATE products SET classification_text = classification_text_of(category_id, sub_type_id);
--> statement-breakpoint
SELECT search_words_rebuild();
