CREATE TABLE "booking_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"destination" text NOT NULL,
	"user_id" integer,
	"card_pan" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "discount_code_uses_once_idx";--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "max_uses_per_traveller" smallint;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_refunds_booking_idx" ON "booking_refunds" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_code_uses_account_idx" ON "discount_code_uses" USING btree ("code_id","user_id");--> statement-breakpoint
-- Uses already recorded count for the account of their booking, else the account of their mobile.
UPDATE "discount_code_uses" AS u SET "user_id" = b."user_id" FROM "bookings" AS b WHERE b."id" = u."booking_id";--> statement-breakpoint
UPDATE "discount_code_uses" AS u SET "user_id" = s."id" FROM "users" AS s WHERE u."user_id" IS NULL AND s."mobile" = u."mobile";--> statement-breakpoint
-- The seeded codes were each once per traveller; SAFAR5 is a public code without that limit.
UPDATE "discount_codes" SET "max_uses_per_traveller" = 1;--> statement-breakpoint
INSERT INTO "discount_codes" ("code", "percent", "amount", "max_amount", "min_purchase", "expires_at", "max_uses_per_traveller") VALUES
  ('SAFAR5', 5, NULL, 2000000, 0, '2030-03-20T00:00:00Z', NULL)
ON CONFLICT ("code") DO NOTHING;
