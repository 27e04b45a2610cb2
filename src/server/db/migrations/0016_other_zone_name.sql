-- The last zone every shop starts with was named 'Autre quartier ou région — frais à confirmer', and the cart read
-- that name to avoid saying 'frais à confirmer' twice. Its fee (null) says it: the zone is renamed 'Autre quartier
-- ou région' where it still bears its first name and no fee, unless another zone already has the new name
-- (docs/product.md, "Delivery zones"). Orders already recorded keep the name they were given.
UPDATE "delivery_zones" AS "zone"
SET "nom" = 'Autre quartier ou région', "updated_at" = now()
WHERE "zone"."nom" = 'Autre quartier ou région — frais à confirmer'
  AND "zone"."frais" IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM "delivery_zones" AS "other"
    WHERE "other"."nom_normalise" = f_unaccent(lower('Autre quartier ou région'))
  );
