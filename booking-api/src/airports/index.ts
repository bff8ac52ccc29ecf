// GET /airports/:slug: an airport's guide (terminals, getting there, services) and the hotels of its city
// nearest it by straight-line distance (/mehrabad-map).
import { AIRPORT_NEARBY_HOTELS, type Airport, type NearbyHotel } from '@rahi/shared-contracts/api';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Database } from '../db/client';
import { airports, cities, hotels } from '../db/schema';
import { ApiProblem, ok } from '../envelope';
import { mapOperations } from '../openapi/map-operations';
import { hotelCounts } from '../railway';
import { distanceKm } from '../seed/geo';

export const AIRPORT_NOT_FOUND = 'این فرودگاه پیدا نشد.';

/** The `limit` hotels of the city nearest the point, nearest first (ties by id). */
async function nearestHotels(
  db: Database,
  cityId: number,
  point: { lat: number; lng: number },
  limit: number,
): Promise<NearbyHotel[]> {
  const rows = await db
    .select({
      id: hotels.id,
      name: hotels.name,
      slug: hotels.slug,
      stars: hotels.stars,
      rating: hotels.rating,
      images: hotels.images,
      lat: hotels.lat,
      lng: hotels.lng,
    })
    .from(hotels)
    .where(eq(hotels.cityId, cityId));
  return rows
    .map(({ images, lat, lng, ...hotel }) => ({
      ...hotel,
      image: images[0]?.url ?? null,
      distanceKm: distanceKm(point, { lat, lng }),
    }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.id - b.id)
    .slice(0, limit);
}

export async function findAirport(db: Database, slug: string): Promise<Airport> {
  if (!/^[a-z0-9-]{1,60}$/.test(slug)) throw new ApiProblem(404, [AIRPORT_NOT_FOUND]);
  const [row] = await db
    .select({ airport: airports, city: { id: cities.id, name: cities.name, slug: cities.slug } })
    .from(airports)
    .innerJoin(cities, eq(cities.id, airports.cityId))
    .where(eq(airports.slug, slug));
  if (!row) throw new ApiProblem(404, [AIRPORT_NOT_FOUND]);
  const { airport, city } = row;
  const [counts, nearbyHotels] = await Promise.all([
    hotelCounts(db),
    nearestHotels(db, city.id, airport, AIRPORT_NEARBY_HOTELS),
  ]);
  return {
    slug: airport.slug,
    iata: airport.iata,
    name: airport.name,
    city: { ...city, hotelsCount: counts.get(city.id) ?? 0 },
    lat: airport.lat,
    lng: airport.lng,
    guide: airport.guide,
    updatedAt: airport.updatedAt.toISOString(),
    nearbyHotels,
  };
}

export function airportRoutes(db: Database) {
  return new Hono().get('/airports/:slug', describeRoute(mapOperations.getAirportsBySlug), async (c) =>
    ok(c, await findAirport(db, c.req.param('slug'))),
  );
}
