ALTER TABLE "sessions" ADD COLUMN "password_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_attempts" ADD COLUMN "second_step" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_challenges" ADD COLUMN "code_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_challenges" ADD COLUMN "email_code_hash" text;--> statement-breakpoint
ALTER TABLE "sign_in_challenges" ADD COLUMN "email_codes_sent" integer DEFAULT 0 NOT NULL;