// The cities table on its own: schema.ts (hotels, searches) and maps-schema.ts (stations, airports) both point at
// it, and neither imports the other. Re-exported by schema.ts, so migrations see it.
import { doublePrecision, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The name in search form: Persian letters unified, no ZWNJ, ASCII digits. */
  searchName: text('search_name').notNull(),
  slug: text('slug').notNull().unique(),
  province: text('province').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  /** Higher is more popular; orders destination suggestions. */
  popularity: integer('popularity').notNull().default(0),
  /** The last change of the city's page: the sitemap's lastmod. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
