CREATE TABLE "reserve_id_lookup_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"reserve_id" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD COLUMN "price_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "phone" text;--> statement-breakpoint
CREATE INDEX "reserve_id_lookup_failures_idx" ON "reserve_id_lookup_failures" USING btree ("reserve_id","failed_at");