CREATE TABLE "form_rate_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"mobile" text NOT NULL,
	"user_id" integer,
	"data" jsonb NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"ticket_id" integer,
	"duplicate_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_submissions_duplicate_key_unique" UNIQUE("duplicate_key")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"reserve_id" text,
	"user_id" integer,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_answers_reserve_id_unique" UNIQUE("reserve_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
DROP INDEX "reviews_hotel_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "review_invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_rate_log_key_idx" ON "form_rate_log" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "form_submissions_kind_idx" ON "form_submissions" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "reviews_hotel_idx" ON "reviews" USING btree ("hotel_id","status");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_unique" UNIQUE("booking_id");--> statement-breakpoint
INSERT INTO "questionnaire_questions" ("position", "kind", "text", "options", "required") VALUES
	(1, 'scale', 'از ۱ تا ۵، چقدر از رزرو با راهی راضی بودید؟', '[]'::jsonb, true),
	(2, 'choice', 'هتل را از کجا پیدا کردید؟', '["جستجو در راهی", "پیشنهاد دوستان", "شبکه‌های اجتماعی", "تبلیغات", "سایر"]'::jsonb, true),
	(3, 'scale', 'از ۱ تا ۵، پشتیبانی راهی چقدر به شما کمک کرد؟', '[]'::jsonb, true),
	(4, 'choice', 'آیا دوباره با راهی رزرو می‌کنید؟', '["بله", "شاید", "خیر"]'::jsonb, true),
	(5, 'text', 'پیشنهاد یا انتقادی برای ما دارید؟', '[]'::jsonb, false);
