// GET /popular-routes: the destinations travellers search and book most (city_search_counts over the last
// POPULAR_SEARCH_DAYS Tehran days; paid bookings confirmed in the last POPULAR_BOOKING_DAYS), and the city pairs
// the same traveller booked one after the other. With nothing counted yet, the cities with the most hotels; under a
// short counted list, the cities with the most hotels not in it.
import { addDays, todayInTehran } from '@rahi/shared-contracts';
import {
  PAID_BOOKING_STATUSES,
  POPULAR_BOOKING_DAYS,
  POPULAR_SEARCH_DAYS,
  POPULAR_SHORT_LIST,
  type PopularCity,
  type PopularRoutes,
} from '@rahi/shared-contracts/api';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { type Database, queryRows } from '../db/client';
import { ok } from '../envelope';
import { coreOperations } from '../openapi/core-operations';
import type { SearchCounter } from './search-counter';

/** Every city can be listed (45 are sold); the cap only bounds the answer. */
const MAX_DESTINATIONS = 50;
const MAX_PAIRS = 12;
const PAID = sql`(${sql.join(
  PAID_BOOKING_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`;

/** A city from a row's columns (`id`, `name`, …), or from those named with a prefix (`from_id`, `from_name`, …). */
const city = (row: Record<string, unknown>, prefix = ''): PopularCity => ({
  id: Number(row[`${prefix}id`]),
  name: String(row[`${prefix}name`]),
  slug: String(row[`${prefix}slug`]),
  province: String(row[`${prefix}province`]),
  hotelsCount: Number(row[`${prefix}hotels_count`]),
});

const CITY_COLUMNS = sql`c.id, c.name, c.slug, c.province,
  (select count(*)::int from hotels h where h.city_id = c.id) as hotels_count`;

export async function popularRoutes(db: Database, today: string, now: Date): Promise<PopularRoutes> {
  const searchesFrom = addDays(today, 1 - POPULAR_SEARCH_DAYS);
  const bookingsFrom = new Date(now.getTime() - POPULAR_BOOKING_DAYS * 86_400_000);
  const counted = await queryRows<Record<string, unknown>>(
    db,
    sql`with s as (select city_id, sum(searches)::int as searches from city_search_counts
                   where day >= ${searchesFrom}::date group by city_id),
             b as (select h.city_id, count(*)::int as bookings from bookings bk join hotels h on h.id = bk.hotel_id
                   where bk.status in ${PAID} and bk.confirmed_at >= ${bookingsFrom} group by h.city_id)
        select ${CITY_COLUMNS}, coalesce(s.searches, 0) as searches, coalesce(b.bookings, 0) as bookings
        from cities c left join s on s.city_id = c.id left join b on b.city_id = c.id
        where s.city_id is not null or b.city_id is not null
        order by searches desc, bookings desc, c.id limit ${MAX_DESTINATIONS}`,
  );
  const pairs = await queryRows<Record<string, unknown>>(
    db,
    sql`with stays as (
          select coalesce('u' || bk.user_id::text, 'm' || bk.booker_mobile) as traveller, h.city_id,
                 lag(h.city_id) over (partition by coalesce('u' || bk.user_id::text, 'm' || bk.booker_mobile)
                                      order by bk.checkin, bk.id) as previous_city_id
          from bookings bk join hotels h on h.id = bk.hotel_id
          where bk.status in ${PAID} and bk.confirmed_at >= ${bookingsFrom}),
        p as (select previous_city_id, city_id, count(distinct traveller)::int as travellers from stays
              where previous_city_id is not null and previous_city_id <> city_id
              group by previous_city_id, city_id)
        select p.travellers,
               f.id as from_id, f.name as from_name, f.slug as from_slug, f.province as from_province,
               (select count(*)::int from hotels h where h.city_id = f.id) as from_hotels_count,
               t.id as to_id, t.name as to_name, t.slug as to_slug, t.province as to_province,
               (select count(*)::int from hotels h where h.city_id = t.id) as to_hotels_count
        from p join cities f on f.id = p.previous_city_id join cities t on t.id = p.city_id
        order by p.travellers desc, f.id, t.id limit ${MAX_PAIRS}`,
  );
  const pairList = pairs.map((row) => ({
    from: city(row, 'from_'),
    to: city(row, 'to_'),
    travellers: Number(row.travellers),
  }));
  const listed = counted.map((row) => Number(row.id));
  const biggest =
    counted.length >= POPULAR_SHORT_LIST
      ? []
      : await queryRows<Record<string, unknown>>(
          db,
          sql`select ${CITY_COLUMNS} from cities c
              ${listed.length > 0 ? sql`where c.id not in (${sql.join(listed, sql`, `)})` : sql``}
              order by hotels_count desc, c.id limit ${POPULAR_SHORT_LIST - counted.length}`,
        );
  if (counted.length > 0)
    return {
      basis: 'counted',
      today,
      destinations: counted.map((row) => ({
        city: city(row),
        searches: Number(row.searches),
        bookings: Number(row.bookings),
      })),
      mostHotels: biggest.map((row) => city(row)),
      pairs: pairList,
    };
  return {
    basis: 'hotels',
    today,
    destinations: biggest.map((row) => ({ city: city(row), searches: 0, bookings: 0 })),
    mostHotels: [],
    pairs: pairList,
  };
}

/** `searches`: the counter the city search counts with; its pending counts are written before reading. */
export function popularRouteRoutes(db: Database, searches: SearchCounter, now = () => new Date()) {
  return new Hono().get('/popular-routes', describeRoute(coreOperations.getPopularRoutes), async (c) => {
    await searches.flush();
    const at = now();
    return ok(c, await popularRoutes(db, todayInTehran(at), at));
  });
}
