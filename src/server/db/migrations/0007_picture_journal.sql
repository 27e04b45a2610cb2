-- Which picture files are the shop's to delete in shared storage (docs/decisions/015-crash-safety.md): the journal
-- of the keys being written or deleted, which the sweep of orphan pictures reads instead of deleting every file
-- no product names, and whether a product's picture files are its own (false for those a restored backup
-- brought, which the shop it came from may still show). Pictures stored before this migration are the shop's.
CREATE TABLE "picture_journal" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "owned" boolean DEFAULT true NOT NULL;