-- When a like was given. Added empty first, so that likes from before keep no time (rather than the
-- migration's), then every new like gets its own.
ALTER TABLE "blog_comment_likes" ADD COLUMN "liked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_comment_likes" ALTER COLUMN "liked_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "blog_post_likes" ADD COLUMN "liked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_post_likes" ALTER COLUMN "liked_at" SET DEFAULT now();
