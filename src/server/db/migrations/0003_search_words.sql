CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"occurrences" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "classification_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_terms" text[] GENERATED ALWAYS AS (search_terms_of(nom || ' ' || coalesce(description, '') || ' ' || classification_text)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "products_search_terms_idx" ON "products" USING gin ("search_terms") WITH (fastupdate=off);