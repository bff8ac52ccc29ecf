// The landmarks a city's hotel map draws besides the stations and airports of the map pages (maps-schema.ts): the
// shrine pilgrims walk to, or the sight travellers come for, and the city's airport when the map pages have none
// for it. Re-exported by schema.ts, so migrations see it.
import { doublePrecision, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { cities } from './cities-schema';

export type LandmarkKind = 'shrine' | 'sight' | 'airport';

export const cityLandmarks = pgTable(
  'city_landmarks',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LandmarkKind>().notNull(),
    name: text('name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (table) => [unique('city_landmarks_city_name').on(table.cityId, table.name)],
);
