// Writes the map pages' content: railway stations and lines, and the airports' guides. A station or airport
// serves the seeded city with its slug; run by the full seed, and at start-up for a database seeded before
// these tables existed (seedMapsIfEmpty).
import { airportGuideSchema } from '@rahi/shared-contracts/api';
import { sql } from 'drizzle-orm';
import { type Database, type Executor, queryRows } from '../../db/client';
import { airports, cities, railwayLineStops, railwayLines, railwayStations } from '../../db/schema';
import { CITIES } from '../cities';
import { AIRPORTS } from './airports';
import { LINES, STATIONS } from './railway';

/** Inserts stations, lines and airports; the cities must be in already. */
export async function insertMaps(db: Executor): Promise<void> {
  const cityRows = await db.select({ id: cities.id, slug: cities.slug }).from(cities);
  const cityId = new Map(cityRows.map((city) => [city.slug, city.id]));
  await db
    .insert(railwayStations)
    .values(STATIONS.map((station) => ({ ...station, cityId: cityId.get(station.slug) ?? null })));
  await db.insert(railwayLines).values(LINES.map(({ slug, name }, position) => ({ slug, name, position })));
  await db
    .insert(railwayLineStops)
    .values(
      LINES.flatMap((line) =>
        line.stations.map((stationSlug, position) => ({ lineSlug: line.slug, position, stationSlug })),
      ),
    );
  const rows = AIRPORTS.flatMap((airport) => {
    const id = cityId.get(airport.city);
    const place = CITIES.find((city) => city.slug === airport.city)?.airport;
    // A small test seed without the city has no airport page.
    if (id === undefined || !place) return [];
    const { city, ...fields } = airport;
    return [
      {
        ...fields,
        guide: airportGuideSchema.parse(airport.guide),
        cityId: id,
        lat: place.lat,
        lng: place.lng,
      },
    ];
  });
  if (rows.length > 0) await db.insert(airports).values(rows);
}

/** Loads the map content into a seeded database that has none yet; true when it did. */
export async function seedMapsIfEmpty(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ empty: boolean }>(
    db,
    sql`select not exists (select 1 from railway_lines) and exists (select 1 from cities) as empty`,
  );
  if (row?.empty !== true) return false;
  await db.transaction((tx) => insertMaps(tx));
  return true;
}
