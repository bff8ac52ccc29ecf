// GET /railway-lines: Iran's main passenger lines with their stations in travel order (/railway-map). A station
// carries the city of our data it serves when that city has hotels, so the page links only to cities we sell.
import type { MapCity, RailwayNetwork } from '@rahi/shared-contracts/api';
import { asc, count, eq, max } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Database } from '../db/client';
import { cities, hotels, railwayLineStops, railwayLines, railwayStations } from '../db/schema';
import { ok } from '../envelope';
import { mapOperations } from '../openapi/map-operations';

/** Each city's number of hotels, by id: the cities a station or airport links to are those above zero. */
export async function hotelCounts(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ cityId: hotels.cityId, hotels: count() })
    .from(hotels)
    .groupBy(hotels.cityId);
  return new Map(rows.map((row) => [row.cityId, row.hotels]));
}

export async function railwayNetwork(db: Database): Promise<RailwayNetwork> {
  const [lineRows, stopRows, stationRows, counts, [changed]] = await Promise.all([
    db.select().from(railwayLines).orderBy(asc(railwayLines.position)),
    db
      .select()
      .from(railwayLineStops)
      .orderBy(asc(railwayLineStops.lineSlug), asc(railwayLineStops.position)),
    db
      .select({
        slug: railwayStations.slug,
        name: railwayStations.name,
        lat: railwayStations.lat,
        lng: railwayStations.lng,
        cityId: cities.id,
        cityName: cities.name,
        citySlug: cities.slug,
      })
      .from(railwayStations)
      .leftJoin(cities, eq(cities.id, railwayStations.cityId))
      .orderBy(asc(railwayStations.slug)),
    hotelCounts(db),
    db.select({ at: max(railwayLines.updatedAt) }).from(railwayLines),
  ]);
  const city = (row: (typeof stationRows)[number]): MapCity | null => {
    const hotelsCount = row.cityId === null ? 0 : (counts.get(row.cityId) ?? 0);
    if (row.cityId === null || hotelsCount === 0) return null;
    return { id: row.cityId, name: row.cityName as string, slug: row.citySlug as string, hotelsCount };
  };
  return {
    lines: lineRows.map((line) => ({
      slug: line.slug,
      name: line.name,
      stations: stopRows.filter((stop) => stop.lineSlug === line.slug).map((stop) => stop.stationSlug),
    })),
    stations: stationRows.map((row) => ({
      slug: row.slug,
      name: row.name,
      lat: row.lat,
      lng: row.lng,
      city: city(row),
    })),
    updatedAt: (changed?.at ?? new Date(0)).toISOString(),
  };
}

export function railwayRoutes(db: Database) {
  return new Hono().get('/railway-lines', describeRoute(mapOperations.getRailwayLines), async (c) =>
    ok(c, await railwayNetwork(db)),
  );
}
