CREATE TABLE "airports" (
	"slug" text PRIMARY KEY NOT NULL,
	"iata" text NOT NULL,
	"name" text NOT NULL,
	"city_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"guide" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "railway_line_stops" (
	"line_slug" text NOT NULL,
	"position" smallint NOT NULL,
	"station_slug" text NOT NULL,
	CONSTRAINT "railway_line_stops_line_slug_position_pk" PRIMARY KEY("line_slug","position")
);
--> statement-breakpoint
CREATE TABLE "railway_lines" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "railway_stations" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"city_id" integer
);
--> statement-breakpoint
ALTER TABLE "airports" ADD CONSTRAINT "airports_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "railway_line_stops" ADD CONSTRAINT "railway_line_stops_line_slug_railway_lines_slug_fk" FOREIGN KEY ("line_slug") REFERENCES "public"."railway_lines"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "railway_line_stops" ADD CONSTRAINT "railway_line_stops_station_slug_railway_stations_slug_fk" FOREIGN KEY ("station_slug") REFERENCES "public"."railway_stations"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "railway_stations" ADD CONSTRAINT "railway_stations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;