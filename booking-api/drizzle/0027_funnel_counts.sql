CREATE TABLE "funnel_counts" (
	"day" date NOT NULL,
	"step" text NOT NULL,
	"hotel_id" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "funnel_counts_day_step_hotel_id_pk" PRIMARY KEY("day","step","hotel_id")
);
