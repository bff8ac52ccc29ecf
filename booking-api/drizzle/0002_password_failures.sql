CREATE TABLE "password_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "password_failures_mobile_idx" ON "password_failures" USING btree ("mobile","failed_at");