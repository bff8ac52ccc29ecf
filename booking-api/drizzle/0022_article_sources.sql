CREATE TABLE "article_sources" (
	"slug" text PRIMARY KEY NOT NULL,
	"markdown" text NOT NULL,
	"html" text NOT NULL,
	"published" boolean NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_sources" ADD CONSTRAINT "article_sources_slug_articles_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."articles"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_sources" ADD CONSTRAINT "article_sources_updated_by_staff_members_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;