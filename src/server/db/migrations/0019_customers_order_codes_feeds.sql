-- The customer's side (docs/product.md, "The order's page", "Customers", "Catalogue feeds"): each order gets the
-- random code of its shopper's page; customers are made from the phones typed on orders and kept by a trigger of the
-- orders (docs/decisions/032-customers-from-orders.md); a product can be kept out of the catalogue feeds.
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"telephone" text NOT NULL,
	"nom" text,
	"recherche" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(nom, ''))) || ' ' || telephone) STORED NOT NULL,
	"nb_commandes" integer DEFAULT 0 NOT NULL,
	"total_depense" bigint DEFAULT 0 NOT NULL,
	"derniere_commande" timestamp with time zone,
	"derniere_zone" text,
	"note" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "code" text DEFAULT translate(rtrim(encode(uuid_send(gen_random_uuid()), 'base64'), '='), '+/', '-_') NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "exclu_catalogues" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_telephone_key" ON "customers" USING btree ("telephone");--> statement-breakpoint
CREATE INDEX "customers_total_idx" ON "customers" USING btree ("total_depense","id");--> statement-breakpoint
CREATE INDEX "customers_last_order_idx" ON "customers" USING btree ("derniere_commande","id");--> statement-breakpoint
CREATE INDEX "customers_recherche_trgm_idx" ON "customers" USING gin ("recherche" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_code_key" ON "orders" USING btree ("code");--> statement-breakpoint
CREATE INDEX "orders_client_telephone_idx" ON "orders" USING btree ("client_telephone","created_at") WHERE "orders"."client_telephone" is not null;--> statement-breakpoint
-- A customer's row follows its orders: on every change of an order's phone, name, status, payment, total or zone,
-- the figures of its phone (and of its old phone, when the phone changed) are read again from its orders, through
-- orders_client_telephone_idx; a phone no order holds any more (changed, or erased by the retention) takes its row
-- with it. Earned, as the dashboard counts it: delivered or paid, not cancelled.
CREATE FUNCTION customer_refresh(phone text) RETURNS void
  LANGUAGE plpgsql
  AS $$
  DECLARE
    figures record;
    latest record;
  BEGIN
    IF phone IS NULL THEN
      RETURN;
    END IF;
    SELECT count(*) AS n,
           coalesce(sum(total) FILTER (WHERE statut <> 'annulee' AND (statut = 'livree' OR payee)), 0) AS earned,
           max(created_at) AS last_at
      INTO figures
      FROM public.orders WHERE client_telephone = phone;
    IF figures.n = 0 THEN
      DELETE FROM public.customers WHERE telephone = phone;
      RETURN;
    END IF;
    SELECT (SELECT o.client_nom FROM public.orders o WHERE o.client_telephone = phone AND o.client_nom IS NOT NULL
              ORDER BY o.created_at DESC LIMIT 1) AS nom,
           (SELECT o.zone_nom FROM public.orders o WHERE o.client_telephone = phone ORDER BY o.created_at DESC LIMIT 1) AS zone
      INTO latest;
    INSERT INTO public.customers AS c (telephone, nom, nb_commandes, total_depense, derniere_commande, derniere_zone)
    VALUES (phone, latest.nom, figures.n, figures.earned, figures.last_at, latest.zone)
    ON CONFLICT (telephone) DO UPDATE SET
      nom = excluded.nom,
      nb_commandes = excluded.nb_commandes,
      total_depense = excluded.total_depense,
      derniere_commande = excluded.derniere_commande,
      derniere_zone = excluded.derniere_zone,
      updated_at = now();
  END;
  $$;
--> statement-breakpoint
CREATE FUNCTION customers_follow() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP <> 'INSERT' THEN
      PERFORM public.customer_refresh(OLD.client_telephone);
    END IF;
    IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.client_telephone IS DISTINCT FROM OLD.client_telephone) THEN
      PERFORM public.customer_refresh(NEW.client_telephone);
    END IF;
    RETURN NULL;
  END;
  $$;
--> statement-breakpoint
-- Only orders with a phone call it: a shopper's order, recorded without one, costs nothing more.
CREATE TRIGGER customers_follow_insert AFTER INSERT ON orders
  FOR EACH ROW WHEN (NEW.client_telephone IS NOT NULL) EXECUTE FUNCTION customers_follow();
--> statement-breakpoint
CREATE TRIGGER customers_follow_update AFTER UPDATE OF client_telephone, client_nom, statut, payee, total, zone_nom, created_at ON orders
  FOR EACH ROW WHEN (OLD.client_telephone IS NOT NULL OR NEW.client_telephone IS NOT NULL) EXECUTE FUNCTION customers_follow();
--> statement-breakpoint
CREATE TRIGGER customers_follow_delete AFTER DELETE ON orders
  FOR EACH ROW WHEN (OLD.client_telephone IS NOT NULL) EXECUTE FUNCTION customers_follow();
--> statement-breakpoint
CREATE FUNCTION customers_truncated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM public.customers;
    RETURN NULL;
  END;
  $$;
--> statement-breakpoint
CREATE TRIGGER customers_truncated AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION customers_truncated();
--> statement-breakpoint
-- The customers of the orders recorded before.
SELECT public.customer_refresh(phone) FROM (SELECT DISTINCT client_telephone AS phone FROM orders WHERE client_telephone IS NOT NULL) AS phones;
