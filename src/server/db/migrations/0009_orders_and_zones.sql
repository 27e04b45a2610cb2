CREATE TYPE "public"."order_source" AS ENUM('site', 'admin');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('nouvelle', 'confirmee', 'en_livraison', 'livree', 'annulee');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('wave', 'orange_money', 'especes');--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nom" text NOT NULL,
	"nom_normalise" text GENERATED ALWAYS AS (f_unaccent(lower(nom))) STORED NOT NULL,
	"frais" integer,
	"delai" text,
	"actif" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_frais_check" CHECK ("delivery_zones"."frais" is null or "delivery_zones"."frais" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_counters" (
	"mois" text PRIMARY KEY NOT NULL,
	"dernier" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_days" (
	"jour" date PRIMARY KEY NOT NULL,
	"commandes" integer DEFAULT 0 NOT NULL,
	"comptees" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"type" text NOT NULL,
	"de" "order_status",
	"vers" "order_status",
	"actor_id" uuid,
	"actor_name" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"nom" text NOT NULL,
	"prix_unitaire" integer NOT NULL,
	"quantite" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_quantite_check" CHECK ("order_lines"."quantite" > 0),
	CONSTRAINT "order_lines_prix_check" CHECK ("order_lines"."prix_unitaire" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_status_counts" (
	"statut" "order_status" PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"statut" "order_status" DEFAULT 'nouvelle' NOT NULL,
	"source" "order_source" DEFAULT 'site' NOT NULL,
	"idempotency_key" text,
	"zone_id" uuid,
	"zone_nom" text,
	"zone_delai" text,
	"frais_livraison" integer,
	"sous_total" integer NOT NULL,
	"total" integer NOT NULL,
	"nb_articles" integer NOT NULL,
	"nb_lignes" integer NOT NULL,
	"point_de_repere" text,
	"note" text,
	"client_nom" text,
	"client_telephone" text,
	"recherche" text GENERATED ALWAYS AS (lower(reference) || ' ' || f_unaccent(lower(coalesce(client_nom, ''))) || ' ' || coalesce(client_telephone, '')) STORED NOT NULL,
	"payee" boolean DEFAULT false NOT NULL,
	"paiement_methode" "payment_method",
	"paiement_reference" text,
	"payee_le" timestamp with time zone,
	"note_interne" text,
	"motif_annulation" text,
	"stock_pris" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"confirmee_le" timestamp with time zone,
	"expediee_le" timestamp with time zone,
	"livree_le" timestamp with time zone,
	"annulee_le" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."sous_total" >= 0 and "orders"."total" >= 0 and ("orders"."frais_livraison" is null or "orders"."frais_livraison" >= 0))
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" uuid,
	"delta" integer NOT NULL,
	"avant" integer NOT NULL,
	"apres" integer NOT NULL,
	"motif" text NOT NULL,
	"order_id" uuid,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_admins_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_actor_id_admins_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_zones_nom_key" ON "delivery_zones" USING btree ("nom_normalise");--> statement-breakpoint
CREATE INDEX "delivery_zones_position_idx" ON "delivery_zones" USING btree ("position","nom_normalise");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_key" ON "orders" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_statut_created_idx" ON "orders" USING btree ("statut","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_recherche_trgm_idx" ON "orders" USING gin ("recherche" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");--> statement-breakpoint
-- What the inbox's tabs and the dashboard read (docs/decisions/019-order-statuses-and-references.md), kept by one
-- trigger of the orders: how many orders each status holds, and each day's orders — recorded, earned (delivered or
-- paid, not cancelled) and their subtotal (delivery fees apart) — on the day each was recorded (Dakar's, which is
-- UTC). A change takes the order's old part off and adds its new one.
INSERT INTO "order_status_counts" ("statut", "total") SELECT s, 0 FROM unnest(enum_range(NULL::"public"."order_status")) AS s;
--> statement-breakpoint
CREATE FUNCTION orders_follow() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    old_earned boolean := TG_OP <> 'INSERT' AND OLD.statut <> 'annulee' AND (OLD.statut = 'livree' OR OLD.payee);
    new_earned boolean := TG_OP <> 'DELETE' AND NEW.statut <> 'annulee' AND (NEW.statut = 'livree' OR NEW.payee);
  BEGIN
    IF TG_OP = 'INSERT' THEN
      UPDATE public.order_status_counts SET total = total + 1 WHERE statut = NEW.statut;
    ELSIF TG_OP = 'DELETE' THEN
      UPDATE public.order_status_counts SET total = total - 1 WHERE statut = OLD.statut;
    ELSIF NEW.statut IS DISTINCT FROM OLD.statut THEN
      -- The two rows in the enum's order, as every change goes: two changes never wait on each other in a circle.
      IF OLD.statut < NEW.statut THEN
        UPDATE public.order_status_counts SET total = total - 1 WHERE statut = OLD.statut;
        UPDATE public.order_status_counts SET total = total + 1 WHERE statut = NEW.statut;
      ELSE
        UPDATE public.order_status_counts SET total = total + 1 WHERE statut = NEW.statut;
        UPDATE public.order_status_counts SET total = total - 1 WHERE statut = OLD.statut;
      END IF;
    END IF;
    IF TG_OP = 'UPDATE' AND old_earned = new_earned AND NEW.sous_total = OLD.sous_total AND NEW.created_at = OLD.created_at THEN
      RETURN NULL;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      UPDATE public.order_days SET
        commandes = commandes - 1,
        comptees = comptees - CASE WHEN old_earned THEN 1 ELSE 0 END,
        total = total - CASE WHEN old_earned THEN OLD.sous_total ELSE 0 END
      WHERE jour = (OLD.created_at AT TIME ZONE 'UTC')::date;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      INSERT INTO public.order_days AS day (jour, commandes, comptees, total)
      VALUES ((NEW.created_at AT TIME ZONE 'UTC')::date, 1, CASE WHEN new_earned THEN 1 ELSE 0 END, CASE WHEN new_earned THEN NEW.sous_total ELSE 0 END)
      ON CONFLICT (jour) DO UPDATE SET
        commandes = day.commandes + excluded.commandes,
        comptees = day.comptees + excluded.comptees,
        total = day.total + excluded.total;
    END IF;
    RETURN NULL;
  END;
  $$;
--> statement-breakpoint
CREATE FUNCTION orders_truncated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    UPDATE public.order_status_counts SET total = 0;
    DELETE FROM public.order_days;
    RETURN NULL;
  END;
  $$;
--> statement-breakpoint
CREATE TRIGGER orders_follow AFTER INSERT OR DELETE OR UPDATE OF statut, payee, sous_total, created_at ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_follow();
--> statement-breakpoint
CREATE TRIGGER orders_truncated AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_truncated();
--> statement-breakpoint
-- An order's lines and first event are written by the statement that writes the order (create-order.ts): checked
-- at once, each key to that new row cost PGlite ten times a check to a stored one, half of the order's statement;
-- checked at commit, the same integrity costs next to nothing (bench/orders/RESULTS.md).
ALTER TABLE "order_lines" ALTER CONSTRAINT "order_lines_order_id_orders_id_fk" DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "order_events" ALTER CONSTRAINT "order_events_order_id_orders_id_fk" DEFERRABLE INITIALLY DEFERRED;
