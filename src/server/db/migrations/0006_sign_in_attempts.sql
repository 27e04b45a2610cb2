-- Sign-in attempts, recorded one by one (docs/decisions/010-sign-in-lockout.md): the lock now applies to one
-- identifier from one client address, read from this table, instead of to the whole account. The account's own
-- failure counter and lock end go: a lock running at the time of the upgrade is lifted.
CREATE TABLE "sign_in_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier_key" text NOT NULL,
	"admin_id" uuid,
	"ip" text NOT NULL,
	"user_agent" text,
	"success" boolean NOT NULL,
	"streak" boolean DEFAULT false NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_attempts" ADD CONSTRAINT "sign_in_attempts_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_attempts_pair_idx" ON "sign_in_attempts" USING btree ("identifier_key","ip","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_streak_idx" ON "sign_in_attempts" USING btree ("identifier_key","ip") WHERE "sign_in_attempts"."streak";--> statement-breakpoint
CREATE INDEX "sign_in_attempts_identifier_idx" ON "sign_in_attempts" USING btree ("identifier_key","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_admin_idx" ON "sign_in_attempts" USING btree ("admin_id","created_at");--> statement-breakpoint
ALTER TABLE "admins" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "admins" DROP COLUMN "locked_until";