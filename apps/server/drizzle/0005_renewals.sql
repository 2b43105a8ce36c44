CREATE TYPE "public"."billing_period" AS ENUM('once', 'month');--> statement-breakpoint
CREATE TABLE "renewal_attempts" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"attempt" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "billing_period" "billing_period" DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "save_payment_method" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "unpaid_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reminded_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "locale" text DEFAULT 'ru' NOT NULL;--> statement-breakpoint
ALTER TABLE "renewal_attempts" ADD CONSTRAINT "renewal_attempts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_attempts" ADD CONSTRAINT "renewal_attempts_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_attempts_once_key" ON "renewal_attempts" USING btree ("subscription_id","period_end","attempt");--> statement-breakpoint
-- Data: the seeded Basic plan is the home page's one-time plan (spec §2: one one-time, two monthly).
UPDATE "plans" SET "billing_period" = 'once' WHERE "slug" = 'basic';--> statement-breakpoint
UPDATE "plans"
SET "features" = replace(
  replace("features"::text, '"30 мандал в месяц"', '"30 мандал на 30 дней, без продления"'),
  '"30 mandalas a month"', '"30 mandalas for 30 days, no renewal"'
)::jsonb
WHERE "slug" = 'basic';
--> statement-breakpoint
-- Data: "canceled" now means renewal turned off, live until the period ends; subscriptions canceled
-- before (replaced by another plan) ended then.
UPDATE "subscriptions" SET "expires_at" = LEAST("expires_at", now()) WHERE "status" = 'canceled';
