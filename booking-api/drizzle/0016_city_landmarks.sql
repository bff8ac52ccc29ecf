CREATE TABLE "city_landmarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "city_landmarks_city_name" UNIQUE("city_id","name")
);
--> statement-breakpoint
ALTER TABLE "city_landmarks" ADD CONSTRAINT "city_landmarks_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;