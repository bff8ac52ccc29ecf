// Writes each seeded city's landmark (its shrine, or the sight travellers come for) and its airport, unless the map
// pages' airports table has one for the city, for the hotels' map; run by the full seed after the map pages'
// content, and at start-up for a database seeded before the table existed (seedLandmarksIfEmpty).
import { sql } from 'drizzle-orm';
import { type Database, type Executor, queryRows } from '../../db/client';
import { airports, cities, cityLandmarks } from '../../db/schema';
import { CITIES } from '../cities';

/** Inserts the landmarks of the cities in the database; the cities and the map pages' airports must be in already. */
export async function insertLandmarks(db: Executor): Promise<void> {
  const cityRows = await db.select({ id: cities.id, slug: cities.slug }).from(cities);
  const cityId = new Map(cityRows.map((city) => [city.slug, city.id]));
  const withAirport = new Set(
    (await db.select({ cityId: airports.cityId }).from(airports)).map((row) => row.cityId),
  );
  const rows = CITIES.flatMap((city) => {
    const id = cityId.get(city.slug);
    if (id === undefined) return [];
    const places = [];
    if (city.landmark) {
      const { kind, name, lat, lng } = city.landmark;
      places.push({ cityId: id, kind, name, lat, lng });
    }
    if (city.airport && !withAirport.has(id))
      places.push({ cityId: id, kind: 'airport' as const, ...city.airport });
    return places;
  });
  if (rows.length > 0) await db.insert(cityLandmarks).values(rows);
}

/** Loads the landmarks into a seeded database that has none yet; true when it did. */
export async function seedLandmarksIfEmpty(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ empty: boolean }>(
    db,
    sql`select not exists (select 1 from city_landmarks) and exists (select 1 from cities) as empty`,
  );
  if (row?.empty !== true) return false;
  await db.transaction((tx) => insertLandmarks(tx));
  return true;
}
