-- A gift certificate for a plan or a set (docs/decisions/048-gifts.md): a payment kind and its table.
ALTER TYPE "public"."payment_kind" ADD VALUE 'gift';--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"plan_id" integer,
	"learning_set_id" integer,
	"recipient_email" text,
	"recipient_locale" text DEFAULT 'ru' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"issued_at" timestamp with time zone,
	"deliver_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"redeemed_at" timestamp with time zone,
	"redeemed_by" integer,
	"redeemed_email" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gifts_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "gifts_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "gifts_one_item" CHECK (("gifts"."plan_id" IS NULL) <> ("gifts"."learning_set_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_learning_set_id_learning_sets_id_fk" FOREIGN KEY ("learning_set_id") REFERENCES "public"."learning_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gifts_due_idx" ON "gifts" USING btree ("deliver_at") WHERE "gifts"."delivered_at" IS NULL;