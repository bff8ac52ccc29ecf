CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"slug" text NOT NULL,
	"province" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"stars" smallint NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"check_in_time" text DEFAULT '14:00' NOT NULL,
	"check_out_time" text DEFAULT '12:00' NOT NULL,
	"description" text NOT NULL,
	"amenities" jsonb NOT NULL,
	"near_places" jsonb NOT NULL,
	"images" jsonb NOT NULL,
	"child_policy" text NOT NULL,
	"cancellation_policy" text NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"recommend_percent" smallint DEFAULT 0 NOT NULL,
	"scores" jsonb NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_drafts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"total_sum" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone DEFAULT now() + interval '2 hours' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"author" text NOT NULL,
	"rating" real NOT NULL,
	"scores" jsonb NOT NULL,
	"recommend" boolean NOT NULL,
	"text" text NOT NULL,
	"stayed_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_nights" (
	"room_type_id" integer NOT NULL,
	"date" date NOT NULL,
	"board_price" bigint NOT NULL,
	"customer_price" bigint NOT NULL,
	"extra_board_price" bigint NOT NULL,
	"extra_customer_price" bigint NOT NULL,
	"early_board_price" bigint NOT NULL,
	"early_customer_price" bigint NOT NULL,
	"extra_early_board_price" bigint NOT NULL,
	"extra_early_customer_price" bigint NOT NULL,
	"late_board_price" bigint NOT NULL,
	"late_customer_price" bigint NOT NULL,
	"extra_late_board_price" bigint NOT NULL,
	"extra_late_customer_price" bigint NOT NULL,
	"free_count" smallint NOT NULL,
	"early_capacity" smallint NOT NULL,
	"late_capacity" smallint NOT NULL,
	CONSTRAINT "room_nights_room_type_id_date_pk" PRIMARY KEY("room_type_id","date")
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"name" text NOT NULL,
	"capacity" smallint NOT NULL,
	"max_extra_beds" smallint NOT NULL,
	"breakfast" boolean NOT NULL,
	"size_m2" smallint NOT NULL,
	"inventory" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_content" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_drafts" ADD CONSTRAINT "reservation_drafts_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotels_city_idx" ON "hotels" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "reservation_drafts_expiry_idx" ON "reservation_drafts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "reviews_hotel_idx" ON "reviews" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "room_nights_date_idx" ON "room_nights" USING btree ("date");--> statement-breakpoint
CREATE INDEX "room_types_hotel_idx" ON "room_types" USING btree ("hotel_id");