-- A city's search reads one range of one index: each night carries its room type's hotel and city (copied; a
-- room type never changes hotel). Existing rows are filled before the columns become NOT NULL.
ALTER TABLE "room_nights" ADD COLUMN "hotel_id" integer;--> statement-breakpoint
ALTER TABLE "room_nights" ADD COLUMN "city_id" integer;--> statement-breakpoint
UPDATE "room_nights" AS rn SET "hotel_id" = rt."hotel_id", "city_id" = h."city_id" FROM "room_types" AS rt JOIN "hotels" AS h ON h."id" = rt."hotel_id" WHERE rt."id" = rn."room_type_id";--> statement-breakpoint
ALTER TABLE "room_nights" ALTER COLUMN "hotel_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "room_nights" ALTER COLUMN "city_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- INCLUDE (drizzle's schema cannot say it): the search's sums and availability come from the index alone.
CREATE INDEX "room_nights_city_date_idx" ON "room_nights" USING btree ("city_id","date") INCLUDE ("hotel_id","room_type_id","customer_price","board_price","free_count");
