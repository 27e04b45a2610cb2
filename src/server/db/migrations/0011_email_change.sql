ALTER TYPE "public"."one_time_purpose" ADD VALUE 'email_change';--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "pending_email" text;--> statement-breakpoint
CREATE INDEX "orders_customer_retention_idx" ON "orders" USING btree ("updated_at") WHERE "orders"."client_nom" is not null or "orders"."client_telephone" is not null;--> statement-breakpoint
CREATE INDEX "refresh_tokens_expires_idx" ON "refresh_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_revoked_idx" ON "sessions" USING btree ("revoked_at") WHERE "sessions"."revoked_at" is not null;--> statement-breakpoint
CREATE INDEX "sessions_created_idx" ON "sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_created_idx" ON "sign_in_attempts" USING btree ("created_at");