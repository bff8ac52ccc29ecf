// GET /cities/:id and GET /cities/:id/hotels (api-contract.md).
import { MESSAGES } from '@rahi/shared-contracts';
import { cityHotelsQuerySchema } from '@rahi/shared-contracts/api';
import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { TtlCache } from '../cache/ttl-cache';
import type { Database } from '../db/client';
import { cities, hotels } from '../db/schema';
import { ApiProblem, ok } from '../envelope';
import { parseId, parseWith } from '../envelope/validate';
import { resolveStay } from '../stay/check-stay';
import { createCityHotelsLoader, selectPage } from './city-hotels';

async function findCity(db: Database, id: number) {
  const [city] = await db
    .select({
      id: cities.id,
      name: cities.name,
      slug: cities.slug,
      province: cities.province,
      hotelsCount: count(hotels.id),
    })
    .from(cities)
    .leftJoin(hotels, eq(hotels.cityId, cities.id))
    .where(eq(cities.id, id))
    .groupBy(cities.id);
  if (!city) throw new ApiProblem(404, [MESSAGES.cityNotFound]);
  return city;
}

export function cityRoutes(db: Database) {
  const loadCityHotels = createCityHotelsLoader(db);
  const cityCache = new TtlCache<number, Awaited<ReturnType<typeof findCity>>>(300_000, 200);
  const cachedCity = (id: number) => cityCache.get(id, () => findCity(db, id));
  return new Hono()
    .get('/cities/:id', async (c) =>
      ok(c, await findCity(db, parseId(c.req.param('id'), MESSAGES.cityNotFound))),
    )
    .get('/cities/:id/hotels', async (c) => {
      const id = parseId(c.req.param('id'), MESSAGES.cityNotFound);
      const query = parseWith(cityHotelsQuerySchema, c.req.query());
      const stay = resolveStay(query.checkin, query.nights);
      const city = await cachedCity(id);
      const { cards, facets } = await loadCityHotels(id, stay);
      return ok(c, { city, ...selectPage(cards, query), facets });
    });
}
