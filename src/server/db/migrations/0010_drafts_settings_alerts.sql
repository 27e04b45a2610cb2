CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"valeurs" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_single_row_check" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "alertes_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "alertes_heure" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "alertes_envoyees_le" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "brouillon" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seuil_stock_bas" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "date_peremption" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "visible_si_perime" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "commentaire" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_expiry_idx" ON "products" USING btree ("date_peremption") WHERE "products"."date_peremption" is not null;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_alertes_heure_check" CHECK ("admins"."alertes_heure" between 0 and 23);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seuil_check" CHECK ("products"."seuil_stock_bas" is null or "products"."seuil_stock_bas" >= 0);