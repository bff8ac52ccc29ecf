ALTER TABLE "bookings" ADD COLUMN "cancellation_rules" jsonb;--> statement-breakpoint
-- Bookings made before: the policy their hotel has now, which is the one they were shown (no policy could be
-- changed until this release); null stays the site-wide default.
UPDATE "bookings" SET "cancellation_rules" = "hotels"."cancellation_rules" FROM "hotels" WHERE "hotels"."id" = "bookings"."hotel_id";
