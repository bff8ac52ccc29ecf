// The city search reads a stay's prices night by night (room_nights' own hotel and city columns, one index range
// per night, each night shared by every stay that covers it) and sums them in JS. It must answer exactly what
// one SQL query through room_types and hotels answers, for any city and stay, also after rooms are taken.
import { addDays, HOTEL_SORTS, todayInTehran } from '@rahi/shared-contracts';
import { cityHotelsQuerySchema, cityHotelsSchema } from '@rahi/shared-contracts/api';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { type DatabaseHandle, queryRows } from '../db/client';
import { openTestDatabase } from '../db/test-database';
import { envelope } from '../envelope';
import { seedDatabase } from '../seed';
import {
  cheapestPerHotel,
  createCityHotelsLoader,
  type HotelCard,
  loadCityNight,
  type NightRow,
  searchAnswerJson,
  selectPage,
} from './city-hotels';

let handle: DatabaseHandle;
let cityIds: number[];
const DAYS = 12;

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDatabase(handle.db, { hotels: 24, days: DAYS });
  cityIds = (await queryRows<{ id: number }>(handle.db, sql`select distinct city_id as id from hotels`)).map(
    (row) => row.id,
  );
}, 120_000);

afterAll(() => handle.close());

/** The search as one SQL query through room_types and hotels (ties: lower board price, then room type id). */
const byJoin = (cityId: number, checkin: string, nights: number) =>
  queryRows(
    handle.db,
    sql`
    with stay as (
      select rt.hotel_id, rn.room_type_id,
             sum(rn.customer_price)::float8 as cust, sum(rn.board_price)::float8 as board,
             min(rn.free_count) as free, count(*)::int as n
      from room_nights rn
      join room_types rt on rt.id = rn.room_type_id
      join hotels h on h.id = rt.hotel_id
      where h.city_id = ${cityId} and rn.date >= ${checkin} and rn.date < ${addDays(checkin, nights)}
      group by rt.hotel_id, rn.room_type_id
    )
    select distinct on (hotel_id) hotel_id, cust, board, (free > 0 and n = ${nights}) as available
    from stay
    order by hotel_id, (free > 0 and n = ${nights}) desc, cust asc, board asc, room_type_id asc`,
  );

const byNights = async (cityId: number, checkin: string, nights: number) =>
  cheapestPerHotel(
    await Promise.all(
      Array.from({ length: nights }, (_, i) => loadCityNight(handle.db, cityId, addDays(checkin, i))),
    ),
  );

describe('cheapestPerHotel over loadCityNight', () => {
  it('answers what the join through room_types and hotels answers, for any city and stay', async () => {
    const today = todayInTehran();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...cityIds),
        // Stays that start before the calendar, inside it, and run past its end.
        fc.integer({ min: -2, max: DAYS + 2 }),
        fc.integer({ min: 1, max: 7 }),
        async (cityId, day, nights) => {
          const checkin = addDays(today, day);
          const expected = await byJoin(cityId, checkin, nights);
          expect(await byNights(cityId, checkin, nights)).toEqual(expected);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('still agrees after rooms are taken: a sold-out night makes its room type unavailable', async () => {
    const [cityId] = cityIds as [number];
    const checkin = addDays(todayInTehran(), 3);
    await handle.db.execute(
      sql`update room_nights set free_count = 0 where city_id = ${cityId} and date = ${addDays(checkin, 1)}`,
    );
    const answer = await byNights(cityId, checkin, 3);
    expect(answer).toEqual(await byJoin(cityId, checkin, 3));
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.every((row) => !row.available)).toBe(true);
  });

  it("every night carries its room type's hotel and city", async () => {
    const [mismatch] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from room_nights rn
          join room_types rt on rt.id = rn.room_type_id join hotels h on h.id = rt.hotel_id
          where rn.hotel_id <> rt.hotel_id or rn.city_id <> h.city_id`,
    );
    expect(mismatch?.n).toBe(0);
  });
});

describe('cheapestPerHotel', () => {
  const row = (room_type_id: number, cust: number, free = 1, board = cust * 2, hotel_id = 1): NightRow => ({
    hotel_id,
    room_type_id,
    cust,
    board,
    free,
  });

  it('prefers a room type free every night, then the lower price, board price and room type id', () => {
    expect(
      cheapestPerHotel([
        [row(1, 100, 0), row(2, 300)],
        [row(1, 100), row(2, 300)],
      ]),
    ).toEqual([{ hotel_id: 1, cust: 600, board: 1200, available: true }]);
    expect(cheapestPerHotel([[row(2, 100, 1, 500), row(1, 100, 1, 400)]])).toEqual([
      { hotel_id: 1, cust: 100, board: 400, available: true },
    ]);
  });

  it('marks a room type missing a night of the stay unavailable, and answers nothing for no nights', () => {
    expect(cheapestPerHotel([[row(1, 100)], []])).toEqual([
      { hotel_id: 1, cust: 100, board: 200, available: false },
    ]);
    expect(cheapestPerHotel([])).toEqual([]);
  });
});

describe('searchAnswerJson', () => {
  /** The card as hotelCardSchema lists it, in its order. */
  const publicCard = ({ hotel, fromPrice, fromBoardPrice, discountPercent, available }: HotelCard) => ({
    id: hotel.id,
    name: hotel.name,
    slug: hotel.slug,
    stars: hotel.stars,
    type: hotel.type,
    address: hotel.address,
    rating: hotel.rating,
    reviewsCount: hotel.reviewsCount,
    image: hotel.image,
    fromPrice,
    fromBoardPrice,
    discountPercent,
    available,
    distances: hotel.distances,
  });

  it('writes, byte for byte, what JSON.stringify writes of the envelope of the cards as the contract shows them', async () => {
    const loadCityHotels = createCityHotelsLoader(handle.db);
    const today = todayInTehran();
    // Quotes and a backslash in a name must come out escaped as JSON.stringify escapes them.
    const city = { id: 1, name: 'شهر "آزمون" \\ ۱', slug: 'test', province: 'استان', hotelsCount: 3 };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...cityIds),
        fc.integer({ min: 0, max: DAYS + 2 }),
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom(...HOTEL_SORTS),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 10 }),
        async (cityId, day, nights, sort, page, pageSize) => {
          const checkin = addDays(today, day);
          const { cards, facets } = await loadCityHotels(cityId, {
            checkin,
            checkout: addDays(checkin, nights),
            nights,
          });
          const query = cityHotelsQuerySchema.parse({ sort, page: String(page), pageSize: String(pageSize) });
          const chosen = selectPage(cards, query);
          const text = searchAnswerJson(city, chosen, facets);
          const data = { city, ...chosen, items: chosen.items.map(publicCard), facets };
          expect(text).toBe(JSON.stringify(envelope(data, true, 'Done')));
          expect(cityHotelsSchema.parse(JSON.parse(text).data)).toEqual(data);
        },
      ),
      { numRuns: 40 },
    );
  });
});
