CREATE TABLE "booking_lookup_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_address" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"room_index" smallint NOT NULL,
	"room_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"extra_bed_count" smallint NOT NULL,
	"early_check_in" boolean NOT NULL,
	"late_check_out" boolean NOT NULL,
	"board_price" bigint NOT NULL,
	"customer_price" bigint NOT NULL,
	"guest" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"reserve_id" text NOT NULL,
	"user_id" integer,
	"draft_id" uuid NOT NULL,
	"hotel_id" integer NOT NULL,
	"checkin" date NOT NULL,
	"nights" smallint NOT NULL,
	"booker_mobile" text NOT NULL,
	"booker_email" text,
	"status" text NOT NULL,
	"total" bigint NOT NULL,
	"hotel_discount" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"credit" bigint NOT NULL,
	"points" bigint NOT NULL,
	"points_used" integer DEFAULT 0 NOT NULL,
	"to_pay" bigint NOT NULL,
	"discount_code_id" integer,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "bookings_reserve_id_unique" UNIQUE("reserve_id")
);
--> statement-breakpoint
CREATE TABLE "discount_code_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"mobile" text NOT NULL,
	"booking_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent" smallint,
	"amount" bigint,
	"max_amount" bigint,
	"min_purchase" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "discount_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"provider" text NOT NULL,
	"authority" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"ref_id" text,
	"card_pan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_authority_unique" UNIQUE("authority")
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"booking_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_payments" (
	"authority" text PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"description" text NOT NULL,
	"callback_url" text NOT NULL,
	"state" text NOT NULL,
	"ref_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"booking_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD CONSTRAINT "booking_rooms_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD CONSTRAINT "booking_rooms_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_lookup_failures_idx" ON "booking_lookup_failures" USING btree ("client_address","failed_at");--> statement-breakpoint
CREATE INDEX "booking_rooms_booking_idx" ON "booking_rooms" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_hold_idx" ON "bookings" USING btree ("status","hold_expires_at");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_code_uses_once_idx" ON "discount_code_uses" USING btree ("code_id","mobile");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "point_entries_user_idx" ON "point_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "wallet_entries_user_idx" ON "wallet_entries" USING btree ("user_id","id");--> statement-breakpoint
-- The seeded discount codes (booking-api README lists them; e2e tests use RAHI10).
INSERT INTO "discount_codes" ("code", "percent", "amount", "max_amount", "min_purchase", "expires_at") VALUES
  ('RAHI10', 10, NULL, 5000000, 0, '2030-03-20T00:00:00Z'),
  ('WELCOME200', NULL, 2000000, NULL, 10000000, '2030-03-20T00:00:00Z'),
  ('VIP5', 5, NULL, NULL, 1000000000, '2030-03-20T00:00:00Z'),
  ('OLD1402', 15, NULL, NULL, 0, '2024-03-19T00:00:00Z')
ON CONFLICT ("code") DO NOTHING;
