// The map pages' tables: railway stations and the lines that stop at them in order (/railway-map), and
// airports with their guide (/mehrabad-map). Re-exported by schema.ts, so migrations see them.
import type { AirportGuide } from '@rahi/shared-contracts/api';
import {
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cities } from './cities-schema';

/** A passenger station; `city_id` is the city of our own data it serves, when it is one. */
export const railwayStations = pgTable('railway_stations', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
});

export const railwayLines = pgTable('railway_lines', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  position: smallint('position').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A line's stops in travel order: `position` 0 is one end. */
export const railwayLineStops = pgTable(
  'railway_line_stops',
  {
    lineSlug: text('line_slug')
      .notNull()
      .references(() => railwayLines.slug, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    stationSlug: text('station_slug')
      .notNull()
      .references(() => railwayStations.slug),
  },
  (table) => [primaryKey({ columns: [table.lineSlug, table.position] })],
);

export const airports = pgTable('airports', {
  slug: text('slug').primaryKey(),
  iata: text('iata').notNull(),
  name: text('name').notNull(),
  cityId: integer('city_id')
    .notNull()
    .references(() => cities.id),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  /** Terminals, ways to get there, services (shared-contracts' airportGuideSchema). */
  guide: jsonb('guide').$type<AirportGuide>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
