-- The price after promotion was computed as prix * (100 - pourcent_promotion) in 32-bit integers, which
-- overflows from 21 474 837 FCFA on: every write of such a price failed. The product is now taken in 64 bits.
-- A generated column's expression cannot be altered before PostgreSQL 17, so the column is dropped and added
-- again (the database recomputes it for every row); its index goes with it and is created again. No trigger or
-- function reads this column.
ALTER TABLE "products" DROP COLUMN "prix_apres_promotion";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "prix_apres_promotion" integer GENERATED ALWAYS AS (round(prix::bigint * (100 - pourcent_promotion) / 100.0)::integer) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("prix_apres_promotion","id");
