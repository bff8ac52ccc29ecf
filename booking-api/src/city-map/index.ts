// GET /cities/:id/map and GET /cities/:id/landmarks (shared-contracts' city-map.ts): the hotels' map of a city.
// The map takes the list's own query and the list's own cards (the same loader and filters), so it shows the
// hotels the list shows, at the prices the list shows, on all its pages at once.
import { MESSAGES } from '@rahi/shared-contracts';
import { type CityMap, cityHotelsQuerySchema, type MapLandmark } from '@rahi/shared-contracts/api';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { TtlCache } from '../cache/ttl-cache';
import { createCityHotelsLoader, selectPage } from '../cities/city-hotels';
import { type Database, queryRows } from '../db/client';
import { cities } from '../db/schema';
import { ApiProblem, ok } from '../envelope';
import { parseId, parseWith } from '../envelope/validate';
import { mapOperations } from '../openapi/map-operations';
import { resolveStay } from '../stay/check-stay';

type CityHotelsLoader = ReturnType<typeof createCityHotelsLoader>;

interface CityPlaces {
  centre: { lat: number; lng: number };
  /** Each hotel's place, by id. */
  hotels: Map<number, { lat: number; lng: number }>;
  landmarks: MapLandmark[];
}

/** The city's centre, its hotels' places and its landmarks (shrine or sight, stations, airports); 404 for no city. */
async function loadCityPlaces(db: Database, cityId: number): Promise<CityPlaces> {
  const [city] = await db
    .select({ lat: cities.lat, lng: cities.lng })
    .from(cities)
    .where(eq(cities.id, cityId));
  if (!city) throw new ApiProblem(404, [MESSAGES.cityNotFound]);
  const hotels = await queryRows<{ id: number; lat: number; lng: number }>(
    db,
    sql`select id, lat, lng from hotels where city_id = ${cityId}`,
  );
  const landmarks = await queryRows<MapLandmark>(
    db,
    sql`select kind, name, lat, lng from city_landmarks where city_id = ${cityId}
        union all
        select 'railway', 'ایستگاه راه‌آهن ' || name, lat, lng from railway_stations where city_id = ${cityId}
        union all
        select 'airport', name, lat, lng from airports where city_id = ${cityId}`,
  );
  return {
    centre: city,
    hotels: new Map(hotels.map(({ id, lat, lng }) => [id, { lat, lng }])),
    landmarks,
  };
}

export interface CityMapRoutesOptions {
  /** The city list's loader, so the map reads the cards the list has already priced (default: one of its own). */
  loadCityHotels?: CityHotelsLoader;
}

export function cityMapRoutes(db: Database, options: CityMapRoutesOptions = {}) {
  const loadCityHotels = options.loadCityHotels ?? createCityHotelsLoader(db);
  // Places change only with the seed or a hotel's move: five minutes is fresh enough.
  const places = new TtlCache<number, CityPlaces>(300_000, 200);
  const placesOf = (cityId: number) => places.get(cityId, () => loadCityPlaces(db, cityId));
  return new Hono()
    .get('/cities/:id/landmarks', describeRoute(mapOperations.getCitiesByIdLandmarks), async (c) => {
      const { landmarks } = await placesOf(parseId(c.req.param('id'), MESSAGES.cityNotFound));
      return ok(c, { landmarks });
    })
    .get('/cities/:id/map', describeRoute(mapOperations.getCitiesByIdMap), async (c) => {
      const id = parseId(c.req.param('id'), MESSAGES.cityNotFound);
      const query = parseWith(cityHotelsQuerySchema, c.req.query());
      const city = await placesOf(id);
      const { cards } = await loadCityHotels(id, resolveStay(query.checkin, query.nights), query.adults);
      // Every page of the list at once: the map shows the hotels the list spreads over its pages.
      const { items } = selectPage(cards, { ...query, page: 1, pageSize: Math.max(cards.length, 1) });
      const data: CityMap = {
        centre: city.centre,
        hotels: items.flatMap(({ hotel, fromPrice }) => {
          const place = city.hotels.get(hotel.id);
          if (!place) return [];
          return [
            { id: hotel.id, name: hotel.name, slug: hotel.slug, stars: hotel.stars, ...place, fromPrice },
          ];
        }),
        landmarks: city.landmarks,
      };
      return ok(c, data);
    });
}
