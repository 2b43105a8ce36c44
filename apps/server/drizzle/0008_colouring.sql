CREATE TABLE "colouring_progress" (
	"mandala_id" integer PRIMARY KEY NOT NULL,
	"fills" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"mandala_id" integer NOT NULL,
	"show_phrase" boolean DEFAULT false NOT NULL,
	"coloured" boolean DEFAULT false NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "share_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "colouring_progress" ADD CONSTRAINT "colouring_progress_mandala_id_saved_mandalas_id_fk" FOREIGN KEY ("mandala_id") REFERENCES "public"."saved_mandalas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_mandala_id_saved_mandalas_id_fk" FOREIGN KEY ("mandala_id") REFERENCES "public"."saved_mandalas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_links_mandala_idx" ON "share_links" USING btree ("mandala_id");