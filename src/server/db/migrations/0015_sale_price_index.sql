-- Sorting by price and the price filters read the price a product is sold at: the price after promotion when it is
-- above 0, else the base price (a promotion of 100 % sells at the base price; docs/product.md, "Prices and
-- promotions"). Before, they read the price after promotion, so such a product sorted and filtered as 0 FCFA.
DROP INDEX "products_price_idx";--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ((case when "prix_apres_promotion" > 0 then "prix_apres_promotion" else "prix" end),"id");