CREATE TYPE "public"."consent_purpose" AS ENUM('registration', 'purchase');--> statement-breakpoint
CREATE TABLE "personal_data_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" text,
	"purpose" "consent_purpose" NOT NULL,
	"payment_id" uuid,
	"policy_version" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "personal_data_consents" ADD CONSTRAINT "personal_data_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_consents" ADD CONSTRAINT "personal_data_consents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_data_consents_user_idx" ON "personal_data_consents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "personal_data_consents_email_idx" ON "personal_data_consents" USING btree (lower("email"));