// GET /destinations?q=…: cities and hotels whose name matches what the traveller typed, cities first.
// Matching is on normalised names (Arabic and Persian letters unified, ZWNJ as space, ASCII digits).
import { normalizePersian } from '@rahi/shared-contracts';
import { destinationsQuerySchema } from '@rahi/shared-contracts/api';
import { desc, eq, like } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Database } from '../db/client';
import { cities, hotels } from '../db/schema';
import { ok } from '../envelope';
import { parseWith } from '../envelope/validate';
import { coreOperations } from '../openapi/core-operations';

const MAX_CITIES = 6;
const MAX_HOTELS = 10;

/** Escapes LIKE's wildcards so a traveller's '%' or '_' is matched literally. */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function destinationRoutes(db: Database) {
  return new Hono().get('/destinations', describeRoute(coreOperations.getDestinations), async (c) => {
    const { q } = parseWith(destinationsQuerySchema, c.req.query());
    const pattern = likeContaining(normalizePersian(q));
    const [cityRows, hotelRows] = await Promise.all([
      db
        .select({ id: cities.id, name: cities.name, slug: cities.slug, province: cities.province })
        .from(cities)
        .where(like(cities.searchName, pattern))
        .orderBy(desc(cities.popularity))
        .limit(MAX_CITIES),
      db
        .select({ id: hotels.id, name: hotels.name, slug: hotels.slug, city: cities.name })
        .from(hotels)
        .innerJoin(cities, eq(cities.id, hotels.cityId))
        .where(like(hotels.searchName, pattern))
        .orderBy(desc(hotels.popularity))
        .limit(MAX_HOTELS),
    ]);
    return ok(c, [
      ...cityRows.map((city) => ({
        id: city.id,
        type: 'city' as const,
        title: city.name,
        fullTitle: `${city.name}، ${city.province}`,
        slug: `hotels-${city.slug}`,
      })),
      ...hotelRows.map((hotel) => ({
        id: hotel.id,
        type: 'hotel' as const,
        title: hotel.name,
        fullTitle: `${hotel.name}، ${hotel.city}`,
        slug: hotel.slug,
      })),
    ]);
  });
}
