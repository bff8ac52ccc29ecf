CREATE TABLE "page_sources" (
	"path" text PRIMARY KEY NOT NULL,
	"markdown" text NOT NULL,
	"html" text NOT NULL,
	"published" boolean NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_sources" ADD CONSTRAINT "page_sources_path_content_pages_path_fk" FOREIGN KEY ("path") REFERENCES "public"."content_pages"("path") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_sources" ADD CONSTRAINT "page_sources_updated_by_staff_members_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;