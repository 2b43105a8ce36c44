ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_deletion_token_hash_unique" UNIQUE("deletion_token_hash");