ALTER TABLE "discount_codes" ALTER COLUMN "expires_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "hotel_id" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;