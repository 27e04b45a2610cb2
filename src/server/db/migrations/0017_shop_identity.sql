-- A product's brand and country of origin (docs/product.md, "Brand and origin"), optional, shown on its page. The
-- storefront said 'Origine : États-Unis' of every product: the demo catalogue's products keep it, told apart by
-- their creation before the demo's seeding (app_meta 'demo_catalogue_seeded', whose `at` is the moment it was
-- seeded; its products are dated before it). A product the owner added since, or a shop never seeded, is left
-- without an origin. The shop's name and social links are settings (JSON, decision 021): no column.
ALTER TABLE "products" ADD COLUMN "marque" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origine" text;--> statement-breakpoint
UPDATE "products"
SET "origine" = 'États-Unis'
WHERE "created_at" <= (
  SELECT ("value" ->> 'at')::timestamptz FROM "app_meta" WHERE "key" = 'demo_catalogue_seeded'
);
