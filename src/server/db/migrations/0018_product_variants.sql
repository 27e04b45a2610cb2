-- A product's variants (docs/decisions/030-product-variants.md): its options (products.options) and one row of
-- product_variants per combination kept, with its own price, promotion, stock, reference, picture and sale. Order
-- lines and stock movements name the variant they are of. The product row of a product with variants carries the
-- price of its cheapest variant on sale, the sum of their stocks and whether none is available (sync_product_variants,
-- below), so that every listing, sort, filter and alert reads the product row as before. Its options' values are
-- searched with its category's and sub-type's names (classification_text).
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"valeurs" text[] NOT NULL,
	"nom" text NOT NULL,
	"prix" integer NOT NULL,
	"pourcent_promotion" integer DEFAULT 0 NOT NULL,
	"prix_apres_promotion" integer GENERATED ALWAYS AS (round(prix::bigint * (100 - pourcent_promotion) / 100.0)::integer) STORED NOT NULL,
	"stock" integer,
	"reference" text,
	"image_index" integer,
	"en_vente" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_prix_check" CHECK ("product_variants"."prix" > 0),
	CONSTRAINT "product_variants_promotion_check" CHECK ("product_variants"."pourcent_promotion" between 0 and 100),
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."stock" is null or "product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_image_check" CHECK ("product_variants"."image_index" is null or "product_variants"."image_index" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variante" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "variante" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_values_key" ON "product_variants" USING btree ("product_id","valeurs");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_variant_idx" ON "order_lines" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "stock_movements_variant_idx" ON "stock_movements" USING btree ("variant_id");--> statement-breakpoint
-- The product row of a product with variants, from its variants: the price and promotion of its cheapest variant on
-- sale (of its cheapest variant when none is on sale), the sum of its on-sale variants' stocks (null when one of them
-- is not tracked), out of stock when none of them is available. A product whose options were just removed keeps the
-- price and stock its form gave, while its variants are deleted. A row already right is left alone, so that the
-- catalogue's search-word triggers do not run for nothing. Names are qualified (see migration 0008).
CREATE OR REPLACE FUNCTION sync_product_variants(product uuid) RETURNS void
  LANGUAGE sql
  AS $$
    UPDATE public.products p
    SET prix = c.prix, pourcent_promotion = c.pourcent_promotion, stock = s.stock, en_rupture = NOT s.available
    FROM (
      SELECT v.prix, v.pourcent_promotion FROM public.product_variants v
      WHERE v.product_id = product
      ORDER BY v.en_vente DESC, CASE WHEN v.prix_apres_promotion > 0 THEN v.prix_apres_promotion ELSE v.prix END, v.prix, v.position
      LIMIT 1
    ) c,
    (
      SELECT
        CASE WHEN bool_or(v.stock IS NULL) THEN NULL ELSE coalesce(sum(v.stock), 0)::integer END AS stock,
        coalesce(bool_or(v.stock IS NULL OR v.stock > 0), false) AS available
      FROM public.product_variants v
      WHERE v.product_id = product AND v.en_vente
    ) s
    WHERE p.id = product
      AND jsonb_array_length(p.options) > 0
      AND (p.prix, p.pourcent_promotion, p.stock, p.en_rupture) IS DISTINCT FROM (c.prix, c.pourcent_promotion, s.stock, NOT s.available)
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_variants_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      PERFORM public.sync_product_variants(OLD.product_id);
    ELSE
      PERFORM public.sync_product_variants(NEW.product_id);
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_changed AFTER INSERT OR UPDATE OR DELETE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION product_variants_changed();
--> statement-breakpoint
-- The values of a product's options, as one text.
CREATE OR REPLACE FUNCTION option_values_text(options jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(string_agg(v.value, ' '), '')
    FROM jsonb_array_elements(coalesce(options, '[]'::jsonb)) AS o, jsonb_array_elements_text(o.value -> 'valeurs') AS v
  $$;
--> statement-breakpoint
-- What search matches a product by beside its own words: its category's and sub-type's names, and its options' values.
CREATE OR REPLACE FUNCTION product_classification(category uuid, sub_type uuid, options jsonb) RETURNS text
  LANGUAGE sql STABLE
  AS $$
    SELECT CASE WHEN public.option_values_text(options) = '' THEN public.classification_text_of(category, sub_type)
      ELSE public.classification_text_of(category, sub_type) || ' ' || public.f_unaccent(lower(public.option_values_text(options))) END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_classify() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    NEW.classification_text := public.product_classification(NEW.category_id, NEW.sub_type_id, NEW.options);
    RETURN NEW;
  END
  $$;
--> statement-breakpoint
DROP TRIGGER products_classify ON products;
--> statement-breakpoint
CREATE TRIGGER products_classify BEFORE INSERT OR UPDATE OF category_id, sub_type_id, options ON products
  FOR EACH ROW EXECUTE FUNCTION products_classify();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION classification_renamed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_TABLE_NAME = 'categories' THEN
      UPDATE public.products SET classification_text = public.product_classification(category_id, sub_type_id, options) WHERE category_id = NEW.id;
    ELSE
      UPDATE public.products SET classification_text = public.product_classification(category_id, sub_type_id, options) WHERE sub_type_id = NEW.id;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- The words of a product the dictionary counts: its name, its description and now its options' values.
CREATE OR REPLACE FUNCTION product_words_text(nom text, description text, options jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT nom || ' ' || coalesce(description, '') || ' ' || public.option_values_text(options)
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_rebuild() RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM public.search_words;
    INSERT INTO public.search_words (word, occurrences)
    SELECT w, count(*)::integer
    FROM (
      SELECT public.product_words_text(nom, description, options) AS t FROM public.products
      UNION ALL SELECT nom FROM public.categories
      UNION ALL SELECT nom FROM public.sub_types
    ) AS texts, public.search_words_of(t) AS w
    GROUP BY w;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_products_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM public.search_words_apply('{}', array(SELECT public.product_words_text(nom, description, options) FROM new_rows));
    ELSIF TG_OP = 'UPDATE' THEN
      PERFORM public.search_words_apply(
        array(SELECT public.product_words_text(nom, description, options) FROM old_rows),
        array(SELECT public.product_words_text(nom, description, options) FROM new_rows)
      );
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM public.search_words_apply(array(SELECT public.product_words_text(nom, description, options) FROM old_rows), '{}');
    ELSE
      PERFORM public.search_words_rebuild();
    END IF;
    RETURN NULL;
  END
  $$;
