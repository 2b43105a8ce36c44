ALTER TABLE "payments" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cancellation_party" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "account_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "receipt" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refund_receipt" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "cancellation_reason" text;