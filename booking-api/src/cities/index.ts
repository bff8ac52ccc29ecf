// GET /cities/:id and GET /cities/:id/hotels (docs/api-contract.md). A city search's answer is kept as JSON text for
// a few seconds per exact query: the same page of the same search, asked again and again while travellers
// browse, is then served without validating, filtering or serialising it anew.
import { MESSAGES, todayInTehran } from '@rahi/shared-contracts';
import { cityHotelsQuerySchema } from '@rahi/shared-contracts/api';
import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { type NightChangeFeed, stayMeetsChange } from '../cache/night-changes';
import { TtlCache } from '../cache/ttl-cache';
import type { Database } from '../db/client';
import { cities, hotels } from '../db/schema';
import { ApiProblem, ok } from '../envelope';
import { parseId, parseWith } from '../envelope/validate';
import { coreOperations } from '../openapi/core-operations';
import { createSearchCounter, isCitySearch, type SearchCounter } from '../popular-routes/search-counter';
import { resolveStay } from '../stay/check-stay';
import { type CityHotelsLoader, createCityHotelsLoader, searchAnswerJson, selectPage } from './city-hotels';
import type { CityNights } from './city-nights';

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

export interface CityRoutesOptions {
  /** How long a search answer is reused for the same query (default 10 s; the prices under it live 30 s). */
  pageTtlMs?: number;
  /** Where a search is counted for /popular-routes (default: a counter of its own on `db`). */
  searchCounter?: SearchCounter;
  /** The city-nights the search reads through, shared with the price calendar (default: its own). */
  cityNights?: CityNights;
  /** The city-hotels loader to share with other routes (saved hotels); default: one of its own. */
  loadCityHotels?: CityHotelsLoader;
  /** Hotels' changes: the city's search answers are forgotten at once. */
  changes?: NightChangeFeed;
}

export function cityRoutes(db: Database, options: CityRoutesOptions = {}) {
  const loadCityHotels =
    options.loadCityHotels ?? createCityHotelsLoader(db, { cityNights: options.cityNights });
  const pages = new TtlCache<string, string>(options.pageTtlMs ?? 10_000, 500);
  options.changes?.subscribe((change) => {
    if (change === 'all') return pages.clear();
    pages.forget((key) => {
      const [today = '', cityId, query = ''] = key.split('|');
      if (cityId !== String(change.cityId)) return false;
      const asked = new URLSearchParams(query);
      return stayMeetsChange(change, asked.get('checkin') || today, Number(asked.get('nights')) || 1);
    });
  });
  const cityCache = new TtlCache<number, Awaited<ReturnType<typeof findCity>>>(300_000, 200);
  const cachedCity = (id: number) => cityCache.get(id, () => findCity(db, id));
  const searches = options.searchCounter ?? createSearchCounter(db);
  return new Hono()
    .get('/cities/:id', describeRoute(coreOperations.getCitiesById), async (c) =>
      ok(c, await findCity(db, parseId(c.req.param('id'), MESSAGES.cityNotFound))),
    )
    .get('/cities/:id/hotels', describeRoute(coreOperations.getCitiesByIdHotels), async (c) => {
      const id = parseId(c.req.param('id'), MESSAGES.cityNotFound);
      const url = c.req.url;
      const queryStart = url.indexOf('?');
      // Today is part of the key: without a check-in the stay starts today, and yesterday's answers expire.
      const key = `${todayInTehran()}|${id}|${queryStart === -1 ? '' : url.slice(queryStart)}`;
      const body = await pages.get(key, async () => {
        const query = parseWith(cityHotelsQuerySchema, c.req.query());
        const stay = resolveStay(query.checkin, query.nights);
        const city = await cachedCity(id);
        const { cards, facets } = await loadCityHotels(id, stay, query.adults);
        return searchAnswerJson(city, selectPage(cards, query), facets);
      });
      // Counted once answered (a city that does not exist is a 404 and never counted), cached or not.
      if (isCitySearch(c.req.query())) searches.count(id);
      return c.body(body, 200, { 'content-type': 'application/json' });
    });
}
