ALTER TABLE "room_nights" ADD COLUMN "closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The search's index carries the flag too (INCLUDE, which drizzle's schema cannot say): a closed night is
-- still answered from the index alone.
DROP INDEX IF EXISTS "room_nights_city_date_idx";--> statement-breakpoint
CREATE INDEX "room_nights_city_date_idx" ON "room_nights" USING btree ("city_id","date") INCLUDE ("hotel_id","room_type_id","customer_price","board_price","free_count","closed");
