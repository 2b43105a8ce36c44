ALTER TABLE "learning_set_topics" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_sets" ADD COLUMN "intentions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_sets" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;