CREATE TABLE "remote_registry" (
	"remote" text PRIMARY KEY NOT NULL,
	"release_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_registry_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"action" text NOT NULL,
	"release_id" integer NOT NULL,
	"previous_release_id" integer,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"name" text NOT NULL,
	"entry" text NOT NULL,
	"ssr" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "remote_releases_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "remote_registry" ADD CONSTRAINT "remote_registry_release_id_remote_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."remote_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_registry_changes" ADD CONSTRAINT "remote_registry_changes_release_id_remote_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."remote_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_registry_changes" ADD CONSTRAINT "remote_registry_changes_previous_release_id_remote_releases_id_fk" FOREIGN KEY ("previous_release_id") REFERENCES "public"."remote_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_registry_changes_remote_idx" ON "remote_registry_changes" USING btree ("remote","id");--> statement-breakpoint
CREATE INDEX "remote_releases_remote_idx" ON "remote_releases" USING btree ("remote","id");