CREATE TYPE "public"."payment_session_state" AS ENUM('ouverte', 'payee', 'expiree', 'remplacee');--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fournisseur" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"session_id" text,
	"resultat" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"fournisseur" text NOT NULL,
	"session_id" text NOT NULL,
	"montant" integer NOT NULL,
	"devise" text NOT NULL,
	"etat" "payment_session_state" DEFAULT 'ouverte' NOT NULL,
	"lien" text NOT NULL,
	"expire_le" timestamp with time zone NOT NULL,
	"transaction_id" text,
	"derniere_erreur" text,
	"reglee_le" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_sessions_montant_check" CHECK ("payment_sessions"."montant" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paiement_verifie" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_event_key" ON "payment_events" USING btree ("fournisseur","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_session_key" ON "payment_sessions" USING btree ("fournisseur","session_id");--> statement-breakpoint
CREATE INDEX "payment_sessions_order_idx" ON "payment_sessions" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_sessions_open_idx" ON "payment_sessions" USING btree ("created_at") WHERE "payment_sessions"."etat" = 'ouverte';