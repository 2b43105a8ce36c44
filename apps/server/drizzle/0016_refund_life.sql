ALTER TABLE "refunds" ADD COLUMN "key_issued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "made_at_provider" boolean DEFAULT false NOT NULL;