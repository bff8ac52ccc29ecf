CREATE TABLE "hotel_answer_escalations" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"escalated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_assignments" (
	"ticket_id" integer PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotel_answer_escalations" ADD CONSTRAINT "hotel_answer_escalations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_assignments" ADD CONSTRAINT "ticket_assignments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_assignments_staff_idx" ON "ticket_assignments" USING btree ("staff_id");