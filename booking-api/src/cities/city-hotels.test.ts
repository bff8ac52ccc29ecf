// The city search reads a stay's prices night by night (room_nights' own hotel and city columns, one index range
// per night, each night shared by every stay that covers it) and sums them in JS. It must answer exactly what
// one SQL query through room_types and hotels sums, for any city, stay and party, also after rooms are taken.
import { addDays, cheapestRoomsForParty, HOTEL_SORTS, todayInTehran } from '@rahi/shared-contracts';
import { cityHotelsQuerySchema, cityHotelsSchema } from '@rahi/shared-contracts/api';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { type DatabaseHandle, queryRows } from '../db/client';
import { openTestDatabase } from '../db/test-database';
import { envelope } from '../envelope';
import { seedDatabase } from '../seed';
import {
  createCityHotelsLoader,
  loadCityNight,
  type NightRow,
  partyPricePerHotel,
  publicCard,
  type RoomTypeSize,
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

interface JoinedType {
  hotel_id: number;
  room_type_id: number;
  capacity: number;
  max_extra_beds: number;
  cust: number;
  board: number;
  extra_cust: number;
  extra_board: number;
  free: number;
  n: number;
}

/** The search as one SQL query through room_types and hotels, then the party's cheapest rooms per hotel. */
async function byJoin(cityId: number, checkin: string, nights: number, adults: number) {
  const types = await queryRows<JoinedType>(
    handle.db,
    sql`
    select rt.hotel_id, rn.room_type_id, rt.capacity, rt.max_extra_beds,
           sum(rn.customer_price)::float8 as cust, sum(rn.board_price)::float8 as board,
           sum(rn.extra_customer_price)::float8 as extra_cust, sum(rn.extra_board_price)::float8 as extra_board,
           min(rn.free_count) as free, count(*)::int as n
    from room_nights rn
    join room_types rt on rt.id = rn.room_type_id
    join hotels h on h.id = rt.hotel_id
    where h.city_id = ${cityId} and rn.date >= ${checkin} and rn.date < ${addDays(checkin, nights)}
    group by rt.hotel_id, rn.room_type_id, rt.capacity, rt.max_extra_beds
    order by rt.hotel_id, rn.room_type_id`,
  );
  const hotels = [...new Set(types.map((type) => type.hotel_id))];
  return hotels.map((hotel_id) => {
    const offered = types
      .filter((type) => type.hotel_id === hotel_id && type.n === nights)
      .map((type) => ({
        capacity: type.capacity,
        maxExtraBeds: type.max_extra_beds,
        free: type.free,
        price: type.cust,
        boardPrice: type.board,
        extraBedPrice: type.extra_cust,
        extraBedBoardPrice: type.extra_board,
      }));
    const best = cheapestRoomsForParty(offered, adults);
    return { hotel_id, cust: best?.price ?? 0, board: best?.boardPrice ?? 0, available: best !== null };
  });
}

const citySizes = async (cityId: number) =>
  new Map(
    (
      await queryRows<{ id: number; capacity: number; max_extra_beds: number }>(
        handle.db,
        sql`select rt.id, rt.capacity, rt.max_extra_beds from room_types rt join hotels h on h.id = rt.hotel_id
            where h.city_id = ${cityId}`,
      )
    ).map((row) => [row.id, { capacity: row.capacity, maxExtraBeds: row.max_extra_beds }]),
  );

const byNights = async (cityId: number, checkin: string, nights: number, adults: number) =>
  partyPricePerHotel(
    await Promise.all(
      Array.from({ length: nights }, (_, i) => loadCityNight(handle.db, cityId, addDays(checkin, i))),
    ),
    await citySizes(cityId),
    adults,
  );

describe('partyPricePerHotel over loadCityNight', () => {
  it('answers what the join through room_types and hotels answers, for any city, stay and party', async () => {
    const today = todayInTehran();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...cityIds),
        // Stays that start before the calendar, inside it, and run past its end.
        fc.integer({ min: -2, max: DAYS + 2 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 10 }),
        async (cityId, day, nights, adults) => {
          const checkin = addDays(today, day);
          const expected = await byJoin(cityId, checkin, nights, adults);
          expect(await byNights(cityId, checkin, nights, adults)).toEqual(expected);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('still agrees after rooms are taken: a sold-out night makes every hotel unavailable', async () => {
    const [cityId] = cityIds as [number];
    const checkin = addDays(todayInTehran(), 3);
    await handle.db.execute(
      sql`update room_nights set free_count = 0 where city_id = ${cityId} and date = ${addDays(checkin, 1)}`,
    );
    const answer = await byNights(cityId, checkin, 3, 2);
    expect(answer).toEqual(await byJoin(cityId, checkin, 3, 2));
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

describe('partyPricePerHotel', () => {
  const row = (room_type_id: number, cust: number, free = 1, extra_cust = 0, hotel_id = 1): NightRow => ({
    hotel_id,
    room_type_id,
    cust,
    board: cust * 2,
    extra_cust,
    extra_board: extra_cust * 2,
    free,
    closed: false,
  });
  // Room type 1 sleeps one, 2 sleeps two with an extra bed, 3 sleeps four.
  const sizes = new Map<number, RoomTypeSize>([
    [1, { capacity: 1, maxExtraBeds: 0 }],
    [2, { capacity: 2, maxExtraBeds: 1 }],
    [3, { capacity: 4, maxExtraBeds: 0 }],
  ]);

  it('prices two adults with a double, not the cheaper single, over every night', () => {
    expect(
      partyPricePerHotel(
        [
          [row(1, 70), row(2, 100)],
          [row(1, 70), row(2, 120)],
        ],
        sizes,
        2,
      ),
    ).toEqual([{ hotel_id: 1, cust: 220, board: 440, available: true }]);
  });

  it('adds extra beds and rooms for a larger party, using only rooms free every night', () => {
    const nights = [
      [row(2, 100, 3, 30), row(3, 250, 1)],
      [row(2, 100, 2, 30), row(3, 250, 0)],
    ];
    // Six: the four-bed room is full the second night; two doubles with a bed each (2 × 260 a stay).
    expect(partyPricePerHotel(nights, sizes, 6)).toEqual([
      { hotel_id: 1, cust: 520, board: 1040, available: true },
    ]);
    expect(partyPricePerHotel(nights, sizes, 7)).toEqual([
      { hotel_id: 1, cust: 0, board: 0, available: false },
    ]);
  });

  it('leaves out a room type missing a night of the stay, and answers nothing for no nights', () => {
    expect(partyPricePerHotel([[row(2, 100)], []], sizes, 2)).toEqual([
      { hotel_id: 1, cust: 0, board: 0, available: false },
    ]);
    expect(partyPricePerHotel([], sizes, 2)).toEqual([]);
  });
});

describe('searchAnswerJson', () => {
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
