ALTER TABLE "reservation_drafts" ADD COLUMN "owner_session" text;--> statement-breakpoint
ALTER TABLE "reservation_drafts" ADD COLUMN "owner_user_id" integer;--> statement-breakpoint
ALTER TABLE "reservation_drafts" ADD CONSTRAINT "reservation_drafts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;